// The web build's size check (a size, not a timing): `npm test` runs this file on the web/dist it has just built.
// The checking function first, on small fake builds (a manifest and files in a temp dir), so that a pass of the
// real build below means something; then the real build against the budgets.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  budgetProblems,
  checkWebBuild,
  measureFirstLoads,
  PAGE_JS_BUDGET_BYTES,
  readRoutes,
  SHELL_JS_BUDGET_BYTES,
} from './bundle-budget.mjs';

const rootDir = path.resolve(import.meta.dirname, '..', '..');
const tempDirs = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const KB = 1024;
/** The checking function's tests hold their fake builds to fixed budgets of their own (the real ones move). */
const FIXED_BUDGETS = { page: 100 * KB, shell: 85 * KB };
/**
 * A fake build: `chunks` maps a manifest key to [its file's size, its static imports]; each file holds random
 * bytes, which gzip cannot shrink, so its gzipped size is its size plus a few bytes.
 */
function fakeBuild(chunks, entryKey) {
  const distDir = tempDir();
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, '.vite'));
  const manifest = {};
  for (const [key, [size, imports = []]] of Object.entries(chunks)) {
    const file = `assets/${key.replace(/\W+/g, '-')}.js`;
    writeFileSync(path.join(distDir, file), randomBytes(size));
    manifest[key] = { file, imports, ...(key === entryKey ? { isEntry: true } : {}) };
  }
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return { distDir, manifest };
}

const route = (routePath, screen, feature) => ({ path: routePath, module: `src/features/${screen}.tsx`, feature, public: true });
const catalogs = { 'src/i18n/catalogs/en.ts': [1 * KB], 'src/i18n/catalogs/hi.ts': [2 * KB] };

