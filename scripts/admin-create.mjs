// `npm run admin:create -- --username U --password P [--email E]`: adds a site administrator to the
// database `npm start` uses (or the one the environment points at).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildParts } from './lib/build.mjs';
import { ensureEnvFile, loadEnv, rootDir } from './lib/env.mjs';

ensureEnvFile();
const env = loadEnv();
await buildParts(['cms-server'], { env });
// Not run() from lib/run.mjs: its failure message repeats the arguments, and one of them is a password.
const result = spawnSync(process.execPath, [path.join(rootDir, 'cms', 'scripts', 'admin-create.js'), ...process.argv.slice(2)], {
  cwd: path.join(rootDir, 'cms'),
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
