// The admin side of student accounts against a real Strapi: the list (masked emails, search, status,
// counts, paging, newest first, students only), block (every session ends at once) and unblock, delete (the account
// and what it keeps erased), and who may call them (401 without an admin session, 403 for a student's token).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_ADMIN_MESSAGES } from '@exam-prep/contract/admin/students';
import { MESSAGES } from '@exam-prep/contract/student/account';
import { startStack, type Stack, type Strapi } from '#test/helpers/stack.js';
import { adminClient, createAdministrator, signIn, type AdminClient } from '#test/helpers/admin.js';
import { panelUser } from '#test/helpers/panel.js';
import { createVerifiedStudent, signInStudent } from '#test/helpers/students.js';

const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';

let stack: Stack;
let api: AdminClient;
let anonymous: AdminClient;
/** Every account this file makes has it in its username and email, so searches see only this file's students. */
const tag = `sa${randomBytes(3).toString('hex')}`;

interface MadeStudent {
  id: number;
  documentId: string;
  username: string;
  email: string;
}

/** A student account written straight into Strapi, in the Student role (the way sign-up leaves one). */
async function createStudent(strapi: Strapi, name: string, fields: { confirmed?: boolean; blocked?: boolean; email?: string } = {}) {
  const role = await strapi.db.query(ROLE_UID).findOne({ where: { type: 'student' } });
  expect(role, 'the Student role is made at start-up').toBeTruthy();
  const username = `${tag}-${name}`;
  const email = fields.email ?? `${name}.${tag}@gmail.com`;
  const user = await strapi.documents(USER_UID).create({
    data: {
      username,
      email: email.toLowerCase(),
      provider: 'local',
      confirmed: fields.confirmed ?? false,
      blocked: fields.blocked ?? false,
      role: role.id,
    },
  });
  return { id: user.id, documentId: user.documentId, username, email: email.toLowerCase() } as MadeStudent;
}

/** A session of a student, started the way sign-in starts one (Strapi's session manager): its two tokens. */
async function studentSession(strapi: Strapi, userId: number) {
  const sessions = strapi.sessionManager('users-permissions');
  const refresh = await sessions.generateRefreshToken(String(userId), undefined, { type: 'refresh' });
  const access = await sessions.generateAccessToken(refresh.token);
  return { jwt: access.token as string, refreshToken: refresh.token as string };
}

/** A call straight to Strapi with a token: what the student's own calls through the proxy come down to. */
const strapiCall = (path: string, jwt: string) => fetch(`${stack.strapiUrl}/api${path}`, { headers: { authorization: `Bearer ${jwt}` } });

let asha: MadeStudent;
let bina: MadeStudent;
let chetan: MadeStudent;
let dev: MadeStudent;
let admin: { documentId: string; username: string };

beforeAll(async () => {
  stack = await startStack();
  // An administrator whose name matches the search: administrators are never listed.
  const made = await createAdministrator(stack.strapi, `${tag}-admin`);
  admin = made;
  api = adminClient(stack, await signIn(stack, made.username, made.password));
  anonymous = adminClient(stack, undefined);
  // Oldest first: the list answers newest first.
  asha = await createStudent(stack.strapi, 'asha', { confirmed: true, email: `Asha.Rao.${tag}@Gmail.com` });
  bina = await createStudent(stack.strapi, 'bina', { confirmed: true, email: `bina.${tag}@example.org` });
  chetan = await createStudent(stack.strapi, 'chetan');
  dev = await createStudent(stack.strapi, 'dev', { confirmed: true, blocked: true });
  // What bina's account keeps: two saved questions and a topic-test result (the list counts them).
  const savedAt = new Date().toISOString();
  await stack.strapi.db
    .connection('student_saved_questions')
    .insert(['q-one', 'q-two'].map((question_id) => ({ user_id: bina.id, question_id, saved_at: savedAt })));
  await stack.strapi.service('api::student-progress.student-progress').saveTestResult(bina.id, {
    subTopicName: 'percentages',
    score: { correct: 1, total: 2, answered: 2, percentage: 50 },
    completedAt: savedAt,
  });
});
afterAll(async () => {
  await stack?.stop();
});

const list = (query: string) => api.get(`/api/students/admin?${query}`);
const usernames = (body: { students: Array<{ username: string }> }) => body.students.map((student) => student.username);

