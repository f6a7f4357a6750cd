import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizePublicRichText } from '#src/lib/public-rich-text.js';
import { servedRichText } from '#test/helpers/rich-text-doors.js';
import { cmsDir, requireFromCms, startStack, type Stack } from '#test/helpers/stack.js';

/** The demo content is seeded by Strapi's bootstrap on an empty database, as on a first `npm start`. */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ seedDemo: true });
});
afterAll(async () => {
  await stack?.stop();
});

const json = async (p: string) => (await stack.json(p)).body;

interface QuestionRecord {
  question: {
    _id: string;
    question: string;
    answer: string;
    explanation: string | null;
    question_type: string;
    question_image_url: string | null;
    exam_ids: string[];
  };
  options: Array<{ option_text: string; option_type: string; path_url: string | null }>;
}

describe('demo content', () => {
  it('has the landing page practice areas plus at least two more topics', async () => {
    const names = (await json('/api/topics/all')).map((t: { topic_name: string }) => t.topic_name);
    expect(names).toEqual(expect.arrayContaining(['general-aptitude', 'logical-reasoning', 'computer-science']));
    expect(names.length).toBeGreaterThanOrEqual(5);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has at least 12 subtopics, all with categories, and at least 150 well-formed questions', async () => {
    const subtopics: Array<{ subtopic_name: string; category: string | null }> = await json('/api/subtopics/all');
    expect(subtopics.length).toBeGreaterThanOrEqual(12);
    expect(subtopics.every((s) => s.category)).toBe(true);

    const lists: QuestionRecord[][] = await Promise.all(subtopics.map((s) => json(`/api/questions/subtopic/${s.subtopic_name}`)));
    const questions = lists.flat();
    expect(questions.length).toBeGreaterThanOrEqual(150);
    for (const { question, options } of questions) {
      expect(options, question.question).toHaveLength(4);
      // The answer is the text of exactly one option.
      expect(
        options.filter((o) => o.option_text === question.answer),
        question.question,
      ).toHaveLength(1);
      expect(question.explanation?.length ?? 0, question.question).toBeGreaterThan(20);
    }
    const withImages = questions.filter((q) => q.question.question_image_url || q.options.some((o) => o.path_url));
    expect(withImages.length).toBeGreaterThanOrEqual(3);
    expect(questions.some((q) => q.options.some((o) => o.option_type === 'image' && o.path_url))).toBe(true);
    expect(questions.filter((q) => q.question.exam_ids.length > 0).length).toBeGreaterThan(50);

    // Demo images are real PNGs served through the proxy.
    const image = withImages[0].question.question_image_url ?? withImages[0].options.find((o) => o.path_url)!.path_url;
    const response = await stack.get(`/uploads/${image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('has at least 6 exams, and the exam filter finds tagged questions', async () => {
    const exams: Array<{ exam_name: string }> = await json('/api/exams/all');
    expect(exams.map((e) => e.exam_name)).toEqual(expect.arrayContaining(['SSC CGL', 'IBPS PO', 'RRB NTPC']));
    expect(exams.length).toBeGreaterThanOrEqual(6);
    expect((await json('/api/questions/exam/SSC%20CGL/subtopic/percentages')).length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 6 exam patterns with 2+ featured, including SSC CGL Tier 1 as published', async () => {
    const { examPatterns } = await json('/api/exam-patterns/all?limit=100');
    expect(examPatterns.length).toBeGreaterThanOrEqual(6);
    expect((await json('/api/exam-patterns/featured/list')).length).toBeGreaterThanOrEqual(2);
    const ssc = await json('/api/exam-patterns/slug/ssc-cgl-tier-1');
    expect(ssc).toMatchObject({
      total_questions: 100,
      total_marks: 200,
      duration: 60,
      marking_scheme: { negative_marking: true, negative_marking_value: 0.5 },
    });
    for (const pattern of examPatterns) {
      const sectionQuestions = pattern.sections.reduce((sum: number, s: { questions: number }) => sum + s.questions, 0);
      expect(sectionQuestions, pattern.exam_name).toBe(pattern.total_questions);
    }
  });

  it('has at least 5 cheatsheets (2+ featured) using code, text and mixed items', async () => {
    const { cheatsheets } = await json('/api/cheatsheets/all?limit=100');
    expect(cheatsheets.length).toBeGreaterThanOrEqual(5);
    expect((await json('/api/cheatsheets/featured/list')).length).toBeGreaterThanOrEqual(2);
    const details = await Promise.all(cheatsheets.map((s: { slug: string }) => json(`/api/cheatsheets/slug/${s.slug}`)));
    const types = new Set(details.flatMap((d) => d.items.map((i: { content_type: string }) => i.content_type)));
    expect([...types].sort()).toEqual(['code', 'mixed', 'text']);
  });

  it("holds the active demo papers' fixed questions for tests: in their papers only, never in a practice list", async () => {
    const { mockTests } = requireFromCms(path.join(cmsDir, 'dist', 'src', 'seed', 'data', 'mock-tests.js')) as {
      mockTests: Array<{ sections: Array<{ questions?: unknown[] }> }>;
    };
    const fixed = mockTests.flatMap((paper) => paper.sections.flatMap((section) => section.questions ?? [])).length;
    const knex = stack.strapi.db.connection;
    const held: Array<{ document_id: string }> = await knex('questions').distinct('document_id').where({ held_for_tests: true });
    expect(fixed).toBeGreaterThan(0);
    expect(held).toHaveLength(fixed);
    const page = await stack.json('/api/questions/subtopic/percentages?page=1&limit=100');
    const shown = new Set((page.body as QuestionRecord[]).map((record) => record.question._id));
    expect(shown.size).toBeGreaterThan(0);
    expect(held.filter((row) => shown.has(row.document_id))).toEqual([]);
  });

  it('is in the site search from the first start: every kind, every public entry', async () => {
    const count = (kind: string) => stack.strapi.db.connection('site_search').where({ kind }).count({ n: '*' }).first();
    // Every version of every question but those held for tests (the demo papers' fixed questions).
    const heldDocuments = stack.strapi.db.connection('questions').select('document_id').where({ held_for_tests: true });
    const publicQuestions = await stack.strapi.db
      .connection('questions')
      .whereNotIn('document_id', heldDocuments)
      .count({ n: '*' })
      .first();
    expect(Number((await count('question'))!.n)).toBe(Number(publicQuestions!.n));
    expect(Number((await count('subtopic'))!.n)).toBe(await stack.strapi.db.query('api::subtopic.subtopic').count());
    const search = async (q: string, type: string) => (await json(`/api/search?q=${encodeURIComponent(q)}&type=${type}`)).results;
    expect((await search('percentages', 'subtopic'))[0]).toMatchObject({
      title: 'Percentages',
      url: '/practice/general-aptitude/percentages',
    });
    expect((await search('SSC CGL', 'exam_pattern'))[0]).toMatchObject({ url: '/exam-patterns/ssc-cgl-tier-1' });
    expect((await search('python', 'cheatsheet'))[0]).toMatchObject({ url: '/cheatsheets/python-essentials' });
    expect((await search('profit', 'question')).length).toBeGreaterThan(0);
  });

  it('is served as the public sanitiser leaves it: every rich-text field of every question and cheatsheet', async () => {
    const fields = await servedRichText(stack);
    // Typeset math is KaTeX's markup, beyond the rules (src/lib/math.test.ts checks it).
    for (const [where, html] of fields) if (!html.includes('class="katex')) expect(sanitizePublicRichText(html), where).toBe(html);
    // 150+ questions of 6 fields.
    expect(fields.length).toBeGreaterThan(900);
  });

  // Seeding again adds nothing, in either language: src/translations/locale-demo.test.ts (one run of the whole seed).
  it('the bootstrap is idempotent too: a second run keeps one proxy token, one role and one webhook', async () => {
    const access = requireFromCms(path.join(cmsDir, 'dist', 'src', 'bootstrap', 'access.js'));
    const { ensureCachePurgeWebhook } = requireFromCms(path.join(cmsDir, 'dist', 'src', 'bootstrap', 'purge-webhook.js'));
    await access.lockDownPublicRole(stack.strapi);
    await access.ensureAdministratorRole(stack.strapi);
    await access.ensureProxyApiToken(stack.strapi);
    await ensureCachePurgeWebhook(stack.strapi);
    expect(await stack.strapi.db.query('admin::api-token').count({ where: { name: access.PROXY_TOKEN_NAME } })).toBe(1);
    expect(await stack.strapi.db.query('plugin::users-permissions.role').count({ where: { type: 'administrator' } })).toBe(1);
    expect(
      (await stack.strapi.get('webhookStore').findWebhooks()).filter((w: { name: string }) => w.name === 'Proxy cache purge'),
    ).toHaveLength(1);
    const publicRole = await stack.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'public' }, populate: ['permissions'] });
    expect(publicRole.permissions).toEqual([]);
    // The token still reads after the second run.
    expect((await stack.get('/api/topics/all')).status).toBe(200);
  });
});
