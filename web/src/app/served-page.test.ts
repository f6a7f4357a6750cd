import { describe, expect, it } from 'vitest';
import type { QuestionPage } from '@exam-prep/contract/public/question-page';
import { pageDataKey } from '@/app/pages';
import { addressedPage, pageAddress, servedHead, sitemapEntries } from '@/app/served-page';

// Each public page's head and status from the page table, built from fixture answers (the server render loads
// the same reads through the API): what the proxy writes into the served HTML.

const topics = [
  { _id: 't1', topic_name: 'general-aptitude' },
  { _id: 't2', topic_name: 'logical-reasoning' },
];
const topic = (name: string) => topics.find((candidate) => candidate.topic_name === name)!;
const subtopics = [
  { _id: 's1', subtopic_name: 'percentages', category: null, topic_id: topic('general-aptitude') },
  { _id: 's2', subtopic_name: 'number-series', category: null, topic_id: topic('logical-reasoning') },
  { _id: 's3', subtopic_name: 'orphan', category: null, topic_id: null },
];
const exams = [{ _id: 'e1', exam_name: 'SSC CGL', exam_level: null }];
const questionPage = {
  url: '/questions/abc123/what-is-10-percent-of-50',
  title: 'What is 10% of 50?',
  topic_name: 'general-aptitude',
  subtopic_name: 'percentages',
  record: {
    question: { _id: 'abc123', question: '<p>What is 10% of 50?</p>', answer: '5', explanation: null },
    options: [{ option_text: '5' }, { option_text: '10' }],
  },
} as unknown as QuestionPage;

/** The API's answers by address; an address missing here is the API's "no such thing". */
const API: Record<string, unknown> = {
  '/api/topics/all': topics,
  '/api/subtopics/all': subtopics,
  '/api/exams/all': exams,
  '/api/subtopics/topicname/general-aptitude': subtopics.slice(0, 1),
  '/api/mock-tests/all': { mockTests: [{ slug: 'ssc-2024', title: 'SSC CGL 2024 Paper', exam_name: 'SSC CGL' }] },
  '/api/mock-tests/slug/ssc-2024/instructions': { slug: 'ssc-2024', title: 'SSC CGL 2024 Paper', sections: [] },
  '/api/mock-tests/slug/ssc-2024/leaderboard': { paper: { slug: 'ssc-2024', title: 'SSC CGL 2024 Paper' }, total: 0, entries: [] },
  '/api/questions/page/abc123': questionPage,
  '/api/ai/status': { enabled: false },
};
const answerOf = (key: string) => API[key] ?? API[key.replace(/\?.*$/, '')] ?? practiceAnswer(key);
/** A page of a subtopic's questions: 3 questions of percentages, 2 of them for SSC CGL. */
function practiceAnswer(key: string) {
  if (key.startsWith('/api/questions/exam/SSC%20CGL/subtopic/percentages')) return { items: [], total: 2, next: null, prev: null };
  if (key.startsWith('/api/questions/subtopic/percentages')) return { items: [], total: 3, next: null, prev: null };
  return undefined;
}

/** The head of an address, its reads answered from the fixtures. */
async function headOf(url: string, answers: Record<string, unknown> = {}) {
  const addressed = addressedPage(url);
  return servedHead(
    addressed,
    [...addressed.data, ...addressed.headData].map((read) => answers[pageDataKey(read)] ?? answerOf(pageDataKey(read))),
  );
}

