import path from 'node:path';
import express from 'express';
import { pathInLocale, SITE_LOCALES, type SiteLocale } from '@exam-prep/contract/page-locale';
import { escapeHtml } from '@exam-prep/contract/html-escape';
import { etagOf, send } from './static-answer.js';

/*
 * The installed app (docs/offline.md): a web app manifest per language and the service worker's script, whose
 * answer is never kept long (a browser checks it for updates on navigation; a year's max-age would pin a version).
 */

export const BRAND_NAVY = '#192A41';

/** The manifest's address for a language: /manifest.webmanifest, /hi/manifest.webmanifest. */
export const manifestPath = (locale: SiteLocale) => (locale === 'en' ? '/manifest.webmanifest' : '/hi/manifest.webmanifest');

const TEXTS: Record<SiteLocale, { name: string; description: string; practice: string; mockTests: string; saved: string }> = {
  en: {
    name: 'ExamPrep – free exam preparation',
    description: 'Free practice questions with explanations and timed mock tests for SSC, Banking, RRB and UPSC, online and offline.',
    practice: 'Practice',
    mockTests: 'Mock Tests',
    saved: 'Saved',
  },
  hi: {
    name: 'ExamPrep – मुफ़्त परीक्षा तैयारी',
    description: 'SSC, बैंकिंग, RRB और UPSC के लिए व्याख्या सहित मुफ़्त अभ्यास प्रश्न और समयबद्ध मॉक टेस्ट, ऑनलाइन और ऑफ़लाइन।',
    practice: 'अभ्यास',
    mockTests: 'मॉक टेस्ट',
    saved: 'सहेजे गए',
  },
};

/** The web app manifest of a language's pages. */
export function webAppManifest(locale: SiteLocale) {
  const text = TEXTS[locale];
  const at = (appPath: string) => pathInLocale(appPath, locale);
  return {
    id: at('/'),
    name: text.name,
    short_name: 'ExamPrep',
    description: text.description,
    lang: locale,
    dir: 'ltr',
    start_url: `${at('/')}?source=pwa`,
    scope: '/',
    display: 'standalone',
    theme_color: BRAND_NAVY,
    background_color: BRAND_NAVY,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: text.practice, url: at('/practice'), icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: text.mockTests, url: at('/mock-tests'), icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: text.saved, url: at('/saved'), icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    ],
  };
}

/** The tags every page's HTML carries for the installed app, in the page's language. */
export function installTags(locale: SiteLocale): string {
  return (
    `    <link rel="manifest" href="${escapeHtml(manifestPath(locale))}" />\n` +
    `    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />\n`
  );
}

/** The manifests and /sw.js, mounted before the build's static files. */
export function pwaRouter(distDir: string): express.Router {
  const router = express.Router();
  for (const locale of SITE_LOCALES) {
    const body = Buffer.from(JSON.stringify(webAppManifest(locale)));
    const etag = etagOf(body);
    router.get(manifestPath(locale), (req, res) => send(req, res, 200, 'application/manifest+json', body, etag, 'public, max-age=3600'));
  }
  // Checked for updates on every navigation (the browser bypasses its cache past 24 hours anyway): revalidated each time.
  router.get('/sw.js', (_req, res, next) => {
    res.sendFile(
      path.join(distDir, 'sw.js'),
      { headers: { 'cache-control': 'no-cache', 'service-worker-allowed': '/' }, maxAge: 0, lastModified: true },
      (error) => {
        if (error) next();
      },
    );
  });
  return router;
}
