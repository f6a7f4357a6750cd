import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allKeys, eventually, type Stack } from '#test/helpers/stack.js';
import { expectNoPurgeBy } from '#test/helpers/cache-answers.js';
import { type Fixtures, startFixtureStack } from '#test/helpers/fixtures.js';
import {
  createMockTestContent,
  choose as right,
  expectedMockTestList,
  quiet,
  fetchPaper,
  optionWithText,
  paperQuestions,
  shownId,
  sitPaper,
  storedAttempt,
  submitPaper,
  ageAttempt,
  type MockTestContent,
  type Paper,
} from '#test/helpers/mock-tests.js';

/**
 * The mock tests students sit: the list, a paper (drawn on the server, without answers), and its
 * submission scored on the server with the paper's marking scheme, percentiles and each question's share of
 * right answers. Limits are raised on the stack's proxy; a second proxy with low ones proves the 429s.
 */

let stack: Stack;
let fx: Fixtures;
/** Ten questions of number-series, each with its answer text and explanation. */
let series: MockTestContent['series'];
let ids: MockTestContent['ids'];

beforeAll(async () => {
  // X-Forwarded-For from the test (loopback) names the client, as from the entry proxy in production.
  ({ stack, fx } = await startFixtureStack({
    env: { MOCK_TEST_PAPERS_PER_WINDOW: '1000', MOCK_TEST_SUBMITS_PER_WINDOW: '1000', TRUST_PROXY: 'loopback' },
  }));
  ({ series, ids } = await createMockTestContent(stack.strapi, fx));
  await quiet(stack);
  stack.proxy.cache.purge();
});

afterAll(async () => {
  await stack?.stop();
});

describe('GET /api/mock-tests/all', () => {
  it('lists the active papers that have sections: previous-year first (newest year first), then by title; cached', async () => {
    const first = await stack.json('/api/mock-tests/all');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.body).toEqual(expectedMockTestList(ids));
    const second = await stack.json('/api/mock-tests/all');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body).toEqual(first.body);
  });

  it('follows an edit in the CMS (its webhook purges the list)', async () => {
    const listedSlugs = async () => (await stack.json('/api/mock-tests/all')).body.mockTests.map((paper: { slug: string }) => paper.slug);
    expect(await listedSlugs()).not.toContain('retired-paper');
    await stack.strapi.documents('api::mock-test.mock-test').update({ documentId: ids.retired, data: { is_active: true } });
    await eventually(async () => expect(await listedSlugs()).toContain('retired-paper'));
    await stack.strapi.documents('api::mock-test.mock-test').update({ documentId: ids.retired, data: { is_active: false } });
    await eventually(async () => expect(await listedSlugs()).not.toContain('retired-paper'));
  });
});

