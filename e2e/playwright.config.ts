import { defineConfig, devices } from '@playwright/test';

// One free-ish port per run, shared with the workers through the environment (they re-read this file). The stack
// uses it and the next three. Chosen below Linux's ephemeral range (32768-60999): a port in that range can be
// held at that moment by any outgoing connection on the machine, and the stack then fails with EADDRINUSE.
process.env.E2E_PORT ??= String(20000 + 4 * Math.floor(Math.random() * 3000));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // One browser at a time: two cores also run Strapi and the proxy.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? 'test-results/report.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium (apt-get install chromium); Playwright's own browser download is not used.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    // tsx: the stack reuses the proxy tests' TypeScript fake Gemini server.
    command: 'node --import tsx stack.mjs',
    url: `${baseURL}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
