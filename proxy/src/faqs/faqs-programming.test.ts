import { beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@exam-prep/contract/routes';
import { eventually, requireFromCms, type Stack } from '#test/helpers/stack.js';
import { adminClient, createAdministrator, makeImage, makeLargePng, signIn, useAdminStack, type AdminClient } from '#test/helpers/admin.js';

/** FAQs, programming topics, code questions and the JSON image upload (students-faqs-programming.md §2, §3, §6). */

let stack: Stack;
let api: AdminClient;
let anonymous: AdminClient;

useAdminStack((started) => {
  ({ stack, api } = started);
  anonymous = adminClient(stack, undefined);
});

// As Quill sends code typed into a code block: its < and > escaped.
const ANSWER = '<p>Use a list:</p><pre>xs = [1, 2]\nprint("&lt;script&gt;alert(1)&lt;/script&gt;")</pre><script>alert(2)</script>';
const faqForm = (overrides: Record<string, unknown> = {}) => ({
  topic_title: 'Python Interview FAQ',
  slug: 'python-interview-faq',
  description: 'Common Python questions',
  questions: [
    { question: 'What is a list?', answer: ANSWER, order: 0 },
    { question: '  ', answer: '<p>dropped: blank question</p>', order: 1 },
    { question: 'Dropped: empty answer', answer: '<p><br></p>', order: 2 },
  ],
  featured: false,
  is_active: true,
  tags: [' python ', '', 'lists', 'python'],
  logo_url: '',
  ...overrides,
});
const topicForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'Python Basics',
  slug: 'python-basics',
  description: 'Warm-up problems',
  category: 'Python',
  difficulty: 'Beginner',
  tags: ['strings', ' strings', ''],
  featured: false,
  is_active: true,
  ...overrides,
});
const questionForm = (topicId: string, overrides: Record<string, unknown> = {}) => ({
  topic_id: topicId,
  title: 'Reverse a String',
  description: '<p>Reverse it.</p><pre>s[::-1]</pre>',
  difficulty: 'Easy',
  order: 0,
  is_active: true,
  content_blocks: [
    { type: 'code', code: 'print("<b>" + s[::-1])', language: 'Python', order: 1, label: 'Solution 1', text_content: '' },
    { type: 'text', code: '', language: 'python', order: 0, label: '', text_content: '<p>Slicing with a step of -1.</p>' },
    { type: 'code', code: '   ', language: 'python', order: 2, label: '' },
  ],
  ...overrides,
});

let faqId: string;
let hiddenFaqId: string;
let topicId: string;
let otherTopicId: string;
let questionId: string;

beforeAll(async () => {
  const created = await api.post('/api/faqs/admin/create', faqForm());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  faqId = created.body._id;
  hiddenFaqId = (await api.post('/api/faqs/admin/create', faqForm({ topic_title: 'Hidden', slug: 'hidden-faq', is_active: false }))).body
    ._id;
  const topic = await api.post('/api/programming-topics/admin/create', topicForm());
  expect(topic.status, JSON.stringify(topic.body)).toBe(201);
  topicId = topic.body._id;
  otherTopicId = (
    await api.post('/api/programming-topics/admin/create', topicForm({ title: 'DSA', slug: 'dsa', category: 'dsa', featured: true }))
  ).body._id;
  const question = await api.post('/api/code-questions/admin/create', questionForm(topicId));
  expect(question.status, JSON.stringify(question.body)).toBe(201);
  questionId = question.body._id;
  await api.post(
    '/api/code-questions/admin/create',
    questionForm(topicId, { title: 'Hidden one', difficulty: 'Hard', is_active: false, order: 5 }),
  );
  await api.post('/api/code-questions/admin/create', questionForm(otherTopicId, { title: 'Two sum', difficulty: 'Medium' }));
});

