import type { Core } from '@strapi/strapi';
import {
  STUDENT_ACCOUNT_ACTIONS,
  STUDENT_PROFILES_TABLE,
  STUDENT_ROLE_TYPE,
  STUDENT_TOKENS_TABLE,
} from '#src/api/student-account/student-role.js';
import { STUDENT_PROGRESS_ACTIONS } from '#src/api/student-progress/actions.js';
import { REPORT_STUDENT_ACTIONS } from '#src/api/question-report/actions.js';
import type StudentAccountService from '#src/api/student-account/services/student-account.js';

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';
const DAY_MS = 86_400_000;

/** Exactly what a student's own access token may do: their account and what it keeps; nothing of content or admin. */
export const studentActions = (): string[] => [...STUDENT_ACCOUNT_ACTIONS, ...STUDENT_PROGRESS_ACTIONS, ...REPORT_STUDENT_ACTIONS];

/**
 * A student's profile (locale, display name, the public number of "Student #1234", consent) and the hashes of
 * mailed tokens: tables of our own (not a users-permissions extension), made alike on SQLite and PostgreSQL.
 * Times are milliseconds since 1970 (BIGINT): no time-zone conversions between the two databases.
 */
const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS ${STUDENT_PROFILES_TABLE} (
    user_id INTEGER PRIMARY KEY,
    locale VARCHAR(8) NOT NULL DEFAULT 'en',
    display_name VARCHAR(80) NULL,
    public_number INTEGER NOT NULL,
    consent_at BIGINT NULL,
    consent_version VARCHAR(20) NULL
  )`,
  `CREATE UNIQUE INDEX IF NOT EXISTS student_profiles_public_number_idx ON ${STUDENT_PROFILES_TABLE} (public_number)`,
  `CREATE TABLE IF NOT EXISTS ${STUDENT_TOKENS_TABLE} (
    token_hash VARCHAR(64) PRIMARY KEY,
    user_id INTEGER NOT NULL,
    purpose VARCHAR(10) NOT NULL,
    expires_ms BIGINT NOT NULL,
    used_ms BIGINT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS student_tokens_user_idx ON ${STUDENT_TOKENS_TABLE} (user_id, purpose)`,
];

/**
 * The users-permissions role of students (docs/student-accounts.md), apart from the Administrator role, with
 * exactly studentActions() (granted afresh at every start, so actions added since are granted and removed ones
 * taken back), the tables of student accounts, and the daily removal of accounts never verified.
 */
export async function ensureStudentRole(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query(ROLE_UID);
  let role = await roles.findOne({ where: { type: STUDENT_ROLE_TYPE } });
  if (!role) {
    role = await roles.create({
      data: {
        name: 'Student',
        description: 'Students with an account: their own profile and progress, nothing else.',
        type: STUDENT_ROLE_TYPE,
      },
    });
  }
  const permissions = strapi.db.query(PERMISSION_UID);
  const wanted = new Set(studentActions());
  const granted: Array<{ id: number; action: string }> = await permissions.findMany({ where: { role: role.id }, select: ['id', 'action'] });
  const have = new Set(granted.map((permission) => permission.action));
  for (const action of wanted) if (!have.has(action)) await permissions.create({ data: { action, role: role.id } });
  const extra = granted.filter((permission) => !wanted.has(permission.action)).map((permission) => permission.id);
  if (extra.length) await permissions.deleteMany({ where: { id: { $in: extra } } });

  const knex = strapi.db.connection;
  for (const statement of STATEMENTS) await knex.raw(statement);

  await pruneUnverifiedAccounts(strapi);
  setInterval(() => void pruneUnverifiedAccounts(strapi), DAY_MS).unref();
}

async function pruneUnverifiedAccounts(strapi: Core.Strapi) {
  try {
    const service = strapi.service('api::student-account.student-account') as ReturnType<typeof StudentAccountService>;
    const removed = await service.pruneUnverified();
    if (removed) strapi.log.info(`Removed ${removed} student account(s) never verified within 7 days of signing up.`);
  } catch (error) {
    strapi.log.warn(`Could not remove unverified student accounts: ${(error as Error).message}`);
  }
}