describe('GET /api/students/admin', () => {
  it('lists students only, newest first, with masked emails and their state', async () => {
    const { status, body, headers } = await list(`search=${tag}`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(usernames(body)).toEqual([dev.username, chetan.username, bina.username, asha.username]);
    const [first, , , last] = body.students;
    expect(last).toEqual({
      _id: asha.documentId,
      username: asha.username,
      email_masked: 'a***@g***.com',
      verified: true,
      blocked: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      saved_count: 0,
      results_count: 0,
    });
    expect(first).toMatchObject({ _id: dev.documentId, verified: true, blocked: true, email_masked: 'd***@g***.com' });
    expect(body.students[1]).toMatchObject({ verified: false, blocked: false });
    expect(body.students[2]).toMatchObject({ email_masked: 'b***@e***.org', saved_count: 2, results_count: 1 });
    // No whole address anywhere in the answer.
    for (const student of [asha, bina, chetan, dev]) expect(JSON.stringify(body)).not.toContain(student.email.split('@')[0]);
    expect(body.pagination).toEqual({ current: 1, total: 1, hasNext: false, hasPrev: false, items: 4, limit: 10 });
  });

  it('counts every student (whatever the search): all, verified, blocked', async () => {
    const { body } = await list(`search=${tag}`);
    const users = stack.strapi.db.query(USER_UID);
    const students = { role: { type: 'student' } };
    expect(body.counts).toEqual({
      total: await users.count({ where: students }),
      verified: await users.count({ where: { ...students, confirmed: true } }),
      blocked: await users.count({ where: { ...students, blocked: true } }),
    });
    expect(body.counts.total).toBeGreaterThanOrEqual(4);
    const other = await list(`search=${tag}-chetan`);
    expect(other.body.counts).toEqual(body.counts);
  });

  it('searches the username or the email, in any letter case', async () => {
    expect(usernames((await list(`search=${tag.toUpperCase()}-BINA`)).body)).toEqual([bina.username]);
    // Only asha's email holds "rao" (her username does not).
    expect(usernames((await list(`search=${encodeURIComponent(`RAO.${tag}@gmail`)}`)).body)).toEqual([asha.username]);
    // LIKE's wildcards are plain characters.
    expect((await list(`search=${tag}%25`)).body.students).toEqual([]);
    const none = await list(`search=${tag}-nobody`);
    expect(none.body.students).toEqual([]);
    expect(none.body.pagination).toEqual({ current: 1, total: 1, hasNext: false, hasPrev: false, items: 0, limit: 10 });
  });

  it('filters by status: verified, unverified, blocked', async () => {
    expect(usernames((await list(`search=${tag}&status=verified`)).body)).toEqual([dev.username, bina.username, asha.username]);
    expect(usernames((await list(`search=${tag}&status=unverified`)).body)).toEqual([chetan.username]);
    expect(usernames((await list(`search=${tag}&status=blocked`)).body)).toEqual([dev.username]);
    expect(usernames((await list(`search=${tag}&status=all`)).body)).toHaveLength(4);
  });

  it('pages, echoing the page asked for', async () => {
    const second = await list(`search=${tag}&limit=3&page=2`);
    expect(usernames(second.body)).toEqual([asha.username]);
    expect(second.body.pagination).toEqual({ current: 2, total: 2, hasNext: false, hasPrev: true, items: 4, limit: 3 });
    const first = await list(`search=${tag}&limit=3&page=1`);
    expect(first.body.pagination).toMatchObject({ current: 1, total: 2, hasNext: true, hasPrev: false });
    const beyond = await list(`search=${tag}&limit=3&page=9`);
    expect(beyond.body.students).toEqual([]);
    expect(beyond.body.pagination).toMatchObject({ current: 9, total: 2, hasPrev: true, hasNext: false });
  });

  it('refuses an unknown status or a page that is not a number with 400 naming the field', async () => {
    expect(await list('status=deleted')).toMatchObject({ status: 400, body: { message: STUDENT_ADMIN_MESSAGES.badStatus } });
    expect(await list('status=verified&status=blocked')).toMatchObject({ status: 400 });
    expect(await list('page=two')).toMatchObject({ status: 400, body: { message: 'page must be a whole number' } });
  });
});

describe('who may call', () => {
  it('refuses every call without an administrator session (401)', async () => {
    const answers = await Promise.all([
      anonymous.get('/api/students/admin'),
      anonymous.post(`/api/students/admin/${chetan.documentId}/block`),
      anonymous.post(`/api/students/admin/${chetan.documentId}/unblock`),
      anonymous.delete(`/api/students/admin/${chetan.documentId}`),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ status: 401, body: { message: 'Please sign in to continue.' } });
    expect((await list(`search=${tag}-chetan`)).body.students[0].blocked).toBe(false);
  });

  it("refuses a student's session, even one put in the admin cookie (403)", async () => {
    const session = await studentSession(stack.strapi, bina.id);
    const asStudent = adminClient(stack, `examprep_session=${session.jwt}~${session.refreshToken}`);
    const listed = await asStudent.get('/api/students/admin');
    expect(listed).toMatchObject({ status: 403, body: { message: 'Only administrators can do this.' } });
    expect((await asStudent.post(`/api/students/admin/${chetan.documentId}/block`)).status).toBe(403);
    expect((await asStudent.delete(`/api/students/admin/${chetan.documentId}`)).status).toBe(403);
    // The student's own cookie is no admin session at all.
    const ownCookie = adminClient(stack, `examprep_student=${session.jwt}~${session.refreshToken}`);
    expect((await ownCookie.get('/api/students/admin')).status).toBe(401);
    expect((await list(`search=${tag}-chetan`)).body.students[0].blocked).toBe(false);
  });
});

describe('the CMS checks the role as well', () => {
  it("refuses a student's token even if the Student role were granted the list by mistake", async () => {
    const role = await stack.strapi.db.query(ROLE_UID).findOne({ where: { type: 'student' } });
    const permissions = stack.strapi.db.query('plugin::users-permissions.permission');
    const granted = await permissions.create({ data: { action: 'api::student-admin.student-admin.list', role: role.id } });
    try {
      const session = await studentSession(stack.strapi, bina.id);
      const answer = await strapiCall('/student-admin/students', session.jwt);
      expect(answer.status).toBe(403);
      expect(JSON.stringify(await answer.json())).not.toContain(asha.username);
    } finally {
      await permissions.delete({ where: { id: granted.id } });
    }
  });
});

describe('block and unblock', () => {
  it('blocking ends every session of the student at once; unblocking lets them sign in again', async () => {
    const password = `a long pass phrase ${tag}`;
    const fatima = await createVerifiedStudent(stack, { username: `${tag}-fatima`, email: `fatima.${tag}@gmail.com`, password });
    // Signed in through the proxy on a phone, and another session elsewhere.
    const phone = adminClient(stack, await signInStudent(stack, fatima.username, password));
    const laptop = await studentSession(stack.strapi, fatima.userId);
    expect((await phone.get('/api/student/export')).status).toBe(200);
    // The profile, asked on every page view, is kept a few seconds: the block must not leave it answering 200.
    expect((await phone.get('/api/student/profile')).status).toBe(200);
    // A live session: Strapi knows the token (the call is refused for lack of permission, not for the token).
    expect((await strapiCall('/student-admin/students', laptop.jwt)).status).toBe(403);

    const blocked = await api.post(`/api/students/admin/${fatima.id}/block`);
    expect(blocked).toMatchObject({ status: 200, body: { message: STUDENT_ADMIN_MESSAGES.blocked } });
    expect((await phone.get('/api/student/profile')).status).toBe(401);
    expect((await phone.get('/api/student/export')).status).toBe(401);
    expect((await strapiCall('/student-admin/students', laptop.jwt)).status).toBe(401);
    expect((await stack.strapi.sessionManager('users-permissions').validateRefreshToken(laptop.refreshToken)).isValid).toBe(false);
    const refused = await stack.json('/api/student/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: fatima.username, password }),
    });
    expect(refused).toMatchObject({ status: 403, body: { message: MESSAGES.blocked } });
    expect((await list(`search=${tag}-fatima`)).body.students[0]).toMatchObject({ blocked: true });
    expect(usernames((await list(`search=${tag}&status=blocked`)).body)).toEqual([fatima.username, dev.username]);

    const unblocked = await api.post(`/api/students/admin/${fatima.id}/unblock`);
    expect(unblocked).toMatchObject({ status: 200, body: { message: STUDENT_ADMIN_MESSAGES.unblocked } });
    expect((await list(`search=${tag}-fatima`)).body.students[0]).toMatchObject({ blocked: false });
    const again = adminClient(stack, await signInStudent(stack, fatima.username, password));
    expect((await again.get('/api/student/export')).status).toBe(200);
    // Unblocking twice: the same answer.
    expect((await api.post(`/api/students/admin/${fatima.id}/unblock`)).status).toBe(200);
  });

  it('answers 404 for an unknown id or an administrator', async () => {
    for (const id of ['no-such-student', admin.documentId]) {
      expect(await api.post(`/api/students/admin/${id}/block`)).toMatchObject({ status: 404, body: { message: 'Student not found' } });
      expect((await api.post(`/api/students/admin/${id}/unblock`)).status).toBe(404);
    }
    const stored = await stack.strapi.db.query(USER_UID).findOne({ where: { documentId: admin.documentId } });
    expect(stored.blocked).toBeFalsy();
  });
});

