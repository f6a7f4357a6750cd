import { beforeAll, describe, expect, it } from 'vitest';
import { useFixtureStack, type Fixtures } from '#test/helpers/fixtures.js';
import { choose, createPaper, sitPaper, submitPaper } from '#test/helpers/mock-tests.js';
import type { Stack } from '#test/helpers/stack.js';
import { DAY_MS, newStudent, type StudentClient } from './test-helpers.js';

/**
 * The student dashboard (docs/student-accounts.md): the spec's numbers and ours (accuracy, the
 * weakest three, the streak, full papers), full-paper attempts linked by a merge, and the export and erasure the
 * account calls use. Through the proxy with real sessions, on SQLite or PostgreSQL (TEST_DATABASE); every answer is
 * checked against the contract by the test set-up.
 */

let stack: Stack;
let fx: Fixtures;
useFixtureStack((started) => ({ stack, fx } = started));

const userIdOf = async (username: string): Promise<number> =>
  (await stack.strapi.db.query('plugin::users-permissions.user').findOne({ where: { username }, select: ['id'] })).id;

const paperSlug = 'student-dashboard-paper';
let asha: StudentClient;
let ravi: StudentClient;

beforeAll(async () => {
  ({ client: asha } = await newStudent(stack, 'asha'));
  ({ client: ravi } = await newStudent(stack, 'ravi'));
  await createPaper(stack.strapi, {
    title: 'Student Dashboard Paper',
    slug: paperSlug,
    kind: 'practice',
    marking_scheme: { correct_answer: 2, wrong_answer: 0 },
    duration: 30,
    sections: [{ section_name: 'Work', questions: [fx.questions.workQuestion.documentId] }],
  });
});

