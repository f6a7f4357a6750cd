// @vitest-environment happy-dom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REASON_LABELS, REPORT_MESSAGES, REPORTER_TOKEN_HEADER, REPORTER_TOKEN_PATTERN } from '@exam-prep/contract/report-reasons';
import type { SiteLocale } from '@exam-prep/contract/page-locale';
import { WithI18n } from '@/i18n/test-support';
import { answer, fail, failNetwork } from '@/test-support/fake-api';
import { setupScreenTests } from '@/test-support/screen';
import { userEvent } from '@testing-library/user-event';
import { REPORTED_QUESTIONS_KEY } from '@/features/question-reports/lib/reported-record';
import { REPORTER_TOKEN_KEY } from '@/features/question-reports/lib/reporter-token';
import { stubIntersectionObserver } from '@/features/question-reports/lib/report-link.test-support';
import { ReportLink } from './report-link';

const api = setupScreenTests();
let screenObserver: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  screenObserver = stubIntersectionObserver();
});
afterEach(() => vi.unstubAllGlobals());

const QUESTION = 'q-percent-1';

function renderLink({ locale = 'en' as SiteLocale, questionId = QUESTION } = {}) {
  const user = userEvent.setup({ delay: null });
  const result = render(
    <WithI18n locale={locale}>
      <main>
        <ReportLink questionId={questionId} />
      </main>
    </WithI18n>,
  );
  return { ...result, user };
}

/** The report calls received: their body and their reporter token. */
function recordReports(status = 201, body: object = { _id: 'r1', status: 'open' }) {
  const received: Array<{ body: unknown; token: string | null; questionId: string }> = [];
  api.use(
    answer('reportQuestion', async ({ request, params }) => {
      received.push({ body: await request.json(), token: request.headers.get(REPORTER_TOKEN_HEADER), questionId: params.id! });
      return HttpResponse.json(body, { status });
    }),
  );
  return received;
}

const dialog = () => within(document.querySelector('dialog')!);
/** Taps the link (once it is loaded); the dialog is its own chunk, so it shows a moment later. */
async function openDialog(user: ReturnType<typeof userEvent.setup>, linkName: string) {
  await user.click(await screen.findByRole('button', { name: linkName }));
  await screen.findByRole('dialog');
}
/** The footer's Close (the header's × is named Close too). */
const closeButton = (name = 'Close') => dialog().getAllByRole('button', { name }).at(-1)!;
const noteBox = () => dialog().getByRole('textbox', { name: 'Note (optional)' });