describe('GET /api/mock-tests/slug/{slug}', () => {
  it('answers the paper to sit: its marking scheme, sections and fixed questions in order, and a new attempt; never cached', async () => {
    const answer = await fetchPaper(stack, 'ssc-cgl-2023-shift-1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-cache')).toBeNull();
    const paper: Paper = answer.body;
    expect(paper).toMatchObject({
      _id: ids.ssc,
      slug: 'ssc-cgl-2023-shift-1',
      title: 'SSC CGL 2023 Shift 1',
      kind: 'previous_year',
      instructions: '<p>Each right answer: 2 marks; each wrong one: minus 0.5.</p>',
      duration: 60,
      marking_scheme: { correct_answer: 2, wrong_answer: -0.5 },
      negative_marking: true,
      attempt_id: expect.any(String),
    });
    const [pq0, pq1, pq2] = fx.questions.percentQuestions.map((question) => question.documentId);
    // Each question and option by an id of this attempt's own.
    const shown = (realIds: Array<string | undefined>) => realIds.map((id) => shownId(paper, id!));
    expect(paper.sections.map((section) => [section.section_name, section.duration, section.questions.map((q) => q._id)])).toEqual([
      ['Quantitative Aptitude', null, shown([pq2, pq0, pq1])],
      ['Time and Work', null, shown([fx.questions.workQuestion.documentId])],
    ]);
    // The picture question as the exam screen shows it.
    expect(paper.sections[0]!.questions[2]).toMatchObject({
      question_type: 'image',
      question_image_url: fx.uploads.chart.url.replace('/uploads/', ''),
    });
    expect(paper.sections[0]!.questions[2]!.options[0]).toMatchObject({
      option_type: 'image',
      option_text: 'Figure A',
      path_url: fx.uploads.figureA.url.replace('/uploads/', ''),
    });
    expect(await storedAttempt(stack, paper.attempt_id)).toMatchObject({
      attempt_id: paper.attempt_id,
      mock_test_id: ids.ssc,
      question_ids: [[pq2, pq0, pq1], [fx.questions.workQuestion.documentId]],
      submitted: false,
      allowed_seconds: 3600,
    });
    // Another fetch is another attempt.
    expect((await sitPaper(stack, 'ssc-cgl-2023-shift-1')).attempt_id).not.toBe(paper.attempt_id);
    // The paper's scheme, else its pattern's (here 2 and -0.5), else 1 and 0.
    expect((await sitPaper(stack, 'ibps-po-practice-set')).marking_scheme).toEqual({ correct_answer: 2, wrong_answer: -0.5 });
    const gentle = await sitPaper(stack, 'gentle-paper');
    expect([gentle.marking_scheme, gentle.negative_marking, gentle.instructions]).toEqual([
      { correct_answer: 1, wrong_answer: 0 },
      false,
      '',
    ]);
  });

  it('holds no answers and no explanations anywhere, and names no correct option beyond its place among the options', async () => {
    const stored = new Map<string, { answer: string; explanation: string | null }>();
    for (const question of [...fx.questions.percentQuestions, fx.questions.workQuestion, ...series]) {
      const row = await stack.strapi.documents('api::question.question').findOne({ documentId: question.documentId });
      stored.set(row.documentId, { answer: row.answer, explanation: row.explanation });
    }
    for (const slug of ['ssc-cgl-2023-shift-1', 'ibps-po-practice-set', 'gentle-paper', 'stats-paper']) {
      const paper = await sitPaper(stack, slug);
      const keys = allKeys(paper);
      for (const leaked of ['answer', 'explanation', 'correct', 'correct_option_id', 'is_correct', 'id', 'documentId'])
        expect(keys.has(leaked), `${slug} has a key ${leaked}`).toBe(false);
      const text = JSON.stringify(paper);
      // No real question or option id: the attempt's own ones, which nothing public knows.
      const realOf = new Map([...stored.keys()].map((id) => [shownId(paper, id), id]));
      for (const realId of stored.keys()) expect(text).not.toContain(realId);
      for (const question of paperQuestions(paper)) {
        const { answer, explanation } = stored.get(realOf.get(question._id)!)!;
        if (explanation) expect(text).not.toContain(JSON.stringify(explanation).slice(1, -1));
        // The correct option's id appears once: as that option's own.
        const correct = question.options.find((option) => option.option_text === answer)!;
        expect(correct, `${slug}: ${question._id} has its correct option`).toBeDefined();
        expect(text.split(correct._id).length - 1).toBe(1);
        // Ids and file names are random and may hold any short text: the question's own text must not give it away.
        expect(question.question).not.toContain(answer);
      }
    }
  });

  it('times each section of a paper with sectional timing, and the paper for their sum', async () => {
    const paper = await sitPaper(stack, 'ibps-po-practice-set');
    expect(paper.duration).toBe(35);
    expect(paper.sections.map((section) => [section.section_name, section.duration])).toEqual([
      ['Reasoning', 20],
      ['Mixed', 15],
    ]);
    const untimed = await sitPaper(stack, 'stats-paper');
    expect([untimed.duration, untimed.sections[0]!.duration]).toEqual([20, null]);
  });

  it('draws blueprint sections on the server: from their subtopics, no repeats, stored as the attempt; every fetch draws anew', async () => {
    const seriesIds = new Set(series.map((question) => question.documentId));
    const percentIds = new Set(fx.questions.percentQuestions.map((question) => question.documentId));
    const draws: string[] = [];
    for (let round = 0; round < 6; round++) {
      const paper = await sitPaper(stack, 'ibps-po-practice-set');
      // The attempt holds exactly the questions the paper showed, section by section.
      const drawn = (await storedAttempt(stack, paper.attempt_id)).question_ids;
      expect(paper.sections.map((section) => section.questions.map((question) => question._id))).toEqual(
        drawn.map((section) => section.map((id) => shownId(paper, id))),
      );
      const [reasoning, mixed] = drawn;
      expect(reasoning).toHaveLength(5);
      expect(reasoning!.every((id) => seriesIds.has(id))).toBe(true);
      // The first line's 3 from number-series; the second's percentages are all held for tests (the SSC paper's
      // fixed questions), so it draws none.
      expect(mixed).toHaveLength(3);
      expect(mixed!.every((id) => seriesIds.has(id) && !percentIds.has(id))).toBe(true);
      const all = [...reasoning!, ...mixed!];
      expect(new Set(all).size).toBe(8);
      draws.push(all.join());
    }
    // Six draws of 8 from 10 series questions: identical ones would be a fixed draw.
    expect(new Set(draws).size).toBeGreaterThan(1);
  });

  it('404 for an unknown or inactive paper, one without sections, and one whose blueprints have nothing to draw', async () => {
    for (const [slug, message] of [
      ['no-such-paper', 'Mock test not found'],
      ['retired-paper', 'Mock test not found'],
      ['no-sections', 'Mock test not found'],
      ['empty-draw', 'This mock test has no questions yet'],
    ]) {
      const answer = await fetchPaper(stack, slug!);
      expect([answer.status, answer.body], slug).toEqual([404, { message }]);
    }
  });

  it('purges nothing: attempts are not content, so the public lists stay cached', async () => {
    await quiet(stack);
    await stack.json('/api/mock-tests/all');
    await stack.json('/api/topics/all');
    await expectNoPurgeBy(stack, fx.topics.reasoning.documentId, async () => {
      const paper = await sitPaper(stack, 'gentle-paper');
      await submitPaper(stack, 'gentle-paper', { attempt_id: paper.attempt_id, responses: [], time_spent_seconds: 5 });
      expect((await stack.json('/api/mock-tests/all')).headers.get('x-cache')).toBe('HIT');
      expect((await stack.json('/api/topics/all')).headers.get('x-cache')).toBe('HIT');
    });
  });
});

