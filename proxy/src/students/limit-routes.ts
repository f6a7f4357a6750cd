import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { MESSAGES } from '@exam-prep/contract/student/account';
import { loginRateLimits } from '#src/http/login-rate-limit.js';
import type { StrapiClient } from '#src/strapi/client.js';
import { studentAccountKey, studentError } from './student-account.js';

/** Student accounts' limits (docs/student-accounts.md), from config.studentLimits. */
export interface StudentLimits {
  loginMaxFailures: number;
  loginWindowMinutes: number;
  registerPerHour: number;
  mailPerHour: number;
  resetPerHour: number;
  /** Where counts live: a store per limiter name (Redis when REDIS_URL is set), else this proxy's memory. */
  storeFor?: (name: string) => Store | undefined;
}

const HOUR_MS = 3600_000;
const byAddress = (req: Request) => `ip:${ipKeyGenerator(req.ip ?? '')}`;
const bodyEmail = (req: Request) => {
  const value = (req.body as { email?: unknown } | undefined)?.email;
  return typeof value === 'string' ? value.replace(/\s+/g, '').toLowerCase() : '';
};

function hourly(name: string, limit: number, limits: StudentLimits, more: Parameters<typeof rateLimit>[0] = {}): RequestHandler {
  return rateLimit({
    windowMs: HOUR_MS,
    limit,
    store: limits.storeFor?.(`student-${name}`),
    keyGenerator: byAddress,
    // Also sets Retry-After on a refusal.
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(studentError(429, MESSAGES.tooManyAttempts)),
    ...more,
  });
}

export function studentLimiters(limits: StudentLimits, cms: StrapiClient) {
  /** Mails asked for, per address and per email: a form cannot be used to flood one inbox from many addresses. */
  const mailLimits = (name: string): RequestHandler[] => [
    hourly(`${name}-ip`, limits.mailPerHour, limits, { skipFailedRequests: true }),
    hourly(`${name}-email`, limits.mailPerHour, limits, {
      skipFailedRequests: true,
      keyGenerator: (req) => `email:${bodyEmail(req)}`,
      skip: (req) => bodyEmail(req) === '',
    }),
  ];
  return {
    /** Failed sign-ins: per address (then 429) and per account (then slowed, never locked): login-rate-limit.ts. */
    login: loginRateLimits(
      {
        maxFailures: limits.loginMaxFailures,
        windowMinutes: limits.loginWindowMinutes,
        accountDelayMs: 1000,
        accountMaxDelayMs: 30_000,
        storeFor: (name) => limits.storeFor?.(`student-${name}`),
      },
      (name) => studentAccountKey(cms, name),
    ),
    /** Sign-ups that reach the accounts (made, or a taken username): a form still being filled in is not counted. */
    register: hourly('register', limits.registerPerHour, limits, {
      skipFailedRequests: true,
      requestWasSuccessful: (_req, res) => res.statusCode === 201 || res.statusCode === 409,
    }),
    resendVerification: mailLimits('verify-mail'),
    forgotPassword: mailLimits('reset-mail'),
    /** Every attempt with a reset token, right or wrong. */
    resetPassword: hourly('reset', limits.resetPerHour, limits),
  };
}
