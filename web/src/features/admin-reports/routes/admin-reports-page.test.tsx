// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import { REPORT_REASONS, type ReportReason, type ReportStatus } from '@exam-prep/contract/report-reasons';
import type { AdminReportPage, ReportedQuestion } from '@exam-prep/contract/reports';
import { answer, fail, hold } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// /manage-reports through the app's routes against a fake API that keeps its reports in memory and groups them by
// question as the proxy does: the cards (counts per reason, notes as plain text, newest first), the stats, the status
// and reason filters and the pager as requests, the question as students see it, Mark fixed / Reject with a note,
// the server's message on a failure, the export link, and the loading, empty and error states.

interface StoredReport {
  question_id: string;
  reason: ReportReason;
  note?: string;
  status: ReportStatus;
  created_at: string;
}

const TITLES: Record<string, { title: string; subtopic: string | null }> = {
  'q-speed': { title: 'A train 120 m long passes a pole in 6 s. Its speed?', subtopic: 'Speed and Distance' },
  'q-ratio': { title: 'Divide 60 in the ratio 2:3', subtopic: 'Ratio' },
  'q-orphan': { title: 'A question without a subtopic', subtopic: null },
};

let reports: StoredReport[] = [];
const resolveBodies: unknown[] = [];

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString();
const report = (question_id: string, reason: ReportReason, minute: number, extra: Partial<StoredReport> = {}): StoredReport => ({
  question_id,
  reason,
  status: 'open',
  created_at: at(minute),
  ...extra,
});

function reportPage(url: URL): AdminReportPage {
  const status = (url.searchParams.get('status') ?? 'open') as ReportStatus;
  const reason = url.searchParams.get('reason') ?? '';
  const page = Number(url.searchParams.get('page') ?? 1);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const byQuestion = new Map<string, StoredReport[]>();
  for (const entry of reports.filter((candidate) => candidate.status === status))
    byQuestion.set(entry.question_id, [...(byQuestion.get(entry.question_id) ?? []), entry]);
  const groups: ReportedQuestion[] = [...byQuestion.entries()]
    .filter(([, entries]) => !reason || entries.some((entry) => entry.reason === reason))
    .map(([questionId, entries]) => {
      const newest = [...entries].sort((a, b) => b.created_at.localeCompare(a.created_at));
      return {
        question_id: questionId,
        question_title: TITLES[questionId]?.title ?? questionId,
        subtopic_name: TITLES[questionId]?.subtopic ?? null,
        total: entries.length,
        counts: Object.fromEntries(
          REPORT_REASONS.map((each) => [each, entries.filter((entry) => entry.reason === each).length]),
        ) as ReportedQuestion['counts'],
        latest_at: newest[0]!.created_at,
        notes: newest
          .filter((entry) => entry.note)
          .map((entry) => ({ note: entry.note!, reason: entry.reason, created_at: entry.created_at })),
      };
    })
    .sort((a, b) => b.total - a.total || b.latest_at.localeCompare(a.latest_at));
  return { questions: groups.slice((page - 1) * limit, page * limit), pagination: { page, limit, total: groups.length } };
}

const stats = () => ({
  open: reports.filter((entry) => entry.status === 'open').length,
  fixed: reports.filter((entry) => entry.status === 'fixed').length,
  rejected: reports.filter((entry) => entry.status === 'rejected').length,
});

