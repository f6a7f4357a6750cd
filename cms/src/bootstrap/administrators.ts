import type { Core } from '@strapi/strapi';
import { randomBytes } from 'crypto';
import { ADMINISTRATOR_ROLE_TYPE } from '#src/api/admin-session/administrator-role.js';

const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';

export const MIN_PASSWORD_LENGTH = 10;
const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,50}$/;

/** A refusal meant for the person running the command: the message says what to change. */
export class AdministratorAccountError extends Error {}

export interface NewAdministrator {
  username: string;
  password: string;
  /** Optional: sign-in works with the username; Strapi needs an address, so a placeholder is used if none. */
  email?: string;
}

/** Checks that need no database: run before booting Strapi so a typo fails fast. */
export function checkAdministratorInput(input: NewAdministrator): { username: string; email: string; password: string } {
  const username = (input.username ?? '').trim();
  if (!USERNAME_PATTERN.test(username)) {
    throw new AdministratorAccountError('The username must be 3 to 50 characters: letters, digits, dots, hyphens or underscores.');
  }
  const password = input.password ?? '';
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new AdministratorAccountError(
      `The password is too weak: use at least ${MIN_PASSWORD_LENGTH} characters (a passphrase of a few words is best).`,
    );
  }
  const email = (input.email?.trim() || `${username.toLowerCase()}@examprep.invalid`).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AdministratorAccountError(`"${email}" is not an email address.`);
  return { username, email, password };
}

async function administratorRoleId(strapi: Core.Strapi): Promise<number> {
  const role = await strapi.db.query(ROLE_UID).findOne({ where: { type: ADMINISTRATOR_ROLE_TYPE } });
  if (!role) throw new Error('The Administrator role is missing (it is created at start-up).');
  return role.id;
}

/** Adds a site administrator (a users-permissions user in the Administrator role). */
export async function createAdministrator(strapi: Core.Strapi, input: NewAdministrator) {
  const { username, email, password } = checkAdministratorInput(input);
  const users = strapi.db.query(USER_UID);
  if (await users.findOne({ where: { username: { $eqi: username } } })) {
    throw new AdministratorAccountError(`An account named "${username}" already exists. Choose another username.`);
  }
  if (await users.findOne({ where: { email } })) {
    throw new AdministratorAccountError(`An account with the email ${email} already exists.`);
  }
  // The document service hashes the password (it is a password attribute).
  const user = await strapi.documents(USER_UID).create({
    data: { username, email, password, provider: 'local', confirmed: true, blocked: false, role: await administratorRoleId(strapi) },
  });
  return { documentId: user.documentId as string, username, email };
}

export async function countAdministrators(strapi: Core.Strapi): Promise<number> {
  return strapi.db.query(USER_UID).count({ where: { role: { type: ADMINISTRATOR_ROLE_TYPE } } });
}

/**
 * First start: without any administrator, nobody could sign in to the site's admin screens. Creates one from
 * ADMIN_USERNAME / ADMIN_PASSWORD, or 'admin' with a random password printed once. Never touches an
 * existing administrator (changing ADMIN_PASSWORD later does not change a password).
 */
export async function ensureFirstAdministrator(strapi: Core.Strapi) {
  if ((await countAdministrators(strapi)) > 0) return;
  const username = process.env.ADMIN_USERNAME?.trim() || 'admin';
  const givenPassword = process.env.ADMIN_PASSWORD;
  if (givenPassword !== undefined && givenPassword !== '' && givenPassword.length < MIN_PASSWORD_LENGTH) {
    // Refuse to start rather than create an account anyone could guess.
    throw new AdministratorAccountError(
      `ADMIN_PASSWORD is too weak: use at least ${MIN_PASSWORD_LENGTH} characters, or leave it empty to get a random password.`,
    );
  }
  const password = givenPassword || randomBytes(12).toString('base64url');
  const created = await createAdministrator(strapi, { username, password, email: process.env.ADMIN_EMAIL });
  if (givenPassword) {
    strapi.log.info(`Created the first site administrator "${created.username}" from ADMIN_USERNAME/ADMIN_PASSWORD.`);
    return;
  }
  // Warn level, so it shows with every STRAPI_LOG_LEVEL but `error`; printed this once, never stored in clear text.
  strapi.log.warn(
    [
      '',
      '================================================================',
      ' First site administrator created (admin screens at /login):',
      `   username: ${created.username}`,
      `   password: ${password}`,
      ' This password is shown only once. Write it down now.',
      ' More administrators: npm run admin:create -- --username U --password P',
      '================================================================',
    ].join('\n'),
  );
}
