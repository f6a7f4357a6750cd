import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { CMS_FILES_RUN_ONCE, filesLeftOutOnThisDatabase } from '../proxy/test/helpers/database-scope.js';
import { packageImports } from '../proxy/test/helpers/package-imports.js';
import { StackKindSequencer } from '../proxy/test/helpers/stack-kind-sequencer.js';

/** A folder of the proxy's. */
const proxyFolder = (folder: string) => fileURLToPath(new URL(`../proxy/${folder}/`, import.meta.url));

/**
 * The CMS's own tests (test/): a real Strapi booted in-process from cms/dist on a temporary database (SQLite, or
 * PostgreSQL with TEST_DATABASE=postgres), with the proxy in front of it, through the test stack the proxy's tests
 * use (proxy/test/helpers). Vitest is the root's (npm test runs `vitest --root cms`); the CMS's own node_modules
 * hold Strapi. Imports name a module from a root, never by climbing `../`: `#test/…` (this package's tests),
 * `#harness/…` (the shared test stack), `#proxy/…` (the proxy's code, where a test checks the CMS's output against it).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [packageImports()],
  resolve: {
    alias: [
      { find: /^#harness\/(.*)\.js$/, replacement: `${proxyFolder('test/helpers')}$1.ts` },
      { find: /^#proxy\/(.*)\.js$/, replacement: `${proxyFolder('src')}$1.ts` },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    // Files whose behaviour cannot differ by database run in the SQLite pass only (database-scope.ts says why).
    exclude: ['**/node_modules/**', ...filesLeftOutOnThisDatabase(CMS_FILES_RUN_ONCE)],
    // As in the proxy's contract tests (proxy/vitest.config.ts, whose reasons hold here): every /api answer of a
    // test stack is checked against the contract's schemas; Strapi is a process-wide singleton, so one file at a
    // time in worker threads, modules loaded once; stacks of a kind boot from a copy of the first one's database.
    setupFiles: [`${proxyFolder('test/helpers')}contract-check.ts`],
    pool: 'threads',
    isolate: false,
    globalSetup: [`${proxyFolder('test/helpers')}stack-templates-setup.ts`],
    fileParallelism: false,
    // Files that start the same kind of stack run one after another, reusing one booted Strapi (booted-cms.ts).
    sequence: { sequencer: StackKindSequencer },
    testTimeout: 60_000,
    hookTimeout: 240_000,
    reporters: ['default'],
  },
});