describe('the bundle budget (fake builds)', () => {
  it('adds up a first load: the shell, the screen with its imports, the language and feature texts', () => {
    const { distDir, manifest } = fakeBuild(
      {
        'index.html': [40 * KB, ['_vendor.js']],
        '_vendor.js': [30 * KB],
        'src/features/home/routes/home.tsx': [5 * KB, ['_vendor.js', '_shared.js']],
        '_shared.js': [3 * KB],
        'src/features/home/messages/en.ts': [1 * KB],
        'src/features/home/messages/hi.ts': [1 * KB],
        ...catalogs,
      },
      'index.html',
    );
    const { shell, rows, problems } = measureFirstLoads({ manifest, distDir, routes: [route('/', 'home/routes/home', 'home')] });
    expect(problems).toEqual([]);
    expect(shell.files).toBe(2);
    expect(shell.js).toBeGreaterThanOrEqual(70 * KB);
    expect(shell.js).toBeLessThan(71 * KB);
    const [en, hi] = rows;
    // The vendor chunk both import counts once; hi's common catalog is 1 KB larger.
    expect(en).toMatchObject({ path: '/', locale: 'en', files: 6 });
    expect(en.js - shell.js).toBeGreaterThanOrEqual(10 * KB);
    expect(en.js - shell.js).toBeLessThan(10.2 * KB);
    expect(hi.js - en.js).toBeGreaterThan(0.9 * KB);
    expect(hi.js - en.js).toBeLessThan(1.1 * KB);
  });

  it('reports each first load over the page budget, naming the route, its language, its size and the budget', () => {
    const { distDir, manifest } = fakeBuild(
      {
        'index.html': [80 * KB],
        'src/features/light/routes/light.tsx': [10 * KB],
        'src/features/heavy/routes/heavy.tsx': [22 * KB],
        ...catalogs,
      },
      'index.html',
    );
    const measured = measureFirstLoads({
      manifest,
      distDir,
      routes: [route('/light', 'light/routes/light'), route('/heavy/:slug', 'heavy/routes/heavy')],
    });
    const problems = budgetProblems(measured, FIXED_BUDGETS);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^\/heavy\/:slug \(en\): 10[34]\.\d KB of gzipped JavaScript on first load \(budget 100\.0 KB\)$/);
    expect(problems[1]).toMatch(/^\/heavy\/:slug \(hi\): 10[45]\.\d KB .*\(budget 100\.0 KB\)$/);
  });

  it('passes a build whose shell and pages are within their budgets', () => {
    const { distDir, manifest } = fakeBuild(
      { 'index.html': [80 * KB], 'src/features/light/routes/light.tsx': [10 * KB], ...catalogs },
      'index.html',
    );
    const measured = measureFirstLoads({ manifest, distDir, routes: [route('/light', 'light/routes/light')] });
    expect(measured.rows.map((row) => row.js).every((js) => js <= FIXED_BUDGETS.page)).toBe(true);
    expect(budgetProblems(measured, FIXED_BUDGETS)).toEqual([]);
  });

  it('reports a shell over its own budget even when every page is within the page budget', () => {
    const { distDir, manifest } = fakeBuild(
      { 'index.html': [88 * KB, ['_react.js']], '_react.js': [1 * KB], 'src/features/light/routes/light.tsx': [1 * KB], ...catalogs },
      'index.html',
    );
    const problems = budgetProblems(
      measureFirstLoads({ manifest, distDir, routes: [route('/light', 'light/routes/light')] }),
      FIXED_BUDGETS,
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^the shell \(entry chunk assets\/index-html\.js with its static imports\): 89\.\d KB of gzipped JavaScript \(budget 85\.0 KB\)$/,
      ),
    ]);
  });

  it('names a public screen missing from the manifest instead of skipping it silently', () => {
    const { distDir, manifest } = fakeBuild({ 'index.html': [1 * KB], ...catalogs }, 'index.html');
    const { problems } = measureFirstLoads({ manifest, distDir, routes: [route('/gone', 'gone/routes/gone')] });
    expect(problems).toEqual(['/gone: src/features/gone/routes/gone.tsx is not in the build manifest']);
  });

  it('reads the public routes from the page table and the admin ones from the router', () => {
    const pages = Array.from({ length: 15 }, (_, i) => ({ path: `/p${i}`, screen: `f${i}/routes/p`, feature: `f${i}` }));
    const routes = readRoutes(
      {
        PUBLIC_PAGES: pages,
        NOT_FOUND_PAGE: { path: '*', screen: 'nf/routes/nf', feature: 'nf' },
        screenFile: (s) => `src/features/${s}.tsx`,
      },
      "const A = [['/dashboard', 'dashboard/routes/dashboard-page']];\n{ path: '/login', lazy: adminScreen('auth/routes/login-page') },\nelement: <PublicLayout />,",
    );
    expect(routes.filter((r) => r.public)).toHaveLength(16);
    expect(routes.filter((r) => !r.public).map((r) => [r.path, r.module])).toEqual([
      ['/dashboard', 'src/features/dashboard/routes/dashboard-page.tsx'],
      ['/login', 'src/features/auth/routes/login-page.tsx'],
    ]);
  });
});

describe('the web build (web/dist, built by npm test)', () => {
  const webDir = path.join(rootDir, 'web');
  const distDir = path.join(webDir, 'dist');

  it(`keeps the shell within ${SHELL_JS_BUDGET_BYTES / KB} KB and every public page's first-load JS within ${PAGE_JS_BUDGET_BYTES / KB} KB, gzipped, in both languages`, async () => {
    if (!existsSync(path.join(distDir, '.vite', 'manifest.json')))
      throw new Error('web/dist/.vite/manifest.json is missing: build the web app first (npm run build)');
    const { shell, rows, problems } = await checkWebBuild({ webDir, distDir, pageTableDir: tempDir() });
    // A route count and a shell size prove the check read the real build.
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(shell.js).toBeGreaterThan(10 * KB);
    if (problems.length)
      throw new Error(
        `web/dist is over its JavaScript budget (gzipped; npm run bench:web -- --no-lighthouse shows every route):\n${problems.map((problem) => `  ✘ ${problem}`).join('\n')}`,
      );
  }, 120_000);
});
