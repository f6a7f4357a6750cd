import { z } from 'zod';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * Student accounts (students-faqs-programming.md §1.1): optional, never needed for anything public.
 * The student session is its own httpOnly cookie (STUDENT_SESSION_COOKIE), apart from the administrator's; both
 * can exist in one browser and neither reaches the other's calls. Errors carry `message` and `error` (same text).
 */

export { STUDENT_HINT_COOKIE, STUDENT_SESSION_COOKIE } from './cookies.js';

/** The languages a student's mails and screens come in (the language they signed up in, changeable later). */
export const studentLocale = z.enum(['en', 'hi']);
export type StudentLocale = z.infer<typeof studentLocale>;

export {
  DISPLAY_NAME_MAX,
  MESSAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_MIN_SCORE,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './messages.js';
import { DISPLAY_NAME_MAX, MESSAGES, PASSWORD_MAX, PASSWORD_MIN, PASSWORD_MIN_SCORE } from './messages.js';

let estimator: ZxcvbnFactory | undefined;
/** zxcvbn (built on first use) with the account's own words counted as easy guesses. */
function passwordScore(password: string, ownWords: string[]): number {
  estimator ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary, l33tMaxSubstitutions: 10 });
  return estimator.check(password.slice(0, 100), ownWords.filter(Boolean)).score;
}

/** Why a password is refused (a message for the student), or undefined when it is acceptable. */
export function weakPasswordMessage(password: string, ownWords: string[] = []): string | undefined {
  if (password.length < PASSWORD_MIN) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX) return MESSAGES.passwordTooLong;
  if (passwordScore(password, ownWords) < PASSWORD_MIN_SCORE) return MESSAGES.passwordTooEasy;
  return undefined;
}

// ── Bodies ──

/** A plain email check (no whitespace, x@y.z), as the spec's client does; stored lower-cased. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** POST /api/student/register. `locale`, `consent` and `display_name` are ours; the spec's client sends none. */
export const registerBody = z.object({
  username: z.string(),
  email: z.string(),
  password: z.string(),
  locale: studentLocale.optional(),
  /** Our form asks for consent (DPDP Act 2023) and sends true; a client written to the spec registers by doing so. */
  consent: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/student/login: by username or email. */
export const studentLoginBody = z.object({ username: z.string(), password: z.string() });
export const emailBody = z.object({ email: z.string() });
export const resetPasswordBody = z.object({ token: z.string(), password: z.string() });
export const changePasswordBody = z.object({ currentPassword: z.string(), newPassword: z.string() });
export const deleteAccountBody = z.object({ password: z.string() });
export const updateProfileBody = z
  .object({
    /** Shown on leaderboards instead of "Student #1234" (trimmed; empty means the default again). */
    display_name: z.string().max(DISPLAY_NAME_MAX).nullable().optional(),
    locale: studentLocale.optional(),
  })
  .strict();

// ── Answers ──

export const messageAnswer = z.object({ message: z.string() });

/** GET /api/student/profile: 200 only with a live student session, else 401. */
export const studentProfile = z
  .strictObject({
    _id: z.string(),
    username: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    locale: studentLocale,
    /** The name on leaderboards; null = the default "Student #<public_number>". */
    display_name: z.string().nullable(),
    public_number: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'StudentProfile' });
export type StudentProfile = z.infer<typeof studentProfile>;

/** The name a student is shown by on leaderboards. */
export const studentShownName = (profile: Pick<StudentProfile, 'display_name' | 'public_number'>) =>
  profile.display_name?.trim() || `Student #${profile.public_number}`;

/** POST /api/student/login: 200 with the profile (the spec's client reads nothing; ours shows the name). */
export const studentLoginAnswer = z.object({ message: z.string(), user: studentProfile });

/** GET /api/student/export: everything kept about the student, downloaded as a JSON file. */
export const studentExport = z
  .object({
    exported_at: z.string(),
    account: z.object({
      ...studentProfile.shape,
      blocked: z.boolean(),
      consent_at: z.string().nullable(),
      consent_version: z.string().nullable(),
    }),
    /** What the account keeps (saved questions, visits, results, notes): cms/src/api/student-progress. */
    progress: z.unknown(),
  })
  .meta({ id: 'StudentExport' });
