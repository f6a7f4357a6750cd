// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { answer, failNetwork, hold } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { newAttempt, startAttempt, withResult, type MockTestAttempt } from '@/features/mock-tests/lib/attempt';
import { paperAttemptStore } from '@/features/mock-tests/lib/attempt-storage';
import { testInstructions, testPaper, testResult } from '@/features/mock-tests/lib/paper.test-support';

// /mock-tests/{slug}: the instructions come from their own read (which draws nothing); the paper, each of whose
// fetches creates an attempt on the server, is drawn by Start only.

const paper = testPaper();
const SLUG = paper.slug;
const api = setupScreenTests(
  answer('getMockTestInstructions', testInstructions(paper)),
  answer('getMockTestPaper', paper),
  answer('aiStatus', { enabled: false }),
);

const store = (attempt: MockTestAttempt) => paperAttemptStore.saveNew(localStorage, SLUG, attempt);
const start = (screen: ReturnType<typeof renderScreen>) => screen.getByRole('button', { name: 'Start' });

describe('the paper page before Start', () => {
  it('shows the instructions from their read and draws nothing; Start draws the paper once and begins the exam', async () => {
    const screen = renderScreen(`/mock-tests/${SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'IBPS PO Prelims 2023' })).toBeVisible();
    expect(screen.getByRole('row', { name: 'Section 1 3 —' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'About this paper' })).toHaveTextContent('5 questions');
    expect(api.calls('getMockTestInstructions')).toHaveLength(1);
    expect(api.calls('getMockTestPaper')).toEqual([]);
    expect(paperAttemptStore.load(localStorage, SLUG)).toBeNull();

    const drawn = hold('getMockTestPaper');
    api.use(drawn.handler);
    await screen.user.click(start(screen));
    // Busy while the paper is drawn: a second press draws nothing more.
    expect(start(screen)).toBeDisabled();
    expect(start(screen)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your paper...');
    drawn.release();
    expect(await screen.findByRole('button', { name: 'Save & Next' })).toBeVisible();
    expect(api.calls('getMockTestPaper')).toHaveLength(1);
    expect(paperAttemptStore.load(localStorage, SLUG)).toMatchObject({ attemptId: 'attempt-1', startedAt: expect.any(Number) });
  });

  it('a failed draw says why beside Start, and Try Again draws again', async () => {
    api.use(answer('getMockTestPaper', { message: 'Too many mock test papers from your address.' }, { status: 429 }));
    const screen = renderScreen(`/mock-tests/${SLUG}`);
    await screen.user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many papers were started from your network just now.');
    expect(paperAttemptStore.load(localStorage, SLUG)).toBeNull();

    api.use(answer('getMockTestPaper', { message: 'This mock test has no questions yet' }, { status: 404 }));
    await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText(/This paper cannot be sat now/)).toBeVisible();

    api.use(failNetwork('getMockTestPaper'));
    await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Your paper could not be prepared. Please try again.')).toBeVisible();

    api.use(answer('getMockTestPaper', paper));
    await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Save & Next' })).toBeVisible();
    expect(api.calls('getMockTestPaper')).toHaveLength(4);
  });

  it('an unknown or inactive paper is the not-found page, without a draw', async () => {
    api.use(answer('getMockTestInstructions', { message: 'Mock test not found' }, { status: 404 }));
    const screen = renderScreen(`/mock-tests/${SLUG}`);
    expect(await screen.findByRole('heading', { name: 'Mock Test Not Found' })).toBeVisible();
    expect(api.calls('getMockTestPaper')).toEqual([]);
  });

  it('a running attempt kept on the device takes over once the page is up, without a draw', async () => {
    store(startAttempt(newAttempt(paper, Date.now() - 60_000), Date.now() - 60_000));
    const screen = renderScreen(`/mock-tests/${SLUG}`);
    expect(await screen.findByRole('button', { name: 'Save & Next' })).toBeVisible();
    expect(api.calls('getMockTestPaper')).toEqual([]);
  });

  it('Take Again after a result goes back to the instructions and draws nothing until Start', async () => {
    const started = startAttempt(newAttempt(paper, Date.now() - 120_000), Date.now() - 120_000);
    store(withResult({ ...started, submittedAt: Date.now() - 60_000 }, testResult(paper, {})));
    const screen = renderScreen(`/mock-tests/${SLUG}`);
    await screen.user.click(await screen.findByRole('button', { name: 'Take Again' }));
    expect(await screen.findByRole('button', { name: 'Start' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'IBPS PO Prelims 2023' })).toBeVisible();
    expect(api.calls('getMockTestPaper')).toEqual([]);
    expect(paperAttemptStore.load(localStorage, SLUG)).toBeNull();
    await screen.user.click(start(screen));
    expect(await screen.findByRole('button', { name: 'Save & Next' })).toBeVisible();
    expect(api.calls('getMockTestPaper')).toHaveLength(1);
  });
});
