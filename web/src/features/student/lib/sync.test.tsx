// @vitest-environment happy-dom
import { act, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StudentNote } from '@exam-prep/contract/student/progress';
import { QUESTIONS, catalogueHandlers } from '@/test-support/api-fixtures';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { callsOf, signedIn, signedOut, studentApi, studentCalls } from './student-api.test-support';
import { SYNC_QUEUE_KEY, practiceVisit } from './sync';
import { syncAfterSignIn } from './merge-at-sign-in';
import { mergeNotes } from './kept-data';

const api = setupScreenTests(...catalogueHandlers(), studentApi('post', '/api/student/track-topic-visit', { message: 'Visit recorded' }));
beforeEach(() => studentCalls.clear());

const QUESTION_ID = QUESTIONS.percentages![0]!.question._id;
const note = (id: string, updatedAt: string, more: Partial<StudentNote> = {}): StudentNote => ({
  id,
  title: `Note ${id}`,
  content: '<p>text</p>',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt,
  ...more,
});

async function firstCard() {
  const screen = renderScreen('/practice/general-aptitude/percentages');
  const [card] = await screen.findAllByTestId('question-card');
  return { screen, card: within(card!) };
}

describe('saving a question while signed in', () => {
  it('follows to the account after localStorage: save, then remove', async () => {
    api.use(
      signedIn(),
      studentApi('post', '/api/student/save-question', { message: 'Question saved' }),
      studentApi('post', '/api/student/remove-saved-question', { message: 'Question removed' }),
    );
    const { screen, card } = await firstCard();
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Dashboard' });
    await screen.user.click(card.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsOf('post', '/api/student/save-question').map((call) => call.body)).toEqual([{ questionId: QUESTION_ID }]),
    );
    expect(JSON.parse(localStorage.getItem('savedQuestions')!)).toEqual([QUESTION_ID]);
    await screen.user.click(card.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(callsOf('post', '/api/student/remove-saved-question')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(SYNC_QUEUE_KEY)!)).toEqual([]);
  });

  it('keeps a change the network refused and sends it when the device is back online', async () => {
    let online = false;
    api.use(
      signedIn(),
      studentApi('post', '/api/student/save-question', () => (online ? { message: 'Question saved' } : Response.error())),
    );
    const { screen, card } = await firstCard();
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Dashboard' });
    await screen.user.click(card.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SYNC_QUEUE_KEY)!)).toEqual([{ questionId: QUESTION_ID, saved: true }]));
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SYNC_QUEUE_KEY)!)).toEqual([]));
    expect(callsOf('post', '/api/student/save-question')).toHaveLength(2);
  });

  it('sends nothing while signed out', async () => {
    api.use(signedOut());
    const { screen, card } = await firstCard();
    await within(screen.getByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Sign in' });
    await screen.user.click(card.getByRole('button', { name: 'Save' }));
    expect(JSON.parse(localStorage.getItem('savedQuestions')!)).toEqual([QUESTION_ID]);
    expect(localStorage.getItem(SYNC_QUEUE_KEY)).toBeNull();
  });
});

describe('visits of practice pages', () => {
  it('are recorded in the account while signed in, once per page, with or without an exam', async () => {
    api.use(signedIn());
    const screen = renderScreen('/practice/general-aptitude/percentages');
    await waitFor(() =>
      expect(callsOf('post', '/api/student/track-topic-visit').map((call) => call.body)).toEqual([
        { topicName: 'general-aptitude', subTopicName: 'percentages' },
      ]),
    );
    await screen.findAllByTestId('question-card');
    expect(callsOf('post', '/api/student/track-topic-visit')).toHaveLength(1);
    expect(practiceVisit('/practice/general-aptitude/percentages/SSC%20CGL')).toEqual({
      topicName: 'general-aptitude',
      subTopicName: 'percentages',
    });
    expect(practiceVisit('/practice/general-aptitude')).toBeUndefined();
    expect(practiceVisit('/test-topics/a/b')).toBeUndefined();
  });

  it('are not sent while signed out', async () => {
    api.use(signedOut());
    const screen = renderScreen('/practice/general-aptitude/percentages');
    await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Sign in' });
    await screen.findAllByTestId('question-card');
    expect(callsOf('post', '/api/student/track-topic-visit')).toEqual([]);
  });
});

describe('the merge at sign-in', () => {
  it("sends this browser's saved questions and valid notes, and keeps the union of both here", async () => {
    localStorage.setItem('savedQuestions', JSON.stringify(['q1']));
    localStorage.setItem(
      'userNotes',
      JSON.stringify([note('mine', '2026-11-05T00:00:00.000Z'), { id: 'broken', title: '' }, note('both', '2026-11-02T00:00:00.000Z')]),
    );
    api.use(
      studentApi('post', '/api/student/merge', {
        savedQuestions: ['q1', 'q2'],
        notes: [note('both', '2026-11-03T00:00:00.000Z', { title: 'Newer' }), note('theirs', '2026-11-04T00:00:00.000Z')],
        linkedAttempts: 0,
      }),
    );
    await syncAfterSignIn();
    const [sent] = callsOf('post', '/api/student/merge');
    expect((sent!.body as { notes: StudentNote[] }).notes.map((each) => each.id)).toEqual(['mine', 'both']);
    expect(JSON.parse(localStorage.getItem('savedQuestions')!)).toEqual(['q1', 'q2']);
    const kept = JSON.parse(localStorage.getItem('userNotes')!) as StudentNote[];
    expect(kept.map((each) => [each.id, each.title])).toEqual([
      ['mine', 'Note mine'],
      ['theirs', 'Note theirs'],
      ['both', 'Newer'],
      // Not sent (the account would refuse it), but never dropped from this browser.
      ['broken', ''],
    ]);
  });

  it('notes: the later version wins; a later deletion on the account removes the note here', () => {
    const local = [note('a', '2026-11-05T00:00:00.000Z'), note('b', '2026-11-01T00:00:00.000Z')];
    const account = [
      note('a', '2026-11-04T00:00:00.000Z', { title: 'older' }),
      note('b', '2026-11-02T00:00:00.000Z', { deletedAt: '2026-11-02T00:00:00.000Z', content: '' }),
    ];
    expect(mergeNotes(local, account).map((each) => [each.id, each.title])).toEqual([['a', 'Note a']]);
  });
});
