import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stack } from '#test/helpers/stack.js';
import { startFixtureStack } from '#test/helpers/fixtures.js';
import { makeWebDist } from '#test/helpers/served-html.js';

// The installed app: both web app manifests, the service worker's headers, the tags in served pages, the CSP.

let stack: Stack;
let distDir: string;

beforeAll(async () => {
  distDir = makeWebDist();
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  ({ stack } = await startFixtureStack({ env: { WEB_DIST_DIR: distDir, PUBLIC_SITE_URL: 'https://examprep.example' } }));
  await stack.settle();
});
afterAll(async () => {
  await stack?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  lang: string;
  icons: { src: string; sizes: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
}

describe('the web app manifests', () => {
  it('English: standalone, navy, from /?source=pwa, with its icons and shortcuts', async () => {
    const response = await stack.get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'ExamPrep – free exam preparation',
      short_name: 'ExamPrep',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: '#192A41',
      lang: 'en',
    });
    expect(manifest.icons.map((icon) => `${icon.src} ${icon.sizes} ${icon.purpose}`)).toEqual([
      '/icons/icon-192.png 192x192 any',
      '/icons/icon-512.png 512x512 any',
      '/icons/icon-maskable-512.png 512x512 maskable',
    ]);
    expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['Practice', '/practice'],
      ['Mock Tests', '/mock-tests'],
      ['Saved', '/saved'],
    ]);
  });

  it('Hindi: its name, description and shortcuts in Hindi, under /hi', async () => {
    const response = await stack.get('/hi/manifest.webmanifest');
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest.name).toBe('ExamPrep – मुफ़्त परीक्षा तैयारी');
    expect(manifest.short_name).toBe('ExamPrep');
    expect(manifest.lang).toBe('hi');
    expect(manifest.start_url).toBe('/hi?source=pwa');
    expect(manifest.scope).toBe('/');
    expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
      ['अभ्यास', '/hi/practice'],
      ['मॉक टेस्ट', '/hi/mock-tests'],
      ['सहेजे गए', '/hi/saved'],
    ]);
  });
});

describe('the service worker script', () => {
  it('is revalidated on every check, never kept long, and may control the whole site', async () => {
    const response = await stack.get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('service-worker-allowed')).toBe('/');
    expect(await response.text()).toContain('addEventListener');
  });
});

describe('served pages', () => {
  it('link the manifest of their language and the touch icon', async () => {
    const english = await (await stack.get('/practice')).text();
    expect(english).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(english).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
    const hindi = await (await stack.get('/hi/practice')).text();
    expect(hindi).toContain('<link rel="manifest" href="/hi/manifest.webmanifest" />');
    expect(hindi).not.toContain('href="/manifest.webmanifest"');
    expect(english).not.toContain('name="offline-fallback"');
  });

  it('the offline page carries the mark the app reads when it stands in for another page', async () => {
    for (const address of ['/offline', '/hi/offline'])
      expect(await (await stack.get(address)).text()).toContain('<meta name="offline-fallback" content="" />');
  });

  it('their Content-Security-Policy allows the worker and the manifest from the site only', async () => {
    const csp = (await stack.get('/')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/(?:^|;)\s*worker-src 'self'(?:;|$)/);
    expect(csp).toMatch(/(?:^|;)\s*manifest-src 'self'(?:;|$)/);
  });
});