describe('admin calls need the session', () => {
  it('401 with error and message on every admin route and on the upload', async () => {
    const guarded = operations.filter(
      (operation) => ['FAQs', 'Programming', 'Uploads'].includes(operation.tag) && operation.auth === 'session',
    );
    expect(guarded).toHaveLength(21);
    const calls = guarded.map((operation) => [operation.method, operation.path.replace(/\{\w+\}/g, 'x')] as const);
    for (const [method, path] of calls) {
      const answer = await (anonymous[method] as (url: string, body?: unknown) => ReturnType<AdminClient['get']>)(path, {});
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body.error, path).toBe(answer.body.message);
    }
  });
});

describe('FAQs', () => {
  it('stores the form cleaned: tags trimmed and de-duplicated, blank pairs dropped, answers as sent', async () => {
    const { status, body } = await api.get(`/api/faqs/admin/${faqId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      topic_title: 'Python Interview FAQ',
      slug: 'python-interview-faq',
      tags: ['python', 'lists'],
      is_active: true,
    });
    expect(body.questions).toEqual([
      { _id: expect.any(String), question: 'What is a list?', answer: expect.stringContaining('<pre>'), order: 0 },
    ]);
    expect(body.questions[0].answer).toContain('&lt;script&gt;');
    expect(body.questions[0].answer).not.toContain('<script>');
  });

  it('refuses a slug clash (409), bad input and data-URL pictures (400), with error and message', async () => {
    const clash = await api.post('/api/faqs/admin/create', faqForm({ topic_title: 'Other' }));
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ error: 'A FAQ with this slug already exists', message: 'A FAQ with this slug already exists' });
    for (const bad of [
      { topic_title: 42 },
      { topic_title: 'bell\u0007' },
      { topic_title: 'x'.repeat(201) },
      { slug: '' },
      { questions: 'none' },
      { featured: 'sometimes' },
      { topic_title: 'nul\u0000' },
      { logo_url: 'javascript:alert(1)' },
      { questions: [{ question: 'Q', answer: '<p><img src="data:image/png;base64,AAAA"></p>' }] },
      { questions: [{ question: 'Q', answer: '<p><br></p>' }] },
    ]) {
      const answer = await api.post('/api/faqs/admin/create', faqForm({ slug: 'fresh-slug', ...bad }));
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error).toBe(answer.body.message);
    }
    expect((await api.get('/api/faqs/admin/nosuchfaq')).body).toEqual({ message: 'FAQ not found', error: 'FAQ not found' });
    const editor = await createAdministrator(stack.strapi);
    const cookie = await signIn(stack, editor.username, editor.password);
    const notJson = await stack.get('/api/faqs/admin/create', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'The request body is not valid JSON.', error: 'The request body is not valid JSON.' });
  });

  it('lists every FAQ for the admin with a page-count pagination, searching title, slug, description and tags', async () => {
    const all = await api.get('/api/faqs/admin/all?page=1&limit=10');
    expect(all.body.faqs.map((faq: { _id: string }) => faq._id).sort()).toEqual([faqId, hiddenFaqId].sort());
    expect(all.body.pagination).toEqual({ current: 1, total: 1, totalItems: 2, limit: 10, hasNext: false, hasPrev: false });
    const second = await api.get('/api/faqs/admin/all?page=2&limit=1');
    expect(second.body.pagination).toEqual({ current: 2, total: 2, totalItems: 2, limit: 1, hasNext: false, hasPrev: true });
    const beyond = await api.get('/api/faqs/admin/all?page=7&limit=10');
    expect(beyond.body).toEqual({
      faqs: [],
      pagination: { current: 7, total: 1, totalItems: 2, limit: 10, hasNext: false, hasPrev: true },
    });
    expect((await api.get('/api/faqs/admin/all?search=LISTS')).body.faqs).toHaveLength(2);
    expect((await api.get('/api/faqs/admin/all?search=hidden-faq')).body.faqs.map((faq: { _id: string }) => faq._id)).toEqual([
      hiddenFaqId,
    ]);
    expect((await api.get('/api/faqs/admin/all?search=nothing-like-this')).body.faqs).toEqual([]);
  });

  it('serves active FAQs publicly, the answer highlighted in answer_html and stored unchanged in answer', async () => {
    const list = await stack.json('/api/faqs/all?limit=100');
    expect(list.body.faqs.map((faq: { slug: string }) => faq.slug)).toEqual(['python-interview-faq']);
    expect(list.body.faqs[0]).toMatchObject({
      tags: ['python', 'lists'],
      logo_url: '',
      locale: 'en',
      description: 'Common Python questions',
    });
    const page = await stack.json('/api/faqs/slug/python-interview-faq');
    expect(page.status).toBe(200);
    const stored = (await api.get(`/api/faqs/admin/${faqId}`)).body.questions[0].answer;
    expect(page.body.questions[0].answer).toBe(stored);
    const html: string = page.body.questions[0].answer_html;
    expect(html).toContain('<pre class="code-block" data-language="python"><code>');
    expect(html).toContain('<span class="hljs-');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    for (const missing of ['/api/faqs/slug/hidden-faq', '/api/faqs/slug/no-such-faq']) {
      const answer = await stack.json(missing);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'FAQ not found', error: 'FAQ not found' });
    }
  });

  it('counts one view per request of the FAQ page', async () => {
    await stack.proxy.views.flush();
    const before = (await api.get(`/api/faqs/admin/${faqId}`)).body.views;
    await stack.get('/api/faqs/slug/python-interview-faq');
    await stack.get('/api/faqs/slug/python-interview-faq');
    await stack.proxy.views.flush();
    expect((await api.get(`/api/faqs/admin/${faqId}`)).body.views).toBe(before + 2);
  });

  it('toggles featured, and every write shows at once on the cached public reads', async () => {
    await eventually(async () => {
      await stack.get('/api/faqs/featured/list');
      expect((await stack.get('/api/faqs/featured/list')).headers.get('x-cache')).toBe('HIT');
    });
    const toggled = await api.patch(`/api/faqs/admin/${faqId}/featured`);
    expect(toggled.body.featured).toBe(true);
    const featured = await stack.json('/api/faqs/featured/list');
    expect(featured.headers.get('x-cache')).toBe('MISS');
    expect(featured.body.map((faq: { _id: string }) => faq._id)).toEqual([faqId]);
    expect((await api.patch(`/api/faqs/admin/${faqId}/featured`)).body.featured).toBe(false);
    const updated = await api.put(`/api/faqs/admin/${faqId}`, faqForm({ topic_title: 'Python FAQ, updated' }));
    expect(updated.status).toBe(200);
    expect((await stack.json('/api/faqs/all')).body.faqs[0].topic_title).toBe('Python FAQ, updated');
  });

  it('counts FAQs for the stats', async () => {
    const { body } = await api.get('/api/faqs/admin/stats');
    expect(body).toEqual({ total: 2, active: 1, inactive: 1, featured: 0, totalViews: expect.any(Number) });
    expect(body.totalViews).toBeGreaterThanOrEqual(2);
  });

  it('serves ?locale=hi from the translation, naming what stays English', async () => {
    await stack.strapi
      .documents('api::faq.faq')
      .update({ documentId: faqId, locale: 'hi', data: { topic_title: 'पायथन प्रश्न', slug: 'python-interview-faq' } });
    await stack.settle();
    const page = await stack.json('/api/faqs/slug/python-interview-faq?locale=hi');
    expect(page.body).toMatchObject({ topic_title: 'पायथन प्रश्न', locale: 'hi' });
    expect(page.body.untranslated_fields).toEqual(expect.arrayContaining(['description', 'questions']));
    expect(page.body.questions[0].question).toBe('What is a list?');
    expect((await stack.json('/api/faqs/all?locale=hi')).body.faqs[0].locale).toBe('hi');
    expect((await stack.json('/api/faqs/all?locale=xx')).status).toBe(400);
  });
});

describe('programming topics and code questions', () => {
  it('refuses a topic slug clash (409) and a question for an unknown topic (400)', async () => {
    const clash = await api.post('/api/programming-topics/admin/create', topicForm({ title: 'Again' }));
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('A programming topic with this slug already exists');
    const orphan = await api.post('/api/code-questions/admin/create', questionForm('nosuchtopic'));
    expect(orphan.status).toBe(400);
    expect(orphan.body.error).toBe('topic_id: no programming topic has this id');
    expect(
      (await api.post('/api/code-questions/admin/create', questionForm(topicId, { content_blocks: [{ type: 'code', code: ' ' }] }))).body
        .error,
    ).toBe('At least one content block (code or text) is required');
    expect((await api.post('/api/programming-topics/admin/create', topicForm({ slug: 'x2', difficulty: 'Expert' }))).status).toBe(400);
  });

  it('lists topics for the admin with every question counted, searchable and filtered by category in any case', async () => {
    const all = await api.get('/api/programming-topics/admin/all?limit=100');
    expect(all.body.pagination).toEqual({ current: 1, total: 1, totalItems: 2, limit: 100, hasNext: false, hasPrev: false });
    const basics = all.body.topics.find((topic: { _id: string }) => topic._id === topicId);
    expect(basics).toMatchObject({ question_count: 2, tags: ['strings'], difficulty: 'Beginner', category: 'Python' });
    expect((await api.get('/api/programming-topics/admin/all?category=python')).body.topics.map((t: { _id: string }) => t._id)).toEqual([
      topicId,
    ]);
    expect((await api.get('/api/programming-topics/admin/all?search=WARM')).body.topics).toHaveLength(2);
    expect((await api.get('/api/programming-topics/admin/stats')).body).toEqual({
      totalTopics: 2,
      activeTopics: 2,
      featuredTopics: 1,
      totalQuestions: 3,
    });
  });

  it('lists code questions with their topic populated, filtered by topic, difficulty and search', async () => {
    const all = await api.get('/api/code-questions/admin/all?page=1&limit=10');
    expect(all.body.questions).toHaveLength(3);
    const reverse = all.body.questions.find((question: { _id: string }) => question._id === questionId);
    expect(reverse.topic_id).toEqual({ _id: topicId, title: 'Python Basics', slug: 'python-basics', category: 'Python' });
    expect(reverse.content_blocks.map((block: { type: string; order: number }) => [block.type, block.order])).toEqual([
      ['text', 0],
      ['code', 1],
    ]);
    expect(reverse.content_blocks[1]).toEqual({
      type: 'code',
      order: 1,
      code: 'print("<b>" + s[::-1])',
      language: 'Python',
      label: 'Solution 1',
      text_content: '',
    });
    expect(
      (await api.get(`/api/code-questions/admin/all?topicId=${otherTopicId}`)).body.questions.map((q: { title: string }) => q.title),
    ).toEqual(['Two sum']);
    expect((await api.get('/api/code-questions/admin/all?difficulty=Hard')).body.questions.map((q: { title: string }) => q.title)).toEqual([
      'Hidden one',
    ]);
    expect((await api.get('/api/code-questions/admin/all?search=two')).body.questions).toHaveLength(1);
    expect((await api.get('/api/code-questions/admin/all?difficulty=Impossible')).status).toBe(400);
    expect((await api.get('/api/code-questions/admin/stats')).body).toEqual({
      totalQuestions: 3,
      activeQuestions: 2,
      byDifficulty: [
        { _id: 'Easy', count: 1 },
        { _id: 'Medium', count: 1 },
        { _id: 'Hard', count: 1 },
      ],
    });
  });

  it('serves active topics and their active questions publicly, code highlighted on the server', async () => {
    const list = await stack.json('/api/programming-topics/all?limit=100');
    expect(list.body.topics.map((topic: { slug: string; question_count: number }) => [topic.slug, topic.question_count])).toEqual([
      ['dsa', 1],
      ['python-basics', 1],
    ]);
    expect((await stack.json('/api/programming-topics/featured/list')).body.map((t: { slug: string }) => t.slug)).toEqual(['dsa']);
    expect((await stack.json('/api/programming-topics/categories')).body).toEqual({ categories: ['dsa', 'Python'] });
    const page = await stack.json('/api/programming-topics/slug/python-basics');
    expect(page.body.question_count).toBe(1);
    expect(page.body.topic).toMatchObject({ _id: topicId, title: 'Python Basics', question_count: 1 });
    const [question] = page.body.questions;
    expect(question.title).toBe('Reverse a String');
    expect(question.description_html).toContain('<pre class="code-block" data-language="');
    const code = question.content_blocks.find((block: { type: string }) => block.type === 'code');
    expect(code.code).toBe('print("<b>" + s[::-1])');
    expect(code.code_html).toContain('<span class="hljs-');
    expect(code.code_html).toContain('&lt;b&gt;');
    expect(code.code_html).not.toContain('<b>');
    const text = question.content_blocks.find((block: { type: string }) => block.type === 'text');
    expect(text.text_html).toBe('<p>Slicing with a step of -1.</p>');
    expect((await stack.json('/api/programming-topics/metadata/python-basics')).body).toEqual({
      topic: { title: 'Python Basics', description: 'Warm-up problems', category: 'Python', tags: ['strings'] },
      question_count: 1,
    });
    for (const missing of ['/api/programming-topics/slug/nope', '/api/programming-topics/metadata/nope']) {
      expect((await stack.json(missing)).body).toEqual({ message: 'Programming topic not found', error: 'Programming topic not found' });
    }
  });

  it('toggles a topic featured and replaces a question; deleting a topic deletes its questions', async () => {
    expect((await api.patch(`/api/programming-topics/admin/${topicId}/featured`)).body.featured).toBe(true);
    const updated = await api.put(`/api/code-questions/admin/${questionId}`, questionForm(otherTopicId, { title: 'Moved' }));
    expect(updated.status).toBe(200);
    expect(updated.body.topic_id._id).toBe(otherTopicId);
    const deleted = await api.delete(`/api/programming-topics/admin/${otherTopicId}`);
    expect(deleted.status).toBe(200);
    expect((await api.get(`/api/code-questions/admin/${questionId}`)).status).toBe(404);
    expect((await api.get(`/api/code-questions/admin/all?topicId=${otherTopicId}`)).body.questions).toEqual([]);
    expect((await stack.json('/api/programming-topics/slug/dsa')).status).toBe(404);
  });
});

describe('POST /api/upload/image', () => {
  const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

  it('stores a real picture, re-encoded, and answers 201 with its own address that serves it', async () => {
    const answer = await api.post('/api/upload/image', { image: dataUrl(await makeImage('png')), folder: 'faq-logos' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({ url: expect.stringMatching(/^\/uploads\/[^/]+\.png$/) });
    const served = await stack.get(answer.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const saved = await api.put(`/api/faqs/admin/${faqId}`, faqForm({ logo_url: answer.body.url }));
    expect(saved.body.logo_url).toBe(answer.body.url);
  });

  it("reads a JSON body over the other admin calls' 2 MB: a 2.1 MB picture (2.8 MB of base64) is stored", async () => {
    // Stored uncompressed, one colour: large to send, quick to decode and re-encode.
    const pixels = Buffer.alloc(730 * 730 * 4, 0x7f);
    const png: Buffer = await requireFromCms('sharp')(pixels, { raw: { width: 730, height: 730, channels: 4 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.length).toBeGreaterThan(2_100_000);
    const answer = await api.post('/api/upload/image', { image: dataUrl(png) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('refuses a picture over 5 MB (413), something that is not a picture or not a data URL (400)', async () => {
    const large = await api.post('/api/upload/image', { image: dataUrl(await makeLargePng()) });
    expect(large.status).toBe(413);
    expect(large.body).toEqual({ message: 'Image size should be less than 5MB', error: 'Image size should be less than 5MB' });
    for (const image of [
      dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'text/html'),
      dataUrl(Buffer.from('not a picture at all')),
      'data:image/png;base64,***',
      'https://example.com/logo.png',
    ]) {
      const answer = await api.post('/api/upload/image', { image });
      expect(answer.status, image.slice(0, 40)).toBe(400);
      expect(answer.body.error).toBe(answer.body.message);
    }
  });
});
