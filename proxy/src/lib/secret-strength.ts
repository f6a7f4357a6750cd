/**
 * The production rule for secrets, shared in spirit with the CMS (cms/src/production-secrets.ts applies the same
 * rule to Strapi's secrets; proxy/test/config-safety.test.ts runs one table of samples through both).
 *
 * A secret is refused when it looks like a placeholder from a template or a tutorial, is short, or repeats a few
 * characters. What `npm start` and `npm run env:production` generate (32+ random hex or base64url characters)
 * always passes.
 */
export const MIN_SECRET_LENGTH = 20;
const MIN_DISTINCT_CHARACTERS = 5;

/**
 * Words no random secret contains by chance (each is 6+ letters: the odds in a random base64url string are about
 * one in a billion), compared without case and without separators, so `Change_Me`, `change-me-1` and `CHANGEME`
 * are all caught.
 */
const PLACEHOLDER_WORDS = ['changeme', 'example', 'secret', 'placeholder', 'password', 'replaceme', 'default', 'insecure'];

/** Why this value is not a production secret, or undefined when it is acceptable. */
export function weakSecretReason(value: string): string | undefined {
  const normalised = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  const word = PLACEHOLDER_WORDS.find((candidate) => normalised.includes(candidate));
  if (word) return `looks like a placeholder (contains "${word}")`;
  if (value.length < MIN_SECRET_LENGTH) return `is too short (${value.length} characters; at least ${MIN_SECRET_LENGTH})`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS)
    return `repeats too few characters (at least ${MIN_DISTINCT_CHARACTERS} different ones)`;
  return undefined;
}
