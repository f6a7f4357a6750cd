import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config.js';
import { createApp } from '#src/app.js';
import { createLogger } from '#src/lib/logger.js';
import { listen, type Stack } from '#test/helpers/stack.js';
import type { createFixtures } from '#test/helpers/fixtures.js';
import {
  createAdministrator,
  makeImage,
  makeLargePng,
  publicShape,
  questionForm,
  signIn,
  storedFileNames,
  textOptions,
  useAdminStack,
  type AdminClient,
} from '#test/helpers/admin.js';

/** Questions with pictures through the admin API: uploads, replacements, clean-up, and the public site's view of them. */

let stack: Stack;
let fx: Awaited<ReturnType<typeof createFixtures>>;
let api: AdminClient;

useAdminStack((started) => ({ stack, fx, api } = started));

const publicJson = (path: string) => stack.json(path);

describe('image uploads', () => {
  const imageQuestion = async () => {
    const [png, jpeg, webp] = await Promise.all([makeImage('png'), makeImage('jpeg'), makeImage('webp')]);
    return questionForm({
      question: '<p>Which figure comes next?</p>',
      question_type: 'image',
      subtopic_id: fx.subtopics.series.documentId,
      answer: 'A',
      options: [
        { option_type: 'image', option_text: '' },
        { option_type: 'image', option_text: 'Figure B' },
        { option_type: 'text', option_text: 'None of these' },
      ],
      files: {
        question_image: { bytes: png, name: 'series.png', type: 'image/png' },
        option_image_0: { bytes: jpeg, name: 'figure a.JPG', type: 'image/jpeg' },
        option_image_1: { bytes: webp, name: 'figure-b.webp', type: 'image/webp' },
      },
    });
  };

  it('accepts a real PNG, JPEG and WebP, stores them in Strapi and answers bare file names', async () => {
    const before = await storedFileNames(stack.strapi);
    const answer = await api.post('/api/questions/add', await imageQuestion());
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { question, options } = answer.body;
    expect(question.question_type).toBe('image');
    expect(question.question_image_url).toMatch(/^series_[0-9a-f]+\.png$/);
    expect(options[0].path_url).toMatch(/^figure_a_[0-9a-f]+\.jpg$/);
    expect(options[1].path_url).toMatch(/^figure_b_[0-9a-f]+\.webp$/);
    expect(options[2].path_url).toBeNull();
    // An option without text is the answer by its letter.
    expect(question.answer).toBe('A');
    const after = await storedFileNames(stack.strapi);
    expect(after.filter((name) => !before.includes(name)).sort()).toEqual(
      [question.question_image_url, options[0].path_url, options[1].path_url].sort(),
    );
    for (const name of [question.question_image_url, options[0].path_url]) {
      const served = await stack.get(`/uploads/${name}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\/(png|jpeg)$/);
    }
  });

  it('accepts a GIF too', async () => {
    const form = questionForm({
      question: '<p>GIF question</p>',
      question_type: 'image',
      subtopic_id: fx.subtopics.series.documentId,
      answer: 'yes',
      options: textOptions('yes', 'no'),
      files: { question_image: { bytes: await makeImage('gif'), name: 'anim.gif', type: 'image/gif' } },
    });
    const answer = await api.post('/api/questions/add', form);
    expect(answer.status).toBe(201);
    expect(answer.body.question.question_image_url).toMatch(/\.gif$/);
  });

  it('refuses files that are not pictures by their content (415), whatever their name or type claims', async () => {
    const before = await storedFileNames(stack.strapi);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(256, 1)]);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const [bytes, name, type] of [
      [elf, 'photo.jpg', 'image/jpeg'],
      [html, 'chart.png', 'image/png'],
      [Buffer.from('MZ\x90\x00 executable'), 'figure.gif', 'image/gif'],
    ] as const) {
      const form = questionForm({
        question: '<p>Bad picture</p>',
        question_type: 'image',
        subtopic_id: fx.subtopics.series.documentId,
        answer: 'x',
        options: textOptions('x', 'y'),
        files: { question_image: { bytes, name, type } },
      });
      const answer = await api.post('/api/questions/add', form);
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ message: 'Please select a valid image file' });
    }
    const optionFile = questionForm({
      question: '<p>Bad option picture</p>',
      subtopic_id: fx.subtopics.series.documentId,
      answer: 'x',
      options: [{ option_type: 'image', option_text: 'x' }, ...textOptions('y')],
      files: { option_image_0: { bytes: html, name: 'option.webp', type: 'image/webp' } },
    });
    expect((await api.post('/api/questions/add', optionFile)).status).toBe(415);
    expect(await storedFileNames(stack.strapi)).toEqual(before);
    expect(
      (await api.get('/api/questions/all/subtopic/number-series')).body.map((r: { question: { question: string } }) => r.question.question),
    ).not.toContain('<p>Bad picture</p>');
  });

  it('refuses a picture over 5 MB with 413 and stores nothing', async () => {
    const before = await storedFileNames(stack.strapi);
    const large = await makeLargePng();
    expect(large.length).toBeGreaterThan(6 * 1024 * 1024);
    const form = questionForm({
      question: '<p>Huge picture</p>',
      question_type: 'image',
      subtopic_id: fx.subtopics.series.documentId,
      answer: 'x',
      options: textOptions('x', 'y'),
      files: { question_image: { bytes: large, name: 'huge.png', type: 'image/png' } },
    });
    const answer = await api.post('/api/questions/add', form);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'Image size should be less than 5MB' });
    expect(await storedFileNames(stack.strapi)).toEqual(before);
  });

  it('refuses unexpected file fields and option pictures without an option', async () => {
    const stray = questionForm({
      ...{ question: '<p>x</p>', subtopic_id: fx.subtopics.series.documentId, answer: 'x', options: textOptions('x', 'y') },
      files: { avatar: { bytes: await makeImage('png'), name: 'a.png' } },
    });
    expect((await api.post('/api/questions/add', stray)).body.message).toMatch(/^Unexpected file field "avatar"/);
    const beyond = questionForm({
      question: '<p>x</p>',
      subtopic_id: fx.subtopics.series.documentId,
      answer: 'x',
      options: textOptions('x', 'y'),
      files: { option_image_5: { bytes: await makeImage('png'), name: 'a.png' } },
    });
    expect((await api.post('/api/questions/add', beyond)).body).toEqual({
      message: 'option_image_5 has no matching option (options has 2 items)',
    });
  });

  it('an update keeps unchanged pictures, and deletes replaced and removed ones from Strapi', async () => {
    const created = (await api.post('/api/questions/add', await imageQuestion())).body;
    const oldQuestionImage = created.question.question_image_url;
    const [optionA, optionB, optionC] = created.options;

    // New question picture; option A keeps its picture (no file sent); option B becomes a text option.
    const update = questionForm({
      question: '<p>Which figure comes next? (new chart)</p>',
      question_type: 'image',
      subtopic_id: fx.subtopics.series.documentId,
      answer: 'A',
      options: [
        { _id: optionA._id, option_type: 'image', option_text: '' },
        { _id: optionB._id, option_type: 'text', option_text: 'Figure B' },
        { _id: optionC._id, option_type: 'text', option_text: 'None of these' },
      ],
      files: { question_image: { bytes: await makeImage('png', 40, 30), name: 'series-v2.png', type: 'image/png' } },
    });
    const answer = await api.put(`/api/questions/update/${created.question._id}`, update);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.question.question_image_url).toMatch(/^series_v2_[0-9a-f]+\.png$/);
    expect(answer.body.options[0]).toEqual(optionA);
    expect(answer.body.options[1]).toEqual({ ...optionB, option_type: 'text', path_url: null });

    const files = await storedFileNames(stack.strapi);
    expect(files).toContain(answer.body.question.question_image_url);
    expect(files).toContain(optionA.path_url);
    expect(files).not.toContain(oldQuestionImage);
    expect(files).not.toContain(optionB.path_url);
    expect((await stack.get(`/uploads/${oldQuestionImage}`)).status).toBe(404);

    // On update, the stored question picture counts as uploaded.
    const keep = questionForm({
      question: '<p>Same picture</p>',
      question_type: 'image',
      subtopic_id: fx.subtopics.series.documentId,
      answer: 'Figure B',
      options: [
        { _id: optionA._id, option_type: 'image', option_text: '' },
        { option_type: 'text', option_text: 'Figure B' },
      ],
    });
    const kept = await api.put(`/api/questions/update/${created.question._id}`, keep);
    expect(kept.status).toBe(200);
    expect(kept.body.question.question_image_url).toBe(answer.body.question.question_image_url);

    // A text question has no picture: switching type removes it.
    const toText = await api.put(
      `/api/questions/update/${created.question._id}`,
      questionForm({
        question: '<p>Now text</p>',
        question_type: 'text',
        subtopic_id: fx.subtopics.series.documentId,
        answer: 'one',
        options: textOptions('one', 'two'),
      }),
    );
    expect(toText.body.question.question_image_url).toBeNull();
    const remaining = await storedFileNames(stack.strapi);
    expect(remaining).not.toContain(answer.body.question.question_image_url);
    expect(remaining).not.toContain(optionA.path_url);
  });

  it('deleting a question deletes its pictures, but keeps a picture another question still uses', async () => {
    const created = (await api.post('/api/questions/add', await imageQuestion())).body;
    const names = [created.question.question_image_url, created.options[0].path_url, created.options[1].path_url];
    // Another question shares the question picture (as demo content may).
    const shared = await stack.strapi.db.query('plugin::upload.file').findOne({ where: { url: `/uploads/${names[0]}` } });
    await stack.strapi.documents('api::question.question').create({
      data: {
        question: '<p>Sharing</p>',
        question_type: 'image',
        question_image: shared.id,
        answer: 'a',
        subtopic: fx.subtopics.series.documentId,
        options: textOptions('a', 'b'),
      },
    });
    expect((await api.delete(`/api/questions/delete/${created.question._id}`)).status).toBe(200);
    const files = await storedFileNames(stack.strapi);
    expect(files).toContain(names[0]);
    expect(files).not.toContain(names[1]);
    expect(files).not.toContain(names[2]);
  });

  it('a failed picture upload or a failed save leaves neither a question nor stray files behind', async () => {
    // A second proxy reaches Strapi through a forwarder that fails chosen requests, like a CMS that falls over.
    let failing: (method: string, url: string) => boolean = () => false;
    let uploadsSeen = 0;
    const forwarder = http.createServer((req, res) => {
      if (req.method === 'POST' && req.url === '/api/upload') uploadsSeen++;
      if (failing(req.method ?? '', req.url ?? '')) {
        req.resume();
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"status":500,"message":"Internal Server Error"}}');
        return;
      }
      const upstream = http.request(`${stack.strapiUrl}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      req.pipe(upstream);
    });
    const forwarderUrl = await listen(forwarder);
    const proxy = createApp(loadConfig({ ...process.env, STRAPI_URL: forwarderUrl }), createLogger('silent'));
    const server = http.createServer(proxy.handle);
    const proxyUrl = await listen(server);
    const admin = await createAdministrator(stack.strapi);
    const cookie = await signIn(stack, admin.username, admin.password);
    const post = async (form: FormData) => {
      const response = await fetch(`${proxyUrl}/api/questions/add`, { method: 'POST', headers: { cookie }, body: form });
      return { status: response.status, body: await response.json() };
    };
    const questionCount = () => stack.strapi.db.query('api::question.question').count();
    try {
      const filesBefore = await storedFileNames(stack.strapi);
      const questionsBefore = await questionCount();

      // The second of three uploads fails.
      failing = (method, url) => method === 'POST' && url === '/api/upload' && uploadsSeen === 2;
      const uploadFails = await post(await imageQuestion());
      expect(uploadFails.status).toBe(503);
      expect(uploadsSeen).toBe(2); // the first was stored, then deleted again
      expect(await storedFileNames(stack.strapi)).toEqual(filesBefore);
      expect(await questionCount()).toBe(questionsBefore);

      // All uploads work, but saving the question fails.
      failing = (method, url) => method === 'POST' && url.startsWith('/api/questions');
      const saveFails = await post(await imageQuestion());
      expect(saveFails.status).toBe(503);
      expect(await storedFileNames(stack.strapi)).toEqual(filesBefore);
      expect(await questionCount()).toBe(questionsBefore);
    } finally {
      await proxy.close();
      await new Promise((resolve) => server.close(resolve));
      await new Promise((resolve) => forwarder.close(resolve));
      forwarder.closeAllConnections();
    }
  });
});