describe('page heads from the page table', () => {
  it('the landing page, in English and in Hindi (canonical under /hi, alternates from the app path)', async () => {
    const english = await headOf('/');
    expect(english).toMatchObject({ status: 200, locale: 'en', canonicalPath: '/', appPath: '/', noindex: false });
    expect(english.title).toBe('ExamPrep – Free Practice for SSC, Banking, RRB, UPSC, JEE and NEET');
    expect(english.module).toBe('src/features/landing/routes/landing-page.tsx');
    const hindi = await headOf('/hi');
    expect(hindi).toMatchObject({ status: 200, locale: 'hi', canonicalPath: '/hi', appPath: '/' });
    expect(hindi.title).toMatch(/मुफ़्त तैयारी/);
  });

  it('the topic list names its topics and preloads them, asked in the page language', async () => {
    expect((await headOf('/practice')).description).toMatch(/: General Aptitude and Logical Reasoning\.$/);
    expect((await headOf('/practice')).firstData).toEqual({ key: '/api/topics/all', path: '/api/topics/all' });
    expect((await headOf('/hi/practice')).firstData).toEqual({ key: '/api/topics/all', path: '/api/topics/all?locale=hi' });
  });

  it('a topic page: its subtopics, a trailing slash canonicalised; an unknown topic is a noindex 404 showing Page Not Found', async () => {
    const found = await headOf('/practice/general-aptitude/');
    expect(found).toMatchObject({
      status: 200,
      title: 'Prepare for General Aptitude | ExamPrep',
      canonicalPath: '/practice/general-aptitude',
    });
    expect(found.description).toContain(': Percentages.');
    const missing = await headOf('/practice/no-such-topic');
    expect(missing).toMatchObject({ status: 404, noindex: true, appPath: undefined, firstData: undefined });
    expect(missing.title).toBe('Page Not Found | ExamPrep');
    expect(missing.module).toBe('src/features/not-found/routes/not-found-page.tsx');
  });

  it('a practice page names its question count (for an exam too); another topic moves to its own; unknown names are 404s', async () => {
    expect((await headOf('/practice/general-aptitude/percentages')).description).toMatch(/^3 free Percentages practice questions with/);
    // What its screen asks for, loaded before the render (the questions, then whether AI explanations are on).
    expect(addressedPage('/practice/general-aptitude/percentages').data.map(pageDataKey)).toEqual([
      '/api/questions/subtopic/percentages?page=1&limit=10',
      '/api/ai/status',
    ]);
    const exam = await headOf('/practice/general-aptitude/percentages/SSC%20CGL?page=2');
    expect(exam.description).toMatch(/^2 free Percentages practice questions for SSC CGL/);
    expect(exam.canonicalPath).toBe('/practice/general-aptitude/percentages/SSC%20CGL');
    expect(await headOf('/practice/logical-reasoning/percentages')).toMatchObject({
      status: 200,
      movedTo: '/practice/general-aptitude/percentages',
    });
    expect((await headOf('/hi/practice/logical-reasoning/percentages')).movedTo).toBe('/hi/practice/general-aptitude/percentages');
    for (const url of ['/practice/nope/percentages', '/practice/general-aptitude/nope', '/practice/general-aptitude/percentages/Nope'])
      expect((await headOf(url)).status, url).toBe(404);
  });

  it('a subtopic test is named in the page language, canonical at /test/{subtopic} from /onlinetest/ too', async () => {
    expect(await headOf('/onlinetest/percentages')).toMatchObject({ status: 200, canonicalPath: '/test/percentages' });
    expect((await headOf('/test/percentages')).title).toMatch(/^Percentages Mock Test/);
    // The Hindi page's read is asked in Hindi: its subtopics carry their Hindi names.
    const inHindi = { '/api/subtopics/all': [{ ...subtopics[0], display_name: 'प्रतिशत' }] };
    expect((await headOf('/hi/test/percentages', inHindi)).title).toMatch(/^प्रतिशत/);
    expect((await headOf('/test/nope')).status).toBe(404);
  });

  it('a mock test is rendered with its instructions (a read that draws nothing) and titled from them, or is a 404', async () => {
    const paper = await headOf('/mock-tests/ssc-2024');
    expect(paper.title).toBe('SSC CGL 2024 Paper – Free Mock Test | ExamPrep');
    expect(addressedPage('/mock-tests/ssc-2024').data.map(pageDataKey)).toEqual(['/api/mock-tests/slug/ssc-2024/instructions']);
    expect(addressedPage('/mock-tests/ssc-2024').headData).toEqual([]);
    expect((await headOf('/mock-tests/no-such-paper')).status).toBe(404);
    expect((await headOf('/mock-tests/ssc-2024/extra')).status).toBe(404);
  });

  it("a paper's leaderboard: rendered with its answer, titled from it in each language, kept 15 s at most, or a 404", async () => {
    const board = await headOf('/mock-tests/ssc-2024/leaderboard');
    expect(board).toMatchObject({ status: 200, title: 'SSC CGL 2024 Paper – Leaderboard | ExamPrep', noindex: false, keptSeconds: 15 });
    expect(board.canonicalPath).toBe('/mock-tests/ssc-2024/leaderboard');
    expect(board.description).toMatch(/^The top students on SSC CGL 2024 Paper: /);
    expect(addressedPage('/mock-tests/ssc-2024/leaderboard').data.map(pageDataKey)).toEqual(['/api/mock-tests/slug/ssc-2024/leaderboard']);
    const hindi = await headOf('/hi/mock-tests/ssc-2024/leaderboard');
    expect(hindi).toMatchObject({
      title: 'SSC CGL 2024 Paper – लीडरबोर्ड | ExamPrep',
      canonicalPath: '/hi/mock-tests/ssc-2024/leaderboard',
    });
    expect(await headOf('/mock-tests/no-such-paper/leaderboard')).toMatchObject({ status: 404, noindex: true, keptSeconds: undefined });
  });

  it("a question's page: Quiz JSON-LD, the bare id or another slug moves to its address, an unknown id is a 404", async () => {
    const found = await headOf('/questions/abc123/what-is-10-percent-of-50');
    expect(found).toMatchObject({ status: 200, movedTo: undefined, canonicalPath: questionPage.url });
    expect(found.structuredData?.('https://x.example/q')).toMatchObject({ '@type': 'Quiz' });
    expect((await headOf('/questions/abc123')).movedTo).toBe(questionPage.url);
    expect((await headOf('/hi/questions/abc123/old-slug')).movedTo).toBe(`/hi${questionPage.url}`);
    expect((await headOf('/questions/unknown1/x')).status).toBe(404);
  });

  it('a cheatsheet counts views (its first answer is the sheet); an unknown slug is a 404 that counts none', async () => {
    const sheet = { _id: 'c1', slug: 'sql', title: 'SQL', description: 'Queries.', category: null, tags: [] };
    const found = await headOf('/cheatsheets/sql', { '/api/cheatsheets/slug/sql': sheet });
    expect(found).toMatchObject({ status: 200, title: 'SQL Cheatsheet | ExamPrep', views: 'cheatsheets' });
    expect(found.firstData).toEqual({ key: '/api/cheatsheets/slug/sql', path: '/api/cheatsheets/slug/sql' });
    expect(await headOf('/cheatsheets/nope')).toMatchObject({ status: 404, views: undefined });
  });

  it('search results are never indexed; fixed pages need nothing; unknown and undecodable addresses are 404s', async () => {
    expect(await headOf('/search?q=percent')).toMatchObject({ status: 200, noindex: true, title: 'Search: percent | ExamPrep' });
    expect(await headOf('/saved')).toMatchObject({ status: 200, noindex: true });
    expect((await headOf('/terms-of-use')).title).toBe('Terms of Use | ExamPrep');
    expect(await headOf('/no/such/page')).toMatchObject({ status: 404, canonicalPath: '/no/such/page' });
    expect((await headOf('/Practice')).status).toBe(404);
    expect(await headOf('/%E0%A4%A')).toMatchObject({ status: 404, canonicalPath: '/' });
  });
});

