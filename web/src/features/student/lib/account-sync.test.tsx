// @vitest-environment happy-dom
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudentNote } from '@exam-prep/contract/student/progress';
import { QUESTIONS, catalogueHandlers } from '@/test-support/api-fixtures';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';
import { callsOf, signedIn, signedOut, studentApi, studentCalls } from './student-api.test-support';
import { MERGE_PENDING_KEY, SENT_RESULTS_KEY, SYNC_QUEUE_KEY } from './sync';
import { syncAfterSignIn } from './merge-at-sign-in';

/*
 * What the account receives besides saved questions: topic-test results, notes both ways, the full
 * papers sat before signing in, and a merge that failed, each through the app's real screens with the network faked.
 */

const MERGED = { savedQuestions: [], notes: [], linkedAttempts: 0 };
const api = setupScreenTests(
  ...catalogueHandlers(),
  studentApi('post', '/api/student/track-topic-visit', { message: 'Visit recorded' }),
  studentApi('post', '/api/student/merge', MERGED),
);
beforeEach(() => studentCalls.clear());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));
const note = (id: string, updatedAt: string, more: Partial<StudentNote> = {}): StudentNote => ({
  id,
  title: `Note ${id}`,
  content: '<p>text</p>',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt,
  ...more,
});

async function accountLink(screen: Screen, name: 'Dashboard' | 'Sign in') {
  await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', { name });
}

/** Answers the first question right (option B is right in the fixtures) and submits: 1 of 8 correct. */
async function sitTopicTest(screen: Screen) {
  await screen.findByRole('region', { name: 'Question Palette' });
  await screen.user.click(screen.getByRole('radio', { name: /^Option B:/ }));
  // Submit is on the last question.
  const palette = within(screen.getByRole('region', { name: 'Question Palette' }));
  await screen.user.click(palette.getByRole('button', { name: /^Question 8, / }));
  await screen.user.click(screen.getByRole('button', { name: 'Submit Test' }));
}

const ONE_OF_EIGHT = { correct: 1, total: 8, answered: 1, percentage: 13 };

