import type { Core } from '@strapi/strapi';

/**
 * What Strapi's two editing roles of the admin panel may do, set at every start:
 *
 * - Editor (`strapi-editor`): create, read, update and delete every entry of the site's content types (publish too,
 *   where a type has drafts), and use the media library.
 * - Author (`strapi-author`): the same on the entries they created (Strapi's `admin::is-creator` condition), no
 *   publishing, and the media library's files they uploaded.
 *
 * Rules, kept idempotent: these permissions are put back as above (with every field of the schema as it is now, so a
 * new field is editable at once; an Author's is-creator condition cannot be lost). Permissions on users, roles and
 * settings are removed, whoever added them: hand them out through a role of your own, never through these two. Every
 * other permission an operator added by hand (another content type, say) is kept.
 */
export const EDITOR_ROLE_CODE = 'strapi-editor';
export const AUTHOR_ROLE_CODE = 'strapi-author';

export const EDITED_CONTENT_TYPES = [
  'api::exam.exam',
  'api::topic.topic',
  'api::subtopic.subtopic',
  'api::question.question',
  'api::exam-pattern.exam-pattern',
  'api::cheatsheet.cheatsheet',
  'api::mock-test.mock-test',
  'api::faq.faq',
  'api::programming-topic.programming-topic',
  'api::code-question.code-question',
  // Students' reports of mistakes: editors filter, read and resolve them in the panel.
  'api::question-report.question-report',
] as const;

const IS_CREATOR = 'admin::is-creator';
const EXPLORER = 'plugin::content-manager.explorer';
const CONTENT_ACTIONS = ['create', 'read', 'update', 'delete'] as const;

/** The media library: browse, upload, edit, download and copy a file's link (no settings, no view configuration). */
const MEDIA_ACTIONS: Array<{ action: string; ownFilesOnlyForAuthors: boolean }> = [
  { action: 'plugin::upload.read', ownFilesOnlyForAuthors: true },
  { action: 'plugin::upload.assets.create', ownFilesOnlyForAuthors: false },
  { action: 'plugin::upload.assets.update', ownFilesOnlyForAuthors: true },
  { action: 'plugin::upload.assets.download', ownFilesOnlyForAuthors: false },
  { action: 'plugin::upload.assets.copy-link', ownFilesOnlyForAuthors: false },
];

interface RolePlan {
  code: string;
  name: string;
  description: string;
  ownEntriesOnly: boolean;
}

/** Strapi's own names and descriptions, used only if a role has to be created again. */
const ROLES: RolePlan[] = [
  {
    code: EDITOR_ROLE_CODE,
    name: 'Editor',
    description: 'Editors can manage and publish contents including those of other users.',
    ownEntriesOnly: false,
  },
  { code: AUTHOR_ROLE_CODE, name: 'Author', description: 'Authors can manage the content they have created.', ownEntriesOnly: true },
];

export interface AdminPermission {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[] } & Record<string, unknown>;
  conditions?: string[];
  actionParameters?: Record<string, unknown>;
}

interface ActionDefinition {
  actionId: string;
  section: string;
  subjects?: string[];
  options?: { applyToProperties?: string[] };
}

interface PermissionService {
  actionProvider: { values: () => ActionDefinition[]; get: (actionId: string) => ActionDefinition | undefined };
  findMany: (params: unknown) => Promise<Array<AdminPermission & { id: number }>>;
}

interface RoleService {
  findOne: (where: Record<string, unknown>) => Promise<{ id: number; code: string } | null>;
  exists: (where: Record<string, unknown>) => Promise<boolean>;
  create: (attributes: { name: string; code: string; description: string }) => Promise<{ id: number; code: string }>;
  assignPermissions: (roleId: number, permissions: AdminPermission[]) => Promise<unknown>;
}

interface ContentTypeService {
  getPermissionsWithNestedFields: (actions: ActionDefinition[], options?: { restrictedSubjects?: string[] }) => AdminPermission[];
}

