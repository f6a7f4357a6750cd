// The web app's bundle budget, from a build's Vite manifest (dist/.vite/manifest.json): what each public route
// downloads before it shows anything, in each language. Used by `npm run bench:web` (which also names the modules
// inside each chunk, for the forbidden-module checks) and by the size check `npm test` runs on web/dist
// (scripts/lib/bundle-budget.test.mjs).
//
// A route's first load: the entry chunk and everything it imports statically (the "shell"), the route's own chunk
// (its screen) with its static imports, and the language's texts the served page preloads: the common catalog
// (src/i18n/catalogs/{en,hi}.ts) and the route's feature texts (src/features/{feature}/messages/{en,hi}.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The goal for each public route's first-load JavaScript, gzipped, in either language (bench:web shows it). */
export const PAGE_JS_GOAL_BYTES = 100 * 1024;
/**
 * The limits the size check holds every build to: today's heaviest first loads (a paper's and a subtopic's page in
 * Hindi, 118.7 KB; the shell 99.9 KB) with a little room, lowered as the pages get lighter, so no change can make them
 * heavier unnoticed while the goal above is not yet met.
 */
export const PAGE_JS_BUDGET_BYTES = 120 * 1024;
/** The entry chunk with its static imports (React, the router, SWR, the app's shell), gzipped. */
export const SHELL_JS_BUDGET_BYTES = 101 * 1024;
export const LOCALES = ['en', 'hi'];
/** Fewer public routes than this means the page table was misread, not that the app shrank. */
export const MIN_PUBLIC_ROUTES = 15;

/** Modules no public page may load (matched against the module ids Rollup reports for each chunk). */
export const FORBIDDEN = [
  { what: 'HTML sanitiser', test: (id) => /node_modules\/dompurify\//.test(id) },
  { what: 'rich-text editor', test: (id) => /node_modules\/(?:@tiptap|prosemirror-|quill|parchment)/.test(id) },
  { what: 'code editor', test: (id) => /node_modules\/(?:@codemirror|codemirror|@uiw\/react-codemirror|monaco-editor)/.test(id) },
  {
    what: 'admin code',
    test: (id) =>
      /\/web\/src\/(?:app\/admin\/|components\/admin\/|features\/(?:auth|dashboard|admin[^/]*|manage[^/]*)\/|api\/(?:auth|admin)[^/]*$)/.test(
        id,
      ),
  },
];

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export const readManifest = (distDir) => JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));

/**
 * The table of public pages (web/src/app/pages.ts), built on its own for Node into `outDir` and imported, so the
 * pages are read as the router and the server render read them (a module with computed entries and imports), not
 * by a pattern.
 */
export async function loadPageTable(webDir, outDir) {
  const { build } = await import(createRequire(path.join(webDir, 'package.json')).resolve('vite'));
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'error',
    build: { ssr: path.join(webDir, 'src', 'app', 'pages.ts'), outDir, emptyOutDir: true },
  });
  writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
  return import(pathToFileURL(path.join(outDir, 'pages.js')).href);
}

/**
 * Builds the web app into `outDir` (with its manifest) and answers which source modules ended up in which output
 * file: the manifest names only each chunk's entry, the forbidden-module checks need all of them.
 */
export async function buildWithModuleMap(webDir, outDir) {
  const { build } = await import(createRequire(path.join(webDir, 'package.json')).resolve('vite'));
  const modulesOfFile = new Map();
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins: [
      {
        name: 'bench-web-module-map',
        generateBundle(_options, bundle) {
          for (const [fileName, output] of Object.entries(bundle)) {
            if (output.type === 'chunk')
              modulesOfFile.set(
                fileName,
                output.moduleIds.map((id) => id.replaceAll('\\', '/')),
              );
          }
        },
      },
    ],
  });
  return modulesOfFile;
}

/**
 * The app's routes as { path, module, feature, public }: the public pages from pages.ts's table (PUBLIC_PAGES and
 * the Page Not Found), and the routes web/src/app/router.tsx declares itself (the admin ones), split into public and
 * admin by their layout.
 */
