import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullTitle, questionPageMeta } from '@exam-prep/contract/page-meta';
import { questionPagePath } from '@exam-prep/contract/question-path';
import type { QuestionPage } from '@exam-prep/contract/public/question-page';
import { eventually, testDatabase, type Stack, type Strapi } from '#test/helpers/stack.js';
import { type Fixtures, startFixtureStack } from '#test/helpers/fixtures.js';
import { expectNoStrapiInternals, SITEMAP_ADDRESSES } from '#test/helpers/expected-views.js';
import { decode, head, makeWebDist } from '#test/helpers/served-html.js';
import { planOf, selectsOf } from '#test/helpers/query-plans.js';
import { sitemapEntries, sitemapFiles } from '#src/web-app/sitemap.js';
import { listQuestionPagePaths } from '#src/questions/question-pages.js';

// A page for every question. GET /api/questions/page/{id} (checked against the contract's schema by
// the suite's setup), the served HTML of /questions/{id}/{slug} (301s, head tags, JSON-LD) and the sitemap.

const SITE = 'https://examprep.example';

let stack: Stack;
let fx: Fixtures;
let distDir: string;
/** Questions made here: more percentages and time-and-work questions, created in turns, and one without a subtopic. */
let made: { percentages: string[]; work: string[]; loose: string; tricky: string };

const createQuestion = async (strapi: Strapi, question: string, subtopic: string | null) =>
  (
    (await strapi.documents('api::question.question').create({
      data: {
        question,
        question_type: 'text',
        answer: 'Yes',
        explanation: '<p>Because.</p>',
        subtopic,
        options: [
          { option_type: 'text', option_text: 'Yes' },
          { option_type: 'text', option_text: 'No' },
        ],
      },
    })) as { documentId: string }
  ).documentId;

