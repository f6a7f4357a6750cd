import { z } from 'zod';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  STRAPI_URL: z.string().url().default('http://127.0.0.1:1337'),
  PROXY_API_TOKEN: z.string().min(1, 'PROXY_API_TOKEN is required (npm start writes one into .env)'),
  WEBHOOK_SECRET: z.string().min(1, 'WEBHOOK_SECRET is required (npm start writes one into .env)'),
  CORS_ORIGINS: z.string().optional(),
  PUBLIC_SITE_URL: z.string().url().default('http://localhost:3000'),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CACHE_MAX_ENTRIES: z.coerce.number().int().min(10).default(5000),
  CACHE_MAX_MB: z.coerce.number().min(1).default(128),
  VIEW_FLUSH_MS: z.coerce.number().int().min(10).default(1000),
  CMS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
});

export interface Config {
  production: boolean;
  host: string;
  port: number;
  strapiUrl: string;
  proxyApiToken: string;
  webhookSecret: string;
  corsOrigins: string[];
  publicSiteUrl: string;
  webDistDir?: string;
  logLevel: string;
  cache: { maxEntries: number; maxBytes: number };
  viewFlushMs: number;
  cmsTimeoutMs: number;
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
    host: e.HOST,
    port: e.PORT,
    strapiUrl: e.STRAPI_URL.replace(/\/+$/, ''),
    proxyApiToken: e.PROXY_API_TOKEN,
    webhookSecret: e.WEBHOOK_SECRET,
    corsOrigins: list(e.CORS_ORIGINS),
    publicSiteUrl: e.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    cache: { maxEntries: e.CACHE_MAX_ENTRIES, maxBytes: Math.round(e.CACHE_MAX_MB * 1024 * 1024) },
    viewFlushMs: e.VIEW_FLUSH_MS,
    cmsTimeoutMs: e.CMS_TIMEOUT_MS,
  };
}
