import { z } from 'zod';
import { DEFAULT_IMPORT_LIMITS, type ImportLimits } from '@exam-prep/contract/admin/question-import';
import { weakSecretReason } from '@exam-prep/contract/secret-strength';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.js';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Where `npm start` and `npm run dev` serve Strapi's admin panel. */
const DEVELOPMENT_CMS_PANEL = 'http://localhost:1337';

const envSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    STRAPI_URL: z.string().url().default('http://127.0.0.1:1337'),
    PROXY_API_TOKEN: z.string().min(1, 'PROXY_API_TOKEN is required (npm start writes one into .env)'),
    WEBHOOK_SECRET: z.string().min(1, 'WEBHOOK_SECRET is required (npm start writes one into .env)'),
    CORS_ORIGINS: z.string().optional(),
    PUBLIC_SITE_URL: z.string().url().default('http://localhost:3000'),
    // Strapi's admin panel (e.g. https://cms.example.org): its preview may frame the site's pages (http/preview-framing.ts).
    PUBLIC_CMS_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    WEB_DIST_DIR: z.string().optional(),
    // When set, GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`.
    METRICS_TOKEN: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).default(5000),
    CACHE_MAX_MB: z.coerce.number().min(1).default(128),
    // A cached answer is recomputed after this long even if no purge reached this proxy (a safety net).
    CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(300),
    // A cached answer larger than this is kept in a temporary file, not in memory (the whole question lists).
    CACHE_MEMORY_ENTRY_MAX_MB: z.coerce.number().min(0.001).default(8),
    // A whole question list still being made after this long is sent as it comes (no ETag on that first answer).
    CACHE_STREAM_AFTER_MS: z.coerce.number().int().min(0).default(1000),
    // Rows per Strapi request when the proxy streams a whole question list: each request stays quick.
    CMS_LIST_PAGE_SIZE: z.coerce.number().int().min(1).max(1000).default(200),
    // Shared state between proxies (cache purges, rate limits, the AI single-flight); memory only when unset.
    REDIS_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    REDIS_KEY_PREFIX: z.string().default('exam-prep:'),
    VIEW_FLUSH_MS: z.coerce.number().int().min(10).default(1000),
    CMS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
    GEMINI_API_KEY: z.string().optional(),
    GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash'),
    GEMINI_BASE_URL: z.string().url().optional(),
    GEMINI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30000),
    AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    // Site searches per client address and minute that miss the cache (then 429).
    SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    // Failed administrator sign-ins allowed per client address in the window (then 429), and per account before
    // each further attempt on it waits LOGIN_ACCOUNT_DELAY_MS, doubling up to LOGIN_ACCOUNT_MAX_DELAY_MS (never 429).
    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    LOGIN_ACCOUNT_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    LOGIN_ACCOUNT_MAX_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(30_000),
    // Student mails (verify, reset): through this SMTP server (smtp://user:pass@host:587, smtps://...), else printed on standard output.
    SMTP_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().min(3).default('Exam Prep <no-reply@localhost>'),
    // Student accounts' limits (docs/student-accounts.md): failed sign-ins per address and per account in the window;
    // sign-ups per address and hour; verify and reset mails asked for per address and per email and hour; password
    // resets per address and hour.
    STUDENT_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(10),
    STUDENT_LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    STUDENT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(5),
    STUDENT_MAIL_PER_HOUR: z.coerce.number().int().min(1).default(3),
    STUDENT_RESET_PER_HOUR: z.coerce.number().int().min(1).default(10),
    // Mock tests per client address in the window: papers fetched (each a new attempt) and submissions (then 429).
    MOCK_TEST_PAPERS_PER_WINDOW: z.coerce.number().int().min(1).default(30),
    // Reports of mistakes in questions: per address and question a day, and per address an hour.
    REPORTS_PER_QUESTION_PER_DAY: z.coerce.number().int().min(1).default(1),
    REPORTS_PER_HOUR: z.coerce.number().int().min(1).default(30),
    MOCK_TEST_SUBMITS_PER_WINDOW: z.coerce.number().int().min(1).default(20),
    MOCK_TEST_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
    // The question import's limits (contract DEFAULT_IMPORT_LIMITS): questions per file, characters per cell, what a
    // ZIP may unpack to (in all, and per entry against its compressed size), and problems listed per answer.
    IMPORT_MAX_ROWS: z.coerce.number().int().min(1).default(DEFAULT_IMPORT_LIMITS.maxRows),
    IMPORT_MAX_CELL_CHARS: z.coerce.number().int().min(1).default(DEFAULT_IMPORT_LIMITS.maxCellChars),
    IMPORT_ZIP_MAX_MB: z.coerce
      .number()
      .min(0.001)
      .default(DEFAULT_IMPORT_LIMITS.maxZipBytes / 1024 / 1024),
    IMPORT_ZIP_MAX_RATIO: z.coerce.number().min(1).default(DEFAULT_IMPORT_LIMITS.maxZipRatio),
    IMPORT_MAX_ERRORS: z.coerce.number().int().min(1).default(DEFAULT_IMPORT_LIMITS.maxErrors),
    // Page-view analytics: off unless a Google Analytics 4 measurement id is given.
    ANALYTICS_GA4_ID: z
      .string()
      .trim()
      .regex(/^(G-[A-Z0-9]{4,20})?$/, 'must be a GA4 measurement id like G-ABC123XYZ9 (or empty to turn analytics off)')
      .optional(),
    // Who may set X-Forwarded-For (see lib/trust-proxy.ts). Default: nobody.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const parsed = parseTrustProxy(raw);
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed.value;
      }),
  })
  // In production a placeholder or short secret is refused, naming the variable: a guessable webhook secret lets
  // anyone empty the cache, a guessable token reads everything the proxy can.
  .superRefine((e, ctx) => {
    if (e.NODE_ENV !== 'production') return;
    const secrets = { PROXY_API_TOKEN: e.PROXY_API_TOKEN, WEBHOOK_SECRET: e.WEBHOOK_SECRET, METRICS_TOKEN: e.METRICS_TOKEN || undefined };
    for (const [name, value] of Object.entries(secrets)) {
      const reason = value === undefined ? undefined : weakSecretReason(value);
      if (reason) ctx.addIssue({ code: 'custom', path: [name], message: `${reason}; generate one with \`npm run env:production\`` });
    }
  });

