import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack } from '#test/helpers/stack.js';
import { type Fixtures, startFixtureStack } from '#test/helpers/fixtures.js';
import {
  ageAttempt,
  choose,
  createMockTestContent,
  createPaper,
  fetchPaper,
  paperQuestions,
  recordAttempt,
  shownId,
  sitPaper,
  storedAttempt,
  submitPaper,
  type Paper,
} from '#test/helpers/mock-tests.js';

/**
 * Results students can trust: a paper's ids name nothing public, the server keeps the clock, statistics count one
 * attempt per network a day, and neither HEAD nor a crawler draws an attempt. X-Forwarded-For (trusted from
 * loopback, as from the entry proxy in production) names each test client.
 */

let stack: Stack;
let fx: Fixtures;

beforeAll(async () => {
  ({ stack, fx } = await startFixtureStack({
    env: { MOCK_TEST_PAPERS_PER_WINDOW: '1000', MOCK_TEST_SUBMITS_PER_WINDOW: '1000', TRUST_PROXY: 'loopback' },
  }));
  await createMockTestContent(stack.strapi, fx);
});

afterAll(async () => {
  await stack?.stop();
});

const attemptRows = async () => Number((await stack.strapi.db.connection('mock_test_attempts').count({ n: '*' }).first())!.n);
const from = (address: string) => ({ 'x-forwarded-for': address });
/** The stats paper (20 minutes, 1 and -0.25): pq0 right alone scores 1, both right 2, nothing 0. */
const STATS = 'stats-paper';

describe('a paper names nothing public', () => {
  it("gives ids of the attempt's own, which find no question or page; submissions use them, the result maps them back", async () => {
    const paper = await sitPaper(stack, 'ibps-po-practice-set');
    // Drawn by a blueprint: a public question, with its page.
    const real = (await storedAttempt(stack, paper.attempt_id)).question_ids[0]![0]!;
    const shown = shownId(paper, real);
    expect(paperQuestions(paper)[0]!._id).toBe(shown);
    expect((await fetch(`${stack.proxyUrl}/api/questions/id/${shown}`)).status).toBe(404);
    expect((await fetch(`${stack.proxyUrl}/questions/${shown}/a-question`)).status).toBe(404);
    expect((await fetch(`${stack.proxyUrl}/api/questions/id/${real}`)).status).toBe(200);

    const option = paperQuestions(paper)[0]!.options[0]!._id;
    const byRealId = await submitPaper(stack, 'ibps-po-practice-set', {
      attempt_id: paper.attempt_id,
      responses: [{ question_id: real, option_id: option }],
    });
    expect([byRealId.status, byRealId.body]).toEqual([
      400,
      { message: `responses[0].question_id: "${real}" is not a question of this attempt` },
    ]);
    const answer = await submitPaper(stack, 'ibps-po-practice-set', {
      attempt_id: paper.attempt_id,
      responses: [{ question_id: shown, option_id: option }],
    });
    expect(answer.status).toBe(200);
    const result = answer.body.questions[0];
    expect(result).toMatchObject({ question_id: shown, real_question_id: real, chosen_option_id: option });
    expect(result.question_path).toMatch(new RegExp(`^/questions/${real}/[a-z0-9-]+$`));
    expect((await fetch(`${stack.proxyUrl}${result.question_path}`)).status).toBe(200);
  });
});

describe('the server keeps the clock', () => {
  it('scores a submission past the time and grace as late and never counts it, whatever time the client claims', async () => {
    const counted = async () =>
      Number((await stack.strapi.db.connection('mock_test_attempts').where({ counted: 1 }).count({ n: '*' }).first())!.n);
    const before = await counted();
    // Fetched two days ago, sent with a day's time claimed.
    const old = await sitPaper(stack, STATS);
    await ageAttempt(stack, old.attempt_id, 2 * 86_400);
    const late = await submitPaper(
      stack,
      STATS,
      { attempt_id: old.attempt_id, responses: [], time_spent_seconds: 86_400 },
      stack.proxyUrl,
      from('192.0.2.10'),
    );
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ late: true, counted: false, score: 0 });
    expect(late.body.time_spent_seconds).toBeGreaterThanOrEqual(2 * 86_400);
    // Within the grace: in time (20 minutes and 30 s).
    const inGrace = await sitPaper(stack, STATS);
    await ageAttempt(stack, inGrace.attempt_id, 20 * 60 + 30);
    const onTime = await submitPaper(
      stack,
      STATS,
      { attempt_id: inGrace.attempt_id, responses: [], time_spent_seconds: 5 },
      stack.proxyUrl,
      from('192.0.2.10'),
    );
    expect(onTime.body).toMatchObject({ late: false, counted: true });
    expect(onTime.body.time_spent_seconds).toBeGreaterThanOrEqual(20 * 60 + 30);
    // Everything answered within 10% of the time: implausible, not counted (and not late).
    const quick = await sitPaper(stack, STATS);
    const quickAnswer = await submitPaper(
      stack,
      STATS,
      {
        attempt_id: quick.attempt_id,
        responses: [
          choose(quick, fx.questions.workQuestion.documentId, '6 days'),
          choose(quick, fx.questions.percentQuestions[0]!.documentId, '30'),
        ],
      },
      stack.proxyUrl,
      from('198.18.5.5'),
    );
    expect(quickAnswer.body).toMatchObject({ late: false, counted: false, score: 2 });
    expect(await counted()).toBe(before + 1);
  });
});