export function readRoutes(pageTable, routerSource) {
  const { PUBLIC_PAGES, NOT_FOUND_PAGE, screenFile } = pageTable;
  if (!Array.isArray(PUBLIC_PAGES) || !NOT_FOUND_PAGE || typeof screenFile !== 'function')
    throw new Error('pages.ts: PUBLIC_PAGES, NOT_FOUND_PAGE or screenFile is missing; update scripts/lib/bundle-budget.mjs');
  const routes = [...PUBLIC_PAGES, NOT_FOUND_PAGE].map((page) => ({
    path: page.path,
    module: screenFile(page.screen),
    feature: page.feature,
    public: true,
  }));
  const publicStart = routerSource.indexOf('element: <PublicLayout />');
  if (publicStart === -1) throw new Error('router.tsx: the PublicLayout route was not found; update scripts/lib/bundle-budget.mjs');
  // The admin screens: ['/path', 'feature/routes/screen'] pairs and `path: '/login', lazy: adminScreen('…')`.
  for (const match of routerSource.matchAll(/\['(\/[^']*)', '([^']+)'\]|path: '([^']+)',\s*lazy: adminScreen\('([^']+)'\)/g)) {
    const [routePath, screen] = match[1] ? [match[1], match[2]] : [match[3], match[4]];
    routes.push({ path: routePath, module: `src/features/${screen}.tsx`, public: match.index > publicStart });
  }
  const publicCount = routes.filter((route) => route.public).length;
  if (publicCount < MIN_PUBLIC_ROUTES)
    throw new Error(`pages.ts: only ${publicCount} public routes found; update scripts/lib/bundle-budget.mjs`);
  return routes;
}

/** A chunk and everything it imports statically, as manifest keys. */
export function staticGraph(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticGraph(manifest, imported, seen);
  return seen;
}

export const entryKeyOf = (manifest) => {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].isEntry);
  if (!key) throw new Error('the build manifest names no entry chunk');
  return key;
};

/**
 * Every public route's first load in each language, and the shell's: gzipped sizes read from the files in
 * `distDir`. `modulesOfFile` (output file → source module ids, from the build) adds the forbidden modules each first
 * load holds; without it that list is empty. `problems`: what could not be measured (a screen missing from the
 * manifest, a catalog that is not a chunk of its own).
 */
export function measureFirstLoads({ manifest, distDir, routes, modulesOfFile }) {
  const sizes = new Map();
  const gzipSize = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(distDir, file))).length);
    return sizes.get(file);
  };
  const sum = (files) => files.reduce((total, file) => total + gzipSize(file), 0);
  const problems = [];
  const entryKey = entryKeyOf(manifest);
  const shellFiles = [...new Set([...staticGraph(manifest, entryKey)].map((key) => manifest[key].file))];
  const shell = { js: sum(shellFiles), files: shellFiles.length, entry: manifest[entryKey].file };

  for (const locale of LOCALES) {
    if (!manifest[`src/i18n/catalogs/${locale}.ts`])
      problems.push(`self-check: the ${locale} catalog (src/i18n/catalogs/${locale}.ts) is not a chunk of its own`);
  }
  /** A language's texts for a route: the common catalog and the route's feature catalog (when it has one). */
  const catalogKeys = (route, locale) =>
    [`src/i18n/catalogs/${locale}.ts`, route.feature && `src/features/${route.feature}/messages/${locale}.ts`].filter(
      (key) => key && manifest[key],
    );
  const rows = [];
  for (const route of routes.filter((candidate) => candidate.public)) {
    if (!manifest[route.module]) {
      problems.push(`${route.path}: ${route.module} is not in the build manifest`);
      continue;
    }
    for (const locale of LOCALES) {
      const keys = [
        ...staticGraph(manifest, entryKey),
        ...staticGraph(manifest, route.module),
        ...catalogKeys(route, locale).flatMap((key) => [...staticGraph(manifest, key)]),
      ];
      const files = [...new Set(keys.map((key) => manifest[key].file))];
      const cssFiles = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))];
      const modules = modulesOfFile ? files.flatMap((file) => modulesOfFile.get(file) ?? []) : [];
      const forbidden = FORBIDDEN.flatMap(({ what, test }) => {
        const hits = modules.filter(test);
        return hits.length ? [{ what, module: hits[0], more: hits.length - 1 }] : [];
      });
      rows.push({
        path: route.path,
        locale,
        js: sum(files),
        own: gzipSize(manifest[route.module].file),
        texts: sum(catalogKeys(route, locale).map((key) => manifest[key].file)),
        css: sum(cssFiles),
        files: files.length,
        forbidden,
      });
    }
  }
  return { shell, rows, problems };
}