describe('student dashboard', () => {
  it('links full-paper attempts the browser sat (never another student’s) and ranks each student’s first on-time one', async () => {
    const work = fx.questions.workQuestion.documentId;
    /** Sits the paper and answers its one question (2 marks when right, 0 when wrong). */
    const sit = async (answer: string) => {
      const paper = await sitPaper(stack, paperSlug);
      const submitted = await submitPaper(stack, paperSlug, { attempt_id: paper.attempt_id, responses: [choose(paper, work, answer)] });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      return { attemptId: paper.attempt_id, result: submitted.body };
    };
    const ravisFirst = await sit('5 days');
    // Submitted an hour ago (SQLite keeps whole seconds: the next sittings must come visibly later).
    const knex = stack.strapi.db.connection;
    const hourAgo = /^(pg|postgres)/.test(String(knex.client.config.client))
      ? knex.raw(`LOCALTIMESTAMP - interval '1 hour'`)
      : knex.raw(`datetime('now', '-1 hour')`);
    await knex('mock_test_attempts').where({ attempt_id: ravisFirst.attemptId }).update({ submitted_at: hourAgo });
    const linked = await ravi.merge({ attempts: [{ attemptId: ravisFirst.attemptId }, { attemptId: 'nosuchattempt' }] });
    expect(linked.body.linkedAttempts).toBe(1);
    // Again: still one; by another student: not taken from the first.
    expect((await ravi.merge({ attempts: [{ attemptId: ravisFirst.attemptId }] })).body.linkedAttempts).toBe(1);
    expect((await asha.merge({ attempts: [{ attemptId: ravisFirst.attemptId }] })).body.linkedAttempts).toBe(0);

    const { papers, streak } = await ravi.dashboard();
    expect(papers).toEqual([
      {
        attemptId: ravisFirst.attemptId,
        paperSlug,
        paperName: 'Student Dashboard Paper',
        score: 0,
        maxScore: 2,
        percentile: ravisFirst.result.percentile,
        rank: 1,
        rankOf: 1,
        submittedAt: expect.any(String),
        late: false,
      },
    ]);
    expect(Math.abs(Date.parse(papers[0]!.submittedAt) - (Date.now() - 3_600_000))).toBeLessThan(10 * 60_000);
    expect(streak).toEqual({ current: 1, longest: 1 });
    expect((await asha.dashboard()).papers).toEqual([]);

    // Asha scores higher; Ravi's second sitting scores higher still but is not his first: it has no rank.
    const ashas = await sit('6 days');
    const ravisSecond = await sit('6 days');
    expect((await asha.merge({ attempts: [{ attemptId: ashas.attemptId }] })).body.linkedAttempts).toBe(1);
    expect((await ravi.merge({ attempts: [{ attemptId: ravisSecond.attemptId }] })).body.linkedAttempts).toBe(1);
    const ranked = (await ravi.dashboard()).papers;
    expect(ranked.map(({ attemptId, score, rank, rankOf }) => ({ attemptId, score, rank, rankOf }))).toEqual([
      { attemptId: ravisSecond.attemptId, score: 2, rank: null, rankOf: null },
      { attemptId: ravisFirst.attemptId, score: 0, rank: 2, rankOf: 2 },
    ]);
    expect((await asha.dashboard()).papers).toMatchObject([{ attemptId: ashas.attemptId, score: 2, rank: 1, rankOf: 2 }]);
  });

  it('gives the spec’s numbers and ours: average, accuracy by subtopic, the weakest three, the streak', async () => {
    const { client: kiran } = await newStudent(stack, 'kiran');
    const now = Date.now();
    const results = [
      ['percentages', 2, 4, 5, 0],
      ['percentages', 1, 2, 2, 1],
      ['time-and-work', 4, 5, 5, 2],
      ['number-series', 0, 3, 3, 10],
      ['data-interpretation', 1, 5, 10, 11],
      ['time-and-work', 5, 5, 5, 12],
      ['time-and-work', 5, 5, 5, 13],
    ] as const;
    // Sent oldest first: the dashboard answers newest first whatever the order of arrival.
    for (const [subTopicName, correct, answered, total, daysAgo] of [...results].reverse()) {
      const answer = await kiran.result({
        subTopicName,
        score: { correct, answered, total, percentage: Math.round((correct / total) * 100) },
        completedAt: new Date(now - daysAgo * DAY_MS).toISOString(),
      });
      expect(answer.status).toBe(201);
    }
    const dashboard = await kiran.dashboard();
    expect(dashboard.username).toBe('kiran');
    expect(dashboard.email).toBe('kiran@example.com');
    expect(dashboard.testResults.map((result) => result.score.percentage)).toEqual([40, 50, 80, 0, 10, 100, 100]);
    // (40 + 50 + 80 + 0 + 10 + 100 + 100) / 7 = 54.3
    expect(dashboard.stats).toEqual({ totalSavedQuestions: 0, totalTestsCompleted: 7, totalTopicsVisited: 0, averageTestScore: 54 });
    expect(dashboard.accuracyBySubtopic).toEqual([
      { topicName: 'general-aptitude', subTopicName: 'data-interpretation', correct: 1, answered: 5, accuracy: 20 },
      { topicName: 'general-aptitude', subTopicName: 'percentages', correct: 3, answered: 6, accuracy: 50 },
      { topicName: 'general-aptitude', subTopicName: 'time-and-work', correct: 14, answered: 15, accuracy: 93 },
      { topicName: 'logical-reasoning', subTopicName: 'number-series', correct: 0, answered: 3, accuracy: 0 },
    ]);
    // number-series has too few answers to be named.
    expect(dashboard.weakest.map((item) => item.subTopicName)).toEqual(['data-interpretation', 'percentages', 'time-and-work']);
    // Today, yesterday and the day before; and four days in a row two weeks ago.
    expect(dashboard.streak).toEqual({ current: 3, longest: 4 });
    expect(dashboard.continueAt).toBeNull();
    expect(dashboard.savedQuestions).toEqual([]);
    expect(dashboard.papers).toEqual([]);
  });

  it('a signed-in submission is linked at once with "Rank R of N"; the leaderboard shows chosen names or "Student #N"', async () => {
    const slug = 'leaderboard-paper';
    await createPaper(stack.strapi, {
      title: 'Leaderboard Paper',
      slug,
      kind: 'practice',
      marking_scheme: { correct_answer: 2, wrong_answer: 0 },
      duration: 30,
      sections: [{ section_name: 'Work', questions: [fx.questions.workQuestion.documentId] }],
    });
    const work = fx.questions.workQuestion.documentId;
    const sitAs = async (cookie: string | undefined, answer: string) => {
      const paper = await sitPaper(stack, slug);
      const submitted = await submitPaper(
        stack,
        slug,
        { attempt_id: paper.attempt_id, responses: [choose(paper, work, answer)] },
        stack.proxyUrl,
        cookie ? { cookie } : {},
      );
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
      return { attemptId: paper.attempt_id, ...(submitted.body as { rank?: { rank: number; of: number } | null; score: number }) };
    };
    const meena = await newStudent(stack, 'meena');
    const named = await stack.json('/api/student/profile', {
      method: 'PATCH',
      headers: { cookie: meena.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ display_name: 'Meena K' }),
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    const asha = await newStudent(stack, 'asha-lb');
    const ravi = await newStudent(stack, 'ravi-lb');

    // Anonymous: no rank at all. Signed in: linked, ranked among students' first on-time attempts (ties share).
    expect(await sitAs(undefined, '6 days')).not.toHaveProperty('rank');
    const ashasFirst = await sitAs(asha.cookie, '6 days');
    expect(ashasFirst.rank).toEqual({ rank: 1, of: 1 });
    // Submitted a minute ago (SQLite keeps whole seconds: her second sitting must come visibly later).
    const knex = stack.strapi.db.connection;
    const minuteAgo = /^(pg|postgres)/.test(String(knex.client.config.client))
      ? knex.raw(`LOCALTIMESTAMP - interval '1 minute'`)
      : knex.raw(`datetime('now', '-1 minute')`);
    await knex('mock_test_attempts').where({ attempt_id: ashasFirst.attemptId }).update({ submitted_at: minuteAgo });
    expect((await sitAs(ravi.cookie, '5 days')).rank).toEqual({ rank: 2, of: 2 });
    expect((await sitAs(meena.cookie, '6 days')).rank).toEqual({ rank: 1, of: 3 });
    // A second sitting never replaces the first: Asha's rank stays that of her first attempt.
    const again = await sitAs(asha.cookie, '5 days');
    expect(again.score).toBe(0);
    expect(again.rank).toEqual({ rank: 1, of: 3 });
    // An ended session costs the result nothing: scored as an anonymous attempt.
    expect(await sitAs('examprep_student=not-a-session', '6 days')).not.toHaveProperty('rank');

    const ashasNumber = (await stack.json('/api/student/profile', { headers: { cookie: asha.cookie } })).body.public_number;
    const board = await stack.json(`/api/mock-tests/slug/${slug}/leaderboard`);
    expect(board.status, JSON.stringify(board.body)).toBe(200);
    expect(board.headers.get('cache-control')).toBe('public, max-age=15');
    expect(board.body.paper).toEqual({ slug, title: 'Leaderboard Paper' });
    expect(board.body.total).toBe(3);
    const entries = board.body.entries as Array<{ rank: number; name: string; score: number; max_score: number }>;
    expect(entries.slice(0, 2).map(({ rank, name, score }) => ({ rank, name, score }))).toEqual(
      expect.arrayContaining([
        { rank: 1, name: 'Meena K', score: 2 },
        { rank: 1, name: `Student #${ashasNumber}`, score: 2 },
      ]),
    );
    expect(entries[2]).toMatchObject({ rank: 3, name: expect.stringMatching(/^Student #\d+$/), score: 0, max_score: 2 });
    expect(entries).toHaveLength(3);
    expect((await stack.json('/api/mock-tests/slug/no-such-paper/leaderboard')).status).toBe(404);
  });

  it('exportFor gives every row as plain JSON; eraseFor removes them all and unlinks the attempts', async () => {
    const service = stack.strapi.service('api::student-progress.student-progress');
    const raviId = await userIdOf('ravi');
    const ashaId = await userIdOf('asha');
    await ravi.putNote('note-1', { title: 'Ravi’s', content: '<p>r</p>' });
    await asha.save(fx.questions.percentQuestions[0]!.documentId);
    await asha.putNote('note-a', { title: 'Asha’s', content: 'a' });
    const exported = await service.exportFor(raviId);
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
    expect(exported.notes.map((note: { id: string }) => note.id)).toEqual(['note-1']);
    expect(exported.mockTestAttempts).toHaveLength(2);
    expect(exported.mockTestAttempts[0]).toMatchObject({ paperId: expect.any(String), score: expect.any(Number) });
    const attemptId = exported.mockTestAttempts[0].attemptId;

    await service.eraseFor(raviId);
    expect(await service.exportFor(raviId)).toEqual({
      savedQuestions: [],
      visitedTopics: [],
      testResults: [],
      notes: [],
      mockTestAttempts: [],
    });
    // The attempt stays, anonymous, in the paper's statistics.
    const attempt = await stack.strapi.db.connection('mock_test_attempts').where({ attempt_id: attemptId }).first();
    expect(attempt.student_id).toBeNull();
    expect(attempt.submitted_at).not.toBeNull();
    // Others' rows are untouched.
    const ashas = await service.exportFor(ashaId);
    expect(ashas.savedQuestions).toHaveLength(1);
    expect(ashas.notes.length).toBeGreaterThan(0);
  });
});
