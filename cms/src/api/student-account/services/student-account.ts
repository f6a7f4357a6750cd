import type { Core } from '@strapi/strapi';
import { createHash, randomBytes, randomInt } from 'crypto';
import type AdminSessionService from '#src/api/admin-session/services/admin-session.js';
import { STUDENT_PROFILES_TABLE, STUDENT_ROLE_TYPE, STUDENT_TOKENS_TABLE } from '#src/api/student-account/student-role.js';

const USER_UID = 'plugin::users-permissions.user';
const ROLE_UID = 'plugin::users-permissions.role';

/**
 * A bcrypt hash of a random string nobody knows. Unknown names are checked against it, so a wrong name takes as
 * long to refuse as a wrong password (no timing hint about which accounts exist).
 */
const NOBODY_HASH = '$2a$10$EqWEoNX3dddVES42EZ81dOADbX0fy9PJwHRH69WvlFyZolouoyS52';

/** How long mailed links work. */
const VERIFY_TOKEN_HOURS = 48;
const RESET_TOKEN_HOURS = 1;
/** Accounts never verified are removed this long after sign-up. */
const UNVERIFIED_ACCOUNT_DAYS = 7;
/** The version of the privacy notice a student agrees to at sign-up (shown on the sign-up form). */
export const CONSENT_VERSION = '2026-11';

type Locale = 'en' | 'hi';
type TokenPurpose = 'verify' | 'reset';

export interface StoredUser {
  id: number;
  documentId: string;
  username: string;
  email: string;
  password?: string | null;
  blocked?: boolean | null;
  confirmed?: boolean | null;
  createdAt?: string | Date | null;
  role?: { type?: string } | null;
}

interface ProfileRow {
  user_id: number;
  locale: string;
  display_name: string | null;
  public_number: number | string;
  consent_at: number | string | null;
  consent_version: string | null;
}

/** GET /api/student/profile's body (contract/src/student/account.ts studentProfile). */
export interface StudentProfile {
  _id: string;
  username: string;
  email: string;
  email_verified: boolean;
  locale: Locale;
  display_name: string | null;
  public_number: number;
  created_at: string;
}

/** Who a mail goes to, in which language. */
export interface MailRecipient {
  /** The account's documentId (the proxy forgets its cached profiles by it). */
  id: string;
  username: string;
  email: string;
  locale: Locale;
}

export interface SessionTokens {
  jwt: string;
  refreshToken: string;
}

const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const asLocale = (value: unknown): Locale => (value === 'hi' ? 'hi' : 'en');
const isoDate = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : new Date(0).toISOString());

