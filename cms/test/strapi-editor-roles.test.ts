// Strapi's own admin panel made for editors: its Editor and Author roles can do an editor's work on the site's content
// and in the media library, and nothing on users, roles or settings; the CMS sets them at every start, and an operator
// adds editor accounts from a terminal. A real Strapi (SQLite, then PostgreSQL), signed in the way the panel signs in.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, type Fixtures, startFixtureStack } from '#harness/fixtures.js';
import { bearerCall } from '#harness/rich-text-doors.js';
import { cmsDir, requireFromCms, type Stack, type Strapi } from '#harness/stack.js';

const QUESTION = 'api::question.question';

interface EditorRolesModule {
  EditorAccountError: new (message: string) => Error;
  ensureEditorRoles: (strapi: Strapi) => Promise<void>;
  createEditorAccount: (
    strapi: Strapi,
    input: { email: string; password: string; firstname: string; role: string },
  ) => Promise<{ id: number; email: string; role: string }>;
}
/** The CMS's own code (cms/src/bootstrap/editor-roles.ts), as its bootstrap and cms/scripts/editor-create.js use it. */
const editorRoles = (): EditorRolesModule => requireFromCms(path.join(cmsDir, 'dist', 'src', 'bootstrap', 'editor-roles.js'));

let stack: Stack;
let fx: Fixtures;

/** A signed-in account of Strapi's admin panel: its admin API, with the panel's bearer token. */
interface PanelUser {
  token: string;
  call: (method: string, url: string, body?: unknown) => ReturnType<typeof bearerCall>;
}
let editor: PanelUser;
let author: PanelUser;

const password = () => `Pass-${randomBytes(6).toString('hex')}9`;
const email = (who: string) => `${who}-${randomBytes(3).toString('hex')}@example.org`;

async function signInToPanel(userEmail: string, userPassword: string): Promise<PanelUser> {
  const login = await fetch(`${stack.strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: userEmail, password: userPassword }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string } };
  return { token: data.token, call: (method, url, body) => bearerCall(`${stack.strapiUrl}${url}`, method, data.token, body) };
}

/** An account made by the CMS's own function (the one the terminal script runs), signed in. */
async function panelAccount(role: 'editor' | 'author'): Promise<PanelUser> {
  const account = { email: email(role), password: password(), firstname: role === 'editor' ? 'Edith' : 'Arthur', role };
  const created = await editorRoles().createEditorAccount(stack.strapi, account);
  expect(created.role).toBe(role === 'editor' ? 'strapi-editor' : 'strapi-author');
  return signInToPanel(account.email, account.password);
}

beforeAll(async () => {
  ({ stack, fx } = await startFixtureStack());
  await stack.settle();
  editor = await panelAccount('editor');
  author = await panelAccount('author');
});
afterAll(async () => {
  await stack?.stop();
});

/** Calls an editor must never get through: users, roles and settings. */
const FORBIDDEN_CALLS = [
  '/admin/users',
  '/admin/roles',
  '/admin/webhooks',
  '/admin/api-tokens',
  '/admin/transfer/tokens',
  '/upload/settings',
  '/users-permissions/roles',
  '/content-manager/collection-types/plugin::users-permissions.user',
];

/** A question as the panel's edit form sends it. */
const questionForm = (text: string) => ({
  question: `<p>${text}</p>`,
  question_type: 'text',
  answer: 'Four',
  subtopic: { connect: [{ documentId: fx.subtopics.percentages.documentId }] },
  options: [
    { option_type: 'text', option_text: 'Four' },
    { option_type: 'text', option_text: 'Five' },
  ],
});
const questionText = async (documentId: string) =>
  ((await stack.strapi.documents(QUESTION).findOne({ documentId, fields: ['question'] })) as { question: string }).question;

describe("the Editor role: the site's content and the media library", () => {
  it('creates, updates and deletes a question through the Content Manager', async () => {
    const created = await editor.call('POST', `/content-manager/collection-types/${QUESTION}`, questionForm('Editor: 2 + 2?'));
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(201);
    const { documentId } = created.body.data;
    const updated = await editor.call(
      'PUT',
      `/content-manager/collection-types/${QUESTION}/${documentId}`,
      questionForm('Editor: 2 + 2 = ?'),
    );
    expect(updated.status, JSON.stringify(updated.body).slice(0, 300)).toBe(200);
    expect(await questionText(documentId)).toBe('<p>Editor: 2 + 2 = ?</p>');
    // Also questions the editor did not create (the fixtures').
    const fixtureId = fx.questions.workQuestion.documentId;
    const edited = await editor.call('PUT', `/content-manager/collection-types/${QUESTION}/${fixtureId}`, questionForm('Fixture, edited'));
    expect(edited.status).toBe(200);
    const removed = await editor.call('DELETE', `/content-manager/collection-types/${QUESTION}/${documentId}`);
    expect(removed.status).toBe(200);
    expect(await stack.strapi.documents(QUESTION).findOne({ documentId })).toBeNull();
  });

  it('reads and writes every content type of the site', async () => {
    for (const uid of [
      'api::exam.exam',
      'api::topic.topic',
      'api::subtopic.subtopic',
      'api::exam-pattern.exam-pattern',
      'api::cheatsheet.cheatsheet',
    ]) {
      const list = await editor.call('GET', `/content-manager/collection-types/${uid}`);
      expect(list.status, uid).toBe(200);
      expect(list.body.results.length, uid).toBeGreaterThan(0);
    }
    const topic = await editor.call('POST', '/content-manager/collection-types/api::topic.topic', { topic_name: 'editor-topic' });
    expect(topic.status).toBe(201);
  });

  it('uploads to the media library and lists it', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'editor-dot.png');
    const upload = await fetch(`${stack.strapiUrl}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editor.token}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const files = await editor.call('GET', '/upload/files');
    expect(files.status).toBe(200);
    expect(JSON.stringify(files.body)).toContain('editor-dot');
  });

  it('gets 403 on users, roles and settings', async () => {
    for (const url of FORBIDDEN_CALLS) expect((await editor.call('GET', url)).status, url).toBe(403);
    const invite = await editor.call('POST', '/admin/users', { email: email('intruder'), firstname: 'X', roles: [1] });
    expect(invite.status).toBe(403);
  });
});