const adminService = <T>(strapi: Core.Strapi, name: string) => strapi.service(`admin::${name}`) as unknown as T;

/**
 * Users, roles and settings: every action of Strapi's settings section (admin users and roles, tokens, webhooks,
 * the upload, email and locale settings...), everything of users-permissions (its roles, providers, templates and
 * advanced settings), the Content Manager's and media library's view configuration, the schema (Content-Type
 * Builder), and the Content Manager on accounts or roles (admin::*, plugin::users-permissions.*).
 */
export function isUsersRolesOrSettings(permission: AdminPermission, actions: PermissionService['actionProvider']): boolean {
  const { action, subject } = permission;
  if (actions.get(action)?.section === 'settings') return true;
  if (action.startsWith('plugin::users-permissions.')) return true;
  if (/\.configure-(?:view|layout)$/.test(action)) return true;
  if (action.startsWith('plugin::content-type-builder.')) return true;
  return action.startsWith(`${EXPLORER}.`) && !!subject && /^(?:admin::|plugin::users-permissions\.)/.test(subject);
}

/**
 * The permissions a role must hold, by Strapi's own builder (every field of each type, as the panel would set them),
 * in every language of the localized types (without `locales` the panel refuses them every entry).
 */
function requiredPermissions(strapi: Core.Strapi, plan: RolePlan, locales: string[]): AdminPermission[] {
  const { actionProvider } = adminService<PermissionService>(strapi, 'permission');
  const contentTypes = adminService<ContentTypeService>(strapi, 'content-type');
  const wanted = new Set<string>(CONTENT_ACTIONS.map((action) => `${EXPLORER}.${action}`));
  // Publishing applies only to types with drafts (none today: an edit is live); Authors never publish.
  const publishable = EDITED_CONTENT_TYPES.filter((uid) => strapi.contentType(uid)?.options?.draftAndPublish === true);
  if (!plan.ownEntriesOnly && publishable.length > 0) wanted.add(`${EXPLORER}.publish`);

  const actions = actionProvider.values().filter((action) => wanted.has(action.actionId));
  const content = contentTypes
    .getPermissionsWithNestedFields(actions)
    .filter(({ subject }) => (EDITED_CONTENT_TYPES as readonly string[]).includes(subject ?? ''))
    .filter(({ action, subject }) => action !== `${EXPLORER}.publish` || (publishable as readonly string[]).includes(subject ?? ''))
    .map((permission) => ({
      ...permission,
      properties: withLocales(strapi, permission, actions, locales),
      conditions: plan.ownEntriesOnly ? [IS_CREATOR] : [],
    }));
  const media = MEDIA_ACTIONS.map(({ action, ownFilesOnlyForAuthors }) => ({
    action,
    subject: null,
    properties: {},
    conditions: plan.ownEntriesOnly && ownFilesOnlyForAuthors ? [IS_CREATOR] : [],
  }));
  return [...content, ...media];
}

/** A content permission's properties, with every locale where its type is localized and its action takes locales. */
function withLocales(
  strapi: Core.Strapi,
  permission: AdminPermission,
  actions: ActionDefinition[],
  locales: string[],
): AdminPermission['properties'] {
  const takesLocales = actions.find((action) => action.actionId === permission.action)?.options?.applyToProperties?.includes('locales');
  const contentType = permission.subject ? strapi.contentType(permission.subject as 'api::topic.topic') : undefined;
  const localized = (contentType?.pluginOptions as { i18n?: { localized?: boolean } } | undefined)?.i18n?.localized === true;
  return takesLocales && localized ? { ...permission.properties, locales } : permission.properties;
}

const key = (permission: AdminPermission) => `${permission.action}\u0000${permission.subject ?? ''}`;

