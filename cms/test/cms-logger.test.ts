// The CMS's log configuration (cms/config/logger.ts, built to cms/dist), loaded the way Strapi loads it
// (@strapi/logger's createLogger) in a child process: what each STRAPI_LOG_LEVEL prints, pretty or JSON.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const cmsDir = path.resolve(import.meta.dirname, '..');
const LEVELS = ['error', 'warn', 'info', 'http', 'verbose', 'debug', 'silly'];

/** Logs one line per level, plus an Error, through the built configuration; returns stdout. */
function logEveryLevel(env: Record<string, string>): string {
  const script = `
    const { createLogger } = require('@strapi/logger');
    const log = createLogger(require('./dist/config/logger.js').default);
    for (const level of ${JSON.stringify(LEVELS)}) log[level]('line at ' + level);
    log.error(new Error('a failure with a stack'));
  `;
  const { STRAPI_LOG_LEVEL: _level, NODE_ENV: _nodeEnv, ...inherited } = process.env;
  return execFileSync(process.execPath, ['-e', script], { cwd: cmsDir, env: { ...inherited, ...env }, encoding: 'utf8', stdio: 'pipe' });
}

const printedLevels = (output: string) => LEVELS.filter((level) => output.includes(`line at ${level}`));

describe('CMS log configuration', () => {
  it('prints info, warnings and errors by default, as readable lines', () => {
    const output = logEveryLevel({});
    expect(printedLevels(output)).toEqual(['error', 'warn', 'info']);
    expect(output).toMatch(/^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] warn: line at warn$/m);
    expect(output).toContain('Error: a failure with a stack\n    at ');
  });

  it('prints every level at or above the setting', () => {
    expect(printedLevels(logEveryLevel({ STRAPI_LOG_LEVEL: 'error' }))).toEqual(['error']);
    expect(printedLevels(logEveryLevel({ STRAPI_LOG_LEVEL: 'warn' }))).toEqual(['error', 'warn']);
    expect(printedLevels(logEveryLevel({ STRAPI_LOG_LEVEL: 'http' }))).toEqual(['error', 'warn', 'info', 'http']);
    expect(printedLevels(logEveryLevel({ STRAPI_LOG_LEVEL: 'debug' }))).toEqual(LEVELS.slice(0, 6));
  });

  it('prints one JSON object per line in production, without colour codes', () => {
    const lines = logEveryLevel({ NODE_ENV: 'production' }).trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as { level: string; message: string; timestamp: string; stack?: string });
    expect(entries.map((entry) => entry.level)).toEqual(['error', 'warn', 'info', 'error']);
    expect(entries[1]).toMatchObject({ message: 'line at warn', timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(entries[3].stack).toContain('Error: a failure with a stack');
  });

  it('refuses an unknown level and names the valid ones', () => {
    expect(() => logEveryLevel({ STRAPI_LOG_LEVEL: 'loud' })).toThrow(
      /STRAPI_LOG_LEVEL must be one of error, warn, info, http, verbose, debug, silly/,
    );
  });
});
