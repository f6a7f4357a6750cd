// `npm run build`: builds every part (the CMS server code and admin panel, the web app, the proxy).
// `npm run build -- cms` (or `web`, `proxy`, several) builds only those parts: each image builds what it ships
// with this same script (cms/Dockerfile, proxy/Dockerfile). Building needs no secrets.
import { buildParts } from './lib/build.mjs';
import { loadEnv } from './lib/env.mjs';

const PARTS = {
  cms: ['cms-admin', 'cms-server'],
  web: ['web'],
  proxy: ['proxy'],
};

const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.filter((arg) => arg !== '--force');
const unknown = named.filter((name) => !(name in PARTS));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Usage: node scripts/build.mjs [--force] [${Object.keys(PARTS).join(' | ')} ...]`);
  process.exit(2);
}

const chosen = named.length > 0 ? named : Object.keys(PARTS);
await buildParts(
  chosen.flatMap((name) => PARTS[name]),
  { env: loadEnv(), force },
);
console.log(`Build complete (${chosen.join(', ')}).`);
