// @vitest-environment happy-dom
import { act, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { QUESTIONS, catalogueHandlers } from '@/test-support/api-fixtures';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { PROFILE, callsOf, studentApi, studentCalls } from './student-api.test-support';
import { SYNC_QUEUE_KEY } from './sync';

// A signed-in student's page opened without a network (from the offline downloads): the session cannot be checked,
// yet a question saved there reaches the account once the device is back online.

const api = setupScreenTests(...catalogueHandlers(), studentApi('post', '/api/student/track-topic-visit', { message: 'Visit recorded' }));
beforeEach(() => studentCalls.clear());

const QUESTION_ID = QUESTIONS.percentages![0]!.question._id;

describe('saving a question offline with a session the network could not check', () => {
  it('is kept on the device, queued for the account, and sent when back online', async () => {
    let online = false;
    api.use(
      studentApi('get', '/api/student/profile', () => (online ? PROFILE : Response.error())),
      studentApi('post', '/api/student/save-question', () => (online ? { message: 'Question saved' } : Response.error())),
    );
    const screen = renderScreen('/practice/general-aptitude/percentages');
    const [card] = await screen.findAllByTestId('question-card');
    await waitFor(() => expect(callsOf('get', '/api/student/profile').length).toBeGreaterThan(0));
    await screen.user.click(within(card!).getByRole('button', { name: 'Save' }));
    expect(JSON.parse(localStorage.getItem('savedQuestions')!)).toEqual([QUESTION_ID]);
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SYNC_QUEUE_KEY)!)).toEqual([{ questionId: QUESTION_ID, saved: true }]));

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SYNC_QUEUE_KEY)!)).toEqual([]));
    expect(callsOf('post', '/api/student/save-question').at(-1)?.body).toEqual({ questionId: QUESTION_ID });
    expect(JSON.parse(localStorage.getItem('savedQuestions')!)).toEqual([QUESTION_ID]);
  });
});