const SPEED_QUESTION: AdminQuestionRecord = {
  question: {
    _id: 'q-speed',
    question: '<p>A train <strong>120 m</strong> long passes a pole in 6 s. Its speed?</p>',
    question_type: 'text',
    question_image_url: null,
    answer: '72 km/h',
    explanation: '<p>120/6 = 20 m/s = 72 km/h.</p>',
    subtopic_id: 'sub-speed',
    exam_ids: [],
    locale: 'en',
    held_for_tests: false,
  },
  options: [
    { _id: 'o1', option_type: 'text', option_text: '60 km/h', path_url: null },
    { _id: 'o2', option_type: 'text', option_text: '72 km/h', path_url: null },
  ],
  open_reports: 3,
};

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  answer('listReportsForAdmin', ({ url }) => reportPage(url)),
  answer('reportStats', () => stats()),
  answer('getQuestionToEdit', SPEED_QUESTION),
  answer('resolveReports', async ({ params, request }) => {
    const body = (await request.json()) as { status: 'fixed' | 'rejected'; note?: string };
    resolveBodies.push(body);
    let resolved = 0;
    reports = reports.map((entry) => {
      if (entry.question_id !== params.questionId || entry.status !== 'open') return entry;
      resolved += 1;
      return { ...entry, status: body.status };
    });
    return { resolved };
  }),
);

beforeEach(() => {
  resolveBodies.length = 0;
  reports = [
    report('q-speed', 'wrong_answer', 1, { note: 'The answer should be 72 km/h' }),
    report('q-speed', 'wrong_answer', 5, { note: '<img src=x onerror="alert(1)"> still wrong' }),
    report('q-speed', 'typo', 3),
    report('q-ratio', 'broken_image', 10, { note: 'The picture does not load' }),
    report('q-orphan', 'other', 2, { status: 'fixed' }),
  ];
});

const cards = (screen: ReturnType<typeof renderScreen>) => screen.getAllByTestId('reported-question');

