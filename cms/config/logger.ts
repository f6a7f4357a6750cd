import { winston, formats } from '@strapi/logger';

/** winston's npm levels, most severe first: a setting prints its own level and every level above it. */
const LEVELS = Object.keys(winston.config.npm.levels);

/**
 * Strapi's log: every level at or above STRAPI_LOG_LEVEL (default `info`, so warnings and errors always show,
 * including the first-administrator block), as readable lines in development and one JSON object per line in
 * production, for log collectors. Tests and benchmarks set `error` to keep quiet; `http` adds a line per request.
 */
export function loggerConfiguration(env: NodeJS.ProcessEnv = process.env) {
  const level = env.STRAPI_LOG_LEVEL || 'info';
  if (!LEVELS.includes(level)) {
    throw new Error(`STRAPI_LOG_LEVEL must be one of ${LEVELS.join(', ')} (got "${level}").`);
  }
  const format =
    env.NODE_ENV === 'production'
      ? winston.format.combine(winston.format.timestamp(), winston.format.errors({ stack: true }), winston.format.json())
      : // Colours only for a terminal, not for a file or a pipe.
        formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss.SSS', colors: Boolean(process.stdout.isTTY) });
  // winston's own `level` is a minimum (Strapi's formats.levelFilter keeps one exact level only). The format
  // replaces Strapi's default logger-wide one, which would otherwise run first and colour the JSON.
  return { level, format, transports: [new winston.transports.Console()] };
}

export default loggerConfiguration();
