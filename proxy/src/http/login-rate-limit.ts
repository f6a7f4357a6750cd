import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { HttpError } from './errors.js';

export interface LoginLimits {
  /** Failed sign-ins allowed per IP and, separately, per username within the window. */
  maxFailures: number;
  windowMinutes: number;
  /** Where counts live: a store per limiter name (shared/rate-limit-store.ts), else this proxy's memory. */
  storeFor?: (name: string) => Store | undefined;
}

/** Only refused credentials count: a success, an empty form or a CMS outage does not. */
const failedSignIn = (status: number) => status === 401 || status === 403;

const usernameOf = (req: Request) => {
  const value = (req.body as { username?: unknown } | undefined)?.username;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

/**
 * Two limiters in a row: per IP (someone trying many accounts) and per username (many machines trying one
 * account). Counts live in this proxy's memory and reset when it restarts, unless `limits.storeFor` gives a store
 * (shared/rate-limit-store.ts: counts shared by every proxy through Redis).
 */
export function loginRateLimits(limits: LoginLimits): RequestHandler[] {
  const storeFor = limits.storeFor ?? (() => undefined);
  const windowMs = limits.windowMinutes * 60_000;
  const common = {
    windowMs,
    limit: limits.maxFailures,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req: Request, res: { statusCode: number }) => !failedSignIn(res.statusCode),
    // Also sets Retry-After on a refusal.
    standardHeaders: 'draft-7' as const,
    legacyHeaders: false,
    handler: (req: Request, _res: unknown, next: (error: HttpError) => void) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const minutes = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 60_000));
      next(new HttpError(429, `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`));
    },
  };
  return [
    rateLimit({ ...common, store: storeFor('login-ip'), keyGenerator: (req) => `ip:${ipKeyGenerator(req.ip ?? '')}` }),
    rateLimit({ ...common, store: storeFor('login-user'), keyGenerator: (req) => `user:${usernameOf(req)}`, skip: (req) => usernameOf(req) === '' }),
  ];
}
