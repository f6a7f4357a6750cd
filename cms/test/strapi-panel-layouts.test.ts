import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerCall } from '#harness/rich-text-doors.js';
import { cmsDir, requireFromCms, startStack, type Stack } from '#harness/stack.js';

/**
 * Strapi's admin panel made for editors. Questions are named by a plain-text title the CMS keeps from
 * their text (on every write path, and at start-up for rows stored without one); every field of every content
 * type and component has a label and a help text; the question list shows useful columns, searches titles and
 * filters by subtopic, exam and type. Read the way the panel reads it: Strapi's Content Manager API, signed in
 * as an account of Strapi's admin panel.
 */

const QUESTION = 'api::question.question';
const distModule = (...parts: string[]) => requireFromCms(path.join(cmsDir, 'dist', 'src', ...parts));
const titles = () =>
  distModule('questions', 'question-title.js') as {
    questionTitle: (html: string | null | undefined) => string;
    storedQuestionTitle: (html: unknown) => string;
    QUESTION_TITLE_LENGTH: number;
    NO_TEXT_TITLE: string;
  };
const fillMissingQuestionTitles = (strapi: unknown): Promise<{ titled: number }> =>
  distModule('bootstrap', 'question-titles.js').fillMissingQuestionTitles(strapi);

let stack: Stack;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's admin answers have no types here
let contentManager: (method: string, url: string, body?: unknown) => Promise<{ status: number; body: any }>;
const names = { subtopic: '', otherSubtopic: '', exam: '' };
const ids = { subtopic: '', otherSubtopic: '', exam: '' };

