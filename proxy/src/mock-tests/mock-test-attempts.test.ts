import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAdministrator } from '#test/helpers/admin.js';
import { type MockTestCms, useMockTestStack } from '#test/helpers/mock-test-cms.js';
import { bearerCall } from '#test/helpers/rich-text-doors.js';
import { cmsDir, requireFromCms, testDatabase, type Stack } from '#test/helpers/stack.js';

/**
 * Anonymous attempts of mock tests, stored by the CMS for the proxy in two tables of its own: create (the
 * questions an attempt drew, per section), read, and submit once (409 after that) with the paper's percentile and each
 * question's share of right answers, in one transaction. Only the proxy's token may call them. Called on Strapi
 * directly, as the proxy calls it.
 */

let stack: Stack;
let cms: MockTestCms;
useMockTestStack((started) => ({ stack, cms } = started));

describe('mock-test attempts', () => {
  const attempts = {
    create: (body: unknown) => cms.strapiApi('POST', '/mock-tests/attempts', body),
    read: (attemptId: string) => cms.strapiApi('GET', `/mock-tests/attempts/${attemptId}`),
    submit: (attemptId: string, body: unknown) => cms.strapiApi('POST', `/mock-tests/attempts/${attemptId}/submit`, body),
  };
  /** A paper of three fixed questions, with no attempts yet. */
  async function threeQuestionPaper() {
    const ids = await cms.demoQuestionIds('coding-decoding', 3);
    const paper = await cms.createPaper({
      duration: 10,
      sections: [
        { section_name: 'A', questions: ids.slice(0, 2) },
        { section_name: 'B', questions: ids.slice(2) },
      ],
    });
    return { paper, ids, questionIds: [ids.slice(0, 2), ids.slice(2)] };
  }
  const tables = () => ({
    attempts: stack.strapi.db.connection('mock_test_attempts'),
    stats: stack.strapi.db.connection('mock_test_question_stats'),
  });

  it('the tables exist after start-up, with the index percentiles are read from', async () => {
    const knex = stack.strapi.db.connection;
    expect(await knex.schema.hasTable('mock_test_attempts')).toBe(true);
    expect(await knex.schema.hasTable('mock_test_question_stats')).toBe(true);
    for (const column of [
      'attempt_id',
      'mock_test_id',
      'question_ids',
      'created_at',
      'submitted_at',
      'score',
      'max_score',
      'time_spent_seconds',
      'allowed_seconds',
      'late',
      'counted',
    ])
      expect(await knex.schema.hasColumn('mock_test_attempts', column), column).toBe(true);
    for (const column of ['mock_test_id', 'question_id', 'attempts', 'correct'])
      expect(await knex.schema.hasColumn('mock_test_question_stats', column), column).toBe(true);
    const indexes: string[] =
      testDatabase === 'postgres'
        ? (await knex.raw("SELECT indexname AS name FROM pg_indexes WHERE tablename = 'mock_test_attempts'")).rows.map(
            (row: { name: string }) => row.name,
          )
        : (await knex.raw("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'mock_test_attempts'")).map(
            (row: { name: string }) => row.name,
          );
    expect(indexes).toContain('mock_test_attempts_counted_idx');
    expect(await knex.schema.hasTable('mock_test_network_claims')).toBe(true);
    // Making them again at the next start changes nothing.
    const { ensureMockTestAttemptTables } = requireFromCms(path.join(cmsDir, 'dist', 'src', 'bootstrap', 'mock-test-attempt-tables.js'));
    await ensureMockTestAttemptTables(stack.strapi);
    expect(await knex.schema.hasTable('mock_test_attempts')).toBe(true);
  });

  it('attempts never submitted are pruned after a week; submitted ones and recent ones stay', async () => {
    const { pruneUnsubmittedAttempts } = requireFromCms(path.join(cmsDir, 'dist', 'src', 'bootstrap', 'mock-test-attempt-tables.js'));
    const knex = stack.strapi.db.connection;
    const old = testDatabase === 'postgres' ? knex.raw("now() - interval '8 days'") : knex.raw("datetime('now', '-8 days')");
    const row = (attempt_id: string, submitted: boolean, created: unknown) => ({
      attempt_id,
      mock_test_id: 'prune-test-paper',
      question_ids: '[]',
      created_at: created,
      submitted_at: submitted ? created : null,
    });
    const tag = randomBytes(4).toString('hex');
    await tables().attempts.insert([
      row(`old-open-${tag}`, false, old),
      row(`old-done-${tag}`, true, old),
      row(`new-open-${tag}`, false, knex.fn.now()),
    ]);
    expect(await pruneUnsubmittedAttempts(stack.strapi)).toBeGreaterThanOrEqual(1);
    const left = (await tables().attempts.where('mock_test_id', 'prune-test-paper').select('attempt_id')).map(
      (kept: { attempt_id: string }) => kept.attempt_id,
    );
    expect(left.sort()).toEqual([`new-open-${tag}`, `old-done-${tag}`]);
    await tables().attempts.where('mock_test_id', 'prune-test-paper').delete();
  });

  it('create stores the draw per section, in order, and read gives it back; 201 with a 24-character url-safe id', async () => {
    const { paper, questionIds } = await threeQuestionPaper();
    const created = await attempts.create({ mock_test_id: paper.documentId, question_ids: questionIds, allowed_seconds: 600 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.attempt_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const read = await attempts.read(created.body.attempt_id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      attempt_id: created.body.attempt_id,
      mock_test_id: paper.documentId,
      question_ids: questionIds,
      submitted: false,
      allowed_seconds: 600,
      elapsed_seconds: expect.any(Number),
    });
    expect(read.body.elapsed_seconds).toBeLessThan(60);
    const other = await attempts.create({ mock_test_id: paper.documentId, question_ids: questionIds });
    expect(other.body.attempt_id).not.toBe(created.body.attempt_id);
  });

  it('submit answers the percentile among the paper’s counted attempts and each question’s share of right answers', async () => {
    const { paper, ids, questionIds } = await threeQuestionPaper();
    const [a, b, c] = ids as [string, string, string];
    const start = async () =>
      (await attempts.create({ mock_test_id: paper.documentId, question_ids: questionIds })).body.attempt_id as string;
    const submit = async (score: number, right: string[], rules: object = {}) => {
      const answer = await attempts.submit(await start(), {
        score,
        max_score: 3,
        time_spent_seconds: 120,
        ...rules,
        results: ids.map((question_id) => ({ question_id, correct: right.includes(question_id) })),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body;
    };
    // An attempt of another paper never counts for this one.
    const elsewhere = await threeQuestionPaper();
    const foreign = await attempts.create({ mock_test_id: elsewhere.paper.documentId, question_ids: elsewhere.questionIds });
    expect(
      (
        await attempts.submit(foreign.body.attempt_id, {
          score: -1,
          max_score: 3,
          time_spent_seconds: 5,
          results: elsewhere.ids.map((question_id) => ({ question_id, correct: false })),
        })
      ).status,
    ).toBe(200);

    const counted = (count: number) => ({ counted: true, counted_attempts: count });
    expect(await submit(3, [a, b, c])).toEqual({ percentile: 100, ...counted(1), percent_correct: { [a]: 100, [b]: 100, [c]: 100 } });
    expect(await submit(1, [a])).toEqual({ percentile: 50, ...counted(2), percent_correct: { [a]: 100, [b]: 50, [c]: 50 } });
    const third = await submit(2, [a, b]);
    expect(third.percentile).toBeCloseTo(200 / 3, 10);
    expect(third.percent_correct[a]).toBe(100);
    expect(third.percent_correct[b]).toBeCloseTo(200 / 3, 10);
    expect(third.percent_correct[c]).toBeCloseTo(100 / 3, 10);
    // Ties count: two attempts score 1 of four.
    expect(await submit(1, [b])).toEqual({ percentile: 50, ...counted(4), percent_correct: { [a]: 75, [b]: 75, [c]: 25 } });
    // Negative marking: the lowest of five.
    expect(await submit(-0.5, [])).toEqual({ percentile: 20, ...counted(5), percent_correct: { [a]: 60, [b]: 60, [c]: 20 } });
    // Not countable (late, or too fast), or a second from a network within a day: compared as one more, never tallied.
    const uncounted = { counted: false, counted_attempts: 6, percent_correct: { [a]: 60, [b]: 60, [c]: 20 } };
    expect(await submit(3, [a, b, c], { countable: false, late: true })).toEqual({ percentile: 100, ...uncounted });
    expect(await submit(3, [a, b, c], { network: 'network-1' })).toMatchObject({ counted: true, counted_attempts: 6 });
    expect(await submit(-0.5, [], { network: 'network-1' })).toEqual({
      percentile: 200 / 7,
      counted: false,
      counted_attempts: 7,
      percent_correct: { [a]: 400 / 6, [b]: 400 / 6, [c]: 200 / 6 },
    });
    const late = await tables().attempts.where({ mock_test_id: paper.documentId, late: 1 }).count({ n: '*' }).first();
    expect(Number(late.n)).toBe(1);
    // A second look at the tallies, straight from the table.
    const stored = await tables().stats.where({ mock_test_id: paper.documentId }).orderBy('question_id');
    expect(
      stored.map((row: { question_id: string; attempts: number; correct: number }) => [
        row.question_id,
        Number(row.attempts),
        Number(row.correct),
      ]),
    ).toEqual(
      [
        [a, 6, 4],
        [b, 6, 4],
        [c, 6, 2],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
  });

  it('a question that two sections share is tallied once per attempt', async () => {
    const [a, b] = await cms.demoQuestionIds('blood-relations', 2);
    const paper = await cms.createPaper({ duration: 10, sections: [{ section_name: 'A', questions: [a] }] });
    const created = await attempts.create({ mock_test_id: paper.documentId, question_ids: [[a, b], [b]] });
    const answer = await attempts.submit(created.body.attempt_id, {
      score: 1,
      max_score: 2,
      time_spent_seconds: 30,
      results: [
        { question_id: a, correct: true },
        { question_id: b, correct: false },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ percentile: 100, counted: true, counted_attempts: 1, percent_correct: { [a]: 100, [b]: 0 } });
  });

  it('a second submit of the same attempt is a 409 and changes nothing, also when both arrive at once', async () => {
    const { paper, ids, questionIds } = await threeQuestionPaper();
    const body = (score: number) => ({
      score,
      max_score: 3,
      time_spent_seconds: 60,
      results: ids.map((question_id) => ({ question_id, correct: score === 3 })),
    });
    const attemptId = (await attempts.create({ mock_test_id: paper.documentId, question_ids: questionIds })).body.attempt_id;
    expect((await attempts.submit(attemptId, body(3))).status).toBe(200);
    const before = {
      attempt: await tables().attempts.where({ attempt_id: attemptId }).first(),
      stats: await tables().stats.where({ mock_test_id: paper.documentId }).orderBy('question_id'),
    };

    const again = await attempts.submit(attemptId, body(0));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/submitted already/);
    expect(await tables().attempts.where({ attempt_id: attemptId }).first()).toEqual(before.attempt);
    expect(await tables().stats.where({ mock_test_id: paper.documentId }).orderBy('question_id')).toEqual(before.stats);
    expect((await attempts.read(attemptId)).body.submitted).toBe(true);
    expect(Number(before.attempt.score)).toBe(3);
    expect(Number(before.attempt.time_spent_seconds)).toBe(60);
    expect(before.attempt.submitted_at).not.toBeNull();

    const racing = (await attempts.create({ mock_test_id: paper.documentId, question_ids: questionIds })).body.attempt_id;
    const statuses = (
      await Promise.all([attempts.submit(racing, body(0)), attempts.submit(racing, body(0)), attempts.submit(racing, body(0))])
    ).map((answer) => answer.status);
    expect(statuses.sort()).toEqual([200, 409, 409]);
    const counted = await tables().stats.where({ mock_test_id: paper.documentId }).orderBy('question_id');
    expect(counted.map((row: { attempts: number }) => Number(row.attempts))).toEqual([2, 2, 2]);
  });

  it('an unknown paper or attempt is a 404', async () => {
    const unknownPaper = await attempts.create({ mock_test_id: 'nosuchpaperdocumentid000', question_ids: [['q1']] });
    expect(unknownPaper.status).toBe(404);
    expect((await attempts.read('nosuchattempt00000000000')).status).toBe(404);
    expect((await attempts.read('x'.repeat(300))).status).toBe(404);
    const submitted = await attempts.submit('nosuchattempt00000000000', { score: 0, max_score: 1, time_spent_seconds: 0, results: [] });
    expect(submitted.status).toBe(404);
  });

  it('a malformed body is a 400 that says what is wrong, and stores nothing', async () => {
    const { paper, ids, questionIds } = await threeQuestionPaper();
    const countAttempts = async () => Number((await tables().attempts.where({ mock_test_id: paper.documentId }).count({ n: '*' }))[0].n);
    const badCreates: Array<[unknown, RegExp]> = [
      [{ question_ids: questionIds }, /mock_test_id/],
      [{ mock_test_id: 42, question_ids: questionIds }, /mock_test_id/],
      [{ mock_test_id: paper.documentId }, /question_ids/],
      [{ mock_test_id: paper.documentId, question_ids: [] }, /question_ids/],
      [{ mock_test_id: paper.documentId, question_ids: [[]] }, /question_ids/],
      [{ mock_test_id: paper.documentId, question_ids: ['a', 'b'] }, /question_ids/],
      [{ mock_test_id: paper.documentId, question_ids: [[1, 2]] }, /question_ids/],
      [{ mock_test_id: paper.documentId, question_ids: [['']] }, /question_ids/],
      [{ mock_test_id: paper.documentId, question_ids: Array.from({ length: 21 }, () => ['a']) }, /question_ids/],
      [[paper.documentId], /JSON object/],
      [{ mock_test_id: paper.documentId, question_ids: questionIds, allowed_seconds: 0 }, /allowed_seconds/],
    ];
    for (const [body, message] of badCreates) {
      const answer = await attempts.create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await countAttempts()).toBe(0);
    const notJson = await fetch(`${stack.strapiUrl}/api/mock-tests/attempts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${process.env.PROXY_API_TOKEN}`, 'content-type': 'application/json' },
      body: '{"mock_test_id": ',
    });
    expect(notJson.status).toBe(400);

    const attemptId = (await attempts.create({ mock_test_id: paper.documentId, question_ids: questionIds })).body.attempt_id;
    const results = ids.map((question_id) => ({ question_id, correct: true }));
    const good = { score: 3, max_score: 3, time_spent_seconds: 10, results };
    const badSubmits: Array<[unknown, RegExp]> = [
      [{ ...good, score: undefined }, /score/],
      [{ ...good, score: '3' }, /score/],
      [{ ...good, score: 4 }, /score/],
      [{ ...good, max_score: -1 }, /max_score/],
      [{ ...good, time_spent_seconds: 1.5 }, /time_spent_seconds/],
      [{ ...good, time_spent_seconds: -1 }, /time_spent_seconds/],
      [{ ...good, time_spent_seconds: 30 * 86_400 + 1 }, /time_spent_seconds/],
      [{ ...good, countable: 'yes' }, /countable/],
      [{ ...good, network: '' }, /network/],
      [{ ...good, results: 'all' }, /results/],
      [{ ...good, results: [{ question_id: ids[0], correct: 'yes' }] }, /results/],
      [{ ...good, results: [...results, results[0]] }, /once/],
      [{ ...good, results: results.slice(1) }, /lacks 1 question/],
      [{ ...good, results: [...results, { question_id: 'elsewhere', correct: true }] }, /not in the attempt/],
      // Strapi's body parser refuses JSON that is not an object or array.
      ['submit', /JSON/],
    ];
    for (const [body, message] of badSubmits) {
      const answer = await attempts.submit(attemptId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.message, JSON.stringify(body)).toMatch(message);
    }
    // Still open, nothing tallied: the good submission goes through afterwards.
    expect((await attempts.read(attemptId)).body.submitted).toBe(false);
    expect(await tables().stats.where({ mock_test_id: paper.documentId })).toEqual([]);
    expect((await attempts.submit(attemptId, good)).status).toBe(200);
  });

  it('only the proxy’s token may use them: no token, a read-only token or a site administrator are refused', async () => {
    const { paper, questionIds } = await threeQuestionPaper();
    const attemptId = (await attempts.create({ mock_test_id: paper.documentId, question_ids: questionIds })).body.attempt_id;
    const calls: Array<[string, string, unknown?]> = [
      ['POST', '/mock-tests/attempts', { mock_test_id: paper.documentId, question_ids: questionIds }],
      ['GET', `/mock-tests/attempts/${attemptId}`],
      ['POST', `/mock-tests/attempts/${attemptId}/submit`, { score: 0, max_score: 3, time_spent_seconds: 0, results: [] }],
    ];
    const tokens = stack.strapi.admin.services['api-token-content-api'] ?? stack.strapi.admin.services['api-token'];
    const { accessKey: readOnly } = await tokens.create({
      name: `read-only ${randomBytes(3).toString('hex')}`,
      type: 'read-only',
      kind: 'content-api',
      lifespan: null,
    });
    const { jwt: administratorJwt } = await administratorSession();
    for (const [method, url, body] of calls) {
      const anonymous = await fetch(`${stack.strapiUrl}/api${url}`, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect([401, 403], `${method} ${url} without a token`).toContain(anonymous.status);
      expect([401, 403], `${method} ${url} read-only`).toContain(
        (await bearerCall(`${stack.strapiUrl}/api${url}`, method, readOnly, body)).status,
      );
      expect([401, 403], `${method} ${url} administrator`).toContain(
        (await bearerCall(`${stack.strapiUrl}/api${url}`, method, administratorJwt, body)).status,
      );
    }
    expect((await attempts.read(attemptId)).body.submitted).toBe(false);
  });
});
/** A site administrator (the Administrator role of users-permissions), signed in as the proxy signs them in. */
async function administratorSession(): Promise<{ jwt: string }> {
  const { username, password } = await createAdministrator(stack.strapi);
  const login = await cms.strapiApi('POST', '/admin-session/login', { username, password });
  expect(login.body?.result, JSON.stringify(login.body).slice(0, 200)).toBe('signed-in');
  return { jwt: login.body.jwt };
}