describe('POST /api/mock-tests/slug/{slug}/submit', () => {
  it('scores with negative marking on the server: +2 right, -0.5 wrong, 0 unanswered, per section; then the answers and explanations', async () => {
    const paper = await sitPaper(stack, 'ssc-cgl-2023-shift-1');
    const [pq0, pq1, pq2] = fx.questions.percentQuestions.map((question) => question.documentId);
    const work = fx.questions.workQuestion.documentId;
    const answer = await submitPaper(stack, 'ssc-cgl-2023-shift-1', {
      attempt_id: paper.attempt_id,
      responses: [
        right(paper, pq0!, '30'), // right
        right(paper, pq1!, '10%'), // wrong (the answer is Figure A)
        right(paper, work, '8 days'), // wrong
      ],
      time_spent_seconds: 1234,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const result = answer.body;
    // pq2 unanswered: 2 − 0.5 − 0.5 = 1 out of 8.
    expect(result).toMatchObject({ score: 1, max_score: 8, correct: 1, wrong: 2, unanswered: 1 });
    expect(result.sections).toEqual([
      { section_name: 'Quantitative Aptitude', score: 1.5, max_score: 6, correct: 1, wrong: 1, unanswered: 1 },
      { section_name: 'Time and Work', score: -0.5, max_score: 2, correct: 0, wrong: 1, unanswered: 0 },
    ]);
    // The ids the paper gave, and the real ones with their question pages.
    expect(result.questions.map((q: { question_id: string }) => q.question_id)).toEqual(
      [pq2, pq0, pq1, work].map((id) => shownId(paper, id!)),
    );
    expect(result.questions.map((q: { real_question_id: string }) => q.real_question_id)).toEqual([pq2, pq0, pq1, work]);
    const byId = Object.fromEntries(result.questions.map((q: { real_question_id: string }) => [q.real_question_id, q]));
    expect(byId[pq2!]).toMatchObject({ chosen_option_id: null, correct_option_id: optionWithText(paper, pq2!, '25%') });
    expect(byId[pq2!].explanation).toContain('25%');
    expect(byId[pq1!]).toMatchObject({
      chosen_option_id: optionWithText(paper, pq1!, '10%'),
      correct_option_id: optionWithText(paper, pq1!, 'Figure A'),
      explanation: null,
    });
    expect(byId[work]).toMatchObject({
      correct_option_id: optionWithText(paper, work, '6 days'),
      explanation: '<p>1/10 + 1/15 = 1/6.</p>',
    });
    expect(typeof result.percentile).toBe('number');
    expect((await storedAttempt(stack, paper.attempt_id)).submitted).toBe(true);
  });

  it('costs nothing for a wrong answer without negative marking; a score never depends on what the client claims', async () => {
    const paper = await sitPaper(stack, 'gentle-paper');
    const work = fx.questions.workQuestion.documentId;
    const pq2 = fx.questions.percentQuestions[2]!.documentId;
    const { body } = await submitPaper(stack, 'gentle-paper', {
      attempt_id: paper.attempt_id,
      responses: [right(paper, work, '5 days'), right(paper, pq2, '25%')],
      time_spent_seconds: 60,
    });
    expect(body).toMatchObject({ score: 1, max_score: 2, correct: 1, wrong: 1, unanswered: 0 });
  });

  it('scores the draw the attempt was shown', async () => {
    const paper = await sitPaper(stack, 'ibps-po-practice-set');
    const answers = new Map(series.map((question) => [question.documentId, question.answer]));
    const percentAnswers = new Map(fx.questions.percentQuestions.map((question) => [question.documentId, String(question.answer)]));
    const drawn = (await storedAttempt(stack, paper.attempt_id)).question_ids.flat();
    const responses = drawn.map((id) => right(paper, id, answers.get(id) ?? percentAnswers.get(id)!));
    const { status, body } = await submitPaper(stack, 'ibps-po-practice-set', {
      attempt_id: paper.attempt_id,
      responses,
      time_spent_seconds: 2000,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ score: 16, max_score: 16, correct: 8, wrong: 0, unanswered: 0 });
    expect(body.sections.map((section: { score: number }) => section.score)).toEqual([10, 6]);
    expect(body.questions.map((q: { question_id: string }) => q.question_id)).toEqual(paperQuestions(paper).map((q) => q._id));
    expect(body.questions.map((q: { question_id: string; real_question_id: string }) => shownId(paper, q.real_question_id))).toEqual(
      paperQuestions(paper).map((q) => q._id),
    );
  });

  it("gives each submission its percentile among the paper's counted attempts, and each question its share of right answers", async () => {
    const [pq0] = fx.questions.percentQuestions.map((question) => question.documentId);
    const work = fx.questions.workQuestion.documentId;
    // [pq0, work] marked 1 and -0.25: each row is what the attempt answers (null: unanswered) and what must come back.
    const rounds: Array<{
      pq0: string | null;
      work: string | null;
      score: number;
      percentile: number;
      pq0Share: number;
      workShare: number;
    }> = [
      { pq0: '30', work: '6 days', score: 2, percentile: 100, pq0Share: 100, workShare: 100 },
      { pq0: '25', work: null, score: -0.25, percentile: 50, pq0Share: 50, workShare: 50 },
      { pq0: '30', work: '12 days', score: 0.75, percentile: (2 / 3) * 100, pq0Share: (2 / 3) * 100, workShare: (1 / 3) * 100 },
      { pq0: '30', work: '6 days', score: 2, percentile: 100, pq0Share: 75, workShare: 50 },
    ];
    for (const [index, round] of rounds.entries()) {
      const paper = await sitPaper(stack, 'stats-paper');
      const responses = [...(round.pq0 ? [right(paper, pq0!, round.pq0)] : []), ...(round.work ? [right(paper, work, round.work)] : [])];
      // Each from a network of its own, five minutes into the 20-minute paper: every one counts.
      await ageAttempt(stack, paper.attempt_id, 300);
      const from = { 'x-forwarded-for': `198.51.${index}.7` };
      const { status, body } = await submitPaper(stack, 'stats-paper', { attempt_id: paper.attempt_id, responses }, stack.proxyUrl, from);
      expect(status).toBe(200);
      expect(body.score).toBe(round.score);
      expect([body.counted, body.counted_attempts, body.late]).toEqual([true, index + 1, false]);
      expect(body.time_spent_seconds).toBeGreaterThanOrEqual(300);
      expect(body.percentile).toBeCloseTo(round.percentile, 5);
      const shares = Object.fromEntries(
        body.questions.map((q: { real_question_id: string; percent_correct: number }) => [q.real_question_id, q.percent_correct]),
      );
      expect(shares[pq0!]).toBeCloseTo(round.pq0Share, 5);
      expect(shares[work]).toBeCloseTo(round.workShare, 5);
    }
  });

  it('400 for malformed input, naming the field', async () => {
    const paper = await sitPaper(stack, 'stats-paper');
    const valid = { attempt_id: paper.attempt_id, responses: [], time_spent_seconds: 10 };
    const cases: Array<[unknown, string]> = [
      ['{"attempt_id": ', 'The request body is not valid JSON.'],
      [{ responses: [], time_spent_seconds: 10 }, 'attempt_id is required'],
      [{ ...valid, responses: 'all of them' }, 'responses must be a list'],
      [{ ...valid, responses: [{ question_id: 'x' }] }, 'responses[0].option_id is required'],
      [{ ...valid, time_spent_seconds: -1 }, 'time_spent_seconds must be at least 0'],
      [{ ...valid, time_spent_seconds: 1.5 }, 'time_spent_seconds must be a whole number'],
      [{ ...valid, score: 100 }, 'the request body: Unrecognized key: "score"'],
      [{ ...valid, attempt_id: 'a\u0000b' }, 'attempt_id must not contain NUL characters'],
    ];
    for (const [body, message] of cases) {
      const answer = await submitPaper(stack, 'stats-paper', body);
      expect([answer.status, answer.body], JSON.stringify(body)).toEqual([400, { message }]);
    }
    // Nothing was recorded: the attempt can still be submitted.
    expect((await submitPaper(stack, 'stats-paper', valid)).status).toBe(200);
  });

  it('400 for an option of another question, a question not in the attempt, or an attempt of another paper', async () => {
    const paper = await sitPaper(stack, 'ssc-cgl-2023-shift-1');
    const [pq0, pq1] = fx.questions.percentQuestions.map((question) => question.documentId);
    const foreignOption = optionWithText(paper, pq0!, '30');
    const cases: Array<[string, unknown, string]> = [
      [
        'ssc-cgl-2023-shift-1',
        {
          attempt_id: paper.attempt_id,
          responses: [{ question_id: shownId(paper, pq1!), option_id: foreignOption }],
          time_spent_seconds: 1,
        },
        `responses[0].option_id: "${foreignOption}" is not an option of question "${shownId(paper, pq1!)}"`,
      ],
      [
        'ssc-cgl-2023-shift-1',
        { attempt_id: paper.attempt_id, responses: [{ question_id: series[0]!.documentId, option_id: 'x' }], time_spent_seconds: 1 },
        `responses[0].question_id: "${series[0]!.documentId}" is not a question of this attempt`,
      ],
      [
        'stats-paper',
        { attempt_id: paper.attempt_id, responses: [], time_spent_seconds: 1 },
        'attempt_id: this attempt belongs to another paper',
      ],
    ];
    for (const [slug, body, message] of cases) {
      const answer = await submitPaper(stack, slug, body);
      expect([answer.status, answer.body]).toEqual([400, { message }]);
    }
    expect((await storedAttempt(stack, paper.attempt_id)).submitted).toBe(false);
  });

  it('404 for an unknown paper or attempt; 409 for an attempt submitted before', async () => {
    const paper = await sitPaper(stack, 'gentle-paper');
    const body = { attempt_id: paper.attempt_id, responses: [], time_spent_seconds: 3 };
    expect(await submitPaper(stack, 'no-such-paper', body)).toMatchObject({ status: 404, body: { message: 'Mock test not found' } });
    expect(await submitPaper(stack, 'gentle-paper', { ...body, attempt_id: 'no-such-attempt' })).toMatchObject({
      status: 404,
      body: { message: 'Attempt not found: open the paper again to start a new attempt' },
    });
    expect((await submitPaper(stack, 'gentle-paper', body)).status).toBe(200);
    expect(await submitPaper(stack, 'gentle-paper', body)).toMatchObject({
      status: 409,
      body: { message: 'This attempt has already been submitted' },
    });
    // Two at once: one is scored, the other refused.
    const again = await sitPaper(stack, 'gentle-paper');
    const racing = await Promise.all(
      [1, 2, 3].map(() => submitPaper(stack, 'gentle-paper', { attempt_id: again.attempt_id, responses: [], time_spent_seconds: 3 })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });
});
