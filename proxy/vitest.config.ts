import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // test/ops runs once, with vitest.ops.config.ts (npm test's operations step).
    exclude: ['test/ops/**', '**/node_modules/**'],
    // Every /api answer of a test stack is checked against the contract's schemas.
    setupFiles: ['test/helpers/contract-check.ts'],
    // Strapi is a process-wide singleton and strapi.destroy() removes process listeners: one file at a
    // time, in worker threads (a forks worker would lose its IPC listener).
    pool: 'threads',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
    reporters: ['default'],
  },
});
