/**
 * Which request the service worker keeps, and where: a pure function of the request, so every rule is unit-tested
 * (cache-rules.test.ts) without a browser. The service worker (src/service-worker/sw.ts) routes by it.
 */

/** Where a request goes: a runtime cache by its role, or `null` for the network untouched. */
export type CacheRole = 'pages' | 'api' | 'media' | 'assets' | null;

/** What the rules read of a request (a Request has all of it; tests build it by hand). */
export interface RequestFacts {
  /** Absolute. */
  url: string;
  method: string;
  /** `navigate` for a page load (Request.mode). */
  mode: string;
}

/**
 * The first path segment of every public page (web/src/app/pages.ts, with /offline), without the /hi prefix. An
 * allow-list, so an admin screen added later is never kept by mistake; cache-rules.test.ts checks that every
 * public page of the table is in it.
 */
const PUBLIC_PAGE_SECTIONS = new Set([
  '',
  'practice',
  'random-topics',
  'test-topics',
  'onlinetest',
  'test',
  'mock-tests',
  'saved',
  'questions',
  'exam-patterns',
  'cheatsheets',
  'faqs',
  'programming-topics',
  'search',
  'privacy-policy',
  'terms-of-use',
  'offline',
]);

/** The path inside the app: '/hi/practice' → '/practice', '/hi' → '/'. */
export function appPathOf(pathname: string): string {
  if (pathname === '/hi' || pathname.startsWith('/hi/')) return pathname.slice(3) || '/';
  return pathname;
}

/** A page kept for reading offline: a public page (English or Hindi), never a preview, a student or admin screen. */
export function isKeptPage(url: URL): boolean {
  if (url.searchParams.has('preview')) return false;
  const section = appPathOf(url.pathname).split('/')[1] ?? '';
  return PUBLIC_PAGE_SECTIONS.has(section);
}

/**
 * An `/api` read that may be kept (when its answer also says `public`: see publicAnswersOnly in the service
 * worker). Never the admin area, sign-in, a student's account, a browser's own reports of mistakes, drawing a
 * mock-test paper (each fetch starts an attempt), an AI explanation, a random draw or the question export.
 */
export function isKeptApiRead(url: URL, method: string): boolean {
  if (method !== 'GET' || !url.pathname.startsWith('/api/')) return false;
  const path = url.pathname;
  if (/^\/api\/(admin|auth|student)(\/|$|s\/)/.test(path)) return false;
  if (/^\/api\/[^/]+\/admin(\/|$)/.test(path)) return false;
  if (/^\/api\/mock-tests\/slug\/[^/]+\/?$/.test(path)) return false;
  if (/^\/api\/questions\/[^/]+\/reports(\/|$)/.test(path)) return false;
  if (path.startsWith('/api/ai/explanations/') || path === '/api/questions/export') return false;
  if (url.searchParams.has('sample') || url.searchParams.has('random')) return false;
  return true;
}

/** The request's cache, or null: the network alone. */
export function cacheRoleOf({ url: address, method, mode }: RequestFacts): CacheRole {
  const url = new URL(address);
  if (method !== 'GET') return null;
  if (mode === 'navigate') return isKeptPage(url) ? 'pages' : null;
  if (url.pathname.startsWith('/api/')) return isKeptApiRead(url, method) ? 'api' : null;
  if (url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/katex/')) return 'media';
  if (url.pathname.startsWith('/assets/')) return 'assets';
  return null;
}

/**
 * The offline page that stands in for a page with nothing kept: /hi/offline for a Hindi address, else /offline.
 */
export function offlinePageFor(url: URL): string {
  return appPathOf(url.pathname) === url.pathname ? '/offline' : '/hi/offline';
}

/** Query parameters that never change a page (the installed app's start address carries `source=pwa`). */
const TRACKING_PARAMS = ['source', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'];

/** The key a page is kept under: its address without tracking parameters, so "/?source=pwa" finds "/". */
export function pageCacheKey(url: URL): string {
  const key = new URL(url.href);
  for (const param of TRACKING_PARAMS) key.searchParams.delete(param);
  key.hash = '';
  return key.href;
}
