import type { Core } from '@strapi/strapi';

const CONTENT_TYPES = ['exam', 'topic', 'subtopic', 'question', 'exam-pattern', 'cheatsheet'] as const;
const VIEW_COUNTED = ['exam-pattern', 'cheatsheet'] as const;

export const PROXY_TOKEN_NAME = 'Exam-prep proxy (read-only)';
export const ADMINISTRATOR_ROLE_TYPE = 'administrator';

/** What the proxy's token may do: read everything, and bump view counters. Nothing else. */
export const proxyTokenActions = (): string[] => [
  ...CONTENT_TYPES.flatMap((type) => [`api::${type}.${type}.find`, `api::${type}.${type}.findOne`]),
  ...VIEW_COUNTED.map((type) => `api::${type}.${type}.incrementViews`),
];

/** What a signed-in site administrator may do through the proxy (with their own JWT). */
const administratorActions = (): string[] => [
  ...CONTENT_TYPES.flatMap((type) =>
    ['find', 'findOne', 'create', 'update', 'delete'].map((action) => `api::${type}.${type}.${action}`),
  ),
  'plugin::upload.content-api.upload',
  'plugin::upload.content-api.destroy',
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
  'plugin::users-permissions.user.me',
];

/** Strapi is never reached by browsers, so the public role needs (and gets) nothing. */
export async function lockDownPublicRole(strapi: Core.Strapi) {
  const publicRole = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!publicRole) return;
  await strapi.db.query('plugin::users-permissions.permission').deleteMany({ where: { role: publicRole.id } });

  // No self-registration either, even if someone grants the permission back by mistake.
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) as Record<string, unknown>) ?? {};
  if (advanced.allow_register !== false) await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
}

export async function ensureAdministratorRole(strapi: Core.Strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  let role = await roles.findOne({ where: { type: ADMINISTRATOR_ROLE_TYPE } });
  if (!role) {
    role = await roles.create({
      data: {
        name: 'Administrator',
        description: 'Site administrators who manage content through the custom admin screens.',
        type: ADMINISTRATOR_ROLE_TYPE,
      },
    });
  }
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const granted = new Set(
    (await permissions.findMany({ where: { role: role.id }, select: ['action'] })).map((p: { action: string }) => p.action),
  );
  for (const action of administratorActions()) {
    if (!granted.has(action)) await permissions.create({ data: { action, role: role.id } });
  }
}

/**
 * The proxy's API token is a secret the proxy already knows (PROXY_API_TOKEN, generated at first start),
 * so nobody has to copy a token out of the admin panel. We store its hash the way Strapi does.
 */
export async function ensureProxyApiToken(strapi: Core.Strapi) {
  const accessKey = process.env.PROXY_API_TOKEN;
  if (!accessKey) {
    strapi.log.warn('PROXY_API_TOKEN is not set: the proxy will not be able to read content.');
    return;
  }
  const tokenService = strapi.admin.services['api-token-content-api'] ?? strapi.admin.services['api-token'];
  const encryption = strapi.admin.services.encryption;
  const tokens = strapi.db.query('admin::api-token');
  const keyFields = { accessKey: tokenService.hash(accessKey), encryptedKey: encryption.encrypt(accessKey) };

  let token = await tokens.findOne({ where: { name: PROXY_TOKEN_NAME }, populate: ['permissions'] });
  if (!token) {
    const created = await tokenService.create({
      name: PROXY_TOKEN_NAME,
      description: 'Used by the proxy (proxy/) to read content and count page views. Provisioned at start-up.',
      type: 'custom',
      lifespan: null,
      permissions: proxyTokenActions(),
    });
    await tokens.update({ where: { id: created.id }, data: keyFields });
    return;
  }

  if (token.accessKey !== keyFields.accessKey) await tokens.update({ where: { id: token.id }, data: keyFields });
  const have = new Set((token.permissions ?? []).map((p: { action: string }) => p.action));
  for (const action of proxyTokenActions()) {
    if (!have.has(action)) await strapi.db.query('admin::api-token-permission').create({ data: { action, token: token.id } });
  }
}
