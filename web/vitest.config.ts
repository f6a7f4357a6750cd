import { defineConfig } from 'vitest/config';

/** Unit tests for the app's logic (scoring, pagination, filters, timers...): plain functions, no DOM. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
