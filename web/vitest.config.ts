import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests for the app's logic (scoring, pagination, filters, timers...) as plain functions; components as the
 * HTML they render on the server (react-dom/server), and screens in a DOM (`// @vitest-environment happy-dom` or
 * jsdom, Testing Library, MSW at the network edge: src/test-support/screen.tsx) in *.test.tsx.
 *
 * Files share one module graph per worker thread (isolate: false): 80 files load React, the router and the
 * catalogs once instead of once each (about 10 s instead of 40-150 s). So a test file leaves no global state
 * behind (its DOM, its mocks, a module's cache), and one that needs a module's first load asks for it
 * (vi.resetModules, as safe-html.test.tsx does).
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    isolate: false,
    // A screen test walks a whole page (its chunk, its data, a dozen clicks): on a loaded 2-core machine that can
    // take more than Vitest's default 5 s without anything being wrong.
    testTimeout: 30_000,
  },
});
