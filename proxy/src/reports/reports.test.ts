// Reports of mistakes in questions against a real Strapi: a student's report (no account needed, linked when signed
// in), its limits (409 per reason, 429 per address and question a day and per address an hour, failures costing
// nothing), 400s and 404s, the reporter's own list, the admin list (grouping, order, counts, notes, filters, paging),
// resolving, stats, the CSV export's formula guard, who may call what, and that no public read shows a report.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, REPORT_NOTE_MAX_CHARS } from '@exam-prep/contract/report-reasons';
import { REPORT_EXPORT_COLUMNS, type AdminReportPage, type MyReports, type StudentReports } from '@exam-prep/contract/reports';
import { startFixtureStack, type Fixtures } from '#test/helpers/fixtures.js';
import type { JsonAnswer, ProxyInstance, Stack } from '#test/helpers/stack.js';
import { adminClient, createAdministrator, signIn, type AdminClient } from '#test/helpers/admin.js';
import { createVerifiedStudent, signInStudent } from '#test/helpers/students.js';
import { checkAnswersOf } from '#test/helpers/contract-check.js';

const QUESTION_UID = 'api::question.question';
const REPORT_UID = 'api::question-report.question-report';

let stack: Stack, fx: Fixtures, admin: AdminClient, anonymousAdmin: AdminClient;
/** A proxy that believes X-Forwarded-For from the tests (each test reports from addresses of its own). */
let proxy: ProxyInstance;

let addressCount = 0;
/** A fresh client address: the limits count per address. */
const newAddress = () => `203.0.113.${++addressCount}`;
const newToken = () => randomBytes(18).toString('base64url');

async function call(path: string, init: RequestInit & { address?: string; token?: string; cookie?: string } = {}): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.address) headers['x-forwarded-for'] = init.address;
  if (init.token !== undefined) headers['x-reporter-token'] = init.token;
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(`${proxy.url}${path}`, { ...init, headers });
  const text = await response.text();
  // CSV and other text stay text.
  const isJson = response.headers.get('content-type')?.startsWith('application/json');
  return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text };
}

const report = (questionId: string, body: unknown, who: { address?: string; token?: string; cookie?: string } = {}) =>
  call(`/api/questions/${questionId}/reports`, { method: 'POST', body: JSON.stringify(body), ...who });
const mine = (questionId: string, who: { address?: string; token?: string; cookie?: string } = {}) =>
  call(`/api/questions/${questionId}/reports/mine`, who);

/** A question of this file's own (so counts are this file's), in the percentages subtopic. */
async function makeQuestion(text: string, fields: Record<string, unknown> = {}): Promise<string> {
  const created = await stack.strapi.documents(QUESTION_UID).create({
    data: {
      question: `<p>${text}</p>`,
      question_type: 'text',
      answer: 'B',
      subtopic: fx.subtopics.percentages.documentId,
      options: [
        { option_type: 'text', option_text: 'A' },
        { option_type: 'text', option_text: 'B' },
      ],
      ...fields,
    } as never,
  });
  return created.documentId as string;
}

/** Reports written straight into the CMS (many of them, for the admin list), older than any sent by a test. */
async function storeReports(questionId: string, reports: Array<{ reason: string; note?: string; status?: string; minutesAgo: number }>) {
  const row = await stack.strapi.db.query(QUESTION_UID).findOne({ where: { documentId: questionId, locale: 'en' }, select: ['id'] });
  for (const each of reports) {
    const at = new Date(Date.now() - each.minutesAgo * 60_000);
    await stack.strapi.db.query(REPORT_UID).create({
      data: {
        documentId: randomBytes(12).toString('hex'),
        question: row.id,
        reason: each.reason,
        note: each.note ?? null,
        report_status: each.status ?? 'open',
        reporter_hash: randomBytes(32).toString('hex'),
        createdAt: at,
        updatedAt: at,
      },
    });
  }
}

