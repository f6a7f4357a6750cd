import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eventually, type Stack } from '#test/helpers/stack.js';
import { TINY_PNG, useFixtureStack, type Fixtures } from '#test/helpers/fixtures.js';
import {
  expectNoStrapiInternals,
  PERCENT_QUESTION_VIEW,
  PYTHON_MIXED_BLOCKS,
  PYTHON_PRINT_ITEM,
  PYTHON_SHEET_SUMMARY,
  SSC_PATTERN_SECTIONS,
  SSC_PATTERN_VIEW,
  SUBTOPIC_TOPICS,
} from '#test/helpers/expected-views.js';
import { rawGetBytes } from '#test/helpers/raw-http.js';

let stack: Stack;
let fx: Fixtures;

useFixtureStack((started) => ({ stack, fx } = started));

const json = (path: string, init?: RequestInit) => stack.json(path, init);
const questionIds = (records: Array<{ question: { _id: string } }>) => records.map((record) => record.question._id);

describe('topics, subtopics and exams', () => {
  it('GET /api/topics/all answers a bare array of {_id, topic_name, locale}, alphabetical', async () => {
    const { status, body } = await json('/api/topics/all');
    expect(status).toBe(200);
    expect(body).toEqual([
      { _id: fx.topics.empty.documentId, topic_name: 'empty-topic', locale: 'en' },
      { _id: fx.topics.aptitude.documentId, topic_name: 'general-aptitude', locale: 'en' },
      { _id: fx.topics.reasoning.documentId, topic_name: 'logical-reasoning', locale: 'en' },
    ]);
  });

  it('GET /api/subtopics/topicname/{name} lists that topic only, with category and topic', async () => {
    const { body } = await json('/api/subtopics/topicname/general-aptitude');
    expect(body.map((s: { subtopic_name: string }) => s.subtopic_name)).toEqual(['data-interpretation', 'percentages', 'time-and-work']);
    expect(body[1]).toEqual({
      _id: fx.subtopics.percentages.documentId,
      subtopic_name: 'percentages',
      category: 'Arithmetic',
      topic_id: { _id: fx.topics.aptitude.documentId, topic_name: 'general-aptitude', locale: 'en' },
      locale: 'en',
    });
    expect(body[0].category).toBeNull();
    expectNoStrapiInternals(body);
  });

  it('an unknown topic name gives an empty list, not an error', async () => {
    const { status, body } = await json('/api/subtopics/topicname/no-such-topic');
    expect(status).toBe(200);
    expect(body).toEqual([]);
    expect((await json('/api/subtopics/topicname/empty-topic')).body).toEqual([]);
  });

  it('GET /api/subtopics/all carries topic_id.topic_name for every subtopic', async () => {
    const { body } = await json('/api/subtopics/all');
    expect(body).toHaveLength(4);
    const byName = Object.fromEntries(
      body.map((s: { subtopic_name: string; topic_id: { topic_name: string } }) => [s.subtopic_name, s.topic_id.topic_name]),
    );
    expect(byName).toEqual(SUBTOPIC_TOPICS);
  });

  it('GET /api/exams/all answers {_id, exam_name, exam_level, locale}, alphabetical', async () => {
    const { body } = await json('/api/exams/all');
    expect(body).toEqual([
      { _id: fx.exams.ibpsPo.documentId, exam_name: 'IBPS PO', exam_level: 'Graduate', locale: 'en' },
      { _id: fx.exams.sscCgl.documentId, exam_name: 'SSC CGL', exam_level: 'Graduate', locale: 'en' },
    ]);
  });
});

