import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The production rule for secrets, one for both services: the proxy checks its own secrets with it and the CMS
 * Strapi's (cms/src/production-secrets.ts).
 *
 * A secret is refused when it looks like a placeholder from a template or a tutorial, is short, repeats a few
 * characters, or is easy to guess for zxcvbn (sequences like `1234567890…`, keyboard runs like `qwertyuiop…`,
 * common words and dates). What `npm start` and `npm run env:production` generate (22+ random base64url
 * characters) always passes, and so do 32 random hex characters.
 */
export const MIN_SECRET_LENGTH = 20;
const MIN_DISTINCT_CHARACTERS = 5;
/**
 * zxcvbn's estimate of the guesses an attacker who knows its patterns needs, as a power of ten. Its top score (4)
 * starts at 10^10, meant for passwords behind a slow hash; secrets sign tokens that can be attacked offline at
 * GPU speed, so this asks for a million times more. It counts a random character as 10 guesses: 20 random
 * base64url characters come out near 10^20 (the fewest in 8,000 draws of what the project generates: 10^20.1),
 * while `qwertyuiopasdfghjklzxcvbnm1234` is 10^9.6 and `12345678901234567890123456` 10^4.2.
 */
export const MIN_GUESSES_LOG10 = 16;

/**
 * Words no random secret contains by chance (each is 6+ letters: the odds in a random base64url string are about
 * one in a billion), compared without case and without separators, so `Change_Me`, `change-me-1` and `CHANGEME`
 * are all caught.
 */
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
  estimator ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary,
    // Each l33t substitution tried multiplies the work: 100 (the default) costs 30-90 ms a secret, 10 a tenth.
    l33tMaxSubstitutions: 10,
  });
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
