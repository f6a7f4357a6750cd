// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DashboardAnswer } from '@exam-prep/contract/student/progress';
import { catalogueHandlers } from '@/test-support/api-fixtures';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import {
  EMPTY_DASHBOARD,
  callsOf,
  signedIn,
  signedOut,
  studentApi,
  studentCalls,
  studentFail,
} from '@/features/student/lib/student-api.test-support';

// The catalogue answers too: a screen that moves on (home, the dashboard's links) may load public pages. The
// student has reported no mistakes unless a test says otherwise.
const api = setupScreenTests(...catalogueHandlers(), studentApi('get', '/api/student/reports', { reports: [] }));
beforeEach(() => studentCalls.clear());

const result = (index: number) => ({
  subTopicName: index === 0 ? 'time-and-work' : `subtopic-${index}`,
  score: { correct: 7, total: 10, answered: 9, percentage: 70 },
  completedAt: '2026-11-20T06:30:00.000Z',
});
const accuracy = (subTopicName: string, value: number) => ({
  topicName: 'quantitative-aptitude',
  subTopicName,
  correct: value / 10,
  answered: 10,
  accuracy: value,
});

const FULL: DashboardAnswer = {
  ...EMPTY_DASHBOARD,
  savedQuestions: Array.from({ length: 8 }, (_, index) => ({
    question: { _id: `q${index}`, question: `<p>Saved question <b>${index + 1}</b></p>` },
  })),
  testResults: Array.from({ length: 12 }, (_, index) => result(index)),
  visitedTopics: Array.from({ length: 17 }, (_, index) => ({
    topicName: 'general-aptitude',
    subTopicName: `topic-${index}`,
    visitedAt: '2026-11-21T06:30:00.000Z',
  })),
  stats: { totalSavedQuestions: 8, totalTestsCompleted: 12, totalTopicsVisited: 17, averageTestScore: 70 },
  accuracyBySubtopic: [accuracy('percentages', 30), accuracy('ratio', 40), accuracy('averages', 50), accuracy('time-and-work', 90)],
  weakest: [accuracy('percentages', 30), accuracy('ratio', 40), accuracy('averages', 50)],
  streak: { current: 4, longest: 9 },
  papers: [
    {
      attemptId: 'a1',
      paperSlug: 'ssc-cgl-tier-1',
      paperName: 'SSC CGL Tier 1',
      score: 142.5,
      maxScore: 200,
      percentile: 87.5,
      rank: 12,
      rankOf: 340,
      submittedAt: '2026-11-22T06:30:00.000Z',
      late: false,
    },
    {
      attemptId: 'a2',
      paperSlug: 'ssc-cgl-tier-1',
      paperName: 'SSC CGL Tier 1',
      score: 150,
      maxScore: 200,
      percentile: null,
      rank: null,
      rankOf: null,
      submittedAt: '2026-11-23T06:30:00.000Z',
      late: true,
    },
  ],
  continueAt: { topicName: 'general-aptitude', subTopicName: 'topic-0', visitedAt: '2026-11-21T06:30:00.000Z' },
};

const paper = (attemptId: string, paperSlug: string, paperName: string, score: number, day: number, percentile: number | null) => ({
  attemptId,
  paperSlug,
  paperName,
  score,
  maxScore: 200,
  percentile,
  rank: percentile === null ? null : 5,
  rankOf: percentile === null ? null : 100,
  submittedAt: `2026-11-${day}T06:30:00.000Z`,
  late: percentile === null,
});

