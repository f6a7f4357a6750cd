// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAMS, catalogueHandlers } from '@/test-support/api-fixtures';
import { answer, hold } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';

// /import-questions through the app's routes against a fake API: the dry run's report (the valid count and every bad
// row by line, field and message), an all-or-nothing import refused with the same rows, Skip invalid rows, the
// progress while an import is on its way, the template and the export link. What the server finds in a file and
// writes is the proxy's import tests' (proxy/src/import); the upload through the real proxy stays a browser test.

/** The import columns in the order the template and an export write them (contract IMPORT_COLUMNS). */
const IMPORT_HEADER =
  'subtopic,question,option_a,option_b,option_c,option_d,option_e,option_f,correct,explanation,exams,question_image,option_a_image,option_b_image,option_c_image,option_d_image,option_e_image,option_f_image,held_for_tests';

/** Line 2 valid; line 3 a letter naming no option; line 4 an unknown subtopic: what the proxy reports for them. */
const MIXED_ERRORS = [
  { line: 3, field: 'correct', message: '"G" is not an option letter (A to B)' },
  { line: 4, field: 'subtopic', message: 'Unknown subtopic "no-such-subtopic"' },
];
const totals = (errors: unknown[]) => ({ error_count: errors.length, errors_truncated: false });

/** Each import request's multipart fields, file excepted. */
let sent: Array<Record<string, string>> = [];
async function record(request: Request) {
  const form = await request.formData();
  const fields = Object.fromEntries([...form.entries()].filter(([name]) => name !== 'file').map(([name, value]) => [name, String(value)]));
  sent.push(fields);
  return fields;
}

const api = setupScreenTests(
  answer('profile', { _id: 'admin-1', username: 'editor', email: 'editor@example.com' }),
  ...catalogueHandlers(),
  answer('importQuestions', async ({ request }) => {
    const fields = await record(request);
    if (fields.dry_run === 'true') return { valid: 1, errors: MIXED_ERRORS, ...totals(MIXED_ERRORS) };
    if (fields.skip_invalid === 'true') return { created: 1, skipped: 2, errors: MIXED_ERRORS, ...totals(MIXED_ERRORS) };
    return HttpResponse.json(
      { message: '2 rows have errors: nothing was imported', errors: MIXED_ERRORS, ...totals(MIXED_ERRORS) },
      { status: 400 },
    );
  }),
);
beforeEach(() => {
  sent = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

const csvFile = (name: string) => new File(['subtopic,question,option_a,option_b,correct\n'], name, { type: 'text/csv' });

async function openWithFile(name: string): Promise<Screen> {
  const screen = renderScreen('/import-questions');
  expect(await screen.findByRole('heading', { level: 1, name: 'Import Questions' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();
  await screen.user.upload(screen.getByLabelText(/^Question file/), csvFile(name));
  return screen;
}

const errorRows = (screen: Screen) =>
  within(screen.getByRole('table', { name: /Rows with errors/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('/import-questions', () => {
  it('Check file reports the valid count and every bad row by line, field and message; Import is then refused, writing nothing', async () => {
    const screen = await openWithFile('mixed.csv');
    await screen.user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('status')).toHaveTextContent('1 row valid; 2 problems found (below).');
    const table = screen.getByRole('table', { name: /Rows with errors in mixed\.csv \(2\)/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Line', 'Field', 'Message']);
    expect(errorRows(screen)).toEqual([
      ['3', 'correct', '"G" is not an option letter (A to B)'],
      ['4', 'subtopic', 'Unknown subtopic "no-such-subtopic"'],
    ]);
    expect(sent).toEqual([{ dry_run: 'true' }]);

    // All or nothing: the import is refused with the same rows.
    await screen.user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('2 rows have errors: nothing was imported');
    expect(errorRows(screen)).toHaveLength(2);
    expect(sent).toEqual([{ dry_run: 'true' }, {}]);
  });

  it('Skip invalid rows imports the valid row and reports the rest', async () => {
    const screen = await openWithFile('skip.csv');
    await screen.user.click(screen.getByLabelText(/Skip invalid rows/));
    await screen.user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 1 question; skipped 2 rows with errors (below).');
    expect(errorRows(screen)).toHaveLength(2);
    expect(sent).toEqual([{ skip_invalid: 'true' }]);
    expect(screen.getByRole('link', { name: 'See the questions in Manage Questions' })).toHaveAttribute('href', '/manage-questions');
  });

  it('sends the default subtopic and exams, and shows the progress and Importing... while the import is on its way', async () => {
    const screen = await openWithFile('valid.csv');
    await screen.user.selectOptions(screen.getByLabelText('Default subtopic (optional)'), 'percentages');
    await screen.user.click(await screen.findByRole('checkbox', { name: EXAMS[2]!.exam_name }));
    const held = hold('importQuestions');
    api.use(
      held.handler,
      answer('importQuestions', async ({ request }) => {
        await record(request);
        return { created: 2, skipped: 0, errors: [], ...totals([]) };
      }),
    );
    await screen.user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('progressbar', { name: /Uploading…|Writing the questions…/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Importing...' })).toBeDisabled();
    held.release();
    expect(await screen.findByRole('status')).toHaveTextContent('Imported 2 questions.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(sent).toEqual([{ subtopic: 'percentages', exams: EXAMS[2]!.exam_name }]);
  });

  it('the template downloads as CSV: every column in order, and two example rows', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:template';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const screen = renderScreen('/import-questions');
    await screen.user.click(await screen.findByRole('button', { name: 'Download template' }));
    expect(clicked.map((link) => [link.download, link.getAttribute('href')])).toEqual([['questions-template.csv', 'blob:template']]);
    expect(blobs[0]!.type).toMatch(/^text\/csv/);
    const text = (await blobs[0]!.text()).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(IMPORT_HEADER);
    expect(lines).toHaveLength(3);
    expect(text).toMatch(/\$\\frac\{3\}\{4\}\$/);
  });

  it('export links to the chosen subtopic as CSV', async () => {
    const screen = renderScreen('/import-questions');
    const exportPanel = await screen.findByRole('region', { name: 'Export questions' });
    await screen.user.selectOptions(await within(exportPanel).findByLabelText('Subtopic (optional)'), 'percentages');
    await screen.user.selectOptions(within(exportPanel).getByLabelText('Format'), 'csv');
    const link = within(exportPanel).getByRole('link', { name: 'Download export' });
    await waitFor(() => expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('subtopic')).toBe('percentages'));
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/questions/export');
    expect(href.searchParams.get('format') ?? 'csv').toBe('csv');
    expect(link).toHaveAttribute('download');
  });
});
