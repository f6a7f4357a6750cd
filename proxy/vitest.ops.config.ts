import { defineConfig } from 'vitest/config';
import { packageImports } from './test/helpers/package-imports.js';

/**
 * Operations tests (test/ops): the production shape on this machine — Caddy in front of several proxies sharing
 * Redis, `npm start`'s supervision, the images' build steps. They run once per `npm test` (not once per database).
 */
export default defineConfig({
  plugins: [packageImports()],
  test: {
    include: ['test/ops/**/*.test.ts'],
    // Same reasons as vitest.config.ts: Strapi is a process-wide singleton.
    pool: 'threads',
    // Stacks of a kind boot from a copy of the first one's database (test/helpers/stack-templates.ts).
    globalSetup: ['test/helpers/stack-templates-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    reporters: ['default'],
  },
});