const statValues = (screen: ReturnType<typeof renderScreen>) =>
  within(screen.getByRole('list', { name: 'Report counts' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/manage-reports', () => {
  it('lists open reports by question, most reported first, with counts per reason and the notes as plain text', async () => {
    const screen = renderScreen('/manage-reports');
    expect(await screen.findByText('Showing 1 to 2 of 2 reported questions')).toBeVisible();
    const [speed, ratio] = cards(screen);
    expect(within(speed!).getByRole('heading', { level: 2 })).toHaveTextContent('A train 120 m long passes a pole in 6 s. Its speed?');
    expect(speed).toHaveTextContent('3 reports');
    expect(speed).toHaveTextContent('Speed and Distance');
    expect(
      within(speed!)
        .getByText(/· latest/, { selector: 'p' })
        .querySelector('time'),
    ).toHaveAttribute('datetime', at(5));
    // Only the reasons with reports, each with its count.
    expect(
      within(within(speed!).getByRole('list', { name: 'Reports by reason' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wrong answer 2', 'Typo or formatting 1']);
    // Notes newest first, and a note that looks like HTML is shown as the text it is.
    const notes = within(within(speed!).getByRole('list', { name: 'Notes' })).getAllByRole('listitem');
    expect(notes.map((note) => note.querySelector('p')?.textContent)).toEqual([
      '<img src=x onerror="alert(1)"> still wrong',
      'The answer should be 72 km/h',
    ]);
    expect(speed!.querySelector('img')).toBeNull();
    expect(ratio).toHaveTextContent('1 report');
    expect(within(ratio!).getByRole('list', { name: 'Reports by reason' })).toHaveTextContent('Broken image 1');
    expect(within(ratio!).getByRole('link', { name: 'Edit question' })).toHaveAttribute('href', '/edit-question/q-ratio');

    await within(screen.getByRole('list', { name: 'Report counts' })).findByText('4');
    expect(statValues(screen)).toEqual(['4Open', '1Fixed', '0Rejected']);
    const request = api.calls('listReportsForAdmin').at(-1)!;
    expect(request.searchParams.get('status')).toBe('open');
    expect(request.searchParams.has('reason')).toBe(false);
  });

  it('filters by status and reason on the server, and the export follows the status', async () => {
    const screen = renderScreen('/manage-reports');
    await screen.findByText('Showing 1 to 2 of 2 reported questions');
    expect(screen.getByRole('link', { name: 'Export open reports (CSV)' })).toHaveAttribute(
      'href',
      '/api/reports/admin/export?status=open',
    );

    await screen.user.selectOptions(screen.getByLabelText('Reason'), 'Broken image');
    expect(await screen.findByText('Showing 1 to 1 of 1 reported questions')).toBeVisible();
    expect(api.calls('listReportsForAdmin').at(-1)!.searchParams.get('reason')).toBe('broken_image');
    expect(cards(screen)[0]).toHaveTextContent('Divide 60 in the ratio 2:3');

    await screen.user.selectOptions(screen.getByLabelText('Reason'), 'Any reason');
    await screen.user.selectOptions(screen.getByLabelText('Status'), 'Fixed');
    // The fixed list's own request; the open list stays on screen until its answer comes.
    const fixedCalls = () => api.calls('listReportsForAdmin').filter((call) => call.searchParams.get('status') === 'fixed');
    await waitFor(() => expect(fixedCalls()).not.toHaveLength(0));
    expect(fixedCalls().at(-1)!.searchParams.has('reason')).toBe(false);
    // Resolving is for open reports only: once the fixed list shows, its card offers no Mark fixed.
    await waitFor(() => expect(within(cards(screen)[0]!).queryByRole('button', { name: 'Mark fixed' })).toBeNull());
    expect(cards(screen)[0]).toHaveTextContent('A question without a subtopic');
    expect(cards(screen)[0]).toHaveTextContent('No subtopic');
    expect(screen.getByRole('link', { name: 'Export fixed reports (CSV)' })).toHaveAttribute(
      'href',
      '/api/reports/admin/export?status=fixed',
    );

    await screen.user.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    expect(await screen.findByText('No rejected reports yet.')).toBeVisible();
  });

  it('pages through the reported questions', async () => {
    reports = Array.from({ length: 23 }, (_, index) => report(`q-${String(index).padStart(2, '0')}`, 'typo', index));
    const screen = renderScreen('/manage-reports');
    expect(await screen.findByText('Showing 1 to 20 of 23 reported questions')).toBeVisible();
    expect(screen.getByText('Page 1 of 2')).toBeVisible();
    expect(api.calls('listReportsForAdmin').at(-1)!.searchParams.get('limit')).toBe('20');
    await screen.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 reported questions')).toBeVisible();
    expect(api.calls('listReportsForAdmin').at(-1)!.searchParams.get('page')).toBe('2');
    // One report each: the newest first, so the last page holds the oldest.
    expect(cards(screen).map((card) => within(card).getByRole('heading').textContent)).toEqual(['q-02', 'q-01', 'q-00']);
  });

  it('shows the question as students see it, with its answer marked and its explanation', async () => {
    const screen = renderScreen('/manage-reports');
    await screen.findByText('Showing 1 to 2 of 2 reported questions');
    const speed = cards(screen)[0]!;
    const view = within(speed).getByRole('button', { name: 'View question' });
    expect(view).toHaveAttribute('aria-expanded', 'false');
    await screen.user.click(view);
    const preview = await within(speed).findByRole('region', { name: 'The question as students see it' });
    expect(await within(preview).findByText('120 m')).toBeVisible();
    expect(preview.querySelector('strong')).toHaveTextContent('120 m');
    const options = within(within(preview).getByRole('list', { name: 'Options' })).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual(['A60 km/h', 'B72 km/hCorrect answer']);
    expect(preview).toHaveTextContent('120/6 = 20 m/s = 72 km/h.');
    expect(api.calls('getQuestionToEdit').map((url) => url.pathname)).toEqual(['/api/questions/edit/q-speed']);
    await screen.user.click(within(speed).getByRole('button', { name: 'Hide question' }));
    expect(within(speed).queryByRole('region')).toBeNull();
  });

  it('marks a question’s open reports fixed with a note; the list and the counts follow', async () => {
    const screen = renderScreen('/manage-reports');
    await screen.findByText('Showing 1 to 2 of 2 reported questions');
    await screen.user.click(within(cards(screen)[0]!).getByRole('button', { name: 'Mark fixed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the reports fixed?' });
    expect(dialog).toHaveTextContent('all 3 open reports of “A train 120 m long');
    const note = within(dialog).getByLabelText('Note (optional)');
    expect(note).toHaveAttribute('maxlength', '500');
    await screen.user.type(note, 'Answer corrected');
    expect(within(dialog).getByText('16/500 characters')).toBeVisible();
    await screen.user.click(within(dialog).getByRole('button', { name: 'Mark fixed' }));

    expect(await screen.findByText('3 reports marked fixed')).toHaveAttribute('role', 'status');
    expect(resolveBodies).toEqual([{ status: 'fixed', note: 'Answer corrected' }]);
    expect(api.calls('resolveReports').map((url) => url.pathname)).toEqual(['/api/reports/admin/q-speed/resolve']);
    expect(await screen.findByText('Showing 1 to 1 of 1 reported questions')).toBeVisible();
    expect(cards(screen)[0]).toHaveTextContent('Divide 60 in the ratio 2:3');
    await within(screen.getByRole('list', { name: 'Report counts' })).findByText('4');
    expect(statValues(screen)).toEqual(['1Open', '4Fixed', '0Rejected']);
  });

  it('rejects without a note; cancelling sends nothing; the last one leaves the empty state', async () => {
    reports = [report('q-ratio', 'broken_image', 10)];
    const screen = renderScreen('/manage-reports');
    await screen.findByText('Showing 1 to 1 of 1 reported questions');
    await screen.user.click(screen.getByRole('button', { name: 'Reject' }));
    await screen.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('resolveReports')).toEqual([]);

    await screen.user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the reports?' });
    await screen.user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('1 report marked rejected')).toBeVisible();
    expect(resolveBodies).toEqual([{ status: 'rejected' }]);
    expect(await screen.findByText('No open reports — nice work.')).toBeVisible();
  });

  it('shows the server’s message when a resolve fails, and waits while one is under way', async () => {
    // The resolve waits, then fails: the held handler goes in front of the failure that answers once it is released.
    const held = hold('resolveReports');
    api.use(fail('resolveReports', 404, 'Question not found'));
    api.use(held.handler);
    const screen = renderScreen('/manage-reports');
    await screen.findByText('Showing 1 to 2 of 2 reported questions');
    await screen.user.click(within(cards(screen)[1]!).getByRole('button', { name: 'Reject' }));
    await screen.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await within(cards(screen)[1]!).findByRole('button', { name: 'Rejecting...' })).toBeDisabled();
    expect(within(cards(screen)[0]!).getByRole('button', { name: 'Mark fixed' })).toBeDisabled();
    held.release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Question not found');
    expect(await within(cards(screen)[0]!).findByRole('button', { name: 'Mark fixed' })).toBeEnabled();
    expect(cards(screen)).toHaveLength(2);
  });

  it('loading, empty and error states', async () => {
    const held = hold('listReportsForAdmin');
    api.use(held.handler);
    const loading = renderScreen('/manage-reports');
    expect(await loading.findByText('Loading reports...')).toBeVisible();
    held.release();
    expect(await loading.findByText('Showing 1 to 2 of 2 reported questions')).toBeVisible();
    loading.unmount();

    reports = [];
    const empty = renderScreen('/manage-reports');
    expect(await empty.findByText('No open reports — nice work.')).toBeVisible();
    await within(empty.getByRole('list', { name: 'Report counts' })).findAllByText('0');
    expect(statValues(empty)).toEqual(['0Open', '0Fixed', '0Rejected']);
    empty.unmount();

    api.use(fail('listReportsForAdmin', 503, 'The CMS is unreachable'), fail('reportStats', 503, 'The CMS is unreachable'));
    const failed = renderScreen('/manage-reports');
    expect(await failed.findByRole('alert')).toHaveTextContent('Failed to load reports');
    expect(statValues(failed)).toEqual(['–Open', '–Fixed', '–Rejected']);
  });
});