beforeAll(async () => {
  stack = await startStack();
  const { strapi, strapiUrl } = stack;
  const tag = randomBytes(3).toString('hex');
  const topic = await strapi.documents('api::topic.topic').create({ data: { topic_name: `panel-${tag}` } });
  names.subtopic = `rivers-${tag}`;
  names.otherSubtopic = `mountains-${tag}`;
  names.exam = `Panel Exam ${tag}`;
  const subtopic = await strapi
    .documents('api::subtopic.subtopic')
    .create({ data: { subtopic_name: names.subtopic, category: 'Geography', topic: topic.documentId } });
  const other = await strapi
    .documents('api::subtopic.subtopic')
    .create({ data: { subtopic_name: names.otherSubtopic, category: 'Geography', topic: topic.documentId } });
  const exam = await strapi.documents('api::exam.exam').create({ data: { exam_name: names.exam, exam_level: 'Graduate' } });
  Object.assign(ids, { subtopic: subtopic.documentId, otherSubtopic: other.documentId, exam: exam.documentId });

  // An account of Strapi's admin panel (super admin), signed in the way the panel signs in.
  const email = `panel-${tag}@example.com`;
  const password = `Pass-${randomBytes(8).toString('hex')}1`;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await strapi
    .service('admin::user')
    .create({ email, firstname: 'Pat', lastname: 'Panel', password, isActive: true, roles: [superAdmin.id] });
  const login = await fetch(`${strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  contentManager = (method, url, body) => bearerCall(`${strapiUrl}/content-manager${url}`, method, token, body);
});
afterAll(async () => {
  await stack?.stop();
});

/** A question as the panel's edit form sends it. */
const questionForm = (html: string, extra: Record<string, unknown> = {}) => ({
  question: html,
  question_type: 'text',
  answer: 'Ganga',
  explanation: '<p>It rises in the Himalayas.</p>',
  options: [
    { option_type: 'text', option_text: 'Ganga' },
    { option_type: 'text', option_text: 'Kaveri' },
  ],
  ...extra,
});

const storedTitle = async (documentId: string): Promise<string | null> =>
  (await stack.strapi.db.query(QUESTION).findOne({ where: { documentId }, select: ['question_title'] })).question_title;

/** The project's own schemas: content types under cms/src/api, components under cms/src/components. */
function projectSchemas() {
  const apiDir = path.join(cmsDir, 'src', 'api');
  const contentTypes = readdirSync(apiDir).flatMap((api) => {
    const dir = path.join(apiDir, api, 'content-types');
    let types: string[];
    try {
      types = readdirSync(dir);
    } catch {
      return []; // an API without content types (routes only)
    }
    return types.map((type) => ({
      uid: `api::${api}.${type}`,
      attributes: Object.keys(JSON.parse(readFileSync(path.join(dir, type, 'schema.json'), 'utf8')).attributes),
    }));
  });
  const componentsDir = path.join(cmsDir, 'src', 'components');
  const components = readdirSync(componentsDir).flatMap((category) =>
    readdirSync(path.join(componentsDir, category)).map((file) => ({
      uid: `${category}.${file.replace(/\.json$/, '')}`,
      attributes: Object.keys(JSON.parse(readFileSync(path.join(componentsDir, category, file), 'utf8')).attributes),
    })),
  );
  return { contentTypes, components };
}

type FieldMeta = { edit: { label?: string; description?: string; editable?: boolean; mainField?: string }; list: Record<string, unknown> };
type ModelConfiguration = {
  settings: Record<string, unknown>;
  metadatas: Record<string, FieldMeta>;
  layouts: { list: string[]; edit: Array<Array<{ name: string; size: number }>> };
};

async function configurationOf(uid: string): Promise<{ contentType: ModelConfiguration; components: Record<string, ModelConfiguration> }> {
  const answer = await contentManager('GET', `/content-types/${uid}/configuration`);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return answer.body.data;
}

describe("the question list in Strapi's Content Manager", () => {
  it('names questions by their title and shows title, subtopic, exams, type, held for tests and last edit, newest first', async () => {
    const { contentType } = await configurationOf(QUESTION);
    expect(contentType.settings.mainField).toBe('question_title');
    expect(contentType.layouts.list).toEqual(['question_title', 'subtopic', 'exams', 'question_type', 'held_for_tests', 'updatedAt']);
    expect(contentType.settings).toMatchObject({
      defaultSortBy: 'updatedAt',
      defaultSortOrder: 'DESC',
      searchable: true,
      filterable: true,
    });

    const title = contentType.metadatas.question_title!;
    expect(title.edit.editable).toBe(false);
    expect(title.edit.description).toMatch(/kept from the question text/i);
    expect(title.list.searchable).toBe(true);
    // The list's filters match relations by their names (the panel's filter takes list.mainField).
    expect(contentType.metadatas.subtopic!.list.mainField).toBe('subtopic_name');
    expect(contentType.metadatas.exams!.list.mainField).toBe('exam_name');
    expect(contentType.metadatas.question_type!.list.label).toBe('Question type');
    expect(contentType.metadatas.held_for_tests!.edit.label).toBe('Held for tests');
    expect(contentType.metadatas.held_for_tests!.edit.description).toMatch(/untick to release/i);

    // Edit view: the title and the text first, then the rest; every field is there once.
    const editOrder = contentType.layouts.edit.flat().map((field) => field.name);
    expect(editOrder.slice(0, 2)).toEqual(['question_title', 'question']);
    expect(editOrder.indexOf('options')).toBeLessThan(editOrder.indexOf('answer'));
    expect(editOrder.indexOf('answer')).toBeLessThan(editOrder.indexOf('explanation'));
    expect(new Set(editOrder).size).toBe(editOrder.length);
    for (const row of contentType.layouts.edit) expect(row.reduce((sum, field) => sum + field.size, 0)).toBeLessThanOrEqual(12);
    const schema = projectSchemas().contentTypes.find((type) => type.uid === QUESTION)!;
    expect([...editOrder].sort()).toEqual([...schema.attributes].sort());
  });

  it('every field of every content type and component of the project has a label and a help text', async () => {
    const { contentTypes, components } = projectSchemas();
    expect(contentTypes.map((type) => type.uid).sort()).toEqual(
      [
        'api::cheatsheet.cheatsheet',
        'api::code-question.code-question',
        'api::exam-pattern.exam-pattern',
        'api::exam.exam',
        'api::faq.faq',
        'api::mock-test.mock-test',
        'api::programming-topic.programming-topic',
        'api::question.question',
        'api::question-report.question-report',
        'api::subtopic.subtopic',
        'api::topic.topic',
      ].sort(),
    );
    expect(components.length).toBeGreaterThanOrEqual(11);
    const componentConfigurations: Record<string, ModelConfiguration> = {};
    const undescribed: string[] = [];
    const expectDescribed = (uid: string, attributes: string[], configuration: ModelConfiguration | undefined) => {
      expect(configuration, uid).toBeDefined();
      for (const field of attributes) {
        const edit = configuration!.metadatas[field]?.edit;
        if (!edit?.description?.trim() || !edit.label?.trim() || edit.label.includes('_')) undescribed.push(`${uid}.${field}`);
      }
    };
    for (const { uid, attributes } of contentTypes) {
      const { contentType, components: used } = await configurationOf(uid);
      Object.assign(componentConfigurations, used);
      expectDescribed(uid, attributes, contentType);
    }
    // Every component is used by some content type, so the panel hands out its configuration with that type's.
    for (const { uid, attributes } of components) expectDescribed(uid, attributes, componentConfigurations[uid]);
    expect(undescribed).toEqual([]);

    const { contentType: question } = await configurationOf(QUESTION);
    expect(question.metadatas.answer!.edit.description).toBe('The exact text of the correct option (or its letter for a picture option)');
    expect(componentConfigurations['question.option']!.settings.mainField).toBe('option_text');
    // Relation pickers show names: a subtopic's questions by their title.
    const { contentType: subtopic } = await configurationOf('api::subtopic.subtopic');
    expect(subtopic.metadatas.questions!.edit.mainField).toBe('question_title');
    expect(subtopic.metadatas.topic!.edit.mainField).toBe('topic_name');
  });

  it('a question written in the panel gets its title from the text; a title sent by the client is ignored', async () => {
    const html = '<p>Which <strong>river</strong> flows through Varanasi &amp; Patna?</p>';
    const created = await contentManager(
      'POST',
      `/collection-types/${QUESTION}`,
      questionForm(html, { question_title: 'A title of my own', subtopic: { connect: [{ documentId: ids.subtopic }] } }),
    );
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    const documentId: string = created.body.data.documentId;
    expect(created.body.data.question_title).toBe('Which river flows through Varanasi & Patna?');
    expect(await storedTitle(documentId)).toBe('Which river flows through Varanasi & Patna?');

    const changed = await contentManager(
      'PUT',
      `/collection-types/${QUESTION}/${documentId}`,
      questionForm('<h2>Rivers</h2><p>Which river meets the Yamuna at Prayagraj?</p>', { question_title: 'Mine again' }),
    );
    expect(changed.status, JSON.stringify(changed.body).slice(0, 300)).toBe(200);
    expect(await storedTitle(documentId)).toBe('Rivers Which river meets the Yamuna at Prayagraj?');

    // Only a title, no text: nothing changes.
    const titleOnly = await contentManager('PUT', `/collection-types/${QUESTION}/${documentId}`, { question_title: 'Sneaky' });
    expect(titleOnly.status, JSON.stringify(titleOnly.body).slice(0, 300)).toBe(200);
    expect(await storedTitle(documentId)).toBe('Rivers Which river meets the Yamuna at Prayagraj?');

    // The document service (seeds, the proxy's writes through Strapi's REST API) keeps it the same way.
    const seeded = await stack.strapi
      .documents(QUESTION)
      .create({ data: questionForm('<p>Name the longest <em>river</em> of India.</p>') });
    expect(seeded.question_title).toBe('Name the longest river of India.');
  });

  it("the list's search (_q) finds a question by words of its title", async () => {
    const html = '<p>Which dam stands on the <strong>Sutlej</strong> river at Bhakra?</p>';
    const created = await contentManager('POST', `/collection-types/${QUESTION}`, questionForm(html));
    expect(created.status).toBe(201);
    const documentId: string = created.body.data.documentId;
    const words = 'Sutlej river at Bhakra';
    expect(html).not.toContain(words); // found by its title, not by the stored HTML

    const found = await contentManager('GET', `/collection-types/${QUESTION}?page=1&pageSize=10&_q=${encodeURIComponent(words)}`);
    expect(found.status).toBe(200);
    expect(found.body.results.map((row: { documentId: string }) => row.documentId)).toEqual([documentId]);
    expect(found.body.results[0].question_title).toBe('Which dam stands on the Sutlej river at Bhakra?');
    const nothing = await contentManager(
      'GET',
      `/collection-types/${QUESTION}?page=1&pageSize=10&_q=${encodeURIComponent('Bhakra Sutlej')}`,
    );
    expect(nothing.body.results).toEqual([]);
  });

  it('filters by subtopic, exam and question type', async () => {
    const make = async (html: string, extra: Record<string, unknown>) => {
      const created = await contentManager('POST', `/collection-types/${QUESTION}`, questionForm(html, extra));
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
      return created.body.data.documentId as string;
    };
    const inSubtopicWithExam = await make('<p>Filter one</p>', {
      subtopic: { connect: [{ documentId: ids.subtopic }] },
      exams: { connect: [{ documentId: ids.exam }] },
    });
    const inOther = await make('<p>Filter two</p>', { subtopic: { connect: [{ documentId: ids.otherSubtopic }] } });
    const imageInOther = await make('<p>Filter three</p>', {
      question_type: 'image',
      subtopic: { connect: [{ documentId: ids.otherSubtopic }] },
    });

    const list = async (filter: string) => {
      const answer = await contentManager('GET', `/collection-types/${QUESTION}?page=1&pageSize=100&${filter}`);
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
      return answer.body.results.map((row: { documentId: string }) => row.documentId) as string[];
    };
    const bySubtopic = await list(`filters[$and][0][subtopic][subtopic_name][$eq]=${names.otherSubtopic}`);
    expect(bySubtopic.sort()).toEqual([inOther, imageInOther].sort());
    const inFirst = await list(`filters[$and][0][subtopic][subtopic_name][$eq]=${names.subtopic}`);
    expect(inFirst).toContain(inSubtopicWithExam);
    expect(inFirst).not.toContain(inOther);
    expect(await list(`filters[$and][0][exams][exam_name][$eq]=${encodeURIComponent(names.exam)}`)).toEqual([inSubtopicWithExam]);
    const images = await list(
      `filters[$and][0][question_type][$eq]=image&filters[$and][1][subtopic][subtopic_name][$eq]=${names.otherSubtopic}`,
    );
    expect(images).toEqual([imageInOther]);
  });
});

describe('titles of questions stored around the document service', () => {
  it('the bulk seeder writes a title for every row it inserts', async () => {
    const { seedBulkQuestions } = distModule('seed', 'bulk.js');
    const seeded = await seedBulkQuestions(stack.strapi, { questions: 30, subtopicsCount: 1 });
    const rows: Array<{ question: string; question_title: string | null }> = await stack.strapi.db.query(QUESTION).findMany({
      where: { subtopic: { subtopic_name: seeded.subtopics[0] } },
      select: ['question', 'question_title'],
    });
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row.question_title).toMatch(/^Bulk question \d+: what is \d+ \+ \d+\?$/);
      expect(row.question_title).toBe(titles().questionTitle(row.question));
    }
  });

  it('start-up gives every question without a title (null or empty) its title, and nothing else changes', async () => {
    const knex = stack.strapi.db.connection;
    const long = `<p>${'नदी के किनारे बसे शहरों में से कौन सा शहर गंगा और यमुना के संगम पर है? '.repeat(3)}</p>`;
    const made = await stack.strapi.documents(QUESTION).create({ data: questionForm(long) });
    const expected = titles().questionTitle(long);
    expect(made.question_title).toBe(expected);

    // Earlier runs' questions (every other one) lose their titles, as rows stored before titles existed.
    const all: Array<{ id: number; question_title: string; updated_at: unknown }> = await knex('questions')
      .select('id', 'question_title', 'updated_at')
      .orderBy('id');
    const stripped = all.filter((_row, index) => index % 2 === 0);
    const strippedIds = stripped.map((row) => row.id);
    await knex('questions').whereIn('id', strippedIds.slice(0, 3)).update({ question_title: '' });
    await knex('questions').whereIn('id', strippedIds.slice(3)).update({ question_title: null });
    const madeId: number = (await stack.strapi.db.query(QUESTION).findOne({ where: { documentId: made.documentId } })).id;
    await knex('questions').where('id', madeId).update({ question_title: null });
    const missing = new Set([...strippedIds, madeId]).size;

    expect(await fillMissingQuestionTitles(stack.strapi)).toEqual({ titled: missing });
    const after: typeof all = await knex('questions').select('id', 'question_title', 'updated_at').orderBy('id');
    expect(after.map((row) => row.question_title)).toEqual(all.map((row) => row.question_title));
    expect(after.map((row) => String(row.updated_at))).toEqual(all.map((row) => String(row.updated_at))); // not an edit
    expect(await storedTitle(made.documentId)).toBe(expected);

    // Nothing left to do.
    expect(await fillMissingQuestionTitles(stack.strapi)).toEqual({ titled: 0 });
  });
});

describe('the title of a question', () => {
  it('is the text without markup: tags stripped, entities decoded, white space collapsed', () => {
    const { questionTitle } = titles();
    expect(questionTitle('<p>What is <strong>20%</strong> of&nbsp;1,23,500?</p>')).toBe('What is 20% of 1,23,500?');
    expect(questionTitle('<p>First line</p><p>second&#160;line<br>third</p>')).toBe('First line second line third');
    expect(questionTitle('<p>H<sub>2</sub>O &amp; CO<sub>2</sub>: 3 &lt; 5 &gt; 2, &quot;x&quot; &#8377;10 &#x20B9;5 &rupee;1</p>')).toBe(
      'H2O & CO2: 3 < 5 > 2, "x" ₹10 ₹5 ₹1',
    );
    expect(questionTitle('<p>Escaped tag: &lt;b&gt; stays text</p>')).toBe('Escaped tag: <b> stays text');
    expect(questionTitle('<p>Picture <img src="a.png" alt="x > y"> below</p><script>alert(1)</script><!-- note -->')).toBe('Picture below');
    expect(questionTitle('  <ul>\n  <li>one</li>\n\t<li>two</li></ul> ')).toBe('one two');
    expect(questionTitle('')).toBe('');
    expect(questionTitle(null)).toBe('');
    expect(titles().storedQuestionTitle('<p> </p>')).toBe(titles().NO_TEXT_TITLE);
  });

  it('is cut at a word boundary with "…" when longer than the limit', () => {
    const { questionTitle, QUESTION_TITLE_LENGTH } = titles();
    expect(QUESTION_TITLE_LENGTH).toBe(120);
    const words = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    const title = questionTitle(`<p>${words}</p>`);
    expect(title.endsWith('…')).toBe(true);
    expect(title.length).toBeLessThanOrEqual(QUESTION_TITLE_LENGTH + 1);
    const kept = title.slice(0, -1);
    expect(words.startsWith(`${kept} `)).toBe(true); // whole words only
    expect(kept.length).toBeGreaterThan(QUESTION_TITLE_LENGTH - 10);
    // Up to the limit: whole, no ellipsis; a word ending exactly at the limit is kept.
    const atLimit = `${'a'.repeat(QUESTION_TITLE_LENGTH - 5)} bcde`;
    expect(questionTitle(atLimit)).toBe(atLimit);
    expect(questionTitle(`${atLimit} and more`)).toBe(`${atLimit}…`);
    // No comma or dash left dangling before the ellipsis.
    const commas = Array.from({ length: 40 }, (_, index) => `item${index},`).join(' ');
    expect(questionTitle(commas)).toMatch(/item\d+…$/);
    // A single word longer than the limit is cut between characters.
    expect(questionTitle('x'.repeat(300))).toBe(`${'x'.repeat(QUESTION_TITLE_LENGTH)}…`);
  });

  it('keeps Devanagari intact: whole words, every vowel sign and conjunct kept', () => {
    const { questionTitle, QUESTION_TITLE_LENGTH } = titles();
    const sentence = 'यदि किसी संख्या का 20% उसके 25% से 50 कम है, तो वह संख्या क्या है? ';
    const text = sentence.repeat(4).trim();
    const title = questionTitle(`<p>${text}</p>`);
    expect(title.endsWith('…')).toBe(true);
    const kept = title.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(text.charAt(kept.length)).toBe(' '); // the cut falls between words
    expect(kept.normalize('NFC')).toBe(kept);
    expect(questionTitle('<p>प्रश्न: भारत की राजधानी क्या है?</p>')).toBe('प्रश्न: भारत की राजधानी क्या है?');
    // One long Devanagari "word" whose 121st character is a vowel sign: cut before its syllable, not inside it.
    const longWord = `अआ${'क्षत्रिय'.repeat(40)}`;
    expect(longWord.charAt(QUESTION_TITLE_LENGTH)).toMatch(/\p{M}/u); // a cut by length alone would split it
    const cut = questionTitle(longWord).slice(0, -1);
    expect(longWord.startsWith(cut)).toBe(true);
    expect(cut.length).toBeLessThan(QUESTION_TITLE_LENGTH);
    expect(longWord.charAt(cut.length)).not.toMatch(/\p{M}/u);
  });
});