/** Student accounts: users-permissions users in the Student role, with a profile row and mailed tokens of our own. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER_UID);
  const knex = () => strapi.db.connection;
  const sessions = () => strapi.service('api::admin-session.admin-session') as ReturnType<typeof AdminSessionService>;
  const userService = () => strapi.plugin('users-permissions').service('user');

  const findUser = (where: Record<string, unknown>): Promise<StoredUser | null> => users().findOne({ where, populate: ['role'] });
  const isStudent = (user: StoredUser | null | undefined): user is StoredUser => user?.role?.type === STUDENT_ROLE_TYPE;

  const profileRow = async (userId: number): Promise<ProfileRow | undefined> =>
    knex()(STUDENT_PROFILES_TABLE).where({ user_id: userId }).first();

  /** A profile row for a student who has none (made outside sign-up): English, a new public number. */
  async function ensureProfileRow(userId: number, locale: Locale = 'en', consent = false): Promise<ProfileRow> {
    const existing = await profileRow(userId);
    if (existing) return existing;
    for (let attempt = 0; ; attempt++) {
      const row = {
        user_id: userId,
        locale,
        display_name: null,
        public_number: randomInt(1000, 1_000_000),
        consent_at: consent ? Date.now() : null,
        consent_version: consent ? CONSENT_VERSION : null,
      };
      try {
        await knex()(STUDENT_PROFILES_TABLE).insert(row);
        return row;
      } catch (error) {
        // A public number already taken (unique index), or a row made meanwhile by a concurrent call.
        const made = await profileRow(userId);
        if (made) return made;
        if (attempt >= 20) throw error;
      }
    }
  }

  async function profileOf(user: StoredUser): Promise<StudentProfile> {
    const row = await ensureProfileRow(user.id);
    return {
      _id: user.documentId,
      username: user.username,
      email: user.email,
      email_verified: Boolean(user.confirmed),
      locale: asLocale(row.locale),
      display_name: row.display_name ?? null,
      public_number: Number(row.public_number),
      created_at: isoDate(user.createdAt),
    };
  }

  async function recipientOf(user: StoredUser): Promise<MailRecipient> {
    const row = await profileRow(user.id);
    return { id: user.documentId, username: user.username, email: user.email, locale: asLocale(row?.locale) };
  }

  /** A new mailed token (only its hash is kept). A new reset token replaces the earlier ones. */
  async function issueToken(userId: number, purpose: TokenPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const hours = purpose === 'verify' ? VERIFY_TOKEN_HOURS : RESET_TOKEN_HOURS;
    if (purpose === 'reset') await knex()(STUDENT_TOKENS_TABLE).where({ user_id: userId, purpose }).delete();
    // Expired tokens of this account go too, so the table holds only live ones (and used verify ones, for 48 hours).
    await knex()(STUDENT_TOKENS_TABLE).where({ user_id: userId }).andWhere('expires_ms', '<', Date.now()).delete();
    await knex()(STUDENT_TOKENS_TABLE).insert({
      token_hash: sha256(token),
      user_id: userId,
      purpose,
      expires_ms: Date.now() + hours * 3600_000,
      used_ms: null,
    });
    return token;
  }

  async function findToken(token: string, purpose: TokenPurpose) {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
    const row: { token_hash: string; user_id: number | string; expires_ms: number | string; used_ms: number | string | null } | undefined =
      await knex()(STUDENT_TOKENS_TABLE)
        .where({ token_hash: sha256(token), purpose })
        .first();
    if (!row || Number(row.expires_ms) < Date.now()) return undefined;
    return { hash: row.token_hash, userId: Number(row.user_id), used: row.used_ms !== null && row.used_ms !== undefined };
  }

  /** Marks a token used; false when another call used it first. */
  const useToken = async (hash: string): Promise<boolean> =>
    (await knex()(STUDENT_TOKENS_TABLE).where({ token_hash: hash }).whereNull('used_ms').update({ used_ms: Date.now() })) === 1;

  async function studentRoleId(): Promise<number> {
    const role = await strapi.db.query(ROLE_UID).findOne({ where: { type: STUDENT_ROLE_TYPE } });
    if (!role) throw new Error('The Student role is missing (it is made at start-up).');
    return role.id;
  }

  const validatePassword = (password: string, hash: string | null | undefined): Promise<boolean> =>
    userService().validatePassword(password, hash || NOBODY_HASH);

  /** Sets a password (hashed by the document service); every session of the account ends. */
  async function setPassword(user: StoredUser, password: string, alsoConfirm = false) {
    await strapi.documents(USER_UID).update({
      documentId: user.documentId,
      data: { password, ...(alsoConfirm ? { confirmed: true } : {}) } as never,
    });
    await sessions().endAll(user.id);
  }

  /** What other parts keep for a student (cms/src/api/student-progress), when they are there. */
  const progressService = ():
    { eraseFor?: (userId: number) => Promise<unknown>; exportFor?: (userId: number) => Promise<unknown> } | undefined => {
    try {
      return strapi.service('api::student-progress.student-progress' as never) as never;
    } catch {
      return undefined;
    }
  };

  /**
   * Erases a student and everything the account keeps: what the progress store keeps (full-paper attempts unlinked,
   * staying as anonymous counts), the profile and mailed tokens, the account itself, then every session. The
   * student's own "Delete my account" and the admin area's delete (cms/src/api/student-admin) both come here.
   */
  async function erase(user: Pick<StoredUser, 'id'>) {
    await progressService()?.eraseFor?.(user.id);
    await knex()(STUDENT_TOKENS_TABLE).where({ user_id: user.id }).delete();
    await knex()(STUDENT_PROFILES_TABLE).where({ user_id: user.id }).delete();
    await users().delete({ where: { id: user.id } });
    await sessions().endAll(user.id);
  }

  return {
    profileOf,
    isStudent,
    /** Erases a student by user id (see erase above). */
    eraseStudent: (userId: number) => erase({ id: userId }),

    async register(input: { username: string; email: string; password: string; locale?: Locale; consent?: boolean }) {
      const email = input.email.trim().toLowerCase();
      const username = input.username.trim();
      if (await users().findOne({ where: { username: { $eqi: username } }, select: ['id'] })) return { result: 'username-taken' as const };
      const owner = await findUser({ email: { $eqi: email } });
      if (owner) {
        // As long as hashing a new account's password takes: the answer's timing tells nothing either.
        await validatePassword(input.password, NOBODY_HASH);
        // A student who never verified (the first mail lost?) gets a new verification mail for their account.
        if (isStudent(owner) && !owner.confirmed && !owner.blocked) {
          return { result: 'registered' as const, token: await issueToken(owner.id, 'verify'), user: await recipientOf(owner) };
        }
        return { result: 'email-taken' as const, user: await recipientOf(owner) };
      }
      const created = await strapi.documents(USER_UID).create({
        data: {
          username,
          email,
          password: input.password,
          provider: 'local',
          confirmed: false,
          blocked: false,
          role: await studentRoleId(),
        } as never,
      });
      const user = (await findUser({ documentId: created.documentId })) as StoredUser;
      const locale = input.locale ?? 'en';
      await ensureProfileRow(user.id, locale, input.consent === true);
      const token = await issueToken(user.id, 'verify');
      return { result: 'registered' as const, token, user: { id: user.documentId, username, email, locale } satisfies MailRecipient };
    },

    /** Checks a student's credentials (username or email) and starts a session; anyone else is "invalid". */
    async login(name: string, password: string) {
      const identifier = name.trim();
      const user = await findUser({ provider: 'local', $or: [{ username: { $eqi: identifier } }, { email: { $eqi: identifier } }] });
      const matches = await validatePassword(password, user?.password);
      if (!user || !user.password || !matches || !isStudent(user)) return { result: 'invalid-credentials' as const };
      if (user.blocked) return { result: 'blocked' as const };
      if (!user.confirmed) return { result: 'not-verified' as const };
      const session: SessionTokens = await sessions().start(user.id);
      return { result: 'signed-in' as const, ...session, user: await profileOf(user) };
    },

    /** A new access token while the session lasts and its account is a verified, unblocked student. */
    async refresh(refreshToken: string): Promise<string | undefined> {
      const manager = strapi.sessionManager('users-permissions');
      const validation = await manager.validateRefreshToken(refreshToken);
      if (!validation.isValid) return undefined;
      const user = await findUser({ id: Number(validation.userId) });
      if (!isStudent(user) || user.blocked || !user.confirmed) {
        // An administrator's session is not ended here: it is simply not a student's.
        if (!user || isStudent(user)) await sessions().endAll(validation.userId);
        return undefined;
      }
      const access = await manager.generateAccessToken(refreshToken);
      return 'error' in access ? undefined : access.token;
    },

    endSession: (refreshToken: string) => sessions().end(refreshToken),
    endAllSessions: (userId: number) => sessions().endAll(userId),

    /** The account a sign-in name means (username or email, any case or spacing), for counting failures once. */
    accountOf: (name: string) => sessions().accountOf(name),

    async verifyEmail(token: string) {
      const found = await findToken(token, 'verify');
      if (!found) return 'invalid' as const;
      const user = await findUser({ id: found.userId });
      if (!isStudent(user)) return 'invalid' as const;
      if (found.used || user.confirmed) {
        await useToken(found.hash);
        return user.confirmed ? ('already-verified' as const) : ('invalid' as const);
      }
      await useToken(found.hash);
      await users().update({ where: { id: user.id }, data: { confirmed: true } });
      return 'verified' as const;
    },

    /** A new verify token for an unverified, unblocked student with this email; undefined for anyone else. */
    async requestVerification(email: string) {
      const user = await findUser({ email: { $eqi: email.trim() } });
      if (!isStudent(user) || user.confirmed || user.blocked) return undefined;
      return { token: await issueToken(user.id, 'verify'), user: await recipientOf(user) };
    },

    /** A new reset token for an unblocked student with this email; undefined for anyone else. */
    async requestReset(email: string) {
      const user = await findUser({ email: { $eqi: email.trim() } });
      if (!isStudent(user) || user.blocked) return undefined;
      return { token: await issueToken(user.id, 'reset'), user: await recipientOf(user) };
    },

    /** The student a live reset token belongs to (for the password's own-words check), or undefined. */
    async checkReset(token: string) {
      const found = await findToken(token, 'reset');
      if (!found || found.used) return undefined;
      const user = await findUser({ id: found.userId });
      return isStudent(user) && !user.blocked ? await recipientOf(user) : undefined;
    },

    /** Sets a new password with a reset token (once); ends every session. The mail proved the address too. */
    async resetPassword(token: string, password: string): Promise<boolean> {
      const found = await findToken(token, 'reset');
      if (!found || found.used) return false;
      const user = await findUser({ id: found.userId });
      if (!isStudent(user) || user.blocked) return false;
      if (!(await useToken(found.hash))) return false;
      await setPassword(user, password, true);
      return true;
    },

    async updateProfile(user: StoredUser, change: { display_name?: string | null; locale?: Locale }) {
      await ensureProfileRow(user.id);
      const data: Record<string, unknown> = {};
      if (change.display_name !== undefined) data.display_name = change.display_name?.trim() || null;
      if (change.locale !== undefined) data.locale = change.locale;
      if (Object.keys(data).length) await knex()(STUDENT_PROFILES_TABLE).where({ user_id: user.id }).update(data);
      return profileOf(user);
    },

    /** Checks the current password, sets the new one, ends every session and starts one for this browser. */
    async changePassword(user: StoredUser, currentPassword: string, newPassword: string) {
      const stored = await findUser({ id: user.id });
      if (!stored || !(await validatePassword(currentPassword, stored.password))) return { result: 'wrong-password' as const };
      await setPassword(stored, newPassword);
      const session: SessionTokens = await sessions().start(stored.id);
      return { result: 'changed' as const, ...session };
    },

    async deleteAccount(user: StoredUser, password: string) {
      const stored = await findUser({ id: user.id });
      if (!stored || !(await validatePassword(password, stored.password))) return { result: 'wrong-password' as const };
      await erase(stored);
      return { result: 'deleted' as const };
    },

    /** Everything kept about a student, as they may download it. */
    async exportData(user: StoredUser) {
      const stored = (await findUser({ id: user.id })) as StoredUser;
      const row = await ensureProfileRow(stored.id);
      return {
        exported_at: new Date().toISOString(),
        account: {
          ...(await profileOf(stored)),
          blocked: Boolean(stored.blocked),
          consent_at: row.consent_at ? new Date(Number(row.consent_at)).toISOString() : null,
          consent_version: row.consent_version ?? null,
        },
        progress: (await progressService()?.exportFor?.(stored.id)) ?? null,
      };
    },

    /** Removes accounts never verified within UNVERIFIED_ACCOUNT_DAYS of signing up. */
    async pruneUnverified(): Promise<number> {
      const before = new Date(Date.now() - UNVERIFIED_ACCOUNT_DAYS * 86_400_000);
      const stale: StoredUser[] = await users().findMany({
        where: { confirmed: false, createdAt: { $lt: before }, role: { type: STUDENT_ROLE_TYPE } },
        populate: ['role'],
        limit: 500,
      });
      for (const user of stale) await erase(user);
      return stale.length;
    },
  };
};