describe('the Report a mistake link and its dialog', () => {
  it('offers the six reasons as radio buttons, counts the note live and holds it to 500 characters', async () => {
    const { user } = renderLink();
    await openDialog(user, 'Report a mistake');
    expect(await dialog().findByRole('heading', { name: 'Report a mistake' })).toBeVisible();
    const radios = dialog().getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(Object.values(REASON_LABELS.en));
    expect(dialog().getByTestId('note-count')).toHaveTextContent('0 / 500 characters');

    await user.type(noteBox(), 'Option B is right');
    expect(dialog().getByTestId('note-count')).toHaveTextContent('17 / 500 characters');
    await user.clear(noteBox());
    await user.click(noteBox());
    await user.paste('x'.repeat(520));
    expect(noteBox()).toHaveValue('x'.repeat(500));
    expect(dialog().getByTestId('note-count')).toHaveTextContent('500 / 500 characters');
  });

  it('asks for a reason before sending anything', async () => {
    const received = recordReports();
    const { user } = renderLink();
    await openDialog(user, 'Report a mistake');
    await user.click(await dialog().findByRole('button', { name: 'Send report' }));
    expect(dialog().getByRole('alert')).toHaveTextContent('Choose what is wrong first.');
    expect(received).toEqual([]);
  });

  it('sends the reason and note with this browser’s token, thanks the student, and the link then reads Reported', async () => {
    const received = recordReports();
    const { user, getByRole } = renderLink();
    await openDialog(user, 'Report a mistake');
    await user.click(await dialog().findByRole('radio', { name: 'Wrong answer' }));
    await user.type(noteBox(), 'The answer should be C.');
    await user.click(dialog().getByRole('button', { name: 'Send report' }));

    expect(await dialog().findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(dialog().getByRole('status')).toHaveTextContent('Your report reached our editors.');
    expect(received).toHaveLength(1);
    expect(received[0]!.questionId).toBe(QUESTION);
    expect(received[0]!.body).toEqual({ reason: 'wrong_answer', note: 'The answer should be C.' });
    // The token was made once, kept, and sent.
    const token = localStorage.getItem(REPORTER_TOKEN_KEY);
    expect(token).toMatch(REPORTER_TOKEN_PATTERN);
    expect(received[0]!.token).toBe(token);

    await user.click(closeButton());
    expect(document.querySelector('dialog')).toBeNull();
    expect(getByRole('button', { name: 'Reported' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem(REPORTED_QUESTIONS_KEY)!)).toEqual({
      [QUESTION]: { reasons: ['wrong_answer'], status: 'open' },
    });
    // Reported just now: its status is known, so the link asks nothing even when on screen.
    act(() => screenObserver.showAll());
    expect(api.calls('myQuestionReports')).toEqual([]);

    // Opened again: the reason already sent cannot be chosen again; another can, without a note.
    await openDialog(user, 'Reported');
    expect(await dialog().findByRole('radio', { name: 'Wrong answer (already reported)' })).toBeDisabled();
    await user.click(dialog().getByRole('radio', { name: 'Typo or formatting' }));
    await user.click(dialog().getByRole('button', { name: 'Send report' }));
    expect(await dialog().findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(received[1]!.body).toEqual({ reason: 'typo' });
    expect(received[1]!.token).toBe(token);
  });

  it.each([
    [409, REPORT_MESSAGES.alreadyReported, 'You have already reported this question for this reason. Choose another reason, or close.'],
    [429, REPORT_MESSAGES.flood, 'This question was already reported from your network today. Thank you.'],
    [429, REPORT_MESSAGES.tooMany, 'Too many reports from your network: please try again later.'],
    [404, REPORT_MESSAGES.questionNotFound, 'This question is no longer available, so it cannot be reported.'],
  ])('a %i (%s) says so clearly and keeps the note', async (status, serverMessage, shown) => {
    api.use(fail('reportQuestion', status, serverMessage));
    const { user, getByRole } = renderLink();
    await openDialog(user, 'Report a mistake');
    await user.click(await dialog().findByRole('radio', { name: 'Wrong explanation' }));
    await user.type(noteBox(), 'Step 2 divides by the wrong number.');
    await user.click(dialog().getByRole('button', { name: 'Send report' }));

    expect(await dialog().findByRole('alert')).toHaveTextContent(shown);
    expect(noteBox()).toHaveValue('Step 2 divides by the wrong number.');
    expect(dialog().getByRole('button', { name: 'Send report' })).toBeEnabled();
    const reason = dialog().getByRole('radio', { name: /^Wrong explanation/ });
    if (status === 409) {
      // The server has it already: that reason is taken, and the link says Reported.
      expect(reason).toBeDisabled();
      expect(reason).not.toBeChecked();
      expect(getByRole('button', { name: 'Reported', hidden: true })).toBeInTheDocument();
    } else {
      expect(reason).toBeChecked();
      expect(localStorage.getItem(REPORTED_QUESTIONS_KEY)).toBeNull();
    }
  });

  it('a failed connection says so and keeps the note; Send again then goes through', async () => {
    api.use(failNetwork('reportQuestion'));
    const { user } = renderLink();
    await openDialog(user, 'Report a mistake');
    await user.click(await dialog().findByRole('radio', { name: 'Broken image' }));
    await user.type(noteBox(), 'The figure does not load.');
    await user.click(dialog().getByRole('button', { name: 'Send report' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent('No connection: the report was not sent.');
    expect(noteBox()).toHaveValue('The figure does not load.');

    api.server.resetHandlers();
    const received = recordReports();
    await user.click(dialog().getByRole('button', { name: 'Send report' }));
    expect(await dialog().findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(received[0]!.body).toEqual({ reason: 'broken_image', note: 'The figure does not load.' });
  });

  it('shows Sending… and takes no second tap while the report is on its way', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    api.use(
      http.post('/api/questions/:id/reports', async () => {
        calls += 1;
        await held;
        return HttpResponse.json({ _id: 'r1', status: 'open' }, { status: 201 });
      }),
    );
    const { user } = renderLink();
    await openDialog(user, 'Report a mistake');
    await user.click(await dialog().findByRole('radio', { name: 'Other' }));
    await user.click(dialog().getByRole('button', { name: 'Send report' }));
    const sending = await dialog().findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    release();
    expect(await dialog().findByRole('heading', { name: 'Thank you!' })).toBeVisible();
    expect(calls).toBe(1);
  });

  it('is in Hindi on a Hindi page: the link, the dialog and the reasons', async () => {
    recordReports();
    const { user, getByRole } = renderLink({ locale: 'hi' });
    await openDialog(user, 'गलती बताएँ');
    expect(await dialog().findByRole('heading', { name: 'गलती बताएँ' })).toBeVisible();
    expect(
      dialog()
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(Object.values(REASON_LABELS.hi));
    expect(dialog().getByRole('group', { name: 'क्या गलत है?' })).toBeVisible();
    await user.click(dialog().getByRole('radio', { name: 'गलत उत्तर' }));
    await user.click(dialog().getByRole('button', { name: 'रिपोर्ट भेजें' }));
    expect(await dialog().findByRole('heading', { name: 'धन्यवाद!' })).toBeVisible();
    await user.click(closeButton('बंद करें'));
    expect(getByRole('button', { name: 'रिपोर्ट की गई' })).toBeVisible();
  });

  it('disables the reasons this browser reported before; with every reason reported there is nothing to send', async () => {
    localStorage.setItem(
      REPORTED_QUESTIONS_KEY,
      JSON.stringify({
        [QUESTION]: { reasons: ['typo', 'other'], status: 'open' },
        'q-all': { reasons: ['wrong_answer', 'unclear_question', 'wrong_explanation', 'typo', 'broken_image', 'other'], status: 'open' },
      }),
    );
    const { user, unmount } = renderLink();
    await openDialog(user, 'Reported');
    await dialog().findByRole('radio', { name: 'Typo or formatting (already reported)' });
    const disabled = dialog()
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).disabled)
      .map((radio) => (radio as HTMLInputElement).value);
    expect(disabled).toEqual(['typo', 'other']);
    unmount();

    const all = renderLink({ questionId: 'q-all' });
    await openDialog(all.user, 'Reported');
    expect(await dialog().findByText(/You have reported this question for every reason/)).toBeVisible();
    expect(dialog().queryByRole('button', { name: 'Send report' })).toBeNull();
    expect(dialog().queryByRole('radio')).toBeNull();
  });
});

describe('the link’s status', () => {
  it('asks nothing about a question this browser never reported, on screen or not', async () => {
    localStorage.setItem(REPORTED_QUESTIONS_KEY, JSON.stringify({ 'another-question': { reasons: ['typo'], status: 'open' } }));
    const { findByRole } = renderLink();
    expect(await findByRole('button', { name: 'Report a mistake' })).toBeVisible();
    expect(screenObserver.watching()).toBe(0);
    act(() => screenObserver.showAll());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('myQuestionReports')).toEqual([]);
  });

  it('for a reported question, asks once when the link comes on screen, with the token, and shows the newest status', async () => {
    localStorage.setItem(REPORTER_TOKEN_KEY, 'kept-token-0123456789ab');
    localStorage.setItem(REPORTED_QUESTIONS_KEY, JSON.stringify({ [QUESTION]: { reasons: ['wrong_answer'], status: 'open' } }));
    const tokens: Array<string | null> = [];
    api.use(
      answer('myQuestionReports', ({ request }) => {
        tokens.push(request.headers.get(REPORTER_TOKEN_HEADER));
        return {
          reports: [
            { _id: 'r1', reason: 'wrong_answer', status: 'open', created_at: '2026-11-01T10:00:00.000Z', resolved_at: null },
            { _id: 'r2', reason: 'typo', status: 'fixed', created_at: '2026-11-02T10:00:00.000Z', resolved_at: '2026-11-03T10:00:00.000Z' },
          ],
        };
      }),
    );
    const { findByRole, rerender } = renderLink();
    expect(await findByRole('button', { name: 'Reported' })).toBeVisible();
    // Not on screen yet: no call.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('myQuestionReports')).toEqual([]);

    act(() => screenObserver.showAll());
    expect(await findByRole('button', { name: 'Reported · fixed' })).toBeVisible();
    expect(tokens).toEqual(['kept-token-0123456789ab']);
    expect(JSON.parse(localStorage.getItem(REPORTED_QUESTIONS_KEY)!)).toEqual({
      [QUESTION]: { reasons: ['wrong_answer', 'typo'], status: 'fixed' },
    });

    // Once per page view: scrolling past again or a re-render asks nothing more.
    rerender(
      <WithI18n>
        <main>
          <ReportLink questionId={QUESTION} />
        </main>
      </WithI18n>,
    );
    act(() => screenObserver.showAll());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('myQuestionReports')).toHaveLength(1);
  });

  it('reads “Reported · rejected” in English and Hindi; a question whose reports are gone is forgotten', async () => {
    localStorage.setItem(
      REPORTED_QUESTIONS_KEY,
      JSON.stringify({ [QUESTION]: { reasons: ['other'], status: 'rejected' }, gone: { reasons: ['typo'], status: 'open' } }),
    );
    api.use(
      answer('myQuestionReports', ({ params }) => ({
        reports:
          params.id === 'gone'
            ? []
            : [
                {
                  _id: 'r1',
                  reason: 'other',
                  status: 'rejected',
                  created_at: '2026-11-01T10:00:00.000Z',
                  resolved_at: '2026-11-02T10:00:00.000Z',
                },
              ],
      })),
    );
    const english = renderLink();
    expect(await english.findByRole('button', { name: 'Reported · rejected' })).toBeVisible();
    english.unmount();
    const hindi = renderLink({ locale: 'hi' });
    expect(await hindi.findByRole('button', { name: 'रिपोर्ट की गई · अस्वीकृत' })).toBeVisible();
    hindi.unmount();

    const gone = renderLink({ questionId: 'gone' });
    expect(await gone.findByRole('button', { name: 'Reported' })).toBeVisible();
    act(() => screenObserver.showAll());
    expect(await gone.findByRole('button', { name: 'Report a mistake' })).toBeVisible();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(REPORTED_QUESTIONS_KEY)!)).not.toHaveProperty('gone'));
  });
});