describe('questions', () => {
  it('GET /api/questions/subtopic/{name} answers {question, options} records in a stable order', async () => {
    const { status, body } = await json('/api/questions/subtopic/percentages');
    expect(status).toBe(200);
    expect(questionIds(body)).toEqual(fx.questions.percentQuestions.map((q) => q.documentId));
    const [first, imageQuestion] = body;
    expect(first.question).toEqual({
      _id: fx.questions.percentQuestions[0].documentId,
      ...PERCENT_QUESTION_VIEW,
      subtopic_id: fx.subtopics.percentages.documentId,
      exam_ids: [fx.exams.sscCgl.documentId],
    });
    expect(first.options.map((o: { option_text: string }) => o.option_text)).toEqual(['25', '30', '35', '40']);
    for (const option of first.options) {
      expect(Object.keys(option).sort()).toEqual(['_id', 'option_text', 'option_type', 'path_url']);
      expect(option._id).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(new Set(first.options.map((o: { _id: string }) => o._id)).size).toBe(4);
    expectNoStrapiInternals(body);

    // Image fields carry the bare file name; clients load /uploads/{name}.
    expect(imageQuestion.question.question_image_url).toBe(fx.uploads.chart.url.replace('/uploads/', ''));
    expect(imageQuestion.question.question_image_url).not.toContain('/');
    expect(imageQuestion.options[0]).toMatchObject({
      option_type: 'image',
      option_text: 'Figure A',
      path_url: fx.uploads.figureA.url.replace('/uploads/', ''),
    });
  });

  it('the same list comes back in the same order every time', async () => {
    const first = await json('/api/questions/subtopic/percentages');
    stack.proxy.cache.purge();
    const second = await json('/api/questions/subtopic/percentages');
    expect(second.headers.get('x-cache')).toBe('MISS');
    expect(second.body).toEqual(first.body);
  });

  it('/uploads/{name} streams the stored image from Strapi, cacheable for a year', async () => {
    const name = fx.uploads.chart.url.replace('/uploads/', '');
    const response = await stack.get(`/uploads/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const streamed = Buffer.from(await response.arrayBuffer());
    const original = Buffer.from(await (await fetch(`${stack.strapiUrl}/uploads/${name}`)).arrayBuffer());
    expect(streamed.subarray(0, 8)).toEqual(TINY_PNG.subarray(0, 8)); // PNG signature
    expect(streamed).toEqual(original);
    expect((await stack.get('/uploads/missing-file.png')).status).toBe(404);
  });

  it('GET /api/questions/exam/{exam}/subtopic/{subtopic} filters by both', async () => {
    const ssc = await json('/api/questions/exam/SSC%20CGL/subtopic/percentages');
    expect(questionIds(ssc.body)).toEqual(fx.questions.percentQuestions.slice(0, 2).map((q) => q.documentId));
    const ibps = await json('/api/questions/exam/IBPS%20PO/subtopic/percentages');
    expect(ibps.body).toHaveLength(1);
    expect((await json('/api/questions/exam/IBPS%20PO/subtopic/time-and-work')).body).toHaveLength(1);
  });

  it('unknown subtopic or exam names give empty lists', async () => {
    expect((await json('/api/questions/subtopic/no-such-subtopic')).body).toEqual([]);
    expect((await json('/api/questions/exam/No%20Exam/subtopic/percentages')).body).toEqual([]);
    expect((await json('/api/questions/subtopic/number-series')).body).toEqual([]);
  });

  it('GET /api/questions/id/{id} answers one record; an unknown id is 404 {message}', async () => {
    const { body } = await json(`/api/questions/id/${fx.questions.workQuestion.documentId}`);
    expect(body.question.answer).toBe('6 days');
    expect(body.options).toHaveLength(4);
    const missing = await json('/api/questions/id/doesnotexist123');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: expect.any(String) });
  });
});

describe('exam patterns', () => {
  it('GET /api/exam-patterns/all?limit=100 lists active patterns only, with pagination', async () => {
    const { status, body } = await json('/api/exam-patterns/all?limit=100');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['examPatterns', 'pagination']);
    expect(body.examPatterns.map((p: { slug: string }) => p.slug)).toEqual(['ssc-cgl-tier-1', 'nda']);
    expect(body.pagination).toEqual({ current: 1, total: 2, totalPages: 1, limit: 100, hasNext: false, hasPrev: false });
    expectNoStrapiInternals(body);
  });

  it('carries the full public view of an exam pattern', async () => {
    const { body } = await json('/api/exam-patterns/slug/ssc-cgl-tier-1');
    expect(body).toMatchObject({ _id: fx.patterns.sscPattern.documentId, ...SSC_PATTERN_VIEW });
    expect(body.sections).toEqual(SSC_PATTERN_SECTIONS);
    expect(typeof body.views).toBe('number');
    expect(body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expectNoStrapiInternals(body);
  });

  it('honours and clamps limit, pages, and refuses a limit that is not a number', async () => {
    const one = await json('/api/exam-patterns/all?limit=1');
    expect(one.body.examPatterns).toHaveLength(1);
    expect(one.body.pagination).toMatchObject({ current: 1, total: 2, totalPages: 2, limit: 1, hasNext: true, hasPrev: false });
    const second = await json('/api/exam-patterns/all?limit=1&page=2');
    expect(second.body.examPatterns[0].slug).toBe('nda');
    expect(second.body.pagination).toMatchObject({ current: 2, hasNext: false, hasPrev: true });
    expect((await json('/api/exam-patterns/all?limit=5000')).body.pagination.limit).toBe(100);
    expect((await json('/api/exam-patterns/all?limit=0')).body.pagination.limit).toBe(1);
    const bad = await json('/api/exam-patterns/all?limit=lots');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/limit/);
  });

  it('featured/list answers a bare array of featured, active patterns', async () => {
    const { body } = await json('/api/exam-patterns/featured/list');
    expect(body.map((p: { slug: string }) => p.slug)).toEqual(['ssc-cgl-tier-1']);
  });

  it('meta/filters answers the distinct levels of active patterns', async () => {
    expect((await json('/api/exam-patterns/meta/filters')).body).toEqual({ examLevels: ['Graduate', 'Certificate'] });
  });

  it('an unknown or inactive slug is 404 with the message', async () => {
    for (const slug of ['no-such-exam', 'retired-exam']) {
      const { status, body } = await json(`/api/exam-patterns/slug/${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Exam pattern not found' });
    }
  });
});

describe('cheatsheets', () => {
  it('GET /api/cheatsheets/all?limit=100 lists active sheets without their items', async () => {
    const { body } = await json('/api/cheatsheets/all?limit=100');
    expect(body.cheatsheets.map((s: { slug: string }) => s.slug)).toEqual(['python-essentials', 'sql-basics']);
    expect(body.pagination.total).toBe(2);
    expect(body.cheatsheets[0]).toEqual({
      _id: fx.cheatsheets.python.documentId,
      ...PYTHON_SHEET_SUMMARY,
      views: expect.any(Number),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expectNoStrapiInternals(body);
  });

  it('featured/list and categories answer active sheets only', async () => {
    expect((await json('/api/cheatsheets/featured/list')).body.map((s: { slug: string }) => s.slug)).toEqual(['python-essentials']);
    expect((await json('/api/cheatsheets/categories')).body).toEqual({ categories: ['Database', 'Programming'] });
  });

  it('slug/{slug} answers the sheet with its items sorted by order', async () => {
    const { body } = await json('/api/cheatsheets/slug/python-essentials');
    expect(body.items.map((item: { title: string }) => item.title)).toEqual(['Print', 'Notes', 'Mixed item']);
    expect(body.items[0]).toEqual(PYTHON_PRINT_ITEM);
    expect(body.items[2].mixed_content).toEqual(PYTHON_MIXED_BLOCKS);
    expectNoStrapiInternals(body);
  });

  it('an unknown or inactive slug is 404 with the message', async () => {
    for (const slug of ['nope', 'linux-secrets']) {
      const { status, body } = await json(`/api/cheatsheets/slug/${slug}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'Cheatsheet not found' });
    }
  });
});

describe('views', () => {
  const storedViews = async (uid: string, documentId: string) =>
    (await stack.strapi.documents(uid).findOne({ documentId, fields: ['views'] })).views as number;

  it('every detail view adds one to views, including answers from the cache', async () => {
    const uid = 'api::exam-pattern.exam-pattern';
    const id = fx.patterns.nda.documentId;
    await stack.proxy.views.flush();
    const before = await storedViews(uid, id);
    const first = await stack.get('/api/exam-patterns/slug/nda');
    const second = await stack.get('/api/exam-patterns/slug/nda');
    const conditional = await stack.get('/api/exam-patterns/slug/nda', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect([first.headers.get('x-cache'), second.headers.get('x-cache'), conditional.status]).toEqual(['MISS', 'HIT', 304]);
    await stack.proxy.views.flush();
    expect(await storedViews(uid, id)).toBe(before + 3);
  });

  it('concurrent views are all counted (atomic increments)', async () => {
    const uid = 'api::cheatsheet.cheatsheet';
    const id = fx.cheatsheets.sql.documentId;
    await stack.proxy.views.flush();
    const before = await storedViews(uid, id);
    await Promise.all(Array.from({ length: 25 }, () => stack.get('/api/cheatsheets/slug/sql-basics').then((r) => r.arrayBuffer())));
    // Two flushes racing each other must not lose counts either.
    await Promise.all([stack.proxy.views.flush(), stack.proxy.views.flush()]);
    expect(await storedViews(uid, id)).toBe(before + 25);
  });

  it('a view is not an edit: counting does not purge the cache', async () => {
    await stack.get('/api/topics/all');
    await stack.get('/api/cheatsheets/slug/sql-basics');
    await stack.proxy.views.flush();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await stack.get('/api/topics/all')).headers.get('x-cache')).toBe('HIT');
  });
});

describe('HTTP caching', () => {
  it('answers a repeat from the cache with the same bytes, an ETag and Cache-Control', async () => {
    stack.proxy.cache.purge();
    const miss = await stack.get('/api/topics/all');
    const hit = await stack.get('/api/topics/all');
    expect(miss.headers.get('x-cache')).toBe('MISS');
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
    expect(hit.headers.get('etag')).toMatch(/^W\/".+"$/);
    // Browsers always revalidate (an edit shows on the next view); only CDNs get the grace periods.
    expect(hit.headers.get('cache-control')).toBe('public, no-cache, s-maxage=60');
    expect(hit.headers.get('cache-control')).not.toContain('stale-while-revalidate');
    expect(hit.headers.get('cdn-cache-control')).toContain('stale-while-revalidate');
    expect(hit.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // Security headers are replayed on hits too.
    expect(hit.headers.get('x-content-type-options')).toBe('nosniff');
    expect(hit.headers.get('content-security-policy')).toBe(miss.headers.get('content-security-policy'));
    expect(await hit.text()).toBe(await miss.text());
  });

  it('answers 304 Not Modified when If-None-Match matches', async () => {
    const first = await stack.get('/api/exams/all');
    const etag = first.headers.get('etag')!;
    const again = await stack.get('/api/exams/all', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await stack.get('/api/exams/all', { headers: { 'if-none-match': 'W/"something-else"' } });
    expect(changed.status).toBe(200);
  });

  it('serves pre-compressed gzip and brotli variants of large answers', async () => {
    const plain = await (await stack.get('/api/exam-patterns/all?limit=100')).text();
    expect(plain.length).toBeGreaterThan(1024);
    // fetch decodes bodies itself: the bytes on the wire come through http.
    const raw = (encoding: string) => rawGetBytes(stack.proxyUrl, '/api/exam-patterns/all?limit=100', { 'accept-encoding': encoding });
    const gz = await raw('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain);
    const br = await raw('br, gzip');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain);
    expect(br.body.length).toBeLessThan(plain.length / 2);
  });

  it('treats differently written URLs of the same request as one cache entry', async () => {
    await stack.get('/api/exam-patterns/all?limit=1&page=2');
    expect((await stack.get('/api/exam-patterns/all?page=2&limit=1')).headers.get('x-cache')).toBe('HIT');
  });

  it('purges after an edit made directly in Strapi (webhook), so the edit shows on the next request', async () => {
    expect((await json('/api/topics/all')).body.map((t: { topic_name: string }) => t.topic_name)).toContain('empty-topic');
    expect((await stack.get('/api/topics/all')).headers.get('x-cache')).toBe('HIT');
    await stack.strapi
      .documents('api::topic.topic')
      .update({ documentId: fx.topics.empty.documentId, data: { topic_name: 'renamed-topic' } });
    await eventually(async () => {
      const names = (await json('/api/topics/all')).body.map((t: { topic_name: string }) => t.topic_name);
      expect(names).toContain('renamed-topic');
    });
  });

  it('refuses purge calls without the webhook secret', async () => {
    const response = await stack.get('/internal/cache/purge', { method: 'POST', headers: { 'x-webhook-secret': 'wrong' } });
    expect(response.status).toBe(401);
  });
});

describe("Strapi's admin panel", () => {
  it('shows entries by name, with readable labels and useful list columns', async () => {
    const contentTypes = stack.strapi.plugin('content-manager').service('content-types');
    const subtopic = await contentTypes.findConfiguration(contentTypes.findContentType('api::subtopic.subtopic'));
    expect(subtopic.settings.mainField).toBe('subtopic_name');
    expect(subtopic.layouts.list).toEqual(['subtopic_name', 'category', 'topic', 'updatedAt']);
    expect(subtopic.metadatas.subtopic_name.edit.label).toBe('Subtopic name');
    const pattern = await contentTypes.findConfiguration(contentTypes.findContentType('api::exam-pattern.exam-pattern'));
    expect(pattern.settings.mainField).toBe('exam_name');
    expect(pattern.metadatas.exam_official_website.edit.label).toBe('Exam official website');
    const components = stack.strapi.plugin('content-manager').service('components');
    const option = await components.findConfiguration(stack.strapi.components['question.option']);
    expect(option.settings.mainField).toBe('option_text');
  });
});

describe('around the contract', () => {
  it('/healthz reports the proxy and the CMS', async () => {
    const { status, body } = await json('/healthz');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', cms: 'reachable' });
  });

  it('unknown API paths are 404 JSON', async () => {
    const { status, body } = await json('/api/nothing/here');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Unknown API endpoint' });
  });

  it('Strapi itself refuses anonymous reads: the public role has no permissions', async () => {
    const response = await fetch(`${stack.strapiUrl}/api/topics`);
    expect([401, 403]).toContain(response.status);
    const register = await fetch(`${stack.strapiUrl}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'intruder', email: 'x@example.com', password: 'password123' }),
    });
    expect([401, 403]).toContain(register.status);
  });
});
