import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@/app/pages';
import { routes } from '@/app/router';
import type { AppRoute } from '@/app/routes';
import { cacheRoleOf, isKeptApiRead, offlinePageFor, pageCacheKey } from '@/lib/offline/cache-rules';

const SITE = 'https://examprep.example';
const navigate = (path: string) => cacheRoleOf({ url: new URL(path, SITE).href, method: 'GET', mode: 'navigate' });
const fetchGet = (path: string, method = 'GET') => cacheRoleOf({ url: new URL(path, SITE).href, method, mode: 'cors' });

/** A route pattern with its parameters filled in: '/practice/:topicName/:subtopicName?' → '/practice/x/x'. */
const sampleOf = (pattern: string) => pattern.replace(/:[A-Za-z]+\??/g, 'x');

/** Every path of the router's tree under a route. */
const pathsUnder = (route: AppRoute): string[] => [
  ...(route.path ? [route.path] : []),
  ...((route.children ?? []) as AppRoute[]).flatMap(pathsUnder),
];

describe('pages', () => {
  const publicPaths = PUBLIC_PAGES.map((page) => page.path).filter((path) => !path.startsWith('/student'));

  it('keeps every public page of the table, in English and in Hindi, and the offline pages', () => {
    expect(publicPaths.length).toBeGreaterThan(15);
    for (const path of [...publicPaths, '/offline']) {
      const sample = sampleOf(path);
      expect(navigate(sample), sample).toBe('pages');
      expect(navigate(sample === '/' ? '/hi' : `/hi${sample}`), `/hi${sample}`).toBe('pages');
    }
  });

  it('never keeps an admin screen (every route outside the public layout), nor a student page', () => {
    const adminPaths = pathsUnder(routes[0]!);
    expect(adminPaths).toContain('/login');
    expect(adminPaths).toContain('/import-questions');
    for (const path of adminPaths) expect(navigate(sampleOf(path)), path).toBeNull();
    const studentPaths = PUBLIC_PAGES.map((page) => page.path).filter((path) => path.startsWith('/student'));
    expect(studentPaths.length).toBeGreaterThan(5);
    for (const path of studentPaths) {
      expect(navigate(path), path).toBeNull();
      expect(navigate(`/hi${path}`), path).toBeNull();
    }
  });

  it('never keeps a preview', () => {
    expect(navigate('/exam-patterns/x?preview=1')).toBeNull();
    expect(navigate('/hi/cheatsheets/x?preview=abc')).toBeNull();
  });

  it('keys a page without tracking parameters, keeping the ones the page reads', () => {
    expect(pageCacheKey(new URL('/?source=pwa', SITE))).toBe(`${SITE}/`);
    expect(pageCacheKey(new URL('/hi?source=pwa&utm_source=x', SITE))).toBe(`${SITE}/hi`);
    expect(pageCacheKey(new URL('/search?q=ratio&page=2', SITE))).toBe(`${SITE}/search?q=ratio&page=2`);
  });

  it('falls back to the offline page of the address language', () => {
    expect(offlinePageFor(new URL('/practice/x/y', SITE))).toBe('/offline');
    expect(offlinePageFor(new URL('/hi/practice/x/y', SITE))).toBe('/hi/offline');
    expect(offlinePageFor(new URL('/hi', SITE))).toBe('/hi/offline');
    expect(offlinePageFor(new URL('/history', SITE))).toBe('/offline');
  });
});

describe('API reads', () => {
  it('keeps public reads', () => {
    for (const path of [
      '/api/topics/all',
      '/api/subtopics/topicname/general-aptitude?locale=hi',
      '/api/questions/subtopic/percentages?page=1',
      '/api/questions/page/12',
      '/api/mock-tests/all',
      '/api/mock-tests/slug/ssc-cgl-1/leaderboard',
      '/api/exam-patterns/slug/x',
      '/api/search?q=ratio',
      '/api/ai/status',
    ])
      expect(fetchGet(path), path).toBe('api');
  });

  it('never keeps the admin area, sign-in, accounts, reports, a paper draw, explanations or random draws', () => {
    for (const path of [
      '/api/questions/q1/reports/mine',
      '/api/student/reports',
      '/api/reports/admin/stats',
      '/api/admin/anything',
      '/api/auth/profile',
      '/api/student/profile',
      '/api/student/notes/3',
      '/api/students/admin',
      '/api/cheatsheets/admin/all',
      '/api/exam-patterns/admin/stats',
      '/api/mock-tests/admin/all',
      '/api/mock-tests/slug/ssc-cgl-1',
      '/api/ai/explanations/12',
      '/api/questions/export',
      '/api/search?q=x&sample=5',
    ])
      expect(fetchGet(path), path).toBeNull();
  });

  it('never keeps a write', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(fetchGet('/api/topics/all', method)).toBeNull();
      expect(isKeptApiRead(new URL('/api/topics/all', SITE), method)).toBe(false);
    }
    expect(fetchGet('/api/mock-tests/slug/x/submit', 'POST')).toBeNull();
  });
});

describe('files', () => {
  it('keeps uploads and KaTeX fonts as media, hashed build files as assets, nothing else', () => {
    expect(fetchGet('/uploads/figure_1.png')).toBe('media');
    expect(fetchGet('/katex/fonts/KaTeX_Main-Regular.woff2')).toBe('media');
    expect(fetchGet('/assets/practice-abc123.js')).toBe('assets');
    expect(fetchGet('/sw.js')).toBeNull();
    expect(fetchGet('/manifest.webmanifest')).toBeNull();
  });
});
