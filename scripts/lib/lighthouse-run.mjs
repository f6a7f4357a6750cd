import { spawn } from 'node:child_process';

/**
 * One Lighthouse run (mobile: slow 4G and 4x CPU, on a 360 px screen, a cheap Android phone's, instead of the
 * preset's 412 px; performance and accessibility; JSON report at `output`) in Chromium at `chromePath`.
 */
export function runLighthouse(lighthouseCli, url, output, chromePath) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--form-factor=mobile',
        '--screenEmulation.mobile',
        '--screenEmulation.width=360',
        '--screenEmulation.height=740',
        '--screenEmulation.deviceScaleFactor=2',
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited with ${code}`))));
  });
}