export interface Config {
  production: boolean;
  /** Express's `trust proxy`: false (nobody), a hop count, or trusted addresses/networks. */
  trustProxy: TrustProxy;
  host: string;
  port: number;
  strapiUrl: string;
  proxyApiToken: string;
  webhookSecret: string;
  corsOrigins: string[];
  publicSiteUrl: string;
  /**
   * The origin of Strapi's admin panel, allowed to frame a page asked for by its preview; absent (no framing) in
   * production without PUBLIC_CMS_URL. Development: http://localhost:1337.
   */
  cmsPanelOrigin?: string;
  webDistDir?: string;
  logLevel: string;
  /** Required as a bearer token by /metrics when set. */
  metricsToken?: string;
  /** memoryEntryMaxBytes: larger answers are kept on disk (response-cache.ts). */
  cache: { maxEntries: number; maxBytes: number; ttlSeconds: number; memoryEntryMaxBytes: number; streamAfterMs: number };
  /** Rows per Strapi request when a whole question list is streamed. */
  cmsListPageSize: number;
  /** Where proxies share state; absent: each proxy keeps it in memory (the embedded default). */
  redis?: { url: string; keyPrefix: string };
  viewFlushMs: number;
  cmsTimeoutMs: number;
  /** Owl AI explanations; absent when GEMINI_API_KEY is not set (the feature is then off). */
  gemini?: { apiKey: string; model: string; baseUrl?: string; timeoutMs: number };
  aiRateLimitPerMinute: number;
  /** Site searches per client address and minute that miss the cache. */
  searchRateLimitPerMinute: number;
  loginLimits: { maxFailures: number; windowMinutes: number; accountDelayMs: number; accountMaxDelayMs: number };
  /** Student mails: SMTP (when smtpUrl is set) or the log. */
  mail: { smtpUrl?: string; from: string };
  /** Student accounts' limits (students/limit-routes.ts). */
  studentLimits: {
    loginMaxFailures: number;
    loginWindowMinutes: number;
    registerPerHour: number;
    mailPerHour: number;
    resetPerHour: number;
  };
  /** Per client address and window: mock test papers fetched and submissions, so nobody floods the statistics. */
  mockTestLimits: { papers: number; submits: number; windowMinutes: number };
  /** Reports of mistakes accepted per client address: for one question a day, for any an hour. */
  reportLimits: { perQuestionPerDay: number; perHour: number };
  /** The question import's limits (an upload past them is refused with a 400 naming the limit). */
  importLimits: ImportLimits;
  /** Page-view analytics, when configured; nothing is loaded or sent otherwise. */
  analytics?: { provider: 'ga4'; id: string };
}

