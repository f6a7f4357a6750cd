import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionPagePath } from '@exam-prep/contract/question-path';
import type { SearchAnswer } from '@exam-prep/contract/public/search';
import { startFixtureStack } from '#test/helpers/fixtures.js';
import { panelUser } from '#test/helpers/panel.js';
import { planOf, selectsOf } from '#test/helpers/query-plans.js';
import { requireFromCms, testDatabase, type Stack } from '#test/helpers/stack.js';

/**
 * Site search: GET /api/search over questions, subtopics, exam patterns and cheatsheets, answered from
 * the database's own full-text index (FTS5 on SQLite, a tsvector with a GIN index on PostgreSQL; cms/src/site-search
 * and cms/src/bootstrap/site-search-index.ts), on the database of this run. Ranked, tolerant of case and simple
 * plurals, snippets with the matched words marked and everything else escaped, kept current on every write.
 */

const QUESTION = 'api::question.question';
const PATTERN = 'api::exam-pattern.exam-pattern';

let stack: Stack;
type Doc = { documentId: string } & Record<string, unknown>;
const content = {} as Record<'many' | 'titled' | 'passing' | 'markupText' | 'hindi' | 'zanzibar' | 'sheet', Doc>;
const wombats: Doc[] = [];

beforeAll(async () => {
  // The limit of the main proxy is out of the way; the 429 test has a proxy of its own.
  stack = (await startFixtureStack({ env: { SEARCH_RATE_LIMIT_PER_MINUTE: '100000' } })).stack;
  const create = async (uid: string, data: Record<string, unknown>) => (await stack.strapi.documents(uid).create({ data })) as Doc;
  const geometry = await create('api::topic.topic', { topic_name: 'geometry' });
  const triangles = await create('api::subtopic.subtopic', { subtopic_name: 'triangles', category: 'Shapes', topic: geometry.documentId });
  const question = (text: string, explanation: string, options = ['Yes', 'No']) =>
    create(QUESTION, {
      question: text,
      question_type: 'text',
      answer: options[0],
      explanation,
      subtopic: triangles.documentId,
      options: options.map((option_text) => ({ option_type: 'text', option_text })),
    });
  content.many = await question(
    '<p>A triangle has sides 3, 4 and 5. Is the triangle right-angled? What is such a triangle called?</p>',
    '<p>3² + 4² = 5², so the triangle is right-angled.</p>',
  );
  content.titled = await question(
    '<p>What is the area of a triangle with base 10 cm and height 6 cm?</p>',
    '<p>Half of 10 × 6 is 30.</p>',
    ['30 cm²', '60 cm²'],
  );
  content.passing = await question(
    '<p>A rectangle is 8 m long and 6 m wide. How long is its diagonal, in metres, rounded to the nearest metre?</p>',
    '<p>The diagonal makes a right triangle with the two sides, so it is the square root of 64 + 36, which is 10.</p>',
    ['10', '14'],
  );
  // Markup written as text (entities): what a reader sees is "<img …>", which must come back as text.
  content.markupText = await question('<p>Which zanzibar tag is &lt;img src=x onerror=alert(1)&gt; here?</p>', '<p>An image.</p>');
  content.hindi = await question('<p>त्रिभुज के तीनों कोणों का योग कितना होता है?</p>', '<p>180°</p>', ['180°', '90°']);
  // Plain-text fields are stored as written: markup in them is text.
  content.zanzibar = await create(PATTERN, {
    exam_name: 'Zanzibar Civil Services',
    slug: 'zanzibar-civil-services',
    exam_level: 'All',
    description: 'Stored markup: <script>alert("x")</script> and <img src=x onerror=alert(1)> for zanzibar aspirants.',
    is_active: true,
    featured: false,
  });
  content.sheet = await create('api::cheatsheet.cheatsheet', {
    title: 'Triangle Formulas',
    slug: 'triangle-formulas',
    category: 'Maths',
    description: 'Areas and angles of every kind of triangle.',
    is_active: true,
    items: [{ title: "Heron's formula", category: 'basics', content_type: 'text', text_content: '<p>The area from the three sides.</p>' }],
  });
  for (let index = 1; index <= 12; index++)
    wombats.push(await question(`<p>Wombat puzzle ${index}: how many wombats are in burrow ${index}?</p>`, '<p>Count them.</p>'));
  await stack.settle();
  stack.proxy.cache.purge();
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

const search = async (query: Record<string, string>) => {
  const answer = await stack.json(`/api/search?${new URLSearchParams(query)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as SearchAnswer;
};
/** The real web build (npm test builds it before the contract tests), for a page rendered on the server. */
function realWebBuild(): string {
  const webDist = path.resolve(import.meta.dirname, '..', '..', '..', 'web', 'dist');
  if (!existsSync(path.join(webDist, '..', 'dist-server', 'entry-server.js'))) throw new Error('Run `npm run build -w web` first.');
  return webDist;
}
const urls = (answer: SearchAnswer) => answer.results.map((result) => result.url);
const questionUrl = (doc: Doc) => questionPagePath(doc.documentId, String(doc.question));

/** The snippet is HTML whose only elements are <mark>s: no other tag can be in it. */
function expectOnlyMarks(snippet: string) {
  expect(snippet.replace(/<\/?mark>/g, ''), snippet).not.toMatch(/[<>]/);
}

describe(`site search (${testDatabase})`, () => {
  it('names every result and links its page: a question, a subtopic, an exam pattern and a cheatsheet', async () => {
    const answer = await search({ q: 'triangle' });
    const byUrl = new Map(answer.results.map((result) => [result.url, result]));
    expect(byUrl.get(questionUrl(content.many))).toMatchObject({
      type: 'question',
      title: 'A triangle has sides 3, 4 and 5. Is the triangle right-angled? What is such a triangle called?',
    });
    expect(byUrl.get('/practice/geometry/triangles')).toMatchObject({ type: 'subtopic', title: 'Triangles' });
    expect(byUrl.get('/cheatsheets/triangle-formulas')).toMatchObject({ type: 'cheatsheet', title: 'Triangle Formulas' });
    expect((await search({ q: 'zanzibar civil' })).results[0]).toMatchObject({
      type: 'exam_pattern',
      title: 'Zanzibar Civil Services',
      url: '/exam-patterns/zanzibar-civil-services',
    });
    for (const result of answer.results) expectOnlyMarks(result.snippet);
  });

  it('ranks a question that is about the word above one that mentions it in passing', async () => {
    const found = urls(await search({ q: 'triangle', type: 'question' }));
    const [many, titled, passing] = [content.many, content.titled, content.passing].map((doc) => found.indexOf(questionUrl(doc)));
    expect(passing).toBeGreaterThanOrEqual(0);
    // The word three times in the question, then once in the question, then once in the explanation.
    expect(many).toBeLessThan(passing);
    expect(titled).toBeLessThan(passing);
    expect(found[0]).toBe(questionUrl(content.many));
  });

  it('finds words in any case and in the singular or plural', async () => {
    const plural = await search({ q: 'TRIANGLES', type: 'question' });
    expect(urls(plural)).toEqual(expect.arrayContaining([content.many, content.titled, content.passing].map(questionUrl)));
    expect(plural.total).toBe((await search({ q: 'triangle', type: 'question' })).total);
    // The subtopic's name is plural: the singular finds it.
    expect(urls(await search({ q: 'Triangle', type: 'subtopic' }))).toEqual(['/practice/geometry/triangles']);
    // Words of other scripts are words too.
    expect(urls(await search({ q: 'त्रिभुज' }))).toEqual([questionUrl(content.hindi)]);
  });

  it('marks the matched words of each snippet, as the text spells them', async () => {
    const [first] = (await search({ q: 'Triangles', type: 'question' })).results;
    expect(first!.snippet).toMatch(/<mark>triangle<\/mark>/);
    expect(first!.snippet.match(/<mark>/g)!.length).toBeGreaterThanOrEqual(2);
    expectOnlyMarks(first!.snippet);
    const [area] = (await search({ q: 'area base', type: 'question' })).results;
    expect(area!.url).toBe(questionUrl(content.titled));
    expect(area!.snippet).toMatch(/<mark>area<\/mark>.*<mark>base<\/mark>/);
  });

  it('escapes everything stored: markup in plain-text fields and markup written as text come out as text', async () => {
    const [pattern] = (await search({ q: 'zanzibar aspirants' })).results;
    expect(pattern!.type).toBe('exam_pattern');
    expectOnlyMarks(pattern!.snippet);
    // Where the snippet starts differs by database; what it shows of the stored markup is text.
    expect(pattern!.snippet).toContain('alert(&quot;x&quot;)&lt;/script&gt;');
    expect(pattern!.snippet).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(pattern!.snippet).toContain('<mark>zanzibar</mark>');

    const [question] = (await search({ q: 'zanzibar tag', type: 'question' })).results;
    expect(question!.url).toBe(questionUrl(content.markupText));
    expectOnlyMarks(question!.snippet);
    expect(question!.snippet).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('filters by type, and an empty type means every type', async () => {
    for (const [type, query] of [
      ['question', 'triangle'],
      ['subtopic', 'triangle'],
      ['cheatsheet', 'triangle'],
      ['exam_pattern', 'zanzibar'],
    ] as const) {
      const answer = await search({ q: query, type });
      expect(answer.results.length, type).toBeGreaterThan(0);
      expect(new Set(answer.results.map((result) => result.type)), type).toEqual(new Set([type]));
      expect(answer.total).toBe(answer.results.length);
    }
    const all = await search({ q: 'triangle', type: '' });
    expect(new Set(all.results.map((result) => result.type))).toEqual(new Set(['question', 'subtopic', 'cheatsheet']));
  });

  it('pages through the results with their total', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(await search({ q: 'wombats', limit: '5', page: String(page) }));
    expect(pages.map((answer) => answer.results.length)).toEqual([5, 5, 2, 0]);
    expect(pages[0]!.pagination).toEqual({ current: 1, total: 12, totalPages: 3, limit: 5, hasNext: true, hasPrev: false });
    expect(pages[2]!.pagination).toEqual({ current: 3, total: 12, totalPages: 3, limit: 5, hasNext: false, hasPrev: true });
    for (const answer of pages) expect(answer.total).toBe(12);
    expect(new Set(pages.flatMap(urls))).toEqual(new Set(wombats.map(questionUrl)));
    // Ten a page by default; a limit above 50 is 50, as other lists clamp theirs.
    expect((await search({ q: 'wombats' })).results).toHaveLength(10);
    expect((await search({ q: 'wombats', limit: '500' })).pagination.limit).toBe(50);
  });

  it('ranks entries with any of the words when none has them all; stop words alone find nothing', async () => {
    const answer = await search({ q: 'triangle xylophonic' });
    expect(answer.total).toBeGreaterThan(0);
    expect(urls(answer)).toContain(questionUrl(content.many));
    expect((await search({ q: 'the of and' })).total).toBe(0);
  });

  it('leaves out inactive exam patterns', async () => {
    // The fixtures' "Retired Exam" is inactive.
    expect((await search({ q: 'retired' })).total).toBe(0);
  });

  it.each([
    ['no q', '', 'q is required'],
    ['an empty q', 'q=', 'q must not be empty: give 1 to 200 characters to search for'],
    ['a blank q', 'q=%20%20%20', 'q must not be empty: give 1 to 200 characters to search for'],
    ['a q over 200 characters', `q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ['an unknown type', 'q=x&type=video', 'type must be one of: question, subtopic, exam_pattern, cheatsheet, faq, code_question'],
    ['a limit that is no number', 'q=x&limit=ten', 'limit must be a whole number'],
    ['a page that is no whole number', 'q=x&page=1.5', 'page must be a whole number'],
  ])('%s is a 400 saying what is wrong', async (_name, query, message) => {
    const answer = await stack.json(`/api/search?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message });
  });

  it('takes a query of exactly 200 characters', async () => {
    const answer = await stack.json(`/api/search?q=${'a'.repeat(200)}`);
    expect(answer.status).toBe(200);
  });

  it('limits searches per address that reach the CMS: then 429, while cached answers still come', async () => {
    const limited = await stack.addProxy({ SEARCH_RATE_LIMIT_PER_MINUTE: '3', WEB_DIST_DIR: realWebBuild() });
    const send = (q: string, headers?: Record<string, string>) => fetch(`${limited.url}/api/search?q=${q}`, { headers });
    for (const q of ['triangle', 'wombats', 'zanzibar']) expect((await send(q)).status, q).toBe(200);
    const refused = await send('formulas');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many searches from your address. Please wait a minute and try again.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const cached = await send('triangle');
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-cache')).toBe('HIT');

    // The search page is counted on its own; its server render's search (in process) is not counted again.
    const page = await fetch(`${limited.url}/search?q=diagonal`);
    expect(page.status).toBe(200);
    const data = /<script id="server-data" type="application\/json">([\s\S]*?)<\/script>/.exec(await page.text());
    expect(data, 'the page was rendered on the server').not.toBeNull();
    const answers = Object.entries(JSON.parse(data![1]!) as Record<string, SearchAnswer>);
    expect(answers.map(([key]) => key)).toEqual([expect.stringMatching(/^\/api\/search\?q=diagonal/)]);
    expect(urls(answers[0]![1])).toContain(questionUrl(content.passing));

    // A request from outside is counted whatever it carries, the header the render once sent included.
    for (const value of ['1', 'true', randomBytes(24).toString('base64url')])
      expect((await send('heron', { 'x-internal-render': value })).status, value).toBe(429);
  });

  describe("writes in Strapi's Content Manager are found within a second", () => {
    /** Searches until `check` holds, and how long after `since` it first did. */
    async function msUntil(q: string, check: (answer: SearchAnswer) => boolean, since: number): Promise<number> {
      for (;;) {
        const answer = await search({ q });
        if (check(answer)) return performance.now() - since;
        if (performance.now() - since > 5000) throw new Error(`"${q}" did not change: ${JSON.stringify(answer)}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    const marker = () => `quokka${randomBytes(4).toString('hex').replace(/\d/g, 'x')}`;

    it('a new question, its edit and its deletion', async () => {
      const editor = await panelUser(stack, 'strapi-editor');
      const [first, second] = [marker(), marker()];
      // Asked once before: a cached empty answer must not outlive the write.
      expect((await search({ q: first })).total).toBe(0);
      const data = (word: string) => ({
        question: `<p>Where does the ${word} live?</p>`,
        question_type: 'text',
        answer: 'Rottnest',
        explanation: '<p>On Rottnest Island.</p>',
        options: [
          { option_type: 'text', option_text: 'Rottnest' },
          { option_type: 'text', option_text: 'Tasmania' },
        ],
      });
      const created = await editor.call('POST', `/content-manager/collection-types/${QUESTION}`, data(first));
      expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
      const documentId = created.body.data.documentId as string;
      const url = questionPagePath(documentId, data(first).question);
      expect(await msUntil(first, (answer) => urls(answer).includes(url), performance.now())).toBeLessThan(1000);

      const edited = await editor.call('PUT', `/content-manager/collection-types/${QUESTION}/${documentId}`, data(second));
      expect(edited.status, JSON.stringify(edited.body).slice(0, 300)).toBe(200);
      const editedAt = performance.now();
      const newUrl = questionPagePath(documentId, data(second).question);
      expect(await msUntil(second, (answer) => urls(answer).includes(newUrl), editedAt)).toBeLessThan(1000);
      expect(await msUntil(first, (answer) => answer.total === 0, editedAt)).toBeLessThan(1000);

      const deleted = await editor.call('DELETE', `/content-manager/collection-types/${QUESTION}/${documentId}`);
      expect(deleted.status).toBe(200);
      expect(await msUntil(second, (answer) => answer.total === 0, performance.now())).toBeLessThan(1000);
    });

    it("an exam pattern made inactive (this site's unpublish) is gone, and back when active again", async () => {
      const editor = await panelUser(stack, 'strapi-editor');
      const url = '/exam-patterns/zanzibar-civil-services';
      const path = `/content-manager/collection-types/${PATTERN}/${content.zanzibar.documentId}`;
      expect(urls(await search({ q: 'zanzibar', type: 'exam_pattern' }))).toEqual([url]);
      expect((await editor.call('PUT', path, { is_active: false })).status).toBe(200);
      expect(await msUntil('zanzibar', (answer) => !urls(answer).includes(url), performance.now())).toBeLessThan(1000);
      expect((await editor.call('PUT', path, { is_active: true })).status).toBe(200);
      expect(await msUntil('zanzibar', (answer) => urls(answer).includes(url), performance.now())).toBeLessThan(1000);
    });
  });

  it('answers from the full-text index: no table is read whole', async () => {
    for (const query of ['q=triangle%20area&limit=3', 'q=triangle&type=cheatsheet', 'q=triangle%20xylophonic&page=2&limit=2']) {
      stack.proxy.cache.purge();
      const selects = await selectsOf(stack, async () => expect((await stack.get(`/api/search?${query}`)).status).toBe(200));
      const indexReads = selects.filter((select) => /site_search/.test(select.sql));
      // The page with its total (SQLite counts first), for all the words, then for any of them when none has all.
      expect(indexReads.length, query).toBeGreaterThanOrEqual(testDatabase === 'postgres' ? 1 : 2);
      // The search's own reads (Strapi's check of the proxy's token aside).
      for (const select of selects.filter((read) => /site_search|questions|subtopics|topics|exam_patterns|cheatsheets/.test(read.sql))) {
        const plan = await planOf(stack, select);
        const context = `${query}\n${select.sql}\n${plan}`;
        if (testDatabase === 'postgres') {
          expect(plan, context).not.toMatch(/Seq Scan/);
          if (/site_search/.test(select.sql)) expect(plan, context).toMatch(/site_search_tsv_idx/);
        } else {
          // The MATCH (M) read from the FTS5 index; every other table by its primary key.
          expect(plan.replace(/^SCAN (f|site_search_fts) VIRTUAL TABLE INDEX.*$/gm, ''), context).not.toMatch(/^SCAN /m);
          if (/site_search/.test(select.sql)) {
            expect(plan, context).toMatch(/^SCAN (f|site_search_fts) VIRTUAL TABLE INDEX \d+:\S*M/m);
            // Ordered by rank inside FTS5, which makes snippets for the page's rows only.
            expect(plan, context).not.toMatch(/USE TEMP B-TREE/);
          }
        }
      }
    }
  });

  describe('entries written around the document service are indexed at start-up', () => {
    const cms = () =>
      requireFromCms('./dist/src/bootstrap/site-search-index.js') as {
        backfillSiteSearch: (strapi: unknown) => Promise<{ indexed: number; removed: number }>;
        ensureSiteSearchTables: (strapi: unknown) => Promise<void>;
      };
    const knex = () => stack.strapi.db.connection;
    const fresh = async (query: Record<string, string>) => {
      stack.proxy.cache.purge();
      return search(query);
    };

    it('an edit made straight in the database (the bulk seed, imports)', async () => {
      const text = '<p>What is the area of a narwhal-shaped triangle with base 10 cm and height 6 cm?</p>';
      await knex()('questions')
        .where({ document_id: content.titled.documentId })
        .update({ question: text, updated_at: new Date(Date.now() + 1000) });
      expect((await fresh({ q: 'narwhal' })).total).toBe(0);
      const report = await cms().backfillSiteSearch(stack.strapi);
      expect(report.indexed).toBe(1);
      expect(urls(await fresh({ q: 'narwhal' }))).toEqual([questionPagePath(content.titled.documentId, text)]);
      // Nothing new: nothing read again.
      expect(await cms().backfillSiteSearch(stack.strapi)).toEqual({ indexed: 0, removed: 0 });
    });

    it('rows lost from the index, and rows of entries no longer public', async () => {
      await knex()('site_search').where({ kind: 'subtopic' }).delete();
      expect((await fresh({ q: 'triangles', type: 'subtopic' })).total).toBe(0);
      await knex()('exam_patterns').where({ document_id: content.zanzibar.documentId }).update({ is_active: false });
      const report = await cms().backfillSiteSearch(stack.strapi);
      expect(report.removed).toBe(1);
      expect(report.indexed).toBeGreaterThanOrEqual(5);
      expect(urls(await fresh({ q: 'triangles', type: 'subtopic' }))).toEqual(['/practice/geometry/triangles']);
      expect((await fresh({ q: 'zanzibar', type: 'exam_pattern' })).total).toBe(0);
      await knex()('exam_patterns').where({ document_id: content.zanzibar.documentId }).update({ is_active: true });
      expect(await cms().backfillSiteSearch(stack.strapi)).toEqual({ indexed: 1, removed: 0 });
      expect((await fresh({ q: 'zanzibar', type: 'exam_pattern' })).total).toBe(1);
    });

    it('making the tables again at start-up keeps the index as it is', async () => {
      const before = await fresh({ q: 'triangle' });
      await cms().ensureSiteSearchTables(stack.strapi);
      expect(await cms().backfillSiteSearch(stack.strapi)).toEqual({ indexed: 0, removed: 0 });
      expect(await fresh({ q: 'triangle' })).toEqual(before);
    });
  });
});