describe('student account pages', () => {
  it('are never indexed, titled in the page language, kept without their query (a mailed token), and not in the sitemap', async () => {
    expect(await headOf('/student/login')).toMatchObject({
      status: 200,
      noindex: true,
      title: 'Sign in | ExamPrep',
      canonicalPath: '/student/login',
    });
    expect(await headOf('/hi/student/dashboard')).toMatchObject({
      status: 200,
      noindex: true,
      title: 'छात्र डैशबोर्ड | ExamPrep',
      canonicalPath: '/hi/student/dashboard',
      module: 'src/features/student/routes/dashboard-page.tsx',
    });
    expect(await headOf('/student/verify-email?token=secret')).toMatchObject({ status: 200, noindex: true, firstData: undefined });
    expect(pageAddress('/student/verify-email?token=secret')).toBe('/student/verify-email');
    expect(pageAddress('/hi/student/reset-password?token=secret')).toBe('/hi/student/reset-password');
    const read = <T>(path: string) =>
      Promise.resolve(
        (path.includes('?')
          ? { examPatterns: [], cheatsheets: [], faqs: [], topics: [], pagination: { totalPages: 0 } }
          : (answerOf(path) ?? [])) as T,
      );
    const entries = await sitemapEntries(read);
    expect(entries.map((entry) => entry.path)).toContain('/privacy-policy');
    expect(entries.filter((entry) => entry.path.startsWith('/student'))).toEqual([]);
  });
});

