import { defineConfig, devices } from '@playwright/test';

// A free-ish block of ports per run, shared with the workers through the environment (they re-read this file):
// each worker's stack takes four of them (tests/support/test.ts). Chosen below Linux's ephemeral range
// (32768-60999): a port in that range can be held at that moment by any outgoing connection on the machine, and
// the stack then fails with EADDRINUSE.
process.env.E2E_PORT ??= String(20000 + 32 * Math.floor(Math.random() * 375));

export default defineConfig({
  testDir: './tests',
  // Two browsers beside the stacks and, in npm test, the contract passes: a test's guard, not a wait.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers, each with its own stack (the fixture `stack`). Files are the unit of distribution: the tests of a
  // file run in order in one worker, as their shared set-up (beforeAll, a sign-in kept between tests) expects.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  // Builds what is missing and seeds the template database every worker's stack copies.
  globalSetup: './stack-template.mjs',
  use: {
    // No trace by default: recording one (DOM snapshots at every action) cost ~20% of the browser tests' CPU, kept
    // only for the rare failure. A failure keeps its screenshot; `npx playwright test --trace retain-on-failure`
    // (or E2E_TRACE=1 npm test) records traces when a failure needs one.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The site's service worker caches pages and API reads: specs see the network as the server answers it, except
    // tests/pwa.spec.ts (and the offline specs), which allow it.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium headless shell (apt-get install chromium-headless-shell; scripts/lib/chromium.mjs says why
      // not full Chromium); Playwright's own browser download is not used.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