/** The budget's verdicts: one message per first load (and the shell) over its budget, naming it, its size and the budget. */
export function budgetProblems({ shell, rows }, budgets = { page: PAGE_JS_BUDGET_BYTES, shell: SHELL_JS_BUDGET_BYTES }) {
  const problems = [];
  if (shell.js > budgets.shell)
    problems.push(
      `the shell (entry chunk ${shell.entry} with its static imports): ${kb(shell.js)} of gzipped JavaScript (budget ${kb(budgets.shell)})`,
    );
  for (const row of rows) {
    if (row.js > budgets.page)
      problems.push(`${row.path} (${row.locale}): ${kb(row.js)} of gzipped JavaScript on first load (budget ${kb(budgets.page)})`);
  }
  return problems;
}

/**
 * The size check of a finished web build (`distDir` with its manifest): its routes read from the source (pages.ts,
 * built into `pageTableDir`, and router.tsx), its first loads measured, and the problems: what could not be
 * measured, then what is over budget.
 */
export async function checkWebBuild({ webDir, distDir, pageTableDir }) {
  const manifest = readManifest(distDir);
  const routes = readRoutes(await loadPageTable(webDir, pageTableDir), readFileSync(path.join(webDir, 'src', 'app', 'router.tsx'), 'utf8'));
  const measured = measureFirstLoads({ manifest, distDir, routes });
  return { ...measured, problems: [...measured.problems, ...budgetProblems(measured)] };
}

/**
 * The forbidden-module detectors must see what they look for where it is, or their silence proves nothing: the admin
 * routes hold admin code, the notes editor a rich-text editor, the notes overlay the HTML sanitiser.
 */
export function forbiddenSelfChecks({ manifest, routes, modulesOfFile }) {
  const problems = [];
  const flagged = (moduleKey, what) => {
    const files = [...staticGraph(manifest, moduleKey)].map((key) => manifest[key].file);
    return files.flatMap((file) => modulesOfFile.get(file) ?? []).some(FORBIDDEN.find((rule) => rule.what === what).test);
  };
  for (const route of routes.filter((candidate) => !candidate.public)) {
    if (!manifest[route.module]) problems.push(`self-check: admin route ${route.path} (${route.module}) is not in the build manifest`);
    else if (!flagged(route.module, 'admin code'))
      problems.push(`self-check: admin route ${route.path} (${route.module}) is not recognised as admin code`);
  }
  if (routes.every((route) => route.public)) problems.push('self-check: router.tsx declares no admin routes outside the public layout');
  const editorKey = Object.keys(manifest).find((key) => key.endsWith('features/notes/components/rich-text-editor.tsx'));
  if (!editorKey || !flagged(editorKey, 'rich-text editor'))
    problems.push('self-check: the notes editor chunk is not recognised as a rich-text editor');
  const noteViewKey = Object.keys(manifest).find((key) => key.endsWith('features/notes/components/notes-overlay.tsx'));
  if (!noteViewKey || !flagged(noteViewKey, 'HTML sanitiser'))
    problems.push('self-check: the notes overlay (which cleans a note before showing it) is not recognised as holding the HTML sanitiser');
  return problems;
}

/** One message per forbidden module a public first load holds (bench:web: `rows` measured with `modulesOfFile`). */
export const forbiddenProblems = (rows, rootDir) =>
  rows.flatMap((row) =>
    row.forbidden.map(
      (hit) =>
        `${row.path} (${row.locale}): its first load includes ${hit.what} (${path.relative(rootDir, hit.module).replaceAll('\\', '/')}${hit.more ? ` and ${hit.more} more` : ''})`,
    ),
  );

/**
 * The notes' lazy parts (the button, the overlay, the editor), which must stay out of first loads: each with what it
 * imports beyond the shell (shared vendor chunks, e.g. Tiptap, count where they load), gzipped.
 */
export function lazyPartWeights({ manifest, distDir }) {
  const shellGraph = staticGraph(manifest, entryKeyOf(manifest));
  return Object.keys(manifest)
    .filter((key) => /features\/notes\/components\/(?:notes-widget|notes-overlay|rich-text-editor)\.tsx$/.test(key))
    .map((key) => ({
      key: path.basename(key, '.tsx'),
      js: [...staticGraph(manifest, key)]
        .filter((k) => !shellGraph.has(k))
        .reduce((sum, k) => sum + gzipSync(readFileSync(path.join(distDir, manifest[k].file))).length, 0),
    }));
}
