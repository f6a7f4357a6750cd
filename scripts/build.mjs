// `npm run build`: builds every part (the CMS server code and admin panel, the web app, the proxy).
import { buildParts } from './lib/build.mjs';
import { ensureEnvFile, loadEnv } from './lib/env.mjs';

const force = process.argv.includes('--force');
ensureEnvFile();
await buildParts(['cms-admin', 'cms-server', 'web', 'proxy'], { env: loadEnv(), force });
console.log('Build complete.');
