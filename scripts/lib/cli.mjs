import { parseArgs } from 'node:util';

/**
 * A script's command line, read with node:util's parseArgs. `--help` prints the usage and exits 0; an unknown
 * option, a missing value or a stray argument prints what is wrong and the usage, and exits 2.
 * @param {string} usage
 * @param {{ options?: import('node:util').ParseArgsConfig['options'], allowPositionals?: boolean }} [config]
 */
export function parseCommandLine(usage, { options = {}, allowPositionals = false } = {}) {
  let parsed;
  try {
    parsed = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals, strict: true });
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error), usage);
  }
  if (parsed.values.help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/**
 * Prints a problem with the command line and the usage, and exits 2.
 * @param {string} problem
 * @param {string} usage
 * @returns {never}
 */
export function usageError(problem, usage) {
  console.error(`${problem}\n${usage}`);
  process.exit(2);
}