beforeAll(async () => {
  distDir = makeWebDist();
  ({ stack, fx } = await startFixtureStack({ env: { WEB_DIST_DIR: distDir, PUBLIC_SITE_URL: SITE } }));
  const percentages = fx.subtopics.percentages.documentId;
  const work = fx.subtopics.timeAndWork.documentId;
  // Interleaved, so a subtopic's neighbours are not neighbours by id.
  const w2 = await createQuestion(stack.strapi, '<p>Work question two</p>', work);
  const p4 = await createQuestion(stack.strapi, '<p>Percent question four</p>', percentages);
  const w3 = await createQuestion(stack.strapi, '<p>Work question three</p>', work);
  const p5 = await createQuestion(stack.strapi, '<p>Percent question five</p>', percentages);
  const loose = await createQuestion(stack.strapi, '<p>A question of no subtopic</p>', null);
  // Text that would end a <script> element or open a comment if written into the page as it is.
  const tricky = await createQuestion(stack.strapi, '<p>Is 3 &lt; 5? &lt;/script&gt;&lt;!-- &amp; "quoted"</p>', percentages);
  made = { percentages: [p4, p5, tricky], work: [w2, w3], loose, tricky };
  await stack.settle();
  stack.proxy.cache.purge();
});
afterAll(async () => {
  await stack?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const pageOf = async (id: string) =>
  (await stack.json(`/api/questions/page/${id}`)) as { status: number; headers: Headers; body: QuestionPage };
const idsOf = (list: Array<{ question: { _id: string } }>) => list.map((record) => record.question._id);

describe('GET /api/questions/page/{id}', () => {
  it('answers the question as /api/questions/id gives it, its title, canonical address, topic, subtopic and neighbours', async () => {
    const [first, second, third] = fx.questions.percentQuestions.map((question) => question.documentId);
    const { status, body } = await pageOf(second!);
    expect(status).toBe(200);
    expect(body.record).toEqual((await stack.json(`/api/questions/id/${second}`)).body);
    expect(body).toMatchObject({
      title: 'Read the chart. By what percent did sales grow?',
      url: `/questions/${second}/read-the-chart-by-what-percent-did-sales-grow`,
      topic_name: 'general-aptitude',
      subtopic_name: 'percentages',
      previous: { _id: first, title: 'What is 20% of 150?', url: `/questions/${first}/what-is-20-of-150` },
      next: {
        _id: third,
        title: 'A price rises from ₹200 to ₹250. The rise is:',
        url: `/questions/${third}/a-price-rises-from-200-to-250-the-rise-is`,
      },
    });
    // The address is the contract's rule applied to the question's text, as the practice page applies it.
    expect(body.url).toBe(questionPagePath(second!, body.record.question.question));
    expectNoStrapiInternals(body);
  });

  it("previous and next walk a subtopic in the practice list's order, and only that subtopic", async () => {
    for (const subtopic of ['percentages', 'time-and-work']) {
      const order = idsOf((await stack.json(`/api/questions/subtopic/${subtopic}`)).body);
      expect(order.length).toBeGreaterThanOrEqual(3);
      const forwards: string[] = [];
      let at: string | undefined = order[0];
      while (at) {
        forwards.push(at);
        const { body } = await pageOf(at);
        expect(body.subtopic_name).toBe(subtopic);
        at = body.next?._id;
      }
      expect(forwards).toEqual(order);
      expect((await pageOf(order[0]!)).body.previous).toBeNull();
      const backwards: string[] = [];
      at = order.at(-1);
      while (at) {
        backwards.push(at);
        at = (await pageOf(at)).body.previous?._id;
      }
      expect(backwards).toEqual([...order].reverse());
    }
    expect(idsOf((await stack.json('/api/questions/subtopic/percentages')).body).slice(-3)).toEqual(made.percentages);
  });

  it('a question of no subtopic has no topic, subtopic or neighbours', async () => {
    const { status, body } = await pageOf(made.loose);
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: 'A question of no subtopic', topic_name: null, subtopic_name: null, previous: null, next: null });
  });

  it('an unknown id is a 404 with a clear message (also ids that are the names of other CMS routes)', async () => {
    for (const id of ['nosuchquestion1234567890', 'ids', 'x%20y']) {
      const { status, body } = await stack.json(`/api/questions/page/${id}`);
      expect(status, id).toBe(404);
      expect(body, id).toEqual({ message: 'Question not found' });
    }
  });

  it('neighbours are index seeks, never a read of the whole subtopic or bank', async () => {
    stack.proxy.cache.purge();
    const middle = fx.questions.percentQuestions[1]!.documentId;
    // The CMS's own queries (cms/src/questions/question-neighbours.ts: the link table as `l`), not Strapi's populates.
    const queries = (await selectsOf(stack, () => pageOf(middle))).filter((query) =>
      /questions_subtopic_lnk["`]? as ["`]l["`]/.test(query.sql),
    );
    // The question's own row and subtopic, then one seek each way.
    expect(queries).toHaveLength(3);
    expect(queries.filter((query) => /order by/i.test(query.sql))).toHaveLength(2);
    for (const query of queries) {
      const plan = await planOf(stack, query);
      const context = `${query.sql}\n${plan}`;
      if (testDatabase === 'postgres') {
        expect(plan, context).not.toMatch(/Seq Scan/);
        expect(plan, context).not.toMatch(/Sort/);
      } else {
        expect(plan, context).not.toMatch(/^SCAN /m);
        expect(plan, context).not.toMatch(/USE TEMP B-TREE/);
      }
      if (/order by/i.test(query.sql)) expect(plan, context).toMatch(/questions_subtopic_lnk_subtopic_question_idx/);
    }
  });

  it('is cached like the other public reads, and an edit (of the question or a neighbour) shows at once', async () => {
    const [first, second] = fx.questions.percentQuestions.map((question) => question.documentId);
    stack.proxy.cache.purge();
    const path = `/api/questions/page/${second}`;
    expect((await stack.get(path)).headers.get('x-cache')).toBe('MISS');
    const hit = await stack.get(path);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('cache-control')).toBe('public, no-cache, s-maxage=60');

    await stack.strapi
      .documents('api::question.question')
      .update({ documentId: first, data: { question: '<p>What is <strong>twenty</strong> percent of 150?</p>' } });
    await eventually(async () => {
      const { body } = await pageOf(second!);
      expect(body.previous).toEqual({
        _id: first,
        title: 'What is twenty percent of 150?',
        url: `/questions/${first}/what-is-twenty-percent-of-150`,
        locale: 'en',
      });
    });
    const { body } = await pageOf(first!);
    expect(body.title).toBe('What is twenty percent of 150?');
    expect(body.url).toBe(`/questions/${first}/what-is-twenty-percent-of-150`);
  });
});

/** The served page at an address, without following redirects. */
const served = async (path: string) => {
  const response = await stack.get(path, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text(), headers: response.headers };
};

