import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  changePasswordBody,
  deleteAccountBody,
  EMAIL_PATTERN,
  emailBody,
  MESSAGES,
  registerBody,
  resetPasswordBody,
  studentLoginBody,
  updateProfileBody,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  weakPasswordMessage,
  type StudentProfile,
} from '@exam-prep/contract/student/account';
import type { StrapiClient } from '#src/strapi/client.js';
import { createLogger, type Logger } from '#src/lib/logger.js';
import { noStore } from '#src/http/session.js';
import { refuseNulInBody } from '#src/http/odd-requests.js';
import { CmsUnavailableError } from '#src/lib/errors.js';
import { createMailer, type Mailer } from '#src/mail/mailer.js';
import { addressInUseMail, resetMail, verificationMail } from '#src/mail/student-mails.js';
import { studentLimiters, type StudentLimits } from './limit-routes.js';
import { ProfileCache } from './profile-cache.js';
import { requireStudent, studentErrors, studentSession } from './student-session.js';
import {
  changeOwnPassword,
  checkResetToken,
  deleteOwnAccount,
  endAllOwnSessions,
  endStudentSession,
  exportOwnData,
  ownProfile,
  registerStudent,
  requestReset,
  requestVerification,
  resetPassword,
  signInStudent,
  studentError,
  updateOwnProfile,
  verifyStudentEmail,
} from './student-account.js';

export interface StudentAccountDeps {
  cms: StrapiClient;
  production: boolean;
  /** Where links in mails point (PUBLIC_SITE_URL). */
  publicSiteUrl?: string;
  mailer?: Mailer;
  limits?: StudentLimits;
  logger?: Logger;
  /** The few-second profile cache, shared with studentProfileFastPath. */
  profiles?: ProfileCache;
}

/** Limits when none are given (config.ts's defaults): the embedded, single-proxy case. */
const DEFAULT_LIMITS: StudentLimits = {
  loginMaxFailures: 10,
  loginWindowMinutes: 15,
  registerPerHour: 5,
  mailPerHour: 3,
  resetPerHour: 10,
};

const MAX_EMAIL_LENGTH = 254;

/** A JSON (or form) body of a student call: small, and no NUL character (PostgreSQL cannot hold one). */
const body = [express.json({ limit: '16kb' }), express.urlencoded({ extended: false, limit: '16kb' }), refuseNulInBody];

const handle =
  (run: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  (req, res, next) => {
    run(req, res).catch(next);
  };

/** What to say about an optional field of the wrong kind (a missing or odd required text: "fill in all fields"). */
const OPTIONAL_FIELD_RULES: Record<string, string> = {
  locale: 'locale must be "en" or "hi"',
  consent: 'consent must be true or false',
};

/** A body as a schema reads it, or 400 naming the optional field that is wrong, else "Please fill in all fields". */
function parseOrFill<T>(
  schema: {
    safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: { issues: Array<{ path: PropertyKey[] }> } };
  },
  input: unknown,
): T {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? '');
  throw studentError(400, OPTIONAL_FIELD_RULES[field] ?? MESSAGES.fillInAllFields);
}

/** A well-formed email address (trimmed, lower-cased), or 400 naming it. */
function emailOf(value: string): string {
  const email = value.trim().toLowerCase();
  if (!email) throw studentError(400, MESSAGES.fillInAllFields);
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) throw studentError(400, MESSAGES.emailInvalid);
  return email;
}

/**
 * Student accounts (docs/student-accounts.md; students-faqs-programming.md §1.1): register, sign-in, sessions,
 * verification, passwords, privacy. Every answer is no-store; every error is {message, error} (same text).
 */
