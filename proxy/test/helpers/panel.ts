import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { Stack } from './stack.js';

/** Strapi's built-in roles of its admin panel. */
export type PanelRole = 'strapi-super-admin' | 'strapi-editor' | 'strapi-author';

/**
 * An account of Strapi's admin panel (an editor, not a site administrator of the proxy) in one of its built-in
 * roles, signed in the way the panel signs in. `call` reaches Strapi's admin API (`/admin/...`,
 * `/content-manager/...`, `/upload`) with its token, sending JSON or a FormData; Strapi's own answers are untyped.
 */
export async function panelUser(stack: Stack, role: PanelRole, firstname = 'Edith') {
  const email = `${role}-${randomBytes(3).toString('hex')}@example.com`;
  const password = `Pass-${randomBytes(8).toString('hex')}1`;
  const roleRow = await stack.strapi.db.query('admin::role').findOne({ where: { code: role } });
  const user = await stack.strapi
    .service('admin::user')
    .create({ email, firstname, lastname: 'Editor', password, isActive: true, roles: [roleRow.id] });
  const login = await fetch(`${stack.strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return {
    id: user.id as number,
    email,
    password,
    token,
    call: async (method: string, url: string, body?: unknown) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      const form = body instanceof FormData;
      if (body !== undefined && !form) headers['content-type'] = 'application/json';
      const payload = form || body === undefined ? (body as FormData | undefined) : JSON.stringify(body);
      const response = await fetch(`${stack.strapiUrl}${url}`, { method, headers, body: payload });
      const text = await response.text();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's admin answers have no types here
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
    },
  };
}