describe('a full round trip through the admin API and the public site', () => {
  it('creates a topic, a subtopic and a question with image options, edits it, and deletes everything', async () => {
    const topic = (await api.post('/api/topics/add', { topic_name: 'Non Verbal Reasoning' })).body;
    const subtopic = (await api.post('/api/subtopics/add', { subtopic_name: 'Mirror Images', topic_id: topic._id, category: 'Figures' }))
      .body;
    expect((await publicJson('/api/topics/all')).body).toContainEqual(topic);
    expect((await publicJson('/api/subtopics/topicname/non-verbal-reasoning')).body).toEqual([subtopic]);
    expect((await publicJson('/api/questions/subtopic/mirror-images')).body).toEqual([]);

    const [first, second] = await Promise.all([makeImage('png', 20, 20), makeImage('jpeg', 20, 20)]);
    const created = await api.post(
      '/api/questions/add',
      questionForm({
        question: '<p>Which is the mirror image of <strong>b</strong>?</p>',
        subtopic_id: subtopic._id,
        answer: 'd',
        explanation: '<p>A vertical mirror swaps left and right.</p>',
        exam_ids: [fx.exams.sscCgl.documentId],
        options: [
          { option_type: 'image', option_text: 'd' },
          { option_type: 'image', option_text: 'p' },
          { option_type: 'text', option_text: 'q' },
        ],
        files: {
          option_image_0: { bytes: first, name: 'd.png', type: 'image/png' },
          option_image_1: { bytes: second, name: 'p.jpg', type: 'image/jpeg' },
        },
      }),
    );
    expect(created.status).toBe(201);
    const id = created.body.question._id;

    // The public site sees it at once: by subtopic, by exam and subtopic, by id, and its pictures.
    const bySubtopic = await publicJson('/api/questions/subtopic/mirror-images');
    expect(bySubtopic.body).toEqual([publicShape(created.body)]);
    expect((await publicJson(`/api/questions/exam/SSC%20CGL/subtopic/mirror-images`)).body).toEqual([publicShape(created.body)]);
    expect((await publicJson(`/api/questions/id/${id}`)).body).toEqual(publicShape(created.body));
    expect((await stack.get(`/uploads/${created.body.options[0].path_url}`)).status).toBe(200);

    // Edit: new text, the second option gets a new picture.
    const edited = await api.put(
      `/api/questions/update/${id}`,
      questionForm({
        question: '<p>Which is the mirror image of <em>b</em>?</p>',
        subtopic_id: subtopic._id,
        answer: 'd',
        exam_ids: [fx.exams.sscCgl.documentId],
        options: created.body.options.map((option: { _id: string; option_type: 'text' | 'image'; option_text: string }) => ({
          _id: option._id,
          option_type: option.option_type,
          option_text: option.option_text,
        })),
        files: { option_image_1: { bytes: await makeImage('png', 22, 22), name: 'p-v2.png', type: 'image/png' } },
      }),
    );
    expect(edited.status).toBe(200);
    expect((await publicJson('/api/questions/subtopic/mirror-images')).body).toEqual([publicShape(edited.body)]);
    expect(edited.body.question.question).toBe('<p>Which is the mirror image of <em>b</em>?</p>');
    expect(edited.body.options[1].path_url).toMatch(/^p_v2_[0-9a-f]+\.png$/);
    expect((await stack.get(`/uploads/${created.body.options[1].path_url}`)).status).toBe(404);

    // Delete, in the order the admin screens allow.
    expect((await api.delete(`/api/topics/delete/${topic._id}`)).status).toBe(409);
    expect((await api.delete(`/api/questions/delete/${id}`)).status).toBe(200);
    expect((await publicJson('/api/questions/subtopic/mirror-images')).body).toEqual([]);
    expect((await publicJson(`/api/questions/id/${id}`)).status).toBe(404);
    for (const option of edited.body.options.filter((o: { path_url: string | null }) => o.path_url)) {
      expect((await stack.get(`/uploads/${option.path_url}`)).status).toBe(404);
    }
    expect((await api.delete(`/api/subtopics/delete/${subtopic._id}`)).status).toBe(200);
    expect((await api.delete(`/api/topics/delete/${topic._id}`)).status).toBe(200);
    expect((await publicJson('/api/subtopics/topicname/non-verbal-reasoning')).body).toEqual([]);
    expect((await publicJson('/api/topics/all')).body).not.toContainEqual(topic);
  });
});