export function studentAccountRoutes(deps: StudentAccountDeps): Router {
  const { cms, production } = deps;
  const mailer = deps.mailer ?? createMailer({ from: 'Exam Prep <no-reply@localhost>' }, deps.logger ?? createLogger('silent'));
  const site = (deps.publicSiteUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  const limits = studentLimiters(deps.limits ?? DEFAULT_LIMITS, cms);
  const profiles = deps.profiles ?? new ProfileCache();
  const signedIn = requireStudent(cms, production);
  const router = Router();
  router.use('/student', noStore);

  router.post(
    '/student/register',
    ...body,
    limits.register,
    handle(async (req, res) => {
      const input = parseOrFill(registerBody, req.body);
      const username = input.username.trim();
      if (!username || !input.email.trim() || !input.password) throw studentError(400, MESSAGES.fillInAllFields);
      if (username.length < USERNAME_MIN || username.length > USERNAME_MAX || !USERNAME_PATTERN.test(username)) {
        throw studentError(400, MESSAGES.usernameRule);
      }
      const email = emailOf(input.email);
      const weak = weakPasswordMessage(input.password, [username, email, email.split('@')[0]!]);
      if (weak) throw studentError(400, weak);
      // Our form sends consent: true; a client written to the spec sends nothing, and registering is consenting.
      if (input.consent === false) throw studentError(400, MESSAGES.consentRequired);
      const answer = await registerStudent(cms, { username, email, password: input.password, locale: input.locale, consent: true });
      if (answer.result === 'username-taken') throw studentError(409, MESSAGES.usernameTaken);
      // A taken email answers as a new sign-up does; its owner is told by mail instead.
      if (answer.result === 'email-taken') mailer.send(addressInUseMail(site, answer.user));
      else mailer.send(verificationMail(site, answer.user, answer.token));
      res.status(201).json({ message: MESSAGES.registered });
    }),
  );

  router.post(
    '/student/login',
    ...body,
    // Empty fields are a 400 before the limits (not a failure to count).
    (req, _res, next) => {
      const credentials = studentLoginBody.safeParse(req.body ?? {});
      next(
        credentials.success && credentials.data.username.trim() && credentials.data.password
          ? undefined
          : studentError(400, MESSAGES.fillInAllFields),
      );
    },
    ...limits.login,
    handle(async (req, res) => {
      const { username, password } = parseOrFill(studentLoginBody, req.body);
      const { session, profile } = await signInStudent(cms, username, password);
      // A session this browser held before (another account, or the same) ends: one cookie, one session.
      const before = studentSession.read(req);
      if (typeof before === 'object') {
        profiles.drop(before.jwt);
        await endStudentSession(cms, before.refreshToken).catch(() => undefined);
      }
      studentSession.set(res, session, production);
      profiles.set(session.jwt, profile);
      res.json({ message: MESSAGES.loggedIn, user: profile });
    }),
  );

  router.post(
    '/student/logout',
    handle(async (req, res) => {
      const session = studentSession.read(req);
      studentSession.clear(res, production);
      if (typeof session === 'object') {
        profiles.drop(session.jwt);
        try {
          await endStudentSession(cms, session.refreshToken);
        } catch (error) {
          throw error instanceof CmsUnavailableError
            ? new CmsUnavailableError(
                'You are signed out in this browser, but the session could not be ended on the server. Please sign in and out again later.',
              )
            : error;
        }
      }
      res.json({ message: MESSAGES.loggedOut });
    }),
  );

  router.post(
    '/student/logout-all',
    signedIn,
    handle(async (req, res) => {
      const student = res.locals.cms as StrapiClient;
      const profile = await profileFor(res.locals.studentAccessToken as string, student);
      await endAllOwnSessions(student);
      profiles.dropStudent(profile._id);
      studentSession.clear(res, production);
      res.json({ message: MESSAGES.loggedOutEverywhere });
    }),
  );

  /** The profile of an access token: from the few-second cache, else from Strapi (which checks the session). */
  const profileFor = async (accessToken: string, student: StrapiClient): Promise<StudentProfile> => {
    const cached = profiles.get(accessToken);
    if (cached) return cached;
    const profile = await ownProfile(student);
    profiles.set(accessToken, profile);
    return profile;
  };

  router.get(
    '/student/profile',
    handle(async (req, res) => {
      const accessToken = await studentSession.accessToken(req, res, cms, production);
      res.json(await profileFor(accessToken, cms.forUser(accessToken)));
    }),
  );

  router.patch(
    '/student/profile',
    ...body,
    signedIn,
    handle(async (req, res) => {
      const parsed = updateProfileBody.safeParse(req.body ?? {});
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path[0];
        const message =
          field === 'display_name'
            ? 'display_name must be text of at most 40 characters (or null for the default name)'
            : field === 'locale'
              ? 'locale must be "en" or "hi"'
              : 'Only display_name and locale can be changed here';
        throw studentError(400, message);
      }
      const profile = await updateOwnProfile(res.locals.cms as StrapiClient, parsed.data);
      profiles.dropStudent(profile._id);
      profiles.set(res.locals.studentAccessToken as string, profile);
      res.json(profile);
    }),
  );

  router.get(
    '/student/verify-email',
    handle(async (req, res) => {
      const token = typeof req.query.token === 'string' ? req.query.token.trim() : '';
      if (!token) throw studentError(400, MESSAGES.noToken);
      const result = await verifyStudentEmail(cms, token);
      if (result === 'invalid') throw studentError(400, MESSAGES.verifyLinkInvalid);
      res.status(200).json({ message: result === 'verified' ? MESSAGES.verified : MESSAGES.alreadyVerified });
    }),
  );

  router.post(
    '/student/resend-verification',
    ...body,
    ...limits.resendVerification,
    handle(async (req, res) => {
      const email = emailOf(parseOrFill(emailBody, req.body).email);
      const issued = await requestVerification(cms, email);
      if (issued.result === 'send') mailer.send(verificationMail(site, issued.user, issued.token));
      res.status(200).json({ message: MESSAGES.verificationSent });
    }),
  );

  router.post(
    '/student/forgot-password',
    ...body,
    ...limits.forgotPassword,
    handle(async (req, res) => {
      const email = emailOf(parseOrFill(emailBody, req.body).email);
      const issued = await requestReset(cms, email);
      if (issued.result === 'send') mailer.send(resetMail(site, issued.user, issued.token));
      res.status(200).json({ message: MESSAGES.resetSent });
    }),
  );

  router.post(
    '/student/reset-password',
    ...body,
    limits.resetPassword,
    handle(async (req, res) => {
      const { token, password } = parseOrFill(resetPasswordBody, req.body);
      if (!token.trim() || !password) throw studentError(400, MESSAGES.fillInAllFields);
      const owner = await checkResetToken(cms, token.trim());
      if (!owner) throw studentError(400, MESSAGES.resetLinkInvalid);
      const weak = weakPasswordMessage(password, [owner.username, owner.email, owner.email.split('@')[0]!]);
      if (weak) throw studentError(400, weak);
      if (!(await resetPassword(cms, token.trim(), password))) throw studentError(400, MESSAGES.resetLinkInvalid);
      profiles.dropStudent(owner.id);
      if (studentSession.read(req) !== 'absent') studentSession.clear(res, production);
      res.json({ message: MESSAGES.resetDone });
    }),
  );

  router.post(
    '/student/change-password',
    ...body,
    signedIn,
    // Wrong current passwords count with failed sign-ins (a session left open is no licence to guess).
    ...limits.login,
    handle(async (req, res) => {
      const { currentPassword, newPassword } = parseOrFill(changePasswordBody, req.body);
      if (!currentPassword || !newPassword) throw studentError(400, MESSAGES.fillInAllFields);
      const student = res.locals.cms as StrapiClient;
      const profile = await profileFor(res.locals.studentAccessToken as string, student);
      const weak = weakPasswordMessage(newPassword, [profile.username, profile.email, profile.email.split('@')[0]!]);
      if (weak) throw studentError(400, weak);
      const answer = await changeOwnPassword(student, currentPassword, newPassword);
      if (answer.result === 'wrong-password') throw studentError(403, MESSAGES.wrongCurrentPassword);
      profiles.dropStudent(profile._id);
      // Every session ended with the change; this browser goes on in a new one.
      studentSession.set(res, { jwt: answer.jwt, refreshToken: answer.refreshToken }, production);
      res.json({ message: MESSAGES.passwordChanged });
    }),
  );

  router.delete(
    '/student/account',
    ...body,
    signedIn,
    ...limits.login,
    handle(async (req, res) => {
      const { password } = parseOrFill(deleteAccountBody, req.body);
      if (!password) throw studentError(400, MESSAGES.fillInAllFields);
      const student = res.locals.cms as StrapiClient;
      const profile = await profileFor(res.locals.studentAccessToken as string, student);
      const answer = await deleteOwnAccount(student, password);
      if (answer.result === 'wrong-password') throw studentError(403, MESSAGES.wrongPassword);
      profiles.dropStudent(profile._id);
      studentSession.clear(res, production);
      res.json({ message: MESSAGES.accountDeleted });
    }),
  );

  router.get(
    '/student/export',
    signedIn,
    handle(async (_req, res) => {
      const data = await exportOwnData(res.locals.cms as StrapiClient);
      const username = (data.account as { username?: string } | undefined)?.username ?? 'student';
      res.setHeader('content-disposition', `attachment; filename="exam-prep-account-${username.replace(/[^A-Za-z0-9._-]/g, '_')}.json"`);
      res.json(data);
    }),
  );

  router.use('/student', studentErrors(production));
  return router;
}

/** The profile answered before Express (app.ts's handle). */
export { studentProfileFastPath } from './student-session.js';
