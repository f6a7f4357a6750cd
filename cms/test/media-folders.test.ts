import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { cmsDir, requireFromCms, type Stack } from '#harness/stack.js';
import type { Fixtures } from '#harness/fixtures.js';
import { makeImage, questionForm, textOptions, useAdminStack, type AdminClient } from '#harness/admin.js';
import { uploadPng } from '#harness/fixtures.js';
import { panelUser } from '#harness/panel.js';
import {
  FILE,
  FOLDER,
  inQuestions as inQuestionsIn,
  placeOf as placeOfIn,
  rootFolder as rootFolderIn,
  type Place,
} from '#test/helpers/media-library.js';

/**
 * What uses a picture decides its media-library folder. Pictures a question uses move from the library's
 * root (or the upload plugin's "API Uploads" folder, where the proxy's uploads land) into "Questions", whichever
 * way they were uploaded, and pictures inserted in a cheatsheet's text into "Cheatsheets" (FAQ logos:
 * media-folders-faq-logos.test.ts); a folder an editor chose stays.
 */

const QUESTION = 'api::question.question';
const CHEATSHEET = 'api::cheatsheet.cheatsheet';

let stack: Stack;
let fx: Fixtures;
let api: AdminClient;
/** Strapi's admin API (media library, Content Manager) as an account of the panel's Editor role. */
let panel: (method: string, url: string, body?: unknown) => Promise<{ status: number; body: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What the CMS warned about filing pictures (a failed move is logged, not answered: the save already worked). */
const filingWarnings: string[] = [];

useAdminStack(async (started) => {
  ({ stack, fx, api } = started);
  const warn = stack.strapi.log.warn.bind(stack.strapi.log);
  stack.strapi.log.warn = (message: unknown, ...rest: unknown[]) => {
    if (String(message).startsWith('Media library')) filingWarnings.push(String(message));
    return warn(message, ...rest);
  };
  panel = (await panelUser(stack, 'strapi-editor')).call;
});

const placeOf = (fileId: number) => placeOfIn(stack, fileId);
const rootFolder = (name: string) => rootFolderIn(stack, name);
const inQuestions = () => inQuestionsIn(stack);

/** The id of a stored file by the bare name the contract answers with. */
async function fileIdOf(name: string): Promise<number> {
  const file = await stack.strapi.db.query(FILE).findOne({ where: { url: `/uploads/${name}` }, select: ['id'] });
  expect(file, name).toBeTruthy();
  return file.id;
}

/** How many folder links a file has (the upload plugin keeps exactly one, or none at the root). */
async function folderLinksOf(fileId: number): Promise<number> {
  const rows = await stack.strapi.db.connection('files_folder_lnk').where('file_id', fileId).count({ count: '*' });
  return Number(rows[0].count);
}

/** An upload through Strapi's panel (its media library dialog), into `folder` or the root. */
async function uploadToLibrary(name: string, folder: number | null = null): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await makeImage('png'))], { type: 'image/png' }), name);
  form.append('fileInfo', JSON.stringify({ name, folder }));
  const answer = await panel('POST', '/upload', form);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body[0];
}

const uploadInPanel = async (name: string, folder: number | null = null) => (await uploadToLibrary(name, folder)).id;

/** A picture as the panel's rich-text editor inserts it from the media library (an address on the CMS). */
const pictureHtml = (file: { url: string }) => `<p>See:</p><img src="${stack.strapiUrl}${file.url}" alt="figure">`;

const atRoot: Place = { folder: null, folderPath: '/' };

const imageQuestion = async (question: string) => {
  const [png, jpeg] = await Promise.all([makeImage('png'), makeImage('jpeg')]);
  return questionForm({
    question: `<p>${question}</p>`,
    question_type: 'image',
    subtopic_id: fx.subtopics.series.documentId,
    answer: 'B',
    options: [
      { option_type: 'image', option_text: '' },
      { option_type: 'text', option_text: 'B' },
    ],
    files: {
      question_image: { bytes: png, name: 'figure.png', type: 'image/png' },
      option_image_0: { bytes: jpeg, name: 'option.jpg', type: 'image/jpeg' },
    },
  });
};

const panelQuestion = (tag: string, questionImage: unknown, optionImage: unknown) => ({
  question: `<p>Panel question ${tag}</p>`,
  question_type: 'image',
  question_image: questionImage,
  answer: 'A',
  options: [
    { option_type: 'image', option_text: 'A', image: optionImage },
    { option_type: 'text', option_text: 'B' },
  ],
});

