// Students' reports of mistakes in Strapi's panel: an Editor lists them with the question's title, newest first,
// filters the open ones (and by reason), and marks one fixed. A real Strapi, signed in the way the panel signs in.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixtures, startFixtureStack } from '#harness/fixtures.js';
import { bearerCall } from '#harness/rich-text-doors.js';
import { cmsDir, requireFromCms, type Stack, type Strapi } from '#harness/stack.js';

const REPORT = 'api::question-report.question-report';
const LIST = `/content-manager/collection-types/${REPORT}`;

interface EditorRolesModule {
  createEditorAccount: (strapi: Strapi, input: { email: string; password: string; firstname: string; role: string }) => Promise<unknown>;
}
const editorRoles = (): EditorRolesModule => requireFromCms(path.join(cmsDir, 'dist', 'src', 'bootstrap', 'editor-roles.js'));

let stack: Stack;
let fx: Fixtures;
let call: (method: string, url: string, body?: unknown) => ReturnType<typeof bearerCall>;

/** A report written as the proxy's call writes one, `minutesAgo` old. */
async function storeReport(questionDocumentId: string, fields: { reason: string; status: string; note?: string; minutesAgo: number }) {
  const question = await stack.strapi.db
    .query('api::question.question')
    .findOne({ where: { documentId: questionDocumentId, locale: 'en' }, select: ['id'] });
  const at = new Date(Date.now() - fields.minutesAgo * 60_000);
  return stack.strapi.db.query(REPORT).create({
    data: {
      documentId: randomBytes(12).toString('hex'),
      question: question.id,
      reason: fields.reason,
      report_status: fields.status,
      note: fields.note ?? null,
      reporter_hash: randomBytes(32).toString('hex'),
      createdAt: at,
      updatedAt: at,
    },
  }) as Promise<{ documentId: string }>;
}

beforeAll(async () => {
  ({ stack, fx } = await startFixtureStack());
  const account = { email: `edith-${randomBytes(3).toString('hex')}@example.org`, password: `Pass-${randomBytes(6).toString('hex')}9` };
  await editorRoles().createEditorAccount(stack.strapi, { ...account, firstname: 'Edith', role: 'editor' });
  const login = await fetch(`${stack.strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  call = (method, url, body) => bearerCall(`${stack.strapiUrl}${url}`, method, data.token, body);
});
afterAll(async () => {
  await stack?.stop();
});

describe("question reports in Strapi's panel", () => {
  it('lists the question, reason, status, note and date, newest first, with the question named by its title', async () => {
    const configuration = await call('GET', `/content-manager/content-types/${REPORT}/configuration`);
    expect(configuration.status).toBe(200);
    const { contentType } = configuration.body.data;
    expect(contentType.layouts.list).toEqual(['question', 'reason', 'report_status', 'note', 'createdAt']);
    expect(contentType.settings).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'DESC', filterable: true });
    const question = await call('GET', '/content-manager/content-types/api::question.question/configuration');
    expect(question.body.data.contentType.settings.mainField).toBe('question_title');
  });

  it('an editor filters the open reports (and by reason) and marks one fixed', async () => {
    const [first, second] = fx.questions.percentQuestions as Array<{ documentId: string }>;
    const older = await storeReport(first!.documentId, { reason: 'wrong_answer', status: 'open', note: 'Should be 25', minutesAgo: 20 });
    const newer = await storeReport(second!.documentId, { reason: 'typo', status: 'open', minutesAgo: 10 });
    await storeReport(second!.documentId, { reason: 'typo', status: 'fixed', minutesAgo: 5 });

    const open = await call('GET', `${LIST}?filters[$and][0][report_status][$eq]=open&sort=createdAt:DESC&page=1&pageSize=10`);
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.results.map((row: { documentId: string }) => row.documentId)).toEqual([newer.documentId, older.documentId]);

    const typos = await call('GET', `${LIST}?filters[$and][0][report_status][$eq]=open&filters[$and][1][reason][$eq]=typo`);
    expect(typos.body.results.map((row: { documentId: string }) => row.documentId)).toEqual([newer.documentId]);

    const fixed = await call('PUT', `${LIST}/${older.documentId}`, { report_status: 'fixed', resolved_note: 'Answer corrected' });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const after = await call('GET', `${LIST}?filters[$and][0][report_status][$eq]=open`);
    expect(after.body.results.map((row: { documentId: string }) => row.documentId)).toEqual([newer.documentId]);
  });
});
