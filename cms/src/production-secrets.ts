import { MIN_SECRET_LENGTH, weakSecretReason } from '@exam-prep/contract/secret-strength';

/*
 * In production the CMS refuses to start with a placeholder or short secret, and says which variable is wrong:
 * with JWT_SECRET=change-me anyone can sign `{"id":1}` and be an administrator.
 *
 * Called from register() (src/index.ts): after Strapi has read its configuration, before it touches the database
 * or listens. Not from config/*.ts, which `strapi build` also loads, in image builds that have no secrets at all.
 *
 * A secret is refused when it looks like a placeholder, is short, repeats a few characters, or is easy to guess for
 * zxcvbn (sequences, keyboard runs, common words, dates): the proxy's rule too (@exam-prep/contract/secret-strength).
 */

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
