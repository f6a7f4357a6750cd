import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { removeTemplatesFolder, stackFilesRoot, TEMPLATES_DIR_VARIABLE } from './stack-templates.js';
import { removeLeftoverStacks } from './stack-database.js';

/**
 * Vitest global setup: a templates folder for this run's stacks (stack-templates.ts), made before any test file
 * runs (the worker threads read its name from the environment) and removed, with any PostgreSQL database kept
 * as a template, when the run ends. Under `npm test` the folder is already set: made by npm test for all its
 * Vitest runs, and removed by it at the end (remove-stack-templates.ts). Either way, the stacks the workers kept
 * for a next file are removed when the run ends.
 */
export default function setup() {
  const shared = process.env[TEMPLATES_DIR_VARIABLE];
  const root = shared ?? mkdtempSync(path.join(stackFilesRoot(), 'exam-prep-stack-templates-'));
  process.env[TEMPLATES_DIR_VARIABLE] = root;
  return async () => {
    await removeLeftoverStacks(root);
    if (!shared) await removeTemplatesFolder(root);
  };
}
