// One folder of test-stack templates shared by several Vitest runs (proxy/test/helpers/stack-templates.ts): each
// kind of stack is made once per database by whichever run needs it first, instead of once in every run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from './env.mjs';

function writable(dir) {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes the folder (in memory where the machine has it, as the stacks' own databases are) and names it to the
 * Vitest runs this process starts; answers what removes it, with the PostgreSQL databases kept as templates.
 */
export function shareStackTemplates() {
  const folder = mkdtempSync(path.join(writable('/dev/shm') ? '/dev/shm' : os.tmpdir(), 'exam-prep-stack-templates-'));
  process.env.TEST_STACK_TEMPLATES_DIR = folder;
  return () => {
    spawnSync('npx', ['tsx', 'proxy/test/helpers/remove-stack-templates.ts', folder], { cwd: rootDir, stdio: 'inherit' });
  };
}
