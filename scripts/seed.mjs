// `npm run seed`: loads the demo content (idempotent). `npm run seed:bulk -- --questions 100000`: adds a
// bulk question bank for benchmarks, with a progress bar.
import path from 'node:path';
import { buildParts } from './lib/build.mjs';
import { ensureEnvFile, loadEnv, rootDir } from './lib/env.mjs';
import { run } from './lib/run.mjs';

ensureEnvFile();
const env = loadEnv();
await buildParts(['cms-server'], { env });
const args = process.argv.slice(2);
await run(process.execPath, [path.join(rootDir, 'cms', 'scripts', 'seed.js'), ...args], { cwd: path.join(rootDir, 'cms'), env });
