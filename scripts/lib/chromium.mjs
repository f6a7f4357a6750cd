// Browsers from Debian's packages (Playwright's own browser download does not work on these machines):
//   - the browser tests run in Chromium's headless shell (package chromium-headless-shell): the same engine without
//     the browser's window UI. Full Chromium 156 in headless mode starts a WebUI renderer for its top chrome with
//     every window, which cost the browser tests about half of their CPU (measured: two specs, 64 tests, 3.8 min and
//     188 CPU s in chromium against 2.0 min and 124 CPU s in the headless shell);
//   - Lighthouse (npm run bench:web) runs full Chromium, as a student's phone runs a full browser.
import { ensureDebianPackage } from './debian-package.mjs';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const headlessShellPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Full Chromium, for Lighthouse. */
export const ensureChromium = () =>
  ensureDebianPackage({ binary: chromiumPath, pkg: 'chromium', purpose: 'Lighthouse', pathVariable: 'CHROME_PATH' });

/** Chromium's headless shell, for the browser tests (e2e/playwright.config.ts reads CHROMIUM_PATH, else this path). */
export const ensureHeadlessShell = () =>
  ensureDebianPackage({
    binary: headlessShellPath,
    pkg: 'chromium-headless-shell',
    purpose: 'the browser tests',
    pathVariable: 'CHROMIUM_PATH',
  });