describe('statistics count people, not requests', () => {
  /** The most a flood from one network may move a fixed score's percentile, in points. */
  const MAX_SHIFT = 5;
  /** The flood's addresses, all in 203.0.113.0/24: one network as the statistics count it. */
  const FLOOD_ADDRESSES = 5;
  /**
   * Honest attempts scoring 0, each from its own network: with the two probes (score 1) and the flood's one counted
   * attempt (score 2), the second probe's percentile is 100 × (honest + 2) / (honest + 3), 100 / (honest + 3) points
   * below the first probe's 100; the fewest honest attempts that keep that within MAX_SHIFT.
   */
  const HONEST = Math.ceil(100 / MAX_SHIFT) - 3;
  /** Twice from each address: a repeat from one address and its neighbours' attempts are both refused. */
  const FLOOD = 2 * FLOOD_ADDRESSES;
  /** Requests in flight at once where their order does not matter. */
  const CONCURRENCY = 4;

  /** `work` over `items`, at most CONCURRENCY at a time, the answers in the items' order. */
  async function inParallel<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
    const answers: R[] = new Array(items.length);
    let next = 0;
    const worker = async () => {
      for (let index = next++; index < items.length; index = next++) answers[index] = await work(items[index]!, index);
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
    return answers;
  }

  it(`many perfect submissions from ${FLOOD_ADDRESSES} addresses of one network move a fixed score’s percentile by at most ${MAX_SHIFT} points`, async () => {
    const pq0 = fx.questions.percentQuestions[0]!.documentId;
    const work = fx.questions.workQuestion.documentId;
    // A paper of its own, with no attempts yet: the stats paper's questions, time and marks.
    const slug = 'flooded-paper';
    const floodedPaper = await createPaper(stack.strapi, {
      title: 'Flooded Paper',
      slug,
      kind: 'practice',
      marking_scheme: { correct_answer: 1, wrong_answer: -0.25 },
      duration: 20,
      sections: [{ section_name: 'All', questions: [pq0, work] }],
    });
    /** Draws `count` attempts, five minutes old (in time, not too fast). */
    const draw = async (count: number) => {
      const papers = await inParallel(Array.from({ length: count }), () => sitPaper(stack, slug));
      const knex = stack.strapi.db.connection;
      const past = /^(pg|postgres)/.test(String(knex.client.config.client))
        ? knex.raw(`LOCALTIMESTAMP - interval '300 seconds'`)
        : knex.raw(`datetime('now', '-300 seconds')`);
      await knex('mock_test_attempts')
        .whereIn(
          'attempt_id',
          papers.map((paper) => paper.attempt_id),
        )
        .update({ created_at: past });
      return papers;
    };
    const submit = (paper: Paper, address: string, responses: unknown[]) =>
      submitPaper(stack, slug, { attempt_id: paper.attempt_id, responses }, stack.proxyUrl, from(address));

    // The honest attempts are set-up, not what is tested: recorded in the CMS as the proxy records a blank sitting.
    const honest = await inParallel(Array.from({ length: HONEST }), (_, index) =>
      recordAttempt(stack, floodedPaper.documentId, [[pq0, work]], 20 * 60, {
        score: 0,
        max_score: 2,
        time_spent_seconds: 300,
        countable: true,
        late: false,
        address: `10.${index}.1.1`,
        results: [pq0, work].map((question_id) => ({ question_id, correct: false })),
      }),
    );
    expect(honest.map((result) => result.counted)).toEqual(Array(HONEST).fill(true));
    const probe = async (address: string) => {
      const [paper] = await draw(1);
      return (await submit(paper!, address, [choose(paper!, pq0, '30')])).body;
    };
    const before = await probe('172.16.1.1');
    expect(before).toMatchObject({ score: 1, percentile: 100, counted_attempts: HONEST + 1, counted: true });

    // Concurrent, as a flood comes: the network's claim lets exactly one of them count.
    const flooded = await inParallel(
      await draw(FLOOD),
      async (paper, index) =>
        (await submit(paper, `203.0.113.${(index % FLOOD_ADDRESSES) + 1}`, [choose(paper, pq0, '30'), choose(paper, work, '6 days')])).body,
    );
    expect(flooded.every((result) => result.score === 2 && result.late === false)).toBe(true);
    expect(flooded.filter((result) => result.counted)).toHaveLength(1);

    const after = await probe('172.16.2.1');
    expect(after.counted_attempts).toBe(HONEST + 3);
    expect(Math.abs(after.percentile - before.percentile)).toBeLessThanOrEqual(MAX_SHIFT);
    // "% got this right" for the second question: only the flood's one counted attempt answered it.
    const workShare = after.questions.find((question: { real_question_id: string }) => question.real_question_id === work).percent_correct;
    expect(workShare).toBeCloseTo(100 / (HONEST + 3), 5);
    // Nothing personal is kept: the claims hold keyed hashes of networks.
    const claims = await stack.strapi.db.connection('mock_test_network_claims').select('network_hash');
    expect(claims.some((claim: { network_hash: string }) => claim.network_hash.includes('203.0.113'))).toBe(false);
    expect(claims.every((claim: { network_hash: string }) => /^[0-9a-f]{32}$/.test(claim.network_hash))).toBe(true);
  });
});