describe('the Author role: only what they created', () => {
  it('updates their own question, not one an editor created', async () => {
    const own = await author.call('POST', `/content-manager/collection-types/${QUESTION}`, questionForm('Author: 3 + 1?'));
    expect(own.status, JSON.stringify(own.body).slice(0, 300)).toBe(201);
    const ownId = own.body.data.documentId;
    const updated = await author.call('PUT', `/content-manager/collection-types/${QUESTION}/${ownId}`, questionForm('Author: 3 + 1 = ?'));
    expect(updated.status).toBe(200);
    expect(await questionText(ownId)).toBe('<p>Author: 3 + 1 = ?</p>');

    const editors = await editor.call('POST', `/content-manager/collection-types/${QUESTION}`, questionForm("Editor's question"));
    expect(editors.status).toBe(201);
    const othersId = editors.body.data.documentId;
    const refused = await author.call('PUT', `/content-manager/collection-types/${QUESTION}/${othersId}`, questionForm('Taken over'));
    expect(refused.status).toBe(403);
    expect(await questionText(othersId)).toBe("<p>Editor's question</p>");
    expect((await author.call('DELETE', `/content-manager/collection-types/${QUESTION}/${othersId}`)).status).toBe(403);
  });

  it('gets 403 on users, roles and settings', async () => {
    for (const url of FORBIDDEN_CALLS) expect((await author.call('GET', url)).status, url).toBe(403);
  });
});

