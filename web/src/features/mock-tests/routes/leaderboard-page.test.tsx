// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Leaderboard } from '@exam-prep/contract/public/mock-tests';
import { answer, fail, hold } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

// /mock-tests/{slug}/leaderboard through the app's routes, against a faked API: a board, an empty one, 404, errors.

const SLUG = 'ssc-cgl-2023-shift-1';
const BOARD: Leaderboard = {
  paper: { slug: SLUG, title: 'SSC CGL 2023 Shift 1' },
  total: 57,
  entries: [
    { rank: 1, name: 'Asha', score: 98.5, max_score: 100, time_spent_seconds: 3300 },
    { rank: 2, name: 'Student #1234', score: 90, max_score: 100, time_spent_seconds: 3000 },
    { rank: 2, name: 'Ravi', score: 90, max_score: 100, time_spent_seconds: 3540 },
    { rank: 4, name: 'Student #77', score: -1.5, max_score: 100, time_spent_seconds: null },
  ],
};

const api = setupScreenTests(answer('getMockTestLeaderboard', BOARD));

const rowsOf = (screen: Screen) =>
  within(screen.getByRole('table', { name: 'Leaderboard' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).getAllByRole('cell'), within(row).getByRole('rowheader')].map((cell) => cell.textContent));

describe('a paper’s leaderboard (/mock-tests/{slug}/leaderboard)', () => {
  it('names the paper, counts the ranked students and lists rank, name, score and time; equal scores share a rank', async () => {
    const screen = renderScreen(`/mock-tests/${SLUG}/leaderboard`);
    expect(await screen.findByRole('heading', { level: 1, name: 'SSC CGL 2023 Shift 1: Leaderboard' })).toBeVisible();
    expect(screen.getByTestId('ranked-count')).toHaveTextContent('57 students ranked');
    expect(screen.getByText(/The top 4 are shown\./)).toBeVisible();
    expect(rowsOf(screen)).toEqual([
      // Rank, score, time, then the row's name.
      ['1', '98.5 / 100', '55 min', 'Asha'],
      ['2', '90 / 100', '50 min', 'Student #1234'],
      ['2', '90 / 100', '59 min', 'Ravi'],
      ['4', '−1.5 / 100', '—', 'Student #77'],
    ]);
    expect(screen.getByRole('link', { name: 'Back to the paper' })).toHaveAttribute('href', `/mock-tests/${SLUG}`);
    expect(api.calls('getMockTestLeaderboard').map((url) => url.pathname)).toEqual([`/api/mock-tests/slug/${SLUG}/leaderboard`]);
  });

  it('is in Hindi on a Hindi page, under /hi', async () => {
    const screen = renderScreen(`/mock-tests/${SLUG}/leaderboard`, { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'SSC CGL 2023 Shift 1: लीडरबोर्ड' })).toBeVisible();
    expect(screen.getByTestId('ranked-count')).toHaveTextContent('57 विद्यार्थियों को रैंक मिली');
    expect(screen.getByRole('link', { name: 'पेपर पर वापस जाएँ' })).toHaveAttribute('href', `/hi/mock-tests/${SLUG}`);
  });

  it('with nobody ranked yet: invites to sign in and sit the paper', async () => {
    api.use(answer('getMockTestLeaderboard', { ...BOARD, total: 0, entries: [] }));
    const screen = renderScreen(`/mock-tests/${SLUG}/leaderboard`);
    expect(await screen.findByRole('heading', { name: 'No ranked attempts yet' })).toBeVisible();
    expect(screen.getByTestId('ranked-count')).toHaveTextContent('0 students ranked');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/student/login');
    expect(screen.getByRole('link', { name: 'sit the paper' })).toHaveAttribute('href', `/mock-tests/${SLUG}`);
  });

  it('an unknown or inactive paper: its Not Found page, with the way to every paper, asked once', async () => {
    api.use(fail('getMockTestLeaderboard', 404, 'Mock test not found'));
    const screen = renderScreen('/mock-tests/no-such-paper/leaderboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leaderboard Not Found' })).toBeVisible();
    expect(screen.getByText('This paper does not exist or is no longer available.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All Mock Tests' })).toHaveAttribute('href', '/mock-tests');
    expect(api.calls('getMockTestLeaderboard')).toHaveLength(1);
  });

  it('shows its loading state, then an error with Try Again, which asks again', async () => {
    const held = hold('getMockTestLeaderboard');
    // The held call goes on to the handler behind it: a 503.
    api.use(fail('getMockTestLeaderboard', 503, 'CMS unreachable'));
    api.use(held.handler);
    const screen = renderScreen(`/mock-tests/${SLUG}/leaderboard`);
    expect(await screen.findByText('Loading the leaderboard...')).toBeVisible();
    held.release();
    expect(await screen.findByText('Failed to load the leaderboard. Please try again.')).toBeVisible();
    api.use(answer('getMockTestLeaderboard', BOARD));
    await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SSC CGL 2023 Shift 1: Leaderboard' })).toBeVisible();
  });
});