describe('only people sitting a paper draw attempts', () => {
  it('HEAD answers without drawing; a crawler gets a 403; neither stores an attempt', async () => {
    const rows = await attemptRows();
    const head = await fetch(`${stack.proxyUrl}/api/mock-tests/slug/${STATS}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('cache-control')]).toEqual([200, 'no-store']);
    expect((await fetch(`${stack.proxyUrl}/api/mock-tests/slug/no-such-paper`, { method: 'HEAD' })).status).toBe(404);
    const crawler = await fetchPaper(stack, STATS, stack.proxyUrl, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(crawler.status).toBe(403);
    expect(crawler.body).toEqual({ message: 'Mock test papers are drawn for people sitting them, not for crawlers.' });
    expect(await attemptRows()).toBe(rows);
    // A browser still draws one.
    const paper = await sitPaper(stack, STATS);
    expect((await storedAttempt(stack, paper.attempt_id)).submitted).toBe(false);
    expect(await attemptRows()).toBe(rows + 1);
  });
});

describe('rate limits per address', () => {
  it('429 once an address has fetched or submitted more papers than the window allows', async () => {
    const limited = await stack.addProxy({ MOCK_TEST_PAPERS_PER_WINDOW: '2', MOCK_TEST_SUBMITS_PER_WINDOW: '2' });
    const papers = [];
    for (let index = 0; index < 3; index++) papers.push(await fetchPaper(stack, STATS, limited.url));
    expect(papers.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(papers[2]!.body).toEqual({ message: 'Too many mock test papers from your address. Please try again in 10 minutes.' });
    expect(Number(papers[2]!.headers.get('retry-after'))).toBeGreaterThan(0);

    // Refused submissions count too: nobody floods the statistics with them.
    const body = { attempt_id: papers[0]!.body.attempt_id, responses: [], time_spent_seconds: 1 };
    const submissions = [
      await submitPaper(stack, STATS, { time_spent_seconds: 1 }, limited.url),
      await submitPaper(stack, STATS, body, limited.url),
      await submitPaper(stack, STATS, body, limited.url),
    ];
    expect(submissions.map((answer) => answer.status)).toEqual([400, 200, 429]);
    expect(submissions[2]!.body.message).toBe('Too many mock test submissions from your address. Please try again in 10 minutes.');
    // The list is not limited, nor is the other proxy.
    expect((await fetch(`${limited.url}/api/mock-tests/all`)).status).toBe(200);
    expect((await fetchPaper(stack, STATS)).status).toBe(200);
  });
});
