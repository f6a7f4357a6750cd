import { defineConfig } from 'vitest/config';
import { filesLeftOutOnThisDatabase, PROXY_FILES_RUN_ONCE } from './test/helpers/database-scope.js';
import { packageImports } from './test/helpers/package-imports.js';
import { StackKindSequencer } from './test/helpers/stack-kind-sequencer.js';

/**
 * Imports name a module from the package's root (`#src/…`, `#test/…`), never by climbing `../`. Node resolves
 * #src to the build in dist/ (package.json "imports"); TypeScript and tsx read tsconfig.json's "paths"; vitest
 * resolves them to the sources of the importing file's package (test/helpers/package-imports.ts: the CMS's demo
 * content, which some tests load, has a #src of its own).
 */
export default defineConfig({
  plugins: [packageImports()],
  test: {
    // Each domain's tests sit beside it (src/<domain>/*.test.ts); test/ holds the shared helpers and the few
    // tests that belong to no domain.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // test/ops runs once, with vitest.ops.config.ts (npm test's operations step). Files whose behaviour cannot
    // differ by database run in the SQLite pass only (test/helpers/database-scope.ts says which, and why).
    exclude: ['test/ops/**', '**/node_modules/**', ...filesLeftOutOnThisDatabase(PROXY_FILES_RUN_ONCE)],
    // Every /api answer of a test stack is checked against the contract's schemas.
    setupFiles: ['test/helpers/contract-check.ts'],
    // Strapi is a process-wide singleton and strapi.destroy() removes process listeners: one file at a
    // time, in worker threads (a forks worker would lose its IPC listener).
    pool: 'threads',
    // Every file in the same worker, its modules loaded once (Strapi's alone take ~2.5 s per file): each stack
    // puts the environment back as it found it when it stops (test/helpers/stack.ts).
    isolate: false,
    // Stacks of a kind boot from a copy of the first one's database (test/helpers/stack-templates.ts).
    globalSetup: ['test/helpers/stack-templates-setup.ts'],
    fileParallelism: false,
    // Files that start the same kind of stack run one after another, reusing one booted Strapi (booted-cms.ts).
    sequence: { sequencer: StackKindSequencer },
    testTimeout: 60_000,
    hookTimeout: 240_000,
    reporters: ['default'],
  },
});