/** The JSON-LD scripts of a page's head, as written and parsed. */
const jsonLdOf = (html: string) =>
  [...html.slice(0, html.indexOf('</head>')).matchAll(/<script\b([^>]*)type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => ({
      marked: /\bdata-server-meta\b/.test(match[1]!),
      raw: match[2]!,
      data: JSON.parse(match[2]!) as Record<string, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
    }),
  );

describe('/questions/{id}/{slug} in the served HTML', () => {
  it('/questions/{id} and a wrong slug move permanently to the one address (query kept)', async () => {
    const id = fx.questions.workQuestion.documentId;
    const canonical = `/questions/${id}/a-does-a-job-in-10-days-and-b-in-15-days-together-they-take`;
    for (const path of [`/questions/${id}`, `/questions/${id}/`, `/questions/${id}/not-the-slug`, `/questions/${id}/A-DOES-A-JOB`]) {
      const { status, location } = await served(path);
      expect(status, path).toBe(301);
      expect(location, path).toBe(canonical);
    }
    expect((await served(`/questions/${id}/wrong?ref=share`)).location).toBe(`${canonical}?ref=share`);
    expect((await served(canonical)).status).toBe(200);
  });

  it('the page: title and description from the contract, canonical link, Open Graph tags, and a Quiz JSON-LD of the question', async () => {
    const id = fx.questions.percentQuestions[2]!.documentId;
    const { body: found } = await pageOf(id);
    const { status, html, headers } = await served(found.url);
    expect(status).toBe(200);
    expect(headers.get('x-robots-tag')).toBeNull();
    const h = head(html);
    const texts = questionPageMeta(found);
    expect(h.title).toBe(fullTitle(texts.title));
    expect(h.title).toBe('A price rises from ₹200 to ₹250. The rise is: – Percentages | ExamPrep');
    expect(h.meta('description')).toBe(texts.description);
    expect(h.meta('description')).toMatch(/^A price rises from ₹200 to ₹250\. The rise is: A free Percentages practice question/);
    expect(h.canonical).toBe(`${SITE}${found.url}`);
    expect(h.meta('og:url')).toBe(`${SITE}${found.url}`);
    expect(h.meta('og:title')).toBe(h.title);
    expect(h.meta('og:description')).toBe(h.meta('description'));
    expect(h.meta('robots')).toBeUndefined();
    expect(h.allMarked).toBe(true);

    const scripts = jsonLdOf(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.marked).toBe(true);
    expect(scripts[0]!.data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Quiz',
      name: 'A price rises from ₹200 to ₹250. The rise is:',
      url: `${SITE}${found.url}`,
      about: { '@type': 'Thing', name: 'Percentages' },
      hasPart: [
        {
          '@type': 'Question',
          eduQuestionType: 'Multiple choice',
          learningResourceType: 'Practice problem',
          name: 'A price rises from ₹200 to ₹250. The rise is:',
          text: 'A price rises from ₹200 to ₹250. The rise is:',
          url: `${SITE}${found.url}`,
          suggestedAnswer: [
            { '@type': 'Answer', position: 0, text: '20%' },
            { '@type': 'Answer', position: 2, text: '50%' },
            { '@type': 'Answer', position: 3, text: '30%' },
          ],
          acceptedAnswer: {
            '@type': 'Answer',
            position: 1,
            text: '25%',
            answerExplanation: { '@type': 'Comment', text: '(250 − 200) / 200 × 100 = 25%.' },
          },
        },
      ],
    });
  });

  it('JSON-LD is written safely: no text of the question can end its element', async () => {
    const { body: found } = await pageOf(made.tricky);
    const { status, html } = await served(found.url);
    expect(status).toBe(200);
    const [script] = jsonLdOf(html);
    expect(script!.raw).not.toMatch(/[<>]/);
    expect(script!.data.hasPart[0].text).toBe('Is 3 < 5? </script><!-- & "quoted"');
    // The page's head ends where it should: exactly one </script> after the JSON-LD opens.
    expect(html.match(/<\/script>/g)!.length).toBe(html.match(/<script\b/g)!.length);
  });

  it('unknown ids and other shapes of address are the 404 page, kept out of indexes', async () => {
    const id = fx.questions.workQuestion.documentId;
    const odd = ['/questions/a%20b/slug', `/questions/${'a'.repeat(65)}`, '/questions/%3Cscript%3E'];
    for (const path of [
      '/questions',
      '/questions/nosuchquestion1234567890',
      '/questions/nosuchquestion1234567890/some-slug',
      `/questions/${id}/slug/extra`,
      ...odd,
    ]) {
      const { status, html, headers } = await served(path);
      expect(status, path).toBe(404);
      expect(headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      expect(head(html).title, path).toBe('Page Not Found | ExamPrep');
      expect(jsonLdOf(html), path).toEqual([]);
    }
  });

  it('a question without text is named by its subtopic', async () => {
    const texts = questionPageMeta({ title: '', topic_name: 'general-aptitude', subtopic_name: 'percentages' });
    expect(texts.title).toBe('Percentages Question');
    expect(questionPageMeta({ title: '', topic_name: null, subtopic_name: null }).title).toBe('Practice Question');
  });
});

describe('question pages in the sitemap', () => {
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1]!).slice(SITE.length));

  it("lists every question's page, each answered with 200 and that canonical address", async () => {
    const xml = await (await stack.get('/sitemap.xml')).text();
    const locs = locsOf(xml);
    const questionLocs = locs.filter((loc) => loc.startsWith('/questions/'));
    const all = [
      ...fx.questions.percentQuestions.map((question) => question.documentId),
      fx.questions.workQuestion.documentId,
      ...made.work,
      ...made.percentages,
      made.loose,
    ];
    const expected = await Promise.all(all.map(async (id) => (await pageOf(id)).body.url));
    expect([...questionLocs].sort()).toEqual([...expected].sort());
    for (const loc of questionLocs) {
      const answer = await served(loc);
      expect(answer.status, loc).toBe(200);
      expect(head(answer.html).canonical, loc).toBe(`${SITE}${loc}`);
    }
  });

  it("the addresses are read a page at a time, in id order, only ids and texts, from the questions' table alone", async () => {
    const whole = await listQuestionPagePaths(stack.proxy.cms);
    const all = await selectsOf(stack, async () => expect(await listQuestionPagePaths(stack.proxy.cms, 3)).toEqual(whole));
    // Strapi's own checks of the proxy's token aside.
    const queries = all.filter((query) => /from ("public"\.)?["`]questions["`]/.test(query.sql));
    // ceil(n / 3) pages, and one more that finds the end when n is a multiple of 3.
    expect(queries).toHaveLength(Math.floor(whole.length / 3) + 1);
    for (const query of queries) {
      expect(query.sql).not.toMatch(/join|count\(/i);
      const plan = await planOf(stack, query);
      if (testDatabase === 'postgres') expect(plan, query.sql).not.toMatch(/Seq Scan/);
      else expect(plan, query.sql).toMatch(/^SEARCH \S+ USING INTEGER PRIMARY KEY \(rowid>\?\)/m);
    }
  });

  it('a new question is listed after the purge its creation causes', async () => {
    const id = await createQuestion(stack.strapi, '<p>Sitemap newcomer</p>', fx.subtopics.series.documentId);
    await eventually(async () =>
      expect(locsOf(await (await stack.get('/sitemap.xml')).text())).toContain(`/questions/${id}/sitemap-newcomer`),
    );
  });

  it('question pages go through the same chunking: past the limit, an index of parts holding every address in order', () => {
    // Nine pages from the page table (the sitemap's fixed pages), then the questions'.
    const content = SITEMAP_ADDRESSES.slice(0, 9).map((path) => ({ path }));
    const questions = Array.from({ length: 25 }, (_, index) => `/questions/q${index}/question-${index}`);
    const entries = sitemapEntries(content, questions).map((entry) => `${SITE}${entry.path}`);
    // The static pages and the 25 questions' pages, each in English and in Hindi: 68 addresses, 7 parts of 10.
    expect(entries).toHaveLength(68);
    const files = sitemapFiles(SITE, content, 10, questions);
    const index = files.get('/sitemap.xml')!;
    expect(index).toMatch(/<sitemapindex /);
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(SITE.length));
    expect(parts).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => `/sitemap-${n}.xml`));
    const listed = parts.flatMap((part) => [...files.get(part)!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!));
    expect(listed).toEqual(entries);
    expect(listed.slice(-50)).toEqual(questions.flatMap((path) => [`${SITE}${path}`, `${SITE}/hi${path}`]));
  });
});
