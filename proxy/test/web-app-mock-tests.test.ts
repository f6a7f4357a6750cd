import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type Stack } from './helpers/stack.js';
import { startFixtureStack } from './helpers/fixtures.js';
import { createPaper, quiet } from './helpers/mock-tests.js';
import { decode, head, makeWebDist } from './helpers/served-html.js';

// The served HTML of /mock-tests and /mock-tests/{slug}, so papers are found and shared like any page: status, head
// tags, preloads and the sitemap, over one active paper, an inactive one and one without sections.

const SITE = 'https://examprep.example';

let stack: Stack;
let distDir: string;
let paperId: string;

beforeAll(async () => {
  distDir = makeWebDist();
  const started = await startFixtureStack({ env: { WEB_DIST_DIR: distDir, PUBLIC_SITE_URL: SITE } });
  stack = started.stack;
  const fx = started.fx;
  const [pq0, pq1] = fx.questions.percentQuestions.map((question) => question.documentId);
  paperId = (
    await createPaper(stack.strapi, {
      title: 'SSC CGL 2023 Shift 1',
      slug: 'ssc-cgl-2023-shift-1',
      kind: 'previous_year',
      year: 2023,
      exam: fx.exams.sscCgl.documentId,
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
      duration: 60,
      sections: [{ section_name: 'Quantitative Aptitude', questions: [pq0, pq1] }],
    })
  ).documentId;
  await createPaper(stack.strapi, {
    title: 'Retired Paper',
    slug: 'retired-paper',
    kind: 'practice',
    is_active: false,
    duration: 30,
    sections: [{ section_name: 'Only', questions: [pq0] }],
  });
  await createPaper(stack.strapi, { title: 'No Sections', slug: 'no-sections', kind: 'practice', duration: 10 });
  await quiet(stack);
  stack.proxy.cache.purge();
});
afterAll(async () => {
  await stack?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const response = await stack.get(path);
  return { status: response.status, html: await response.text() };
};
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
const attempts = async () => Number((await stack.strapi.db.connection('mock_test_attempts').count({ count: '*' }).first())?.count);
const sitemapPaths = async () =>
  [...(await (await stack.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!).slice(SITE.length));

describe('mock-test pages in the served HTML', () => {
  it("the list: 200, its texts name the papers' exams, a trailing slash is canonicalised; it preloads the list and its chunk", async () => {
    const list = await page('/mock-tests/');
    expect(list.status).toBe(200);
    const h = head(list.html);
    expect(h.title).toBe('Free Full-Length Mock Tests & Previous Year Papers | ExamPrep');
    expect(h.meta('description')).toBe(
      'Sit full-length mock tests and previous year papers of SSC CGL on the real exam screen: sections, timers, negative marking, percentile. Free, no account.',
    );
    expect(h.meta('keywords')).toBe('free mock test, previous year papers, full length mock test, online test series, SSC CGL');
    expect(h.canonical).toBe(`${SITE}/mock-tests`);
    expect(h.meta('robots')).toBeUndefined();
    expect(preloads(list.html)).toEqual([
      'preload /api/mock-tests/all',
      'modulepreload /assets/MockTestsPage-1.js',
      'modulepreload /assets/Seo-1.js',
    ]);
  });

  it('an active paper: 200 with its title; its instructions and chunk preloaded, never the paper (a fetch would create an attempt)', async () => {
    const before = await attempts();
    const paper = await page('/mock-tests/ssc-cgl-2023-shift-1');
    expect(paper.status).toBe(200);
    const h = head(paper.html);
    expect(h.title).toBe('SSC CGL 2023 Shift 1 – Free Mock Test | ExamPrep');
    expect(h.meta('description')).toMatch(/^Take SSC CGL 2023 Shift 1 free on the real exam screen: /);
    expect(h.canonical).toBe(`${SITE}/mock-tests/ssc-cgl-2023-shift-1`);
    expect(preloads(paper.html)).toEqual([
      'preload /api/mock-tests/slug/ssc-cgl-2023-shift-1/instructions',
      'modulepreload /assets/MockTestPage-1.js',
      'modulepreload /assets/Seo-1.js',
    ]);
    // Only the instructions' address: the paper's own (…/{slug}) is never named.
    expect(paper.html.match(/\/api\/mock-tests\/slug\/[^"'\s<]*/g)).toEqual(['/api/mock-tests/slug/ssc-cgl-2023-shift-1/instructions']);
    expect(await attempts()).toBe(before);
  });

  it('unknown, inactive and section-less papers, and deeper paths, are 404 (noindex, nothing preloaded)', async () => {
    for (const path of [
      '/mock-tests/no-such-paper',
      '/mock-tests/retired-paper',
      '/mock-tests/no-sections',
      '/mock-tests/ssc-cgl-2023-shift-1/x',
    ]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(404);
      expect(head(answer.html).title, path).toBe('Page Not Found | ExamPrep');
      expect(head(answer.html).meta('robots'), path).toBe('noindex, nofollow');
      expect(preloads(answer.html), path).toEqual([]);
    }
  });

  it('the sitemap lists /mock-tests and each active paper; the pages and sitemap follow edits in Strapi', async () => {
    let paths = await sitemapPaths();
    expect(paths).toContain('/mock-tests');
    expect(paths).toContain('/mock-tests/ssc-cgl-2023-shift-1');
    expect(paths).not.toContain('/mock-tests/retired-paper');
    expect(paths).not.toContain('/mock-tests/no-sections');

    await stack.strapi.documents('api::mock-test.mock-test').update({ documentId: paperId, data: { is_active: false } });
    await eventually(async () => expect((await page('/mock-tests/ssc-cgl-2023-shift-1')).status).toBe(404));
    paths = await sitemapPaths();
    expect(paths).toContain('/mock-tests');
    expect(paths).not.toContain('/mock-tests/ssc-cgl-2023-shift-1');
    // No paper left: the description names no exam.
    expect(head((await page('/mock-tests')).html).meta('description')).toBe(
      'Sit full-length mock tests and previous year papers on the real exam screen: sections, timers, negative marking, percentile. Free, no account.',
    );

    await stack.strapi.documents('api::mock-test.mock-test').update({ documentId: paperId, data: { is_active: true } });
    await eventually(async () => expect((await page('/mock-tests/ssc-cgl-2023-shift-1')).status).toBe(200));
    expect(await sitemapPaths()).toContain('/mock-tests/ssc-cgl-2023-shift-1');
  });
});