describe('sitemap addresses from the page table', () => {
  it('fixed pages, then what the content makes, canonical only (no /onlinetest/, no exam filters, no /saved or /search)', async () => {
    const lists: Record<string, unknown> = {
      ...API,
      '/api/exam-patterns/all?page=1&limit=100': {
        examPatterns: [{ slug: 'nda', updatedAt: '2026-11-01T10:00:00.000Z' }],
        pagination: { totalPages: 2 },
      },
      '/api/exam-patterns/all?page=2&limit=100': {
        examPatterns: [{ slug: 'ssc', updatedAt: '2026-11-02T10:00:00.000Z' }],
        pagination: { totalPages: 2 },
      },
      '/api/cheatsheets/all?page=1&limit=100': { cheatsheets: [], pagination: { totalPages: 0 } },
      '/api/faqs/all?limit=100': { faqs: [{ slug: 'ssc-cgl' }] },
      '/api/programming-topics/all?limit=100': { topics: [{ slug: 'python-basics' }] },
    };
    const read = <T>(path: string) => (path in lists ? Promise.resolve(lists[path] as T) : Promise.reject(new Error(path)));
    const entries = await sitemapEntries(read);
    const paths = entries.map((entry) => entry.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/practice', '/random-topics', '/privacy-policy', '/terms-of-use']));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/practice/general-aptitude',
        '/test-topics/logical-reasoning',
        '/practice/general-aptitude/percentages',
        '/practice/logical-reasoning/number-series',
        '/test/percentages',
        '/mock-tests/ssc-2024',
        '/exam-patterns/ssc',
        '/faqs',
        '/faqs/ssc-cgl',
        '/programming-topics',
        '/programming-topics/python-basics',
      ]),
    );
    expect(entries).toContainEqual({ path: '/exam-patterns/nda', lastmod: '2026-11-01T10:00:00.000Z' });
    expect(paths.filter((path) => /orphan|onlinetest|saved|search|SSC/.test(path))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('pageAddress', () => {
  it('keeps the query parameters the page reads, in the order given, and drops the others', async () => {
    expect(pageAddress('/search?utm_source=x&type=question&q=ssc&v=2')).toBe('/search?type=question&q=ssc');
    expect(pageAddress('/hi/practice/general-aptitude/percentages?page=2&q=x')).toBe('/hi/practice/general-aptitude/percentages?page=2');
    expect(pageAddress('/practice/general-aptitude?exam=SSC+CGL&page=3&q=per')).toBe('/practice/general-aptitude?exam=SSC+CGL&q=per');
  });

  it('keeps no query for a page that reads none, an unknown address, or one without a query', async () => {
    expect(pageAddress('/practice?page=2&q=x')).toBe('/practice');
    expect(pageAddress('/no-such-page?q=x')).toBe('/no-such-page');
    expect(pageAddress('/search')).toBe('/search');
    expect(pageAddress('/search?')).toBe('/search');
  });
});
