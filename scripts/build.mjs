// `npm run build`: builds every part (the CMS server code and admin panel, the web app, the proxy).
// `npm run build -- cms` (or `web`, `proxy`, several) builds only those parts: each image builds what it ships
// with this same script (cms/Dockerfile, proxy/Dockerfile). Building needs no secrets.
import { buildParts } from './lib/build.mjs';
import { parseCommandLine, usageError } from './lib/cli.mjs';
import { loadEnv } from './lib/env.mjs';

const PARTS = {
  cms: ['cms-admin', 'cms-server'],
  web: ['web'],
  proxy: ['proxy'],
};

const usage = `Usage: node scripts/build.mjs [--force] [${Object.keys(PARTS).join(' | ')} ...] (npm run build always forces)`;
const {
  values: { force },
  positionals: named,
} = parseCommandLine(usage, { options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
const unknown = named.filter((name) => !(name in PARTS));
if (unknown.length > 0) usageError(`Unknown part(s): ${unknown.join(', ')}.`, usage);

const chosen = named.length > 0 ? named : Object.keys(PARTS);
await buildParts(
  chosen.flatMap((name) => PARTS[name]),
  { env: loadEnv(), force },
);
console.log(`Build complete (${chosen.join(', ')}).`);
