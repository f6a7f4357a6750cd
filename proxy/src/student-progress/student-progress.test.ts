import { beforeAll, describe, expect, it } from 'vitest';
import { useFixtureStack, type Fixtures } from '#test/helpers/fixtures.js';
import { createPaper } from '#test/helpers/mock-tests.js';
import { createAdministrator, signIn } from '#test/helpers/admin.js';
import type { Stack } from '#test/helpers/stack.js';
import { expectError, newStudent, studentClient, type StudentClient } from './test-helpers.js';

/**
 * What a student's account keeps and syncs (docs/student-accounts.md): through the proxy with real
 * student sessions, on a real Strapi (SQLite or PostgreSQL: TEST_DATABASE). Every answer is checked against the
 * contract by the test set-up (contract-check.ts). The dashboard's numbers and papers: student-dashboard.test.ts.
 */

let stack: Stack;
let fx: Fixtures;
useFixtureStack((started) => ({ stack, fx } = started));

let asha: StudentClient;
let ashaCookie: string;
let ravi: StudentClient;
let heldQuestionId: string;

beforeAll(async () => {
  ({ client: asha, cookie: ashaCookie } = await newStudent(stack, 'asha'));
  ({ client: ravi } = await newStudent(stack, 'ravi'));
  // A paper with a fixed section: its question is held for tests (no public page, so nobody may save it).
  heldQuestionId = fx.questions.workQuestion.documentId;
  await createPaper(stack.strapi, {
    title: 'Holding Paper',
    slug: 'holding-paper',
    kind: 'practice',
    marking_scheme: { correct_answer: 2, wrong_answer: 0 },
    duration: 30,
    sections: [{ section_name: 'Work', questions: [heldQuestionId] }],
  });
});

describe('student progress: sessions', () => {
  it('every call answers 401 {message, error} without a student session, and never stores the answer', async () => {
    const anonymous = studentClient(stack, undefined);
    const calls = [
      anonymous.save(fx.questions.percentQuestions[0]!.documentId),
      anonymous.remove('x'),
      anonymous.visit('general-aptitude', 'percentages'),
      anonymous.result({ subTopicName: 'percentages', score: { correct: 1, total: 2, answered: 2, percentage: 50 } }),
      anonymous.notes(),
      anonymous.putNote('n1', { title: 'T', content: 'c' }),
      anonymous.deleteNote('n1'),
      anonymous.merge({}),
      anonymous.call('GET', '/api/student/dashboard'),
      // A cookie that is no session at all.
      studentClient(stack, 'examprep_student=not-a-session').notes(),
    ];
    for (const answer of await Promise.all(calls)) {
      expectError(answer, 401, 'Please sign in to continue.');
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
  it('an administrator’s session is no student session, and a student’s reaches no admin call', async () => {
    const admin = await createAdministrator(stack.strapi);
    const adminCookie = await signIn(stack, admin.username, admin.password);
    // Sent as the administrator's cookie, or its tokens put in the student cookie: both refused.
    const asStudentCookie = adminCookie.replace(/^examprep_session=/, 'examprep_student=');
    for (const cookie of [adminCookie, asStudentCookie]) {
      const dashboard = await studentClient(stack, cookie).call('GET', '/api/student/dashboard');
      expectError(dashboard, 401, 'Please sign in to continue.');
    }
    // The CMS's student-progress calls refuse an administrator's JWT (the Administrator role has none of them).
    const jwt = decodeURIComponent(adminCookie.split('=')[1]!).split('~')[0];
    const direct = await fetch(`${stack.strapiUrl}/api/student-progress/dashboard`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(direct.status).toBe(403);
    // And the student's session opens no admin call.
    const adminCall = await stack.json('/api/auth/profile', { headers: { cookie: ashaCookie } });
    expect(adminCall.status).toBe(401);
  });
});

describe('student progress: saved questions, visits and results', () => {
  it('saves and removes questions idempotently; an unknown or held question is 404; the dashboard populates them', async () => {
    const [first, second] = fx.questions.percentQuestions.map((question) => question.documentId);
    for (let round = 0; round < 2; round++) {
      const saved = await asha.save(first!);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ message: 'Question saved' });
    }
    expect((await asha.save(second!)).status).toBe(200);
    expectError(await asha.save('nosuchquestion0000000000'), 404, 'Question not found');
    expectError(await asha.save(heldQuestionId), 404, 'Question not found');
    expectError(await asha.call('POST', '/api/student/save-question', {}), 400, 'questionId is required');

    let dashboard = await asha.dashboard();
    expect(dashboard.savedQuestions.map((item) => item.question._id)).toEqual([second, first]);
    expect(dashboard.stats.totalSavedQuestions).toBe(2);
    const firstItem = dashboard.savedQuestions[1]!;
    expect(firstItem.question).toMatchObject({ _id: first, question: '<p>What is 20% of 150?</p>', answer: '30' });
    expect(firstItem.question.explanation).toContain('<strong>30</strong>');
    expect(firstItem.options).toHaveLength(4);

    for (let round = 0; round < 2; round++) {
      const removed = await asha.remove(second!);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ message: 'Question removed from saved' });
    }
    dashboard = await asha.dashboard();
    expect(dashboard.savedQuestions.map((item) => item.question._id)).toEqual([first]);
  });

  it('a visit is an upsert: moved to the front, never duplicated; continueAt is the latest', async () => {
    for (const [topic, subtopic] of [
      ['general-aptitude', 'percentages'],
      ['logical-reasoning', 'number-series'],
      ['general-aptitude', 'percentages'],
      ['general-aptitude', undefined],
    ] as const) {
      const answer = await asha.visit(topic, subtopic);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: 'Topic visit recorded' });
    }
    const { visitedTopics, continueAt, stats } = await asha.dashboard();
    expect(visitedTopics.map(({ topicName, subTopicName }) => [topicName, subTopicName])).toEqual([
      ['general-aptitude', undefined],
      ['general-aptitude', 'percentages'],
      ['logical-reasoning', 'number-series'],
    ]);
    expect(continueAt).toEqual(visitedTopics[0]);
    expect(stats.totalTopicsVisited).toBe(3);
    expectError(await asha.call('POST', '/api/student/track-topic-visit', { subTopicName: 'x' }), 400, 'topicName is required');
  });

  it('refuses inconsistent scores with a 400 naming the field, and stores a consistent one (201)', async () => {
    const post = (score: Record<string, number>) => asha.result({ subTopicName: 'percentages', score });
    expectError(await post({ correct: 3, total: 5, answered: 6, percentage: 60 }), 400, 'score.answered: must be at most total (5)');
    expectError(await post({ correct: 4, total: 5, answered: 3, percentage: 80 }), 400, 'score.correct: must be at most answered (3)');
    expectError(
      await post({ correct: 1, total: 3, answered: 3, percentage: 34 }),
      400,
      'score.percentage: must be round(correct / total * 100) = 33',
    );
    expectError(await post({ correct: 0, total: 0, answered: 0, percentage: 0 }), 400, 'score.total must be at least 1');
    expectError(await post({ correct: 1.5, total: 3, answered: 3, percentage: 50 }), 400, 'score.correct must be a whole number');
    expectError(await asha.result({ score: { correct: 1, total: 3, answered: 3, percentage: 33 } }), 400, 'subTopicName is required');

    const stored = await post({ correct: 1, total: 3, answered: 3, percentage: 33 });
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual({ message: 'Test result saved' });
    const { testResults, stats } = await asha.dashboard();
    expect(testResults).toEqual([
      { subTopicName: 'percentages', score: { correct: 1, total: 3, answered: 3, percentage: 33 }, completedAt: expect.any(String) },
    ]);
    expect(stats).toMatchObject({ totalTestsCompleted: 1, averageTestScore: 33 });
  });
});

