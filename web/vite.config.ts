import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';

/** The client build's output folder (web/dist, or the bench's): configResolved below says which. */
let distDir = fileURLToPath(new URL('./dist', import.meta.url));

/** Vite's build manifest (dist/.vite/manifest.json), as far as the precache list needs it. */
type ViteManifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/**
 * The app shell the service worker precaches: the entry chunk and its static imports, their CSS, and both common
 * catalogs (with what they import). Not the rest of the build: its chunks (the admin area, the editor) weigh ~1 MB
 * gzipped, far more than a student's first visit should download; route chunks are kept as they load.
 */
function shellFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  const seen = new Set<string>();
  for (const key of Object.keys(manifest)) if (manifest[key]!.isEntry) visit(key, seen);
  // The offline page (the stand-in for a page with nothing kept) hydrates in either language with no network.
  const offlinePage = [
    'src/features/offline/routes/offline-page.tsx',
    'src/features/offline/messages/en.ts',
    'src/features/offline/messages/hi.ts',
  ];
  // The site bar and footer hydrate from chunks of their own (src/app/public-layout.tsx): part of the shell all the same.
  const frame = ['src/features/student/components/student-top-nav.tsx', 'src/components/footer.tsx'];
  for (const key of ['src/i18n/catalogs/en.ts', 'src/i18n/catalogs/hi.ts', ...offlinePage, ...frame]) visit(key, seen);
  return files;
}

/**
 * The service worker (src/service-worker/sw.ts → dist/sw.js), built with the client build only (not the server
 * render's, `vite build --ssr`). It registers itself from src/lib/offline/start.ts: no script is injected, no web
 * manifest is written (the proxy serves one per language), and `vite dev` has none.
 */
function serviceWorker(): Plugin[] {
  const outDir: Plugin = {
    name: 'exam-prep-out-dir',
    configResolved: (config) => void (distDir = path.resolve(config.root, config.build.outDir)),
  };
  return [
    outDir,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      includeManifestIcons: false,
      devOptions: { enabled: false },
      injectManifest: {
        // Not the icons: the browser fetches and keeps them itself when the app is installed.
        globPatterns: ['assets/*.{js,css}'],
        // Hashed names change with their content: precached as the page already fetched them, without a ?__WB_REVISION.
        dontCacheBustURLsMatching: /^assets\//,
        manifestTransforms: [
          async (entries) => {
            const manifestText = readFileSync(`${distDir}/.vite/manifest.json`, 'utf8');
            const shell = shellFiles(JSON.parse(manifestText) as ViteManifest);
            // The offline pages are rendered by the proxy from this build: revisioned by the build as a whole.
            const build = createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
            const kept = entries.filter((entry) => shell.has(entry.url));
            const offlinePages = ['/offline', '/hi/offline'].map((url) => ({ url, revision: build, size: 0 }));
            return { manifest: [...kept, ...offlinePages], warnings: [] };
          },
        ],
      },
    }),
  ];
}

/**
 * The build's scripts and style sheets compressed once, at their best, beside each file (x.js.br, x.js.gz): the
 * proxy sends the one the browser accepts (web-app/build-file-headers.ts) instead of compressing every answer
 * quickly. Brotli at quality 11 is what Chrome on a phone downloads: some 14% less than gzip, the entry chunk
 * 96 → 83 KB. gzip at level 9, for browsers without Brotli, is the figure the size check and bench:web report.
 */
const precompressed = () =>
  compression({
    include: /^assets\/.+\.(?:js|css)$/,
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
    // Two at a time: Brotli's best quality is slow, and a build machine has at least two cores.
    scheduler: { limit: 2 },
    algorithms: [
      defineAlgorithm('gzip', { level: 9 }),
      defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
    ],
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [] : [...serviceWorker(), precompressed()])],
  // `@/…` is web/src: imports name what they use from the root, never by climbing `../`.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // SWR's import of the React 16/17 backfill: React 19 has the hook itself (the backfill's fallback would be dead
      // weight on every page, ~0.6 KB gzipped).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  server: {
    // `npm run dev`: the Vite dev server forwards API and upload calls (and KaTeX's stylesheet) to the proxy.
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000', '/katex': 'http://127.0.0.1:3000' },
  },
  // manifest: dist/.vite/manifest.json maps each page to its chunks (scripts/bench-web.mjs budgets them).
  // No modulepreload polyfill (~0.5 KB gzipped on every page): every browser the site is read in preloads modules
  // itself (Chrome since 66, Safari 17, Firefox 115); one that does not still loads each module when imported.
  build: { target: 'es2020', sourcemap: false, manifest: true, modulePreload: { polyfill: false } },
  // The server render (src/entry-server.tsx → dist-server/, run by the proxy): one self-contained module, so the
  // proxy's image needs none of the web app's packages.
  ssr: { noExternal: true, target: 'node' },
}));
