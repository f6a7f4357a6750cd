import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';
import { HttpError } from '#src/lib/errors.js';

export interface LoginLimits {
  /** Failed sign-ins allowed per client address within the window (then 429), and per account before the delay starts. */
  maxFailures: number;
  windowMinutes: number;
  /** Each further attempt on an account waits this long after its first `maxFailures` failures, doubling with each failure... */
  accountDelayMs: number;
  /** ...up to this long: an owner is slowed down, never locked out. */
  accountMaxDelayMs: number;
  /** Where counts live: a store per limiter name (shared/rate-limit-store.ts), else this proxy's memory. */
  storeFor?: (name: string) => Store | undefined;
}

/** Only refused credentials count: a success, an empty form or a CMS outage does not. */
const failedSignIn = (status: number) => status === 401 || status === 403;

const signInName = (req: Request) => {
  const value = (req.body as { username?: unknown } | undefined)?.username;
  return typeof value === 'string' ? value : '';
};

/**
 * Two limits in a row, counted in this proxy's memory, or by every proxy together when `limits.storeFor` gives
 * a store (shared/rate-limit-store.ts: Redis).
 * - Per client address, hard: after `maxFailures` failures in the window, 429 until it ends (one machine trying
 *   many accounts or passwords). A stranger's address being refused never touches the owner's.
 * - Per account, soft: after `maxFailures` failures in the window, every attempt on that account (the owner's
 *   too, right password or not, since the answer must not tell) waits before it is checked: `accountDelayMs`,
 *   doubling with each further failure, up to `accountMaxDelayMs`. Many machines guessing one password get slow;
 *   nobody can lock the owner out. `accountKey` names the account (username or email, any case or spacing: one).
 */
export function loginRateLimits(limits: LoginLimits, accountKey: (name: string) => Promise<string>): RequestHandler[] {
  const storeFor = limits.storeFor ?? (() => undefined);
  const windowMs = limits.windowMinutes * 60_000;
  const countOnlyFailures = {
    windowMs,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req: Request, res: { statusCode: number }) => !failedSignIn(res.statusCode),
  };

  const perAddress = rateLimit({
    ...countOnlyFailures,
    limit: limits.maxFailures,
    store: storeFor('login-ip'),
    keyGenerator: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}`,
    // Also sets Retry-After on a refusal.
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (req, _res, next) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const minutes = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 60_000));
      next(new HttpError(429, `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`));
    },
  });

  const perAccount = slowDown({
    ...countOnlyFailures,
    delayAfter: limits.maxFailures,
    // `used` counts this attempt: the first one past the free failures waits accountDelayMs.
    delayMs: (used) => limits.accountDelayMs * 2 ** (used - limits.maxFailures - 1),
    maxDelayMs: limits.accountMaxDelayMs,
    store: storeFor('login-account'),
    keyGenerator: (req) => accountKey(signInName(req)),
    skip: (req) => signInName(req).trim() === '',
  });

  return [perAddress, perAccount];
}