describe('a topic test finished by a signed-in student', () => {
  it('is saved in the account with its score (percentage rounded), once, and kept on this device', async () => {
    api.use(signedIn(), studentApi('post', '/api/student/save-test-result', { message: 'Test result saved' }, 201));
    const screen = renderScreen('/onlinetest/percentages');
    await accountLink(screen, 'Dashboard');
    const before = Date.now();
    await sitTopicTest(screen);
    await waitFor(() => expect(callsOf('post', '/api/student/save-test-result')).toHaveLength(1));
    const [sent] = callsOf('post', '/api/student/save-test-result');
    const body = sent!.body as { subTopicName: string; score: unknown; completedAt: string };
    expect(body).toEqual({ subTopicName: 'percentages', score: ONE_OF_EIGHT, completedAt: expect.any(String) });
    expect(Date.parse(body.completedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(stored('topicTestResults')).toEqual([body]);
    await waitFor(() => expect(stored(SYNC_QUEUE_KEY)).toEqual([]));

    // A reload shows the same result: not sent again.
    screen.unmount();
    const again = renderScreen('/onlinetest/percentages');
    await accountLink(again, 'Dashboard');
    expect(await again.findByText(/13%/)).toBeVisible();
    expect(stored(SYNC_QUEUE_KEY)).toEqual([]);
    expect(callsOf('post', '/api/student/save-test-result')).toHaveLength(1);
  });

  it('waits in the queue when the network fails, and goes when the device is back online', async () => {
    let online = false;
    api.use(
      signedIn(),
      studentApi('post', '/api/student/save-test-result', () => (online ? { message: 'Test result saved' } : Response.error()), 201),
    );
    const screen = renderScreen('/onlinetest/percentages');
    await accountLink(screen, 'Dashboard');
    await sitTopicTest(screen);
    await waitFor(() =>
      expect(stored(SYNC_QUEUE_KEY)).toEqual([
        { kind: 'testResult', result: { subTopicName: 'percentages', score: ONE_OF_EIGHT, completedAt: expect.any(String) } },
      ]),
    );
    online = true;
    goOnline();
    await waitFor(() => expect(stored(SYNC_QUEUE_KEY)).toEqual([]));
    expect(callsOf('post', '/api/student/save-test-result')).toHaveLength(2);
  });

  it('that ran out of time while the page was closed is sent when the page opens, once the session is known', async () => {
    api.use(signedIn(), studentApi('post', '/api/student/save-test-result', { message: 'Test result saved' }, 201));
    const deadline = Date.now() - 60_000;
    localStorage.setItem(
      'mockTest:percentages',
      JSON.stringify({
        version: 2,
        questions: QUESTIONS.percentages,
        startedAt: deadline - 30 * 60_000,
        deadline,
        answers: { [QUESTIONS.percentages![0]!.question._id]: QUESTIONS.percentages![0]!.options[1]!._id },
        index: 0,
        marked: [],
        visited: [],
        submittedAt: null,
      }),
    );
    renderScreen('/onlinetest/percentages');
    await waitFor(() =>
      expect(callsOf('post', '/api/student/save-test-result').map((call) => call.body)).toEqual([
        { subTopicName: 'percentages', score: ONE_OF_EIGHT, completedAt: new Date(deadline).toISOString() },
      ]),
    );
  });
});

describe('topic-test results kept on this device', () => {
  it('not sent yet go when a signed-in page opens; one the account would refuse is never sent, nor tried again', async () => {
    api.use(signedIn(), studentApi('post', '/api/student/save-test-result', { message: 'Test result saved' }, 201));
    const good = {
      subTopicName: 'percentages',
      score: { correct: 2, total: 3, answered: 3, percentage: 67 },
      completedAt: '2026-11-02T00:00:00.000Z',
    };
    const damaged = { ...good, completedAt: '2026-11-03T00:00:00.000Z', score: { ...good.score, answered: 9 } };
    localStorage.setItem('topicTestResults', JSON.stringify([good, damaged]));
    const screen = renderScreen('/test-topics');
    await waitFor(() =>
      expect(stored(SENT_RESULTS_KEY)).toEqual([`percentages|${good.completedAt}`, `percentages|${damaged.completedAt}`]),
    );
    await waitFor(() => expect(stored(SYNC_QUEUE_KEY)).toEqual([]));
    expect(callsOf('post', '/api/student/save-test-result').map((call) => call.body)).toEqual([good]);
    screen.unmount();
    await accountLink(renderScreen('/test-topics'), 'Dashboard');
    expect(stored(SYNC_QUEUE_KEY)).toEqual([]);
    expect(callsOf('post', '/api/student/save-test-result')).toHaveLength(1);
  });
});

describe('a topic test finished while signed out', () => {
  it('sends nothing, and joins the account at the next sign-in (then is not sent again)', async () => {
    api.use(signedOut(), studentApi('post', '/api/student/save-test-result', { message: 'Test result saved' }, 201));
    const screen = renderScreen('/onlinetest/percentages');
    await accountLink(screen, 'Sign in');
    await sitTopicTest(screen);
    await waitFor(() => expect(stored('topicTestResults')).toHaveLength(1));
    expect(callsOf('post', '/api/student/save-test-result')).toEqual([]);
    expect(localStorage.getItem(SYNC_QUEUE_KEY)).toBeNull();
    screen.unmount();

    await syncAfterSignIn();
    const [merge] = callsOf('post', '/api/student/merge');
    expect((merge!.body as { testResults: unknown[] }).testResults).toEqual(stored('topicTestResults'));
    expect(stored(SENT_RESULTS_KEY)).toHaveLength(1);

    api.use(signedIn());
    await accountLink(renderScreen('/test-topics'), 'Dashboard');
    // Queued (synchronously, as the session is known) it would be here.
    expect(stored(SYNC_QUEUE_KEY)).toBeNull();
    expect(callsOf('post', '/api/student/save-test-result')).toEqual([]);
  });
});

describe('the merge at sign-in', () => {
  it("sends this browser's full-paper attempts and valid kept results, and a note the account refuses stays here", async () => {
    localStorage.setItem(
      'mockTests:history',
      JSON.stringify([
        { attemptId: 'a'.repeat(24), slug: 'ssc', title: 'SSC', date: 1, score: 10, maxScore: 20, percentile: 50 },
        { attemptId: 'b'.repeat(24), slug: 'ssc', title: 'SSC', date: 2, score: 12, maxScore: 20, percentile: 60 },
        { slug: 'damaged' },
      ]),
    );
    const good = {
      subTopicName: 'percentages',
      score: { correct: 1, total: 3, answered: 2, percentage: 33 },
      completedAt: '2026-11-02T00:00:00.000Z',
    };
    const inconsistent = { ...good, score: { ...good.score, percentage: 50 } };
    localStorage.setItem('topicTestResults', JSON.stringify([good, inconsistent]));
    localStorage.setItem(
      'userNotes',
      JSON.stringify([{ id: 1700000000000, title: 'Legacy', content: 'x', createdAt: 'old', updatedAt: 'old' }]),
    );
    api.use(studentApi('post', '/api/student/merge', { ...MERGED, linkedAttempts: 2 }));
    await syncAfterSignIn();
    const [merge] = callsOf('post', '/api/student/merge');
    expect(merge!.body).toMatchObject({
      attempts: [{ attemptId: 'a'.repeat(24) }, { attemptId: 'b'.repeat(24) }],
      testResults: [good],
      notes: [],
    });
    expect(stored('userNotes')).toEqual([{ id: 1700000000000, title: 'Legacy', content: 'x', createdAt: 'old', updatedAt: 'old' }]);
    expect(stored(MERGE_PENDING_KEY)).toBe(false);
  });

  it('that fails for want of a network is retried when back online, and at the next page load while signed in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let online = false;
    api.use(
      studentApi('post', '/api/student/merge', () => (online ? MERGED : Response.error())),
      signedIn(),
    );
    await syncAfterSignIn();
    expect(stored(MERGE_PENDING_KEY)).toBe(true);

    // The next page load, still offline: tried again, still due.
    let screen = renderScreen('/test-topics');
    await waitFor(() => expect(callsOf('post', '/api/student/merge')).toHaveLength(2));
    await waitFor(() => expect(stored(MERGE_PENDING_KEY)).toBe(true));
    online = true;
    goOnline();
    await waitFor(() => expect(stored(MERGE_PENDING_KEY)).toBe(false));
    expect(callsOf('post', '/api/student/merge')).toHaveLength(3);
    screen.unmount();

    // Done: the next page load merges no more.
    screen = renderScreen('/test-topics');
    await accountLink(screen, 'Dashboard');
    expect(callsOf('post', '/api/student/merge')).toHaveLength(3);
  });

  it('that the server refuses as it is (400) is not retried', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.use(studentApi('post', '/api/student/merge', { message: 'notes.0.title: bad', error: 'notes.0.title: bad' }, 400));
    await syncAfterSignIn();
    expect(stored(MERGE_PENDING_KEY)).toBe(false);
  });
});

