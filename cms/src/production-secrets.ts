import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * In production the CMS refuses to start with a placeholder or short secret, and says which variable is wrong:
 * with JWT_SECRET=change-me anyone can sign `{"id":1}` and be an administrator.
 *
 * Called from register() (src/index.ts): after Strapi has read its configuration, before it touches the database
 * or listens. Not from config/*.ts, which `strapi build` also loads, in image builds that have no secrets at all.
 *
 * A secret is refused when it looks like a placeholder, is short, repeats a few characters, or is easy to guess for
 * zxcvbn (sequences, keyboard runs, common words, dates).
 *
 * The rule matches the proxy's (proxy/src/lib/secret-strength.ts); proxy/test/config-safety.test.ts runs one
 * table of samples through both.
 */
export const MIN_SECRET_LENGTH = 20;
const MIN_DISTINCT_CHARACTERS = 5;
/**
 * zxcvbn's estimate of the guesses needed, as a power of ten: a million times its top score (10^10), since secrets
 * sign tokens that can be attacked offline at GPU speed. 20 random base64url characters come out near 10^20;
 * `qwertyuiopasdfghjklzxcvbnm1234` is 10^9.6 and `12345678901234567890123456` 10^4.2.
 */
export const MIN_GUESSES_LOG10 = 16;
/** Compared without case and separators; no random secret contains one of these (6+ letters) by chance. */
const PLACEHOLDER_WORDS = ['changeme', 'example', 'secret', 'placeholder', 'password', 'replaceme', 'default', 'insecure'];

/** What each pattern zxcvbn finds is called in the message. */
const PATTERN_NAMES: Record<string, string> = {
  sequence: 'a sequence',
  spatial: 'a keyboard run',
  repeat: 'a repeated part',
  dictionary: 'common passwords or words',
  date: 'a date',
  regex: 'a year',
};

let estimator: ZxcvbnFactory | undefined;
/** Built on first use (about 0.1 s to unpack its word lists): only production starts pay for it. */
function estimate(value: string): ZxcvbnResult {
  // Each l33t substitution tried multiplies the work: 100 (the default) costs 30-90 ms a secret, 10 a tenth.
  estimator ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary, l33tMaxSubstitutions: 10 });
  return estimator.check(value);
}

function guessableReason(value: string): string | undefined {
  const { guessesLog10, sequence } = estimate(value);
  if (guessesLog10 >= MIN_GUESSES_LOG10) return undefined;
  const found = [...new Set(sequence.map((match) => PATTERN_NAMES[match.pattern]).filter(Boolean))];
  return (
    `is easy to guess (${found.length ? found.join(', ') : 'a pattern'}: about 10^${Math.floor(guessesLog10)} guesses; ` +
    `at least 10^${MIN_GUESSES_LOG10})`
  );
}

/** Why this value is not a production secret, or undefined when it is acceptable. */
export function weakSecretReason(value: string): string | undefined {
  const normalised = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  const word = PLACEHOLDER_WORDS.find((candidate) => normalised.includes(candidate));
  if (word) return `looks like a placeholder (contains "${word}")`;
  if (value.length < MIN_SECRET_LENGTH) return `is too short (${value.length} characters; at least ${MIN_SECRET_LENGTH})`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS)
    return `repeats too few characters (at least ${MIN_DISTINCT_CHARACTERS} different ones)`;
  return guessableReason(value);
}

/** The password inside a postgres:// URL, if any. */
function urlPassword(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}

/** Every problem with the secrets in this environment, one line per variable (empty outside production). */
export function productionSecretProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const secrets: Array<[name: string, value: string | undefined]> = [];
  (env.APP_KEYS ?? '')
    .split(',')
    .forEach((key, index, keys) => secrets.push([keys.length > 1 ? `APP_KEYS (key ${index + 1})` : 'APP_KEYS', key.trim()]));
  for (const name of [
    'API_TOKEN_SALT',
    'ADMIN_JWT_SECRET',
    'TRANSFER_TOKEN_SALT',
    'JWT_SECRET',
    'ENCRYPTION_KEY',
    'PROXY_API_TOKEN',
    'WEBHOOK_SECRET',
  ]) {
    secrets.push([name, env[name]]);
  }
  if ((env.DATABASE_CLIENT ?? 'sqlite') === 'postgres') {
    // config/database.ts: DATABASE_URL wins over the separate fields.
    if (env.DATABASE_URL) secrets.push(['DATABASE_URL (its password)', urlPassword(env.DATABASE_URL)]);
    else secrets.push(['DATABASE_PASSWORD', env.DATABASE_PASSWORD]);
  }
  return secrets.flatMap(([name, value]) => {
    if (!value) return [`${name} is not set`];
    const reason = weakSecretReason(value);
    return reason ? [`${name} ${reason}`] : [];
  });
}

/** Throws one error naming every weak secret, when running in production. */
export function assertProductionSecrets(env: NodeJS.ProcessEnv = process.env): void {
  const problems = productionSecretProblems(env);
  if (problems.length === 0) return;
  throw new Error(
    [
      'Refusing to start in production with unsafe secrets:',
      ...problems.map((problem) => `  - ${problem}`),
      `Every secret needs ${MIN_SECRET_LENGTH}+ random characters (no sequences, keyboard runs or words); \`npm run env:production\` writes a .env with new ones.`,
    ].join('\n'),
  );
}
