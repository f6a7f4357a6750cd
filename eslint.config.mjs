// One lint for the whole repository (`npm run lint`, part of `npm test`; zero warnings allowed).
// Layer rules (CONTRIBUTING.md): web imports flow shared → features → app and no feature imports another;
// the proxy is grouped by domain (each folder its routes and services, routes → services) above strapi/ and lib/.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const webFeatures = readdirSync(new URL('./web/src/features', import.meta.url));

/**
 * What the offline feature lends the features that offer "Download for offline" (practice, topic tests, mock
 * tests): the kept-items registry, the ids, the URL lists and the button. Everything else of it stays its own.
 */
const offlineShared = [
  './offline/lib/kept-items.ts',
  './offline/lib/item-ids.ts',
  './offline/lib/collect-urls.ts',
  './offline/lib/subtopic-download.ts',
  './offline/components/download-button.tsx',
  './offline/components/lazy-download-button.tsx',
];

/** What the question-reports feature lends every page that shows questions: the "Report a mistake" link. */
const reportsShared = ['./question-reports/components/report-link.tsx'];
/** A zone per feature: it may import the shared layer and itself, never another feature (but the two lists above). */
const featureIsolation = webFeatures.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`, ...offlineShared, ...reportsShared],
  message: 'A feature never imports another feature: move what both need to web/src/components, lib or api.',
}));

/** The proxy's layers every domain may use (web-app/ is the served pages, http/ the Express pieces). */
const proxyLayers = ['http', 'lib', 'shared', 'strapi', 'web-app', 'mail'];
/** The proxy's domains: every other folder of proxy/src, each holding its routes (`*routes.ts`) and services. */
const proxyDomains = readdirSync(new URL('./proxy/src', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !proxyLayers.includes(entry.name))
  .map((entry) => entry.name);
/** The other domains a domain may import (what it builds on); any other pair is kept apart. */
const proxyDomainUses = {
  questions: ['content'],
  // A signed-in student's paper is linked to their account (the student session of students/).
  'mock-tests': ['questions', 'students'],
  import: ['questions', 'auth'],
  ai: ['questions'],
  // Student accounts build on the session cookie of auth/; what an account keeps builds on the student session.
  students: ['auth'],
  'student-progress': ['students', 'questions'],
  // A signed-in student's report is linked to the account; the export writes cells with the question export's guard.
  reports: ['students', 'import'],
};
const proxyRootFiles = ['./proxy/src/app.ts', './proxy/src/config.ts', './proxy/src/server.ts'];
const proxyFolder = (name) => `./proxy/src/${name}`;
/** Where HTTP lives: the Express pieces, the served pages, every domain's routes and the app that mounts them. */
const proxyHttpSide = ['./proxy/src/http/**', './proxy/src/web-app/**', './proxy/src/*/*routes.ts', './proxy/src/{app,server}.ts'];

const proxyDomainZones = proxyDomains.flatMap((domain) => [
  {
    // A domain's session middleware (`*-session.ts`, e.g. students/student-session.ts) is HTTP side, as its routes are.
    target: `./proxy/src/${domain}/**/!(*routes|*-session).ts`,
    from: proxyHttpSide,
    message: 'Inside a domain, routes → services: a service never sees HTTP (http/, web-app/, any routes).',
  },
  {
    target: proxyFolder(domain),
    from: [
      ...proxyDomains.filter((other) => other !== domain && !(proxyDomainUses[domain] ?? []).includes(other)).map(proxyFolder),
      proxyFolder('web-app'),
      ...proxyRootFiles,
    ],
    message: `${domain}/ may use strapi/, lib/, shared/, http/ (its routes only) and ${
      (proxyDomainUses[domain] ?? []).map((other) => `${other}/`).join(', ') || 'no other domain'
    } (proxyDomainUses in eslint.config.mjs).`,
  },
]);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The web app's server build (web/dist-server), made while npm test lints.
      '**/dist-server/**',
      '**/build/**',
      '**/.tmp/**',
      '**/coverage/**',
      'cms/.strapi/**',
      'cms/.cache/**',
      'cms/types/generated/**',
      'cms/public/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'contract/tsconfig.json',
            'proxy/tsconfig.json',
            'web/tsconfig.json',
            'cms/tsconfig.json',
            'cms/test/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Input checks match control characters on purpose (they reject them).
      'no-control-regex': 'off',
      // A file over 400 lines holds more than one idea (CONTRIBUTING.md).
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    // Strapi's CLI scripts are CommonJS.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'cms/src/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling box is focusable so keyboard users can scroll it (axe: scrollable-region-focusable); it is
      // then a named role="region", which the recommended options (tabpanel only) do not list.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      // Imports name a module from the package's root (`@/…`), never by climbing `../`.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*', '../**'], message: 'Import from the root: `@/…`.' }] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./web/src/components', './web/src/lib', './web/src/api'],
              from: ['./web/src/features', './web/src/app'],
              message: 'The shared layer never imports a feature or the app.',
            },
            { target: './web/src/features', from: './web/src/app', message: 'Features never import the app shell.' },
            ...featureIsolation,
          ],
        },
      ],
    },
  },
  {
    files: ['proxy/src/**/*.ts', 'proxy/test/**/*.ts'],
    // import-x reads TypeScript modules too, so import-x/no-cycle follows the proxy's imports (it skips what it cannot parse).
    settings: { 'import-x/extensions': ['.ts'], 'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] } },
    rules: {
      // Imports name a module from the package's root (`#src/…`, `#test/…`: proxy/package.json "imports" and
      // proxy/tsconfig.json "paths"), never by climbing `../`.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*', '../**'], message: 'Import from the root: `#src/…` or `#test/…`.' }] },
      ],
    },
  },
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      // Specs reach their helpers beside them (./support/…) and the other packages by name, never by climbing.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*', '../**'], message: 'Use ./support/… or a package name.' }] }],
    },
  },
  {
    files: ['contract/src/**/*.ts', 'contract/test/**/*.ts'],
    rules: {
      // Imports name a module from src/ (`#src/…`: contract/tsconfig.json "paths", written as relative paths in
      // the build by contract/scripts/build.mjs), never by climbing `../`.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*', '../**'], message: 'Import from the root: `#src/…`.' }] }],
    },
  },
  {
    files: ['cms/src/**/*.{ts,tsx}', 'cms/config/**/*.ts'],
    rules: {
      // Imports name a module from the package's root (`#src/…`: cms/package.json "imports", which Strapi's
      // compiled code resolves in dist/, and cms/tsconfig.json "paths"), never by climbing `../`.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*', '../**'], message: 'Import from the root: `#src/…`.' }] }],
    },
  },
  {
    files: ['cms/test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', '../**'],
              message: 'Import from a root: `#test/…`, `#harness/…` (the test stack) or `#proxy/…` (cms/vitest.config.ts).',
            },
            {
              // The tests reach the CMS running (the stack boots cms/dist); in the harness, #src is the proxy's.
              regex: '^#src/',
              message: "A CMS test drives the running CMS (`#harness/stack.js`); for the proxy's code use `#proxy/…`.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['proxy/src/**/*.ts'],
    // A domain's tests sit beside it and may reach anything they test through.
    ignores: ['proxy/src/**/*.test.ts', 'proxy/src/**/test-helpers.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: proxyFolder('lib'),
              from: [...proxyDomains, ...proxyLayers.filter((layer) => layer !== 'lib')].map(proxyFolder).concat(proxyRootFiles),
              message: 'lib/ sits beneath every other layer and imports none of them.',
            },
            {
              target: proxyFolder('strapi'),
              from: [...proxyDomains, ...proxyLayers.filter((layer) => layer !== 'lib' && layer !== 'strapi')]
                .map(proxyFolder)
                .concat(proxyRootFiles),
              message: 'The Strapi client imports only lib/.',
            },
            {
              target: [proxyFolder('http'), proxyFolder('shared')],
              from: ['./proxy/src/web-app/**', './proxy/src/*/*routes.ts', './proxy/src/{app,server}.ts'],
              message: 'http/ and shared/ sit beneath the routes and the served pages.',
            },
            ...proxyDomainZones,
          ],
        },
      ],
    },
  },
  prettier,
);
