// Browser tests use Debian's Chromium (Playwright's own browser download does not work on these machines).
import { ensureDebianPackage } from './debian-package.mjs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const ensureChromium = () =>
  ensureDebianPackage({ binary: chromiumPath, pkg: 'chromium', purpose: 'the browser tests', pathVariable: 'CHROMIUM_PATH' });