/** Sets the Editor's and the Author's permissions (see the rules above). Run at every start. */
export async function ensureEditorRoles(strapi: Core.Strapi) {
  const roles = adminService<RoleService>(strapi, 'role');
  const permissions = adminService<PermissionService>(strapi, 'permission');
  const locales = ((await strapi.plugin('i18n').service('locales').find()) as Array<{ code: string }>).map(({ code }) => code);
  for (const plan of ROLES) {
    let role = await roles.findOne({ code: plan.code });
    if (!role) {
      // Strapi creates both roles on a first start; one deleted since comes back, unless its name was taken.
      if (await roles.exists({ name: plan.name })) {
        strapi.log.warn(`A role is named "${plan.name}" but is not Strapi's ${plan.code}: its permissions were left alone.`);
        continue;
      }
      role = await roles.create({ name: plan.name, code: plan.code, description: plan.description });
    }
    const required = requiredPermissions(strapi, plan, locales);
    const requiredKeys = new Set(required.map(key));
    const held = await permissions.findMany({ where: { role: { id: role.id } } });
    const keptByHand = held.filter(
      (permission) => !requiredKeys.has(key(permission)) && !isUsersRolesOrSettings(permission, permissions.actionProvider),
    );
    // Strapi compares with what the role holds and writes only the difference (nothing on a second start).
    await roles.assignPermissions(role.id, [...keptByHand, ...required]);
  }
}

/** A refusal meant for the person running the command: the message says what to change. */
export class EditorAccountError extends Error {}

export interface NewEditor {
  email: string;
  password: string;
  firstname: string;
  lastname?: string;
  /** `editor` (every entry) or `author` (their own entries). */
  role: string;
}

/** Strapi's own rule for admin-panel passwords (8 to 73 bytes, a lower-case letter, an upper-case letter, a digit). */
export function editorPasswordProblem(password: string): string | undefined {
  if (password.length < 8) return 'use at least 8 characters';
  if (Buffer.byteLength(password) > 73) return 'use at most 73 bytes';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    return 'mix lower-case and upper-case letters and at least one digit';
  }
  return undefined;
}

/** Checks that need no database: run before booting Strapi so a typo fails fast. */
export function checkEditorInput(input: NewEditor): Required<NewEditor> & { roleCode: string } {
  const email = (input.email ?? '').trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new EditorAccountError(`"${input.email ?? ''}" is not an email address.`);
  const problem = editorPasswordProblem(input.password ?? '');
  if (problem) throw new EditorAccountError(`The password is too weak: ${problem}.`);
  const firstname = (input.firstname ?? '').trim();
  if (!firstname) throw new EditorAccountError('A first name is required.');
  const role = (input.role ?? '').trim().toLowerCase();
  const roleCode = { editor: EDITOR_ROLE_CODE, author: AUTHOR_ROLE_CODE }[role];
  if (!roleCode) throw new EditorAccountError(`The role must be "editor" or "author" (got "${input.role ?? ''}").`);
  return { email, password: input.password, firstname, lastname: (input.lastname ?? '').trim(), role, roleCode };
}

/**
 * An account of Strapi's admin panel in the Editor or Author role, active at once: the way to add an editor from a
 * terminal (cms/scripts/editor-create.js). Never a Super Admin, unlike `strapi admin:create-user`.
 */
export async function createEditorAccount(strapi: Core.Strapi, input: NewEditor) {
  const { email, password, firstname, lastname, roleCode } = checkEditorInput(input);
  const users = strapi.service('admin::user') as unknown as {
    exists: (where: Record<string, unknown>) => Promise<boolean>;
    create: (attributes: Record<string, unknown>) => Promise<{ id: number; email: string }>;
  };
  if (await users.exists({ email })) throw new EditorAccountError(`An account with the email ${email} already exists.`);
  const role = await adminService<RoleService>(strapi, 'role').findOne({ code: roleCode });
  if (!role) throw new EditorAccountError(`The ${roleCode} role is missing (it is set up at start-up).`);
  const user = await users.create({ email, firstname, lastname: lastname || null, password, isActive: true, roles: [role.id] });
  return { id: user.id, email, role: roleCode };
}