describe('student progress: notes', () => {
  it('puts, lists and deletes notes (tombstones), sanitises their content, and keeps the later version', async () => {
    const created = await asha.putNote('note-1', {
      title: 'Percent tricks',
      content: '<p>10% is a tenth<script>alert(1)</script><img src=x onerror="alert(2)"></p><pre><code>x = 1</code></pre>',
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-02T10:00:00.000Z',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.note).toMatchObject({
      id: 'note-1',
      title: 'Percent tricks',
      createdAt: '2026-01-01T10:00:00.000Z',
      deletedAt: null,
    });
    expect(created.body.note.content).toContain('<p>10% is a tenth');
    expect(created.body.note.content).toContain('<pre><code>x = 1</code></pre>');
    expect(created.body.note.content).not.toMatch(/script|onerror|alert/);
    const stored = await stack.strapi.db.connection('student_notes').where({ note_id: 'note-1' }).first();
    expect(stored.content).not.toMatch(/script|onerror/);

    // An older version does not replace a newer one; a newer one does.
    const older = await asha.putNote('note-1', { title: 'Old', content: 'old', updatedAt: '2026-01-01T12:00:00.000Z' });
    expect(older.body.note).toMatchObject({ title: 'Percent tricks', updatedAt: '2026-01-02T10:00:00.000Z' });
    const newer = await asha.putNote('note-1', { title: 'Percent tricks v2', content: '<p>v2</p>', updatedAt: '2026-01-03T10:00:00.000Z' });
    expect(newer.body.note).toMatchObject({ title: 'Percent tricks v2', content: '<p>v2</p>', createdAt: '2026-01-01T10:00:00.000Z' });
    expect((await asha.putNote('note-2', { title: 'Second', content: 'plain' })).status).toBe(200);

    expectError(await asha.putNote('note-3', { content: 'x' }), 400, 'title is required');
    expectError(await asha.putNote('note-3', { title: 'x'.repeat(201), content: 'x' }), 400, 'title must be at most 200 characters');

    const deleted = await asha.deleteNote('note-2');
    expect(deleted.status).toBe(200);
    expect(deleted.body.note).toMatchObject({ id: 'note-2', content: '', deletedAt: expect.any(String) });
    expect((await asha.deleteNote('note-2')).status).toBe(200); // again: still the tombstone
    expectError(await asha.deleteNote('no-such-note'), 404, 'Note not found');

    const listed = await asha.notes();
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const byId = Object.fromEntries(listed.body.notes.map((note: { id: string }) => [note.id, note]));
    expect(Object.keys(byId).sort()).toEqual(['note-1', 'note-2']);
    expect(byId['note-1']).toMatchObject({ title: 'Percent tricks v2', deletedAt: null });
    expect(byId['note-2'].deletedAt).toEqual(expect.any(String));
  });
});