describe('the roles are set at every start', () => {
  interface HeldPermission {
    id: number;
    action: string;
    subject: string | null;
    conditions: string[];
  }
  const permissionsOf = async (code: string): Promise<HeldPermission[]> => {
    const role = await stack.strapi.db.query('admin::role').findOne({ where: { code } });
    return stack.strapi.db.query('admin::permission').findMany({ where: { role: role.id }, orderBy: { id: 'asc' } });
  };
  const find = (held: HeldPermission[], action: string, subject: string | null = null) =>
    held.find((permission) => permission.action === action && permission.subject === subject);
  const roleId = async (code: string) => (await stack.strapi.db.query('admin::role').findOne({ where: { code } })).id as number;

  it("puts back what an editor needs, removes users/roles/settings, keeps an operator's other additions, and is idempotent", async () => {
    const permissions = stack.strapi.service('admin::permission');
    const editorRole = await roleId('strapi-editor');
    // An operator's changes by hand: the Editor may read admin users and the upload settings, and browse uploaded files
    // in the Content Manager; it lost deleting questions; the Author's update of questions lost its is-creator condition.
    await permissions.createMany(
      [
        { action: 'admin::users.read', subject: null, properties: {}, conditions: [], role: editorRole },
        { action: 'plugin::upload.settings.read', subject: null, properties: {}, conditions: [], role: editorRole },
        {
          action: 'plugin::content-manager.explorer.read',
          subject: 'plugin::upload.file',
          properties: { fields: ['name'] },
          conditions: [],
          role: editorRole,
        },
      ].map((permission) => ({ actionParameters: {}, ...permission })),
    );
    const before = await permissionsOf('strapi-editor');
    await permissions.deleteByIds([find(before, 'plugin::content-manager.explorer.delete', QUESTION)!.id]);
    const authorUpdate = find(await permissionsOf('strapi-author'), 'plugin::content-manager.explorer.update', QUESTION)!;
    await stack.strapi.db.query('admin::permission').update({ where: { id: authorUpdate.id }, data: { conditions: [] } });
    // The hand-made changes took effect (so what follows can fail).
    expect((await editor.call('GET', '/admin/users')).status).toBe(200);
    expect((await editor.call('GET', '/upload/settings')).status).toBe(200);

    await editorRoles().ensureEditorRoles(stack.strapi);

    const editorHeld = await permissionsOf('strapi-editor');
    expect(find(editorHeld, 'admin::users.read')).toBeUndefined();
    expect(find(editorHeld, 'plugin::upload.settings.read')).toBeUndefined();
    expect(find(editorHeld, 'plugin::content-manager.explorer.read', 'plugin::upload.file')).toBeDefined();
    expect(find(editorHeld, 'plugin::content-manager.explorer.delete', QUESTION)).toBeDefined();
    const authorHeld = await permissionsOf('strapi-author');
    expect(find(authorHeld, 'plugin::content-manager.explorer.update', QUESTION)!.conditions).toEqual(['admin::is-creator']);
    expect((await editor.call('GET', '/admin/users')).status).toBe(403);
    expect((await editor.call('GET', '/upload/settings')).status).toBe(403);
    // Nothing on users, roles or settings in either role, nor the views' configuration.
    for (const held of [editorHeld, authorHeld]) {
      const actions = held.map((permission) => permission.action);
      expect(actions.filter((action) => /^admin::|users-permissions|settings|configure-|content-type-builder/.test(action))).toEqual([]);
      expect(held.filter((permission) => /^(?:admin::|plugin::users-permissions\.)/.test(permission.subject ?? ''))).toEqual([]);
    }

    // A second run changes nothing: the very same rows.
    await editorRoles().ensureEditorRoles(stack.strapi);
    expect(await permissionsOf('strapi-editor')).toEqual(editorHeld);
    expect(await permissionsOf('strapi-author')).toEqual(authorHeld);
  });
});

describe('an editor account from a terminal (cms/scripts/editor-create.js)', () => {
  /** Runs the script as an operator would in the CMS container, against this test's database. */
  const createAccount = (...args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(cmsDir, 'scripts', 'editor-create.js'), ...args], { cwd: cmsDir, env: process.env });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  it('refuses a weak password or an unknown role, and creates an Author who signs in to the panel', async () => {
    // Refused before Strapi boots (each run is ~0.1 s), so side by side.
    const [usage, weak, superAdmin] = await Promise.all([
      createAccount('--email', 'someone@example.org'),
      createAccount('--email', 'weak@example.org', '--password', 'alllowercase', '--firstname', 'W'),
      createAccount('--email', 'boss@example.org', '--password', password(), '--firstname', 'B', '--role', 'super-admin'),
    ]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/Usage: node scripts\/editor-create.js/);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toMatch(/Not created: The password is too weak/);
    expect(superAdmin.status).toBe(1);
    expect(superAdmin.stderr).toMatch(/The role must be "editor" or "author"/);

    const address = email('writer');
    const secret = password();
    const made = await createAccount('--email', address, '--password', secret, '--firstname', 'Wren', '--role', 'author');
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain(`Created Author ${address}`);
    const user = await stack.strapi.db.query('admin::user').findOne({ where: { email: address }, populate: ['roles'] });
    expect(user.roles.map((role: { code: string }) => role.code)).toEqual(['strapi-author']);
    const writer = await signInToPanel(address, secret);
    expect((await writer.call('GET', '/admin/users')).status).toBe(403);

    // A refusal after Strapi has booted, as the script prints it (its catch of an EditorAccountError).
    const again = await createAccount('--email', address, '--password', secret, '--firstname', 'Wren');
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/Not created: .*already exists/);
    // The same check of a taken email, in any case (in-process: each run of the script boots a Strapi).
    const taken = editorRoles().createEditorAccount(stack.strapi, {
      email: address.toUpperCase(),
      password: secret,
      firstname: 'Wren',
      role: 'author',
    });
    await expect(taken).rejects.toThrow(`An account with the email ${address} already exists.`);
    await expect(taken).rejects.toBeInstanceOf(editorRoles().EditorAccountError);
  });
});
