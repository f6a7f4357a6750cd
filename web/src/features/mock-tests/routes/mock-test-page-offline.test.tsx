// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, failNetwork } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { TEST_FINISHED_EVENT } from '@/lib/offline/events';
import { memoryQueueStorage, setQueueDeps } from '@/service-worker/submission-queue';
import {
  newAttempt,
  saveAndNext,
  selectOption,
  startAttempt,
  submitAttempt,
  type MockTestAttempt,
} from '@/features/mock-tests/lib/attempt';
import { paperAttemptStore } from '@/features/mock-tests/lib/attempt-storage';
import { testInstructions, testPaper, testResult } from '@/features/mock-tests/lib/paper.test-support';

// /mock-tests/{slug} without a network: Start on a downloaded paper, a submission queued on the device, and the
// result (late or not, as the server says) once the queue is sent.

const paper = testPaper();
const SLUG = paper.slug;
const HOUR = 60 * 60 * 1000;

const api = setupScreenTests(
  answer('getMockTestInstructions', testInstructions(paper)),
  answer('getMockTestPaper', { ...paper, attempt_id: 'fresh-draw' }),
  answer('aiStatus', { enabled: false }),
);

let queue: Map<string, unknown>;
beforeEach(() => {
  queue = new Map();
  setQueueDeps({ storage: memoryQueueStorage(queue) });
});
afterEach(() => {
  setQueueDeps();
  vi.restoreAllMocks();
});

const store = (attempt: MockTestAttempt) => paperAttemptStore.saveNew(localStorage, SLUG, attempt);
const goOffline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

/** Sat and submitted an hour ago: answered the first question. */
function submittedAttempt(): MockTestAttempt {
  const started = startAttempt(newAttempt(paper, Date.now() - 2 * HOUR), Date.now() - 2 * HOUR);
  return submitAttempt(saveAndNext(selectOption(started, 's0q0-a')), Date.now() - HOUR);
}

describe('a downloaded paper sat offline', () => {
  it('offline, Start sits the downloaded draw (no redraw), however long ago it was drawn', async () => {
    store({ ...newAttempt(paper, Date.now() - 3 * 24 * HOUR), downloadedAt: Date.now() - 3 * 24 * HOUR });
    goOffline();
    const screen = renderScreen(`/mock-tests/${SLUG}`);
    expect(await screen.findByRole('heading', { name: 'Sit it offline' })).toBeVisible();
    expect(screen.getByText('Answers and explanations come with your result once you are back online.')).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('button', { name: 'Save & Next' })).toBeVisible();
    expect(api.calls('getMockTestPaper')).toEqual([]);
    expect(paperAttemptStore.load(localStorage, SLUG)).toMatchObject({ attemptId: 'attempt-1', downloadedAt: expect.any(Number) });
  });

  it('online, Start draws afresh (the server’s clock starts at the draw), but sits the stored draw if that fails', async () => {
    store({ ...newAttempt(paper, Date.now() - 3 * 24 * HOUR), downloadedAt: Date.now() - 3 * 24 * HOUR });
    api.use(failNetwork('getMockTestPaper'));
    const screen = renderScreen(`/mock-tests/${SLUG}`);
    await screen.user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('button', { name: 'Save & Next' })).toBeVisible();
    expect(api.calls('getMockTestPaper')).toHaveLength(1);
    expect(paperAttemptStore.load(localStorage, SLUG)?.attemptId).toBe('attempt-1');
  });

  it('online, Start on a paper opened long ago sits a fresh draw', async () => {
    store(newAttempt(paper, Date.now() - HOUR));
    const screen = renderScreen(`/mock-tests/${SLUG}`);
    await screen.user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('button', { name: 'Save & Next' })).toBeVisible();
    expect(paperAttemptStore.load(localStorage, SLUG)?.attemptId).toBe('fresh-draw');
  });
});

describe('a submission without a network', () => {
  it('is queued on the device, says so, and shows the server’s result (late) when the device is back online', async () => {
    store(submittedAttempt());
    api.use(failNetwork('submitMockTest'));
    const finished = vi.fn();
    window.addEventListener(TEST_FINISHED_EVENT, finished);
    const screen = renderScreen(`/mock-tests/${SLUG}`);
    expect(await screen.findByRole('heading', { name: 'Submitted on this device' })).toBeVisible();
    expect(screen.getByText('Submitted on this device: your result will appear when you are back online.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /not submitted/ })).toBeNull();
    expect(queue.get('queued:attempt-1')).toMatchObject({
      slug: SLUG,
      path: `/api/mock-tests/slug/${SLUG}/submit`,
      body: { attempt_id: 'attempt-1', responses: [{ question_id: 's0q0', option_id: 's0q0-a' }] },
    });

    api.use(answer('submitMockTest', { ...testResult(paper, { s0q0: 's0q0-a' }), late: true, counted: false }));
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByTestId('result-standing')).toHaveAttribute('data-standing', 'late');
    expect(screen.getByTestId('score')).toHaveTextContent('1 / 5');
    // Sent once: the queue is empty and the result is stored with the attempt.
    expect([...queue.keys()]).toEqual([]);
    expect(paperAttemptStore.load(localStorage, SLUG)?.result?.late).toBe(true);
    expect(finished).toHaveBeenCalledOnce();
    window.removeEventListener(TEST_FINISHED_EVENT, finished);
  });

  it('a result the queue received while the page was away shows when the paper is opened again', async () => {
    store(submittedAttempt());
    queue.set('outcome:attempt-1', {
      attemptId: 'attempt-1',
      slug: SLUG,
      kind: 'scored',
      result: testResult(paper, { s0q0: 's0q0-a' }),
      at: Date.now(),
    });
    const screen = renderScreen(`/mock-tests/${SLUG}`);
    expect(await screen.findByTestId('score')).toHaveTextContent('1 / 5');
    expect(screen.queryByTestId('result-standing')).toBeNull();
    expect(api.calls('submitMockTest')).toEqual([]);
    expect(queue.size).toBe(0);
  });

  it('a queued attempt the server refuses for good (deleted after 7 days) says it cannot be scored', async () => {
    store(submittedAttempt());
    queue.set('queued:attempt-1', {
      attemptId: 'attempt-1',
      slug: SLUG,
      path: `/api/mock-tests/slug/${SLUG}/submit`,
      body: {},
      queuedAt: 1,
    });
    api.use(answer('submitMockTest', { message: 'Attempt not found: open the paper again to start a new attempt' }, { status: 404 }));
    const screen = renderScreen(`/mock-tests/${SLUG}`);
    expect(await screen.findByRole('heading', { name: 'This attempt cannot be scored' })).toBeVisible();
    expect(screen.getByText(/Attempt not found/)).toBeVisible();
    expect(api.calls('submitMockTest')).toHaveLength(1);
  });

  it('is in Hindi on a Hindi page, and asks for the result in Hindi', async () => {
    store(submittedAttempt());
    api.use(failNetwork('submitMockTest'));
    const screen = renderScreen(`/mock-tests/${SLUG}`, { locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'इस डिवाइस पर जमा हो गया' })).toBeVisible();
    expect(queue.get('queued:attempt-1')).toMatchObject({ path: `/api/mock-tests/slug/${SLUG}/submit?locale=hi` });
  });
});