describe('delete', () => {
  it("deletes the account and erases what it keeps; the student's sessions end", async () => {
    const made = await createVerifiedStudent(stack, {
      username: `${tag}-erin`,
      email: `erin.${tag}@gmail.com`,
      password: `pass phrase ${tag}`,
    });
    const erin = { id: made.userId, documentId: made.id };
    const session = await studentSession(stack.strapi, erin.id);
    const profiles = () => stack.strapi.db.connection('student_profiles').where({ user_id: erin.id });
    expect(await profiles()).toHaveLength(1);
    const progress = stack.strapi.service('api::student-progress.student-progress');
    await progress.saveTestResult(erin.id, {
      subTopicName: 'percentages',
      score: { correct: 3, total: 4, answered: 4, percentage: 75 },
      completedAt: new Date().toISOString(),
    });
    await progress.trackVisit(erin.id, {
      topicName: 'quantitative-aptitude',
      subTopicName: 'percentages',
      visitedAt: new Date().toISOString(),
    });
    const keptBefore = JSON.stringify(await progress.exportFor(erin.id));
    expect(keptBefore).toContain('percentages');

    const deleted = await api.delete(`/api/students/admin/${erin.documentId}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: STUDENT_ADMIN_MESSAGES.deleted } });
    expect(await stack.strapi.db.query(USER_UID).findOne({ where: { id: erin.id } })).toBeNull();
    expect(await profiles()).toEqual([]);
    expect(JSON.stringify(await progress.exportFor(erin.id))).not.toContain('percentages');
    expect((await strapiCall('/student-admin/students', session.jwt)).status).toBe(401);
    expect((await list(`search=${tag}-erin`)).body.students).toEqual([]);

    expect(await api.delete(`/api/students/admin/${erin.documentId}`)).toMatchObject({
      status: 404,
      body: { message: 'Student not found' },
    });
  });

  it('never deletes an administrator (404)', async () => {
    expect((await api.delete(`/api/students/admin/${admin.documentId}`)).status).toBe(404);
    expect(await stack.strapi.db.query(USER_UID).findOne({ where: { documentId: admin.documentId } })).not.toBeNull();
  });
});

describe("Strapi's admin panel", () => {
  it('shows students to the Super Admin only: Editors and Authors never see them', async () => {
    const [superAdmin, editor, author] = await Promise.all([
      panelUser(stack, 'strapi-super-admin'),
      panelUser(stack, 'strapi-editor'),
      panelUser(stack, 'strapi-author'),
    ]);
    const students = `/content-manager/collection-types/${USER_UID}?filters[username][$eq]=${encodeURIComponent(bina.username)}`;
    const seen = await superAdmin.call('GET', students);
    expect(seen.status).toBe(200);
    expect(seen.body.results.map((user: { documentId: string }) => user.documentId)).toEqual([bina.documentId]);
    for (const panel of [editor, author]) {
      expect((await panel.call('GET', students)).status).toBe(403);
      expect((await panel.call('GET', `/content-manager/collection-types/${USER_UID}/${bina.documentId}`)).status).toBe(403);
    }
  });
});