beforeAll(async () => {
  ({ stack, fx } = await startFixtureStack());
  proxy = await stack.addProxy({ TRUST_PROXY: 'loopback', REPORTS_PER_HOUR: '5' });
  checkAnswersOf(proxy.url);
  const made = await createAdministrator(stack.strapi, `reports-admin-${randomBytes(3).toString('hex')}`);
  const cookie = await signIn(stack, made.username, made.password);
  admin = adminClient({ ...stack, get: (path, init) => fetch(`${proxy.url}${path}`, init) } as Stack, cookie);
  anonymousAdmin = adminClient({ ...stack, get: (path, init) => fetch(`${proxy.url}${path}`, init) } as Stack, undefined);
}, 180_000);

afterAll(() => stack?.stop());

describe('POST /api/questions/{id}/reports', () => {
  it('stores a report (201 {_id, status: open}), never cached, with only a hash of the token', async () => {
    const questionId = await makeQuestion('Report me once');
    const token = newToken();
    const answer = await report(questionId, { reason: 'wrong_answer', note: 'The answer is A, not B.' }, { address: newAddress(), token });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ _id: expect.any(String), status: 'open' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const stored = await stack.strapi.db.query(REPORT_UID).findOne({ where: { documentId: answer.body._id } });
    expect(stored.note).toBe('The answer is A, not B.');
    expect(stored.reporter_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers 409 for the same reporter, question and reason; another reason is another report', async () => {
    const questionId = await makeQuestion('Report me twice');
    const token = newToken();
    expect((await report(questionId, { reason: 'typo' }, { address: newAddress(), token })).status).toBe(201);
    const again = await report(questionId, { reason: 'typo' }, { address: newAddress(), token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REPORT_MESSAGES.alreadyReported);
    expect((await report(questionId, { reason: 'other' }, { address: newAddress(), token })).status).toBe(201);
  });

  it('takes one report per question and address a day (429 with Retry-After); a 400, 404 or 409 does not use it up', async () => {
    const questionId = await makeQuestion('Flooded question');
    const address = newAddress();
    expect((await report(questionId, { reason: 'nonsense' }, { address, token: newToken() })).status).toBe(400);
    expect((await report(questionId, { reason: 'typo', note: 'a\u0007b' }, { address, token: newToken() })).status).toBe(400);
    expect((await report('no-such-question', { reason: 'typo' }, { address, token: newToken() })).status).toBe(404);
    expect((await report(questionId, { reason: 'typo' }, { address, token: newToken() })).status).toBe(201);
    const flood = await report(questionId, { reason: 'other' }, { address, token: newToken() });
    expect(flood.status).toBe(429);
    expect(flood.body.message).toBe(REPORT_MESSAGES.flood);
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another question from the same address is still taken.
    expect((await report(await makeQuestion('Another question'), { reason: 'typo' }, { address, token: newToken() })).status).toBe(201);
  });

  it('takes at most REPORTS_PER_HOUR reports per address an hour', async () => {
    const address = newAddress();
    for (let n = 0; n < 5; n++) {
      expect((await report(await makeQuestion(`Hourly ${n}`), { reason: 'typo' }, { address, token: newToken() })).status).toBe(201);
    }
    const over = await report(await makeQuestion('Hourly over'), { reason: 'typo' }, { address, token: newToken() });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(REPORT_MESSAGES.tooMany);
  });

  it('answers 404 for an unknown question and for a question held for tests', async () => {
    const held = await makeQuestion('Held for a paper', { held_for_tests: true });
    for (const id of ['unknown-question-id', held]) {
      const answer = await report(id, { reason: 'typo' }, { address: newAddress(), token: newToken() });
      expect(answer.status).toBe(404);
      expect((await mine(id, { token: newToken() })).status).toBe(404);
    }
  });

  it('answers 400 for a bad reason, a long note, NUL or control characters, unknown fields and a bad token', async () => {
    const questionId = await makeQuestion('Badly reported');
    const bad: Array<[unknown, string?]> = [
      [{ reason: 'bad' }],
      [{}],
      [{ reason: 'typo', note: 'x'.repeat(REPORT_NOTE_MAX_CHARS + 1) }],
      [{ reason: 'typo', note: 'nul\u0000here' }],
      [{ reason: 'typo', note: 'bell\u0007' }],
      [{ reason: 'typo', extra: true }],
      [{ reason: 'typo' }, 'short'],
      [{ reason: 'typo' }, 'has spaces in it, 1234567890'],
    ];
    for (const [body, token] of bad) {
      const answer = await report(questionId, body, { address: newAddress(), token: token ?? newToken() });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    // Exactly 500 characters is fine.
    const longest = await report(
      questionId,
      { reason: 'typo', note: 'y'.repeat(REPORT_NOTE_MAX_CHARS) },
      { address: newAddress(), token: newToken() },
    );
    expect(longest.status).toBe(201);
  });

  it('refuses a cross-site write (403)', async () => {
    const questionId = await makeQuestion('Cross-site');
    const crossSite = await call(`/api/questions/${questionId}/reports`, {
      method: 'POST',
      body: JSON.stringify({ reason: 'other' }),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      address: newAddress(),
      token: newToken(),
    });
    expect(crossSite.status).toBe(403);
  });
});

describe('the reporter’s own reports', () => {
  it('GET …/reports/mine lists this token’s reports (no-store), not another browser’s', async () => {
    const questionId = await makeQuestion('Mine by token');
    const token = newToken();
    await report(questionId, { reason: 'typo' }, { address: newAddress(), token });
    await report(questionId, { reason: 'broken_image' }, { address: newAddress(), token });
    await report(questionId, { reason: 'other' }, { address: newAddress(), token: newToken() });
    const answer = await mine(questionId, { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const reports = (answer.body as MyReports).reports;
    expect(reports.map((each) => each.reason).sort()).toEqual(['broken_image', 'typo']);
    expect(reports.every((each) => each.status === 'open' && each.resolved_at === null)).toBe(true);
    expect((await mine(questionId, { token: newToken() })).body).toEqual({ reports: [] });
    expect((await mine(questionId)).body).toEqual({ reports: [] });
  });

  it('links a signed-in student’s report to the account: found by the account on any browser, and in GET /api/student/reports', async () => {
    const name = `rep${randomBytes(3).toString('hex')}`;
    const student = await createVerifiedStudent(stack, { username: name, email: `${name}@example.org`, password: 'Correct-horse-9' });
    const cookie = await signInStudent({ get: (path, init) => fetch(`${proxy.url}${path}`, init) }, student.username, student.password);
    const first = await makeQuestion('Student first');
    const second = await makeQuestion('Student second');
    expect((await report(first, { reason: 'wrong_answer' }, { address: newAddress(), token: newToken(), cookie })).status).toBe(201);
    expect((await report(second, { reason: 'typo' }, { address: newAddress(), cookie })).status).toBe(201);
    // The account has reported it for this reason already, whatever the browser.
    expect((await report(first, { reason: 'wrong_answer' }, { address: newAddress(), token: newToken(), cookie })).status).toBe(409);
    const byAccount = await mine(first, { token: newToken(), cookie });
    expect((byAccount.body as MyReports).reports.map((each) => each.reason)).toEqual(['wrong_answer']);

    const list = await call('/api/student/reports', { cookie });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const reports = (list.body as StudentReports).reports;
    expect(reports.map((each) => [each.question_id, each.reason])).toEqual([
      [second, 'typo'],
      [first, 'wrong_answer'],
    ]);
    expect(reports[0]!.question_title).toBe('Student second');
    expect((await call('/api/student/reports')).status).toBe(401);
  });
});

describe('the admin side', () => {
  it('needs an administrator’s session (401 without)', async () => {
    for (const path of ['/api/reports/admin', '/api/reports/admin/stats', '/api/reports/admin/export']) {
      expect((await anonymousAdmin.get(path)).status, path).toBe(401);
    }
    expect((await anonymousAdmin.post('/api/reports/admin/x/resolve', { status: 'fixed' })).status).toBe(401);
  });

  it('groups open reports by question, most reported first, with counts per reason, the latest notes, filters and pages', async () => {
    const busy = await makeQuestion('Busiest reported question');
    const quiet = await makeQuestion('Quietly reported question');
    const fixedOnly = await makeQuestion('Already fixed question');
    await storeReports(busy, [
      { reason: 'wrong_answer', note: 'first note', minutesAgo: 30 },
      { reason: 'wrong_answer', note: 'second note', minutesAgo: 20 },
      { reason: 'typo', minutesAgo: 10 },
      { reason: 'typo', status: 'fixed', minutesAgo: 40 },
    ]);
    await storeReports(quiet, [
      { reason: 'broken_image', note: '=HYPERLINK("http://evil.example","click")', minutesAgo: 5 },
      { reason: 'other', minutesAgo: 6 },
    ]);
    await storeReports(fixedOnly, [{ reason: 'typo', status: 'fixed', minutesAgo: 3 }]);

    const answer = await admin.get('/api/reports/admin?limit=100');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const page = answer.body as AdminReportPage;
    const ids = page.questions.map((each) => each.question_id);
    expect(ids).toContain(busy);
    expect(ids).not.toContain(fixedOnly);
    // Ordered by total, then the latest report.
    for (let i = 1; i < page.questions.length; i++) {
      const [before, after] = [page.questions[i - 1]!, page.questions[i]!];
      expect(before.total > after.total || (before.total === after.total && before.latest_at >= after.latest_at)).toBe(true);
    }
    const busyGroup = page.questions.find((each) => each.question_id === busy)!;
    expect(busyGroup).toMatchObject({
      question_title: 'Busiest reported question',
      subtopic_name: 'percentages',
      total: 3,
      counts: { wrong_answer: 2, unclear_question: 0, wrong_explanation: 0, typo: 1, broken_image: 0, other: 0 },
    });
    expect(busyGroup.notes.map((each) => each.note)).toEqual(['second note', 'first note']);
    expect(ids.indexOf(busy)).toBeLessThan(ids.indexOf(quiet));
    expect(page.pagination).toMatchObject({ page: 1, limit: 100, total: page.questions.length });

    const fixed = (await admin.get('/api/reports/admin?status=fixed&limit=100')).body as AdminReportPage;
    expect(fixed.questions.find((each) => each.question_id === fixedOnly)?.total).toBe(1);
    expect(fixed.questions.find((each) => each.question_id === busy)?.counts.typo).toBe(1);

    const broken = (await admin.get('/api/reports/admin?reason=broken_image&limit=100')).body as AdminReportPage;
    expect(broken.questions.map((each) => each.question_id)).toContain(quiet);
    expect(broken.questions.map((each) => each.question_id)).not.toContain(busy);

    const first = (await admin.get('/api/reports/admin?limit=1')).body as AdminReportPage;
    const second = (await admin.get('/api/reports/admin?limit=1&page=2')).body as AdminReportPage;
    expect(first.questions).toHaveLength(1);
    expect(second.questions[0]?.question_id).not.toBe(first.questions[0]?.question_id);
    expect(first.pagination.total).toBe(page.pagination.total);

    expect((await admin.get('/api/reports/admin?status=closed')).status).toBe(400);
    expect((await admin.get('/api/reports/admin?reason=bad')).status).toBe(400);
  });

  it('resolves all of a question’s open reports at once; the sender, the list and the stats see it at once', async () => {
    const questionId = await makeQuestion('Resolve me');
    const token = newToken();
    await report(questionId, { reason: 'wrong_answer' }, { address: newAddress(), token });
    await report(questionId, { reason: 'typo' }, { address: newAddress(), token });
    const statsBefore = (await admin.get('/api/reports/admin/stats')).body;
    const listed = (await admin.get('/api/reports/admin?limit=100')).body as AdminReportPage;
    expect(listed.questions.find((each) => each.question_id === questionId)?.total).toBe(2);

    // The edit form's read tells how many are open.
    const openReports = async () => (await admin.get(`/api/questions/edit/${questionId}`)).body.open_reports;
    expect(await openReports()).toBe(2);

    const resolved = await admin.post(`/api/reports/admin/${questionId}/resolve`, { status: 'fixed', note: 'Answer corrected' });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toEqual({ resolved: 2 });
    expect((await admin.post(`/api/reports/admin/${questionId}/resolve`, { status: 'rejected' })).body).toEqual({ resolved: 0 });
    expect((await admin.post('/api/reports/admin/unknown-question/resolve', { status: 'fixed' })).status).toBe(404);
    expect((await admin.post(`/api/reports/admin/${questionId}/resolve`, { status: 'open' })).status).toBe(400);

    expect(await openReports()).toBe(0);
    const statsAfter = (await admin.get('/api/reports/admin/stats')).body;
    expect(statsAfter).toEqual({ open: statsBefore.open - 2, fixed: statsBefore.fixed + 2, rejected: statsBefore.rejected });
    const after = (await admin.get('/api/reports/admin?limit=100')).body as AdminReportPage;
    expect(after.questions.map((each) => each.question_id)).not.toContain(questionId);
    const theirs = (await mine(questionId, { token })).body as MyReports;
    expect(theirs.reports.map((each) => each.status)).toEqual(['fixed', 'fixed']);
    expect(theirs.reports.every((each) => each.resolved_at !== null)).toBe(true);
  });

  it('exports the reports as CSV with the formula guard', async () => {
    const questionId = await makeQuestion('Exported question');
    const address = newAddress();
    expect(
      (await report(questionId, { reason: 'other', note: '=HYPERLINK("http://evil.example","x")' }, { address, token: newToken() })).status,
    ).toBe(201);
    const answer = await admin.get('/api/reports/admin/export?status=open');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment;/);
    const text = String(answer.body).replace(/^\uFEFF/, '');
    const [header, ...lines] = text.split('\r\n');
    expect(header).toBe(REPORT_EXPORT_COLUMNS.join(','));
    const line = lines.find((each) => each.startsWith(questionId));
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe('deleting', () => {
  it('deletes a question’s reports with the question', async () => {
    const questionId = await makeQuestion('Deleted with its reports');
    await report(questionId, { reason: 'typo' }, { address: newAddress(), token: newToken() });
    const count = () => stack.strapi.db.query(REPORT_UID).count({ where: { question: { documentId: questionId } } });
    expect(await count()).toBe(1);
    const before = await stack.strapi.db.query(REPORT_UID).count();
    await stack.strapi.documents(QUESTION_UID).delete({ documentId: questionId } as never);
    expect(await stack.strapi.db.query(REPORT_UID).count()).toBe(before - 1);
  });
});

describe('deleting a student', () => {
  it('keeps their reports for the editors, no longer linked to the account', async () => {
    const name = `del${randomBytes(3).toString('hex')}`;
    const student = await createVerifiedStudent(stack, { username: name, email: `${name}@example.org`, password: 'Correct-horse-9' });
    const cookie = await signInStudent({ get: (path, init) => fetch(`${proxy.url}${path}`, init) }, student.username, student.password);
    const questionId = await makeQuestion('Reported by a leaving student');
    const sent = await report(questionId, { reason: 'typo' }, { address: newAddress(), cookie });
    expect(sent.status).toBe(201);
    expect((await admin.delete(`/api/students/admin/${student.id}`)).status).toBe(200);
    const kept = await stack.strapi.db.query(REPORT_UID).findOne({ where: { documentId: sent.body._id }, populate: ['student'] });
    expect(kept).toMatchObject({ reason: 'typo', report_status: 'open', student: null });
  });
});

describe('no public read shows reports', () => {
  it('question by id, lists, the question page and search carry no report and no reporter hash', async () => {
    const questionId = await makeQuestion('Publicly read question about percent');
    const token = newToken();
    await report(questionId, { reason: 'typo', note: 'secret-note-text' }, { address: newAddress(), token });
    const stored = await stack.strapi.db.query(REPORT_UID).findOne({ where: { note: 'secret-note-text' } });
    await stack.settle();
    const reads = [
      `/api/questions/id/${questionId}`,
      `/api/questions/page/${questionId}`,
      '/api/questions/subtopic/percentages',
      '/api/questions/subtopic/percentages?page=1&limit=50',
      '/api/search?q=percent',
    ];
    for (const path of reads) {
      const answer = await call(path);
      expect(answer.status, path).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text, path).not.toContain('secret-note-text');
      expect(text, path).not.toContain(stored.reporter_hash);
      // No field of the answer is about reports (question texts of this file may say "report").
      expect(text, path).not.toMatch(/"[^"]*report[^"]*"\s*:/i);
    }
  });
});