describe('media-library folders', () => {
  afterEach(() => {
    expect(filingWarnings).toEqual([]);
  });

  it('has "Questions", "Cheatsheets" and "FAQ logos" at the library root after start-up', async () => {
    for (const name of ['Questions', 'Cheatsheets', 'FAQ logos']) {
      const folder = await rootFolder(name);
      // Made by the upload plugin's folder service: a path of its own id, as the panel shows it.
      expect(folder.path).toBe(`/${folder.pathId}`);
    }
  });

  it('files the question image and option images uploaded through the site admin API into "Questions"', async () => {
    const answer = await api.post('/api/questions/add', await imageQuestion('Which figure comes next?'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { question, options } = answer.body;
    const questions = await inQuestions();
    expect(await placeOf(await fileIdOf(question.question_image_url))).toEqual(questions);
    expect(await placeOf(await fileIdOf(options[0].path_url))).toEqual(questions);
    // The proxy's uploads would otherwise stay in the plugin's "API Uploads" folder (REST uploads land there).
    const apiUploads = await stack.strapi.db.query(FOLDER).findMany({ where: { name: 'API Uploads' } });
    expect(apiUploads).toHaveLength(1);
    expect(await stack.strapi.db.query(FILE).count({ where: { folderPath: apiUploads[0].path } })).toBe(0);
  });

  it('files an option image added by an update into "Questions"', async () => {
    const created = await api.post(
      '/api/questions/add',
      questionForm({
        question: '<p>Text first, a figure later</p>',
        subtopic_id: fx.subtopics.series.documentId,
        answer: 'yes',
        options: textOptions('yes', 'no'),
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [yes, no] = created.body.options;
    const updated = await api.put(
      `/api/questions/update/${created.body.question._id}`,
      questionForm({
        question: '<p>Text first, a figure later</p>',
        subtopic_id: fx.subtopics.series.documentId,
        answer: 'yes',
        options: [
          { _id: yes._id, option_type: 'image', option_text: 'yes' },
          { _id: no._id, option_type: 'text', option_text: 'no' },
        ],
        files: { option_image_0: { bytes: await makeImage('webp'), name: 'later.webp', type: 'image/webp' } },
      }),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(await placeOf(await fileIdOf(updated.body.options[0].path_url))).toEqual(await inQuestions());
  });

  it("files pictures an editor uploads to the root in Strapi's panel once a question uses them", async () => {
    const questionImage = await uploadInPanel('panel-figure.png');
    const optionImage = await uploadInPanel('panel-option.png');
    expect(await placeOf(questionImage)).toEqual(atRoot);

    // Not used yet: left where it was uploaded.
    const created = await panel('POST', `/content-manager/collection-types/${QUESTION}`, panelQuestion('root', null, null));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await placeOf(questionImage)).toEqual(atRoot);

    const updated = await panel(
      'PUT',
      `/content-manager/collection-types/${QUESTION}/${created.body.data.documentId}`,
      panelQuestion('root', { id: questionImage }, optionImage),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const questions = await inQuestions();
    expect(await placeOf(questionImage)).toEqual(questions);
    expect(await placeOf(optionImage)).toEqual(questions);
  });

  it('leaves a picture an editor put in another folder where it is', async () => {
    const folder = await panel('POST', '/upload/folders', { name: 'Exam 2024 figures', parent: null });
    expect(folder.status, JSON.stringify(folder.body)).toBe(201);
    const filed = await uploadInPanel('filed-by-editor.png', folder.body.data.id);
    const own = { folder: 'Exam 2024 figures', folderPath: folder.body.data.path };
    expect(await placeOf(filed)).toEqual(own);

    const created = await panel('POST', `/content-manager/collection-types/${QUESTION}`, panelQuestion('own folder', filed, filed));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const saved = await stack.strapi.db
      .query(QUESTION)
      .findOne({ where: { documentId: created.body.data.documentId }, populate: { question_image: true } });
    expect(saved.question_image.id).toBe(filed);
    expect(await placeOf(filed)).toEqual(own);
    expect(await folderLinksOf(filed)).toBe(1);
  });

  it('re-saving a question keeps each picture in "Questions", linked once, without errors', async () => {
    const created = await api.post('/api/questions/add', await imageQuestion('Saved again and again'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { question, options } = created.body;
    const fileIds = [await fileIdOf(question.question_image_url), await fileIdOf(options[0].path_url)];
    const resave = () =>
      questionForm({
        question: '<p>Saved again and again</p>',
        question_type: 'image',
        subtopic_id: fx.subtopics.series.documentId,
        answer: 'B',
        options: [
          { _id: options[0]._id, option_type: 'image', option_text: '' },
          { _id: options[1]._id, option_type: 'text', option_text: 'B' },
        ],
      });
    for (let round = 0; round < 2; round++) {
      const again = await api.put(`/api/questions/update/${question._id}`, resave());
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.question.question_image_url).toBe(question.question_image_url);
    }
    // And through the panel, as an editor's save of the same question.
    const inPanel = await panel(
      'PUT',
      `/content-manager/collection-types/${QUESTION}/${question._id}`,
      panelQuestion('resaved', fileIds[0], fileIds[1]),
    );
    expect(inPanel.status, JSON.stringify(inPanel.body)).toBe(200);
    const questions = await inQuestions();
    for (const id of fileIds) {
      expect(await placeOf(id)).toEqual(questions);
      expect(await folderLinksOf(id)).toBe(1);
    }
  });

  it('files a picture two questions take up at the same moment once', async () => {
    const shared = await uploadPng(stack.strapi, `shared-${randomBytes(3).toString('hex')}.png`);
    expect(await placeOf(shared.id)).toEqual(atRoot);
    await Promise.all(
      ['first', 'second', 'third'].map((tag) =>
        stack.strapi.documents(QUESTION).create({
          data: { ...panelQuestion(`shared ${tag}`, shared.id, null), subtopic: fx.subtopics.series.documentId },
        }),
      ),
    );
    expect(await placeOf(shared.id)).toEqual(await inQuestions());
    expect(await folderLinksOf(shared.id)).toBe(1);
  });

  it('files a picture inserted in a question\'s rich text into "Questions"', async () => {
    const inExplanation = await uploadToLibrary('explained.png');
    const inOption = await uploadToLibrary('option-text.png');
    const created = await api.post(
      '/api/questions/add',
      questionForm({
        question: '<p>Read the figure in the explanation</p>',
        subtopic_id: fx.subtopics.series.documentId,
        answer: 'yes',
        explanation: pictureHtml(inExplanation),
        options: textOptions('yes', 'no'),
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.question.explanation).toContain(`src="${inExplanation.url}"`);
    expect(await placeOf(inExplanation.id)).toEqual(await inQuestions());

    const inPanel = await panel('POST', `/content-manager/collection-types/${QUESTION}`, {
      ...panelQuestion('rich option', null, null),
      options: [
        { option_type: 'text', option_text: pictureHtml(inOption) },
        { option_type: 'text', option_text: 'B' },
      ],
    });
    expect(inPanel.status, JSON.stringify(inPanel.body)).toBe(201);
    expect(await placeOf(inOption.id)).toEqual(await inQuestions());
  });

  it('files a picture inserted in a cheatsheet\'s text into "Cheatsheets"', async () => {
    const inText = await uploadToLibrary('sheet-diagram.png');
    const inBlock = await uploadToLibrary('sheet-block.png');
    const inCode = await uploadToLibrary('sheet-code.png');
    const created = await api.post('/api/cheatsheets/admin/create', {
      title: `Diagrams ${randomBytes(3).toString('hex')}`,
      category: 'Git',
      items: [{ title: 'Picture', category: 'notes', content_type: 'text', text_content: pictureHtml(inText) }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const cheatsheets: Place = { folder: 'Cheatsheets', folderPath: (await rootFolder('Cheatsheets')).path };
    expect(await placeOf(inText.id)).toEqual(cheatsheets);

    // In Strapi's panel: a mixed item's text block; the same markup in a code block is code, not a picture.
    const sheet = await panel('POST', `/content-manager/collection-types/${CHEATSHEET}`, {
      title: `Blocks ${randomBytes(3).toString('hex')}`,
      slug: `blocks-${randomBytes(3).toString('hex')}`,
      category: 'Git',
      items: [
        {
          title: 'Mixed',
          category: 'notes',
          content_type: 'mixed',
          mixed_content: [
            { type: 'text', content: pictureHtml(inBlock) },
            { type: 'code', language: 'html', content: `<img src="${inCode.url}">` },
          ],
        },
      ],
    });
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(201);
    expect(await placeOf(inBlock.id)).toEqual(cheatsheets);
    expect(await placeOf(inCode.id)).toEqual(atRoot);
  });

  it('files pictures in use but still unfiled at start-up (stored before, or linked around the document service)', async () => {
    const questionImage = await uploadPng(stack.strapi, `old-figure-${randomBytes(3).toString('hex')}.png`);
    const optionImage = await uploadPng(stack.strapi, `old-option-${randomBytes(3).toString('hex')}.png`);
    const unused = await uploadPng(stack.strapi, `unused-${randomBytes(3).toString('hex')}.png`);
    // Through the database layer, under the document service and so under its middleware: the files stay at the root.
    await stack.strapi.db.query(QUESTION).create({
      data: {
        ...panelQuestion('old', questionImage.id, null),
        options: [],
        documentId: `old${randomBytes(8).toString('hex')}`,
      },
    });
    await stack.strapi.db
      .query('question.option')
      .create({ data: { option_key: 'old', option_type: 'image', option_text: 'A', image: optionImage.id } });
    expect(await placeOf(questionImage.id)).toEqual(atRoot);
    expect(await placeOf(optionImage.id)).toEqual(atRoot);

    const mediaFolders = requireFromCms(path.join(cmsDir, 'dist', 'src', 'bootstrap', 'media-folders.js'));
    expect(await mediaFolders.fileUnfiledMediaInUse(stack.strapi)).toBe(2);
    const questions = await inQuestions();
    expect(await placeOf(questionImage.id)).toEqual(questions);
    expect(await placeOf(optionImage.id)).toEqual(questions);
    expect(await placeOf(unused.id)).toEqual(atRoot);
    // A second start finds nothing left to file.
    expect(await mediaFolders.fileUnfiledMediaInUse(stack.strapi)).toBe(0);
  });
});