/** Reads the environment once, failing fast with a readable list of what is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid proxy configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    production: e.NODE_ENV === 'production',
    trustProxy: e.TRUST_PROXY,
    host: e.HOST,
    port: e.PORT,
    strapiUrl: e.STRAPI_URL.replace(/\/+$/, ''),
    proxyApiToken: e.PROXY_API_TOKEN,
    webhookSecret: e.WEBHOOK_SECRET,
    corsOrigins: list(e.CORS_ORIGINS),
    publicSiteUrl: e.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    cmsPanelOrigin: e.PUBLIC_CMS_URL ? new URL(e.PUBLIC_CMS_URL).origin : e.NODE_ENV === 'production' ? undefined : DEVELOPMENT_CMS_PANEL,
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN || undefined,
    cache: {
      maxEntries: e.CACHE_MAX_ENTRIES,
      maxBytes: Math.round(e.CACHE_MAX_MB * 1024 * 1024),
      ttlSeconds: e.CACHE_TTL_SECONDS,
      memoryEntryMaxBytes: Math.round(e.CACHE_MEMORY_ENTRY_MAX_MB * 1024 * 1024),
      streamAfterMs: e.CACHE_STREAM_AFTER_MS,
    },
    cmsListPageSize: e.CMS_LIST_PAGE_SIZE,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    viewFlushMs: e.VIEW_FLUSH_MS,
    cmsTimeoutMs: e.CMS_TIMEOUT_MS,
    gemini: e.GEMINI_API_KEY
      ? { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL, baseUrl: e.GEMINI_BASE_URL, timeoutMs: e.GEMINI_TIMEOUT_MS }
      : undefined,
    aiRateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    searchRateLimitPerMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE,
    loginLimits: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
      accountDelayMs: e.LOGIN_ACCOUNT_DELAY_MS,
      accountMaxDelayMs: e.LOGIN_ACCOUNT_MAX_DELAY_MS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    studentLimits: {
      loginMaxFailures: e.STUDENT_LOGIN_MAX_FAILURES,
      loginWindowMinutes: e.STUDENT_LOGIN_WINDOW_MINUTES,
      registerPerHour: e.STUDENT_REGISTER_PER_HOUR,
      mailPerHour: e.STUDENT_MAIL_PER_HOUR,
      resetPerHour: e.STUDENT_RESET_PER_HOUR,
    },
    mockTestLimits: {
      papers: e.MOCK_TEST_PAPERS_PER_WINDOW,
      submits: e.MOCK_TEST_SUBMITS_PER_WINDOW,
      windowMinutes: e.MOCK_TEST_LIMIT_WINDOW_MINUTES,
    },
    reportLimits: { perQuestionPerDay: e.REPORTS_PER_QUESTION_PER_DAY, perHour: e.REPORTS_PER_HOUR },
    importLimits: {
      maxRows: e.IMPORT_MAX_ROWS,
      maxCellChars: e.IMPORT_MAX_CELL_CHARS,
      maxZipBytes: Math.round(e.IMPORT_ZIP_MAX_MB * 1024 * 1024),
      maxZipRatio: e.IMPORT_ZIP_MAX_RATIO,
      maxErrors: e.IMPORT_MAX_ERRORS,
    },
    analytics: e.ANALYTICS_GA4_ID ? { provider: 'ga4', id: e.ANALYTICS_GA4_ID } : undefined,
  };
}