describe('notes of a signed-in student', () => {
  const openNotes = async (screen: Screen) => {
    await accountLink(screen, 'Dashboard');
    await screen.user.click(await screen.findByRole('button', { name: 'My Notes' }));
    return within(await screen.findByRole('dialog', { name: 'My Notes' }));
  };

  it('opening the panel brings the account’s notes here (later wins, a later deletion removes) and sends up what the account lacks', async () => {
    localStorage.setItem(
      'userNotes',
      JSON.stringify([
        note('mine', '2026-11-05T00:00:00.000Z'),
        note('gone', '2026-11-01T00:00:00.000Z'),
        note('old', '2026-11-01T00:00:00.000Z'),
      ]),
    );
    api.use(
      signedIn(),
      studentApi('get', '/api/student/notes', {
        notes: [
          note('theirs', '2026-11-04T00:00:00.000Z'),
          note('gone', '2026-11-02T00:00:00.000Z', { title: '(deleted)', content: '', deletedAt: '2026-11-02T00:00:00.000Z' }),
          note('old', '2026-11-03T00:00:00.000Z', { title: 'Old, edited elsewhere' }),
        ],
      }),
      studentApi('put', '/api/student/notes/:id', ({ url, body }) => ({
        note: { id: url.pathname.split('/').pop()!, ...(body as Omit<StudentNote, 'id'>) },
      })),
    );
    const panel = await openNotes(renderScreen('/test-topics'));
    expect(await panel.findByText('Note theirs')).toBeVisible();
    expect(panel.getByText('Old, edited elsewhere')).toBeVisible();
    expect(panel.queryByText('Note gone')).toBeNull();
    expect((stored('userNotes') as StudentNote[]).map((each) => each.id)).toEqual(['mine', 'theirs', 'old']);
    await waitFor(() =>
      expect(callsOf('put', '/api/student/notes/:id').map((call) => call.url.pathname)).toEqual(['/api/student/notes/mine']),
    );
    expect(callsOf('put', '/api/student/notes/:id')[0]!.body).toEqual({
      title: 'Note mine',
      content: '<p>text</p>',
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-05T00:00:00.000Z',
    });
  });

  it('a new note is put in the account and a deleted one deleted there; offline, they wait for the network', async () => {
    let online = true;
    const offline = () => Response.error();
    api.use(
      signedIn(),
      studentApi('get', '/api/student/notes', { notes: [] }),
      studentApi('put', '/api/student/notes/:id', ({ url, body }) =>
        online ? { note: { id: url.pathname.split('/').pop()!, ...(body as Omit<StudentNote, 'id'>) } } : offline(),
      ),
      studentApi('delete', '/api/student/notes/:id', ({ url }) =>
        online
          ? {
              note: note(url.pathname.split('/').pop()!, '2026-11-09T00:00:00.000Z', {
                title: '(deleted)',
                content: '',
                deletedAt: '2026-11-09T00:00:00.000Z',
              }),
            }
          : offline(),
      ),
    );
    vi.stubGlobal('confirm', () => true);
    const screen = renderScreen('/test-topics');
    const panel = await openNotes(screen);
    await waitFor(() => expect(callsOf('get', '/api/student/notes')).toHaveLength(1));
    await screen.user.click(panel.getByRole('button', { name: /New Note/ }));
    await screen.user.type(await panel.findByRole('textbox', { name: /Title/ }), 'Ratio tricks');
    await screen.user.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsOf('put', '/api/student/notes/:id')).toHaveLength(1));
    const [{ id }] = stored('userNotes') as StudentNote[];
    expect(callsOf('put', '/api/student/notes/:id')[0]!.url.pathname).toBe(`/api/student/notes/${id}`);
    expect(callsOf('put', '/api/student/notes/:id')[0]!.body).toMatchObject({ title: 'Ratio tricks', content: '' });

    online = false;
    await screen.user.click(panel.getByRole('button', { name: 'Delete note: Ratio tricks' }));
    await waitFor(() => expect(stored(SYNC_QUEUE_KEY)).toEqual([{ kind: 'note', noteId: id, note: null }]));
    expect(stored('userNotes')).toEqual([]);
    online = true;
    goOnline();
    await waitFor(() => expect(stored(SYNC_QUEUE_KEY)).toEqual([]));
    expect(callsOf('delete', '/api/student/notes/:id').map((call) => call.url.pathname)).toEqual([
      `/api/student/notes/${id}`,
      `/api/student/notes/${id}`,
    ]);
  });

  it('signed out: the panel neither fetches nor sends', async () => {
    api.use(signedOut(), studentApi('get', '/api/student/notes', { notes: [] }));
    const screen = renderScreen('/test-topics');
    await accountLink(screen, 'Sign in');
    await screen.user.click(await screen.findByRole('button', { name: 'My Notes' }));
    await screen.findByRole('dialog', { name: 'My Notes' });
    expect(callsOf('get', '/api/student/notes')).toEqual([]);
    expect(localStorage.getItem(SYNC_QUEUE_KEY)).toBeNull();
  });
});