describe('/student/dashboard', () => {
  it('shows the counts, the first 10 results, 15 visits and 6 saved questions, and ours: continue, streak, weakest, papers', async () => {
    api.use(signedIn(), studentApi('get', '/api/student/dashboard', FULL));
    const screen = renderScreen('/student/dashboard');
    expect(await screen.findByRole('heading', { name: 'Student Dashboard', level: 1 })).toBeVisible();
    expect(screen.getByText('Welcome back, asha!')).toBeVisible();
    const stats = within(screen.getByRole('list', { name: 'Your numbers' }));
    expect(stats.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '8Saved Questions',
      '12Tests Completed',
      '17Topics Visited',
      '70%Average Score',
    ]);

    const results = screen.getAllByTestId('test-result');
    expect(results).toHaveLength(10);
    expect(results[0]).toHaveTextContent('Time And Work');
    expect(results[0]).toHaveTextContent('Nov 20, 2026');
    expect(results[0]).toHaveTextContent('70%');
    expect(results[0]).toHaveTextContent('7/10 correct');
    expect(within(results[0]!).getByRole('progressbar', { name: '9/10 answered' })).toHaveAttribute('value', '9');

    const visited = within(screen.getByRole('region', { name: 'Recently Visited Topics' }));
    const visitLinks = visited.getAllByRole('link');
    expect(visitLinks).toHaveLength(15);
    expect(visitLinks[0]).toHaveAttribute('href', '/practice/general-aptitude/topic-0');
    expect(visitLinks[0]).toHaveTextContent('General Aptitude › Topic 0');

    const saved = screen.getAllByTestId('saved-question');
    expect(saved).toHaveLength(6);
    expect(within(saved[0]!).getByRole('link', { name: 'Question 1' })).toHaveAttribute('href', '/saved');
    expect(saved[0]!.querySelector('b')).toHaveTextContent('1');
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/saved');

    expect(screen.getByRole('link', { name: 'Continue: Topic 0' })).toHaveAttribute('href', '/practice/general-aptitude/topic-0');
    expect(screen.getByText('4 days in a row')).toBeVisible();
    expect(screen.getByText('Longest: 9 days')).toBeVisible();
    const weakest = within(screen.getByRole('region', { name: 'Your weakest subtopics' }));
    expect(weakest.getByRole('link', { name: 'Practise Percentages' })).toHaveAttribute(
      'href',
      '/practice/quantitative-aptitude/percentages',
    );
    expect(weakest.getByRole('link', { name: 'Practise Ratio' })).toBeVisible();
    expect(weakest.getByRole('link', { name: 'Practise Averages' })).toBeVisible();
    expect(weakest.getAllByText('30% correct (3/10)').length).toBeGreaterThan(0);

    const papers = screen.getAllByTestId('paper-attempt');
    expect(papers[0]).toHaveTextContent('Score 142.5/200');
    expect(papers[0]).toHaveTextContent('Percentile 87.5');
    expect(papers[0]).toHaveTextContent('Rank 12 of 340');
    expect(papers[1]).not.toHaveTextContent('Rank');
    expect(papers[1]).toHaveTextContent('Submitted after time: not ranked');
    expect(within(papers[0]!).getByRole('link', { name: 'SSC CGL Tier 1' })).toHaveAttribute('href', '/mock-tests/ssc-cgl-tier-1');
  });

  it('says what to do where there is nothing yet', async () => {
    api.use(signedIn(), studentApi('get', '/api/student/dashboard', EMPTY_DASHBOARD));
    const screen = renderScreen('/student/dashboard');
    expect(await screen.findByText('No test results yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Take a Mock Test' })).toHaveAttribute('href', '/test-topics');
    expect(screen.getByText('No topics visited yet')).toBeVisible();
    expect(screen.getByText('No saved questions yet')).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Start Practicing' }).map((link) => link.getAttribute('href'))).toEqual([
      '/practice',
      '/practice',
    ]);
    expect(screen.queryByRole('link', { name: 'View All' })).toBeNull();
    expect(screen.getByText('No full papers yet')).toBeVisible();
    expect(screen.queryByTestId('score-chart')).toBeNull();
    expect(screen.getByText('Practise today to start a streak.')).toBeVisible();
    expect(screen.queryByText('Continue where you left off')).toBeNull();
    expect(screen.getByText(/Answer at least 5 questions of a subtopic/)).toBeVisible();
  });

  it('charts each paper’s score over time, oldest to newest, above the list it keeps', async () => {
    // The account lists attempts newest first, papers mixed.
    const papers = [
      paper('c3', 'ssc-cgl-tier-1', 'SSC CGL Tier 1', 150, 25, null),
      paper('b2', 'ibps-po-prelims', 'IBPS PO Prelims', 90, 24, 61.25),
      paper('c2', 'ssc-cgl-tier-1', 'SSC CGL Tier 1', 160, 23, 92),
      paper('c1', 'ssc-cgl-tier-1', 'SSC CGL Tier 1', 80, 21, 40),
    ];
    api.use(signedIn(), studentApi('get', '/api/student/dashboard', { ...EMPTY_DASHBOARD, papers }));
    const screen = renderScreen('/student/dashboard');
    const panel = within(await screen.findByRole('region', { name: 'Full-paper history' }));
    const charts = panel.getAllByTestId('score-chart');
    expect(charts.map((chart) => within(chart).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'SSC CGL Tier 1',
      'IBPS PO Prelims',
    ]);
    const cgl = within(panel.getByRole('region', { name: 'SSC CGL Tier 1' }));
    // The text alternative follows the line oldest to newest: 40%, then 80%, then 75%.
    expect(cgl.getByRole('img')).toHaveAccessibleName('3 attempts: first 40%, latest 75%, best 80% of the maximum score.');
    expect(cgl.getByText('Score over time, from your account (percentiles in the table).')).toBeVisible();
    // The table beside it: newest first, each with its percentile (a dash where the account has none).
    const rows = cgl.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent))).toEqual([
      ['150 / 200 (75%)', '—'],
      ['160 / 200 (80%)', '92'],
      ['80 / 200 (40%)', '40'],
    ]);
    const ibps = within(panel.getByRole('region', { name: 'IBPS PO Prelims' }));
    expect(ibps.getByRole('img')).toHaveAccessibleName('1 attempt, scoring 45% of the maximum.');
    expect(ibps.getByRole('row', { name: /90 \/ 200 \(45%\) 61\.3/ })).toBeInTheDocument();

    // The list stays below, with its ranks and late notes.
    const attempts = panel.getAllByTestId('paper-attempt');
    expect(attempts).toHaveLength(4);
    expect(attempts[0]).toHaveTextContent('Submitted after time: not ranked');
    expect(attempts[1]).toHaveTextContent('Rank 5 of 100');
    expect(charts[1]!.compareDocumentPosition(attempts[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('charts the papers in Hindi too', async () => {
    const papers = [
      paper('c2', 'ssc-cgl-tier-1', 'SSC CGL Tier 1', 150, 25, null),
      paper('c1', 'ssc-cgl-tier-1', 'SSC CGL Tier 1', 80, 21, 40),
    ];
    api.use(signedIn(), studentApi('get', '/api/student/dashboard', { ...EMPTY_DASHBOARD, papers }));
    const hindi = renderScreen('/student/dashboard', { locale: 'hi' });
    const hindiPanel = within(await hindi.findByRole('region', { name: 'पूरे पेपर का इतिहास' }));
    expect(within(hindiPanel.getByRole('region', { name: 'SSC CGL Tier 1' })).getByRole('img')).toHaveAccessibleName(
      '2 प्रयास: पहला 40%, हाल का 75%, सबसे अच्छा अधिकतम अंकों का 75%।',
    );
    expect(hindiPanel.getByText('समय के साथ स्कोर, आपके खाते से (पर्सेंटाइल तालिका में)।')).toBeVisible();
  });

  it('loading, then the error with Try Again, which loads it again', async () => {
    let fail = true;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.use(
      signedIn(),
      studentApi('get', '/api/student/dashboard', async () => {
        await held;
        return fail ? Response.json({ message: 'CMS unreachable', error: 'CMS unreachable' }, { status: 503 }) : EMPTY_DASHBOARD;
      }),
    );
    const screen = renderScreen('/student/dashboard');
    expect(await screen.findByText('Loading dashboard...')).toBeVisible();
    release();
    expect(await screen.findByText('Failed to load dashboard data')).toBeVisible();
    fail = false;
    await screen.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Student Dashboard', level: 1 })).toBeVisible();
  });

  it('sends a signed-out visitor to sign in', async () => {
    api.use(signedOut(), studentFail('get', '/api/student/dashboard', 401, 'Please sign in to continue.'));
    const screen = renderScreen('/student/dashboard');
    await waitFor(() => expect(screen.location()).toBe('/student/login'));
    expect(await screen.findByRole('heading', { name: 'Welcome Back', level: 1 })).toBeVisible();
  });

  it('Logout ends the session, tells the top bar and goes home; a failed logout stays', async () => {
    let signedInNow = true;
    api.use(
      studentApi('get', '/api/student/profile', () =>
        signedInNow
          ? EMPTY_PROFILE
          : Response.json({ message: 'Please sign in to continue.', error: 'Please sign in to continue.' }, { status: 401 }),
      ),
      studentApi('get', '/api/student/dashboard', EMPTY_DASHBOARD),
      studentFail('post', '/api/student/logout', 503, 'CMS unreachable'),
    );
    const screen = renderScreen('/student/dashboard', { locale: 'hi' });
    expect(await screen.findByRole('heading', { name: 'छात्र डैशबोर्ड', level: 1 })).toBeVisible();
    await screen.user.click(screen.getByRole('button', { name: 'साइन आउट' }));
    await waitFor(() => expect(callsOf('post', '/api/student/logout')).toHaveLength(1));
    expect(screen.location()).toBe('/student/dashboard');

    api.use(
      studentApi('post', '/api/student/logout', () => {
        signedInNow = false;
        return { message: 'Logged out' };
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'साइन आउट' })).toBeEnabled());
    // A change still waiting for this account must never reach whoever signs in next on this browser.
    localStorage.setItem('studentSyncQueue', JSON.stringify([{ questionId: 'q-1', saved: true }]));
    await screen.user.click(screen.getByRole('button', { name: 'साइन आउट' }));
    await waitFor(() => expect(screen.location()).toBe('/'));
    expect(localStorage.getItem('studentSyncQueue')).toBeNull();
    expect(await within(screen.getByRole('navigation', { name: 'मुख्य' })).findByRole('link', { name: 'साइन इन' })).toBeVisible();
  });
  it('lists the student’s reports of mistakes with their status, in English and Hindi, and tells when there are none', async () => {
    const reports = {
      reports: [
        {
          _id: 'r2',
          question_id: 'q-ratio-7',
          question_title: 'What is 3 : 4 as a <percentage>?',
          reason: 'wrong_answer' as const,
          status: 'fixed' as const,
          created_at: '2026-11-20T06:30:00.000Z',
          resolved_at: '2026-11-22T06:30:00.000Z',
        },
        {
          _id: 'r1',
          question_id: 'q-age-2',
          question_title: 'A father is twice as old as his son.',
          reason: 'typo' as const,
          status: 'open' as const,
          created_at: '2026-11-18T06:30:00.000Z',
          resolved_at: null,
        },
      ],
    };
    api.use(signedIn(), studentApi('get', '/api/student/dashboard', EMPTY_DASHBOARD), studentApi('get', '/api/student/reports', reports));
    let screen = renderScreen('/student/dashboard');
    await waitFor(() => expect(screen.getAllByTestId('student-report')).toHaveLength(2));
    const [fixed, open] = screen.getAllByTestId('student-report');
    // The title is the server's plain text, shown as text.
    expect(within(fixed!).getByRole('link', { name: 'What is 3 : 4 as a <percentage>?' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/questions\/q-ratio-7\//),
    );
    expect(fixed).toHaveTextContent('Fixed');
    expect(fixed).toHaveTextContent('Wrong answer');
    expect(fixed).toHaveTextContent('Reported Nov 20, 2026');
    expect(fixed).toHaveTextContent('Resolved Nov 22, 2026');
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveTextContent('Typo or formatting');
    expect(open).not.toHaveTextContent('Resolved');
    expect(screen.queryByText(/No reports yet/)).toBeNull();
    screen.unmount();

    screen = renderScreen('/student/dashboard', { locale: 'hi' });
    await waitFor(() => expect(screen.getAllByTestId('student-report')).toHaveLength(2));
    const [fixedHindi, openHindi] = screen.getAllByTestId('student-report');
    expect(fixedHindi).toHaveTextContent('ठीक की गई');
    expect(fixedHindi).toHaveTextContent('गलत उत्तर');
    expect(openHindi).toHaveTextContent('खुली');
    expect(openHindi).toHaveTextContent('टाइपो या फ़ॉर्मैटिंग');
    screen.unmount();

    api.use(studentApi('get', '/api/student/reports', { reports: [] }));
    screen = renderScreen('/student/dashboard');
    expect(await screen.findByText('No reports yet. “Report a mistake” is under every question.')).toBeVisible();
  });

  it('a failed load of the reports leaves the dashboard up, with Try again on the reports alone', async () => {
    api.use(
      signedIn(),
      studentApi('get', '/api/student/dashboard', EMPTY_DASHBOARD),
      studentFail('get', '/api/student/reports', 503, 'CMS unreachable'),
    );
    const screen = renderScreen('/student/dashboard');
    expect(await screen.findByText('Your reports could not be loaded.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Student Dashboard', level: 1 })).toBeVisible();
    api.use(studentApi('get', '/api/student/reports', { reports: [] }));
    await screen.user.click(within(screen.getByRole('region', { name: 'Your reports' })).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No reports yet/)).toBeVisible();
  });
});

const EMPTY_PROFILE = {
  _id: 'student-1',
  username: 'asha',
  email: 'asha@example.com',
  email_verified: true,
  locale: 'hi' as const,
  display_name: null,
  public_number: 1234,
  created_at: '2026-11-01T10:00:00.000Z',
};