describe('student progress: merge', () => {
  it('merges a browser into the account: a union, de-duplicated, nothing overwritten, the later note winning', async () => {
    const [first, second, third] = fx.questions.percentQuestions.map((question) => question.documentId);
    const { client: meera } = await newStudent(stack, 'meera');
    await meera.save(first!);
    await meera.putNote('shared', { title: 'Account copy', content: '<p>account</p>', updatedAt: '2026-02-01T00:00:00.000Z' });
    await meera.putNote('kept', { title: 'Account newer', content: 'a', updatedAt: '2026-03-01T00:00:00.000Z' });
    await meera.visit('general-aptitude', 'percentages');
    await meera.result({
      subTopicName: 'percentages',
      score: { correct: 2, total: 2, answered: 2, percentage: 100 },
      completedAt: '2026-02-01T00:00:00.000Z',
    });

    const browser = {
      savedQuestions: [first, second, second, third, 'nosuchquestion0000000000', heldQuestionId],
      visitedTopics: [
        { topicName: 'general-aptitude', subTopicName: 'percentages', visitedAt: '2020-01-01T00:00:00.000Z' },
        { topicName: 'logical-reasoning', subTopicName: 'number-series', visitedAt: '2026-01-05T00:00:00.000Z' },
      ],
      testResults: [
        // The same result as the account's (kept once) and one more.
        {
          subTopicName: 'percentages',
          score: { correct: 2, total: 2, answered: 2, percentage: 100 },
          completedAt: '2026-02-01T00:00:00.000Z',
        },
        {
          subTopicName: 'time-and-work',
          score: { correct: 1, total: 4, answered: 2, percentage: 25 },
          completedAt: '2026-02-02T00:00:00.000Z',
        },
      ],
      notes: [
        {
          id: 'shared',
          title: 'Browser copy',
          content: '<p>browser<script>x()</script></p>',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-02-05T00:00:00.000Z',
        },
        { id: 'kept', title: 'Browser older', content: 'b', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z' },
        {
          id: 'browser-only',
          title: 'Only here',
          content: 'c',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    };
    const merged = await meera.merge(browser);
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect([...merged.body.savedQuestions].sort()).toEqual([first, second, third].sort());
    expect(merged.body.linkedAttempts).toBe(0);
    const notes = Object.fromEntries(merged.body.notes.map((note: { id: string }) => [note.id, note]));
    expect(notes.shared).toMatchObject({ title: 'Browser copy', content: '<p>browser</p>' });
    expect(notes.kept).toMatchObject({ title: 'Account newer' });
    expect(notes['browser-only']).toMatchObject({ title: 'Only here' });

    // Merging the same again changes nothing.
    const again = await meera.merge(browser);
    expect(again.body).toEqual(merged.body);
    const dashboard = await meera.dashboard();
    expect(dashboard.testResults.map((result) => result.subTopicName)).toEqual(['time-and-work', 'percentages']);
    // The account's visit was later than the browser's: its time stays.
    expect(dashboard.visitedTopics.map((visit) => visit.subTopicName)).toEqual(['percentages', 'number-series']);
    expect(dashboard.visitedTopics[0]!.visitedAt > '2026-01-05').toBe(true);

    expectError(await meera.merge({ savedQuestions: 'abc' }), 400, 'savedQuestions must be a list');
    expectError(
      await meera.merge({ notes: [{ id: 'x', title: 'x', content: 'x', createdAt: 'yesterday', updatedAt: '2026-01-01T00:00:00.000Z' }] }),
      400,
      'notes[0].createdAt is not valid',
    );
  });
});

describe('student progress: one student, one account', () => {
  it('one student never sees or changes another’s rows', async () => {
    const ravisDashboard = await ravi.dashboard();
    expect(ravisDashboard.savedQuestions).toEqual([]);
    expect(ravisDashboard.testResults).toEqual([]);
    expect(ravisDashboard.visitedTopics).toEqual([]);
    expect((await ravi.notes()).body.notes).toEqual([]);
    // Asha's note is not Ravi's to delete; his own note of the same id is his alone.
    expectError(await ravi.deleteNote('note-1'), 404, 'Note not found');
    await ravi.putNote('note-1', { title: 'Ravi’s', content: 'r' });
    expect((await asha.notes()).body.notes.find((note: { id: string }) => note.id === 'note-1').title).toBe('Percent tricks v2');
    await ravi.remove(fx.questions.percentQuestions[0]!.documentId);
    expect((await asha.dashboard()).savedQuestions).toHaveLength(1);
  });
});
