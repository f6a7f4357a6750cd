import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';

/**
 * What a mock-test attempt shows instead of real ids, and what the statistics keep instead of an address.
 *
 * A paper's questions and options carry ids of the attempt's own: an HMAC of the attempt id and the real id. Without
 * the key nobody can turn one into a question id (so the question's public page or its answer stays out of reach
 * while sitting), and the same attempt always gets the same ids (a stored attempt resumes as it was). Both keys are
 * derived from the proxy's own secret (PROXY_API_TOKEN) with a label each, so there is no new secret to configure;
 * a new token gives new ids, so attempts drawn before a rotation can no longer be submitted.
 */

const derive = (secret: string, label: string) => createHmac('sha256', secret).update(label).digest();

export interface MockTestKeys {
  ids: Buffer;
  networks: Buffer;
}

export const mockTestKeys = (secret: string): MockTestKeys => ({
  ids: derive(secret, 'mock-test paper ids v1'),
  networks: derive(secret, 'mock-test client networks v1'),
});

/** 22 url-safe characters (132 bits): never a Strapi document id (24 lower-case characters). */
export const attemptScopedId = (key: Buffer, attemptId: string, realId: string) =>
  createHmac('sha256', key).update(`${attemptId}\u0000${realId}`).digest('base64url').slice(0, 22);

/** Real id → the attempt's id, and back, for a list of real ids. */
export function idDisguise(key: Buffer, attemptId: string, realIds: Iterable<string>) {
  const toShown = new Map<string, string>();
  const toReal = new Map<string, string>();
  for (const realId of realIds) {
    const shown = attemptScopedId(key, attemptId, realId);
    toShown.set(realId, shown);
    toReal.set(shown, realId);
  }
  return { toShown, toReal };
}

/**
 * The network a client address belongs to, as statistics count people: the /24 of an IPv4 address, the /64 of an
 * IPv6 one (an IPv4-mapped IPv6 address is its IPv4 one). Anything else (no address) is its own text.
 */
export function clientNetwork(address: string): string {
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  if (isIP(plain) === 4) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) is two groups.
  const width = (groups: string[]) => groups.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const zeros = plain.includes('::') ? 8 - width(headGroups) - width(tailGroups) : 0;
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** What the statistics keep of a client: its network's keyed hash (32 hex characters), nothing else. */
export const networkHash = (key: Buffer, address: string) =>
  createHmac('sha256', key).update(clientNetwork(address)).digest('hex').slice(0, 32);

/** Seconds after a paper's time in which a submission still counts as in time (a slow network, a last tap). */
export const SUBMIT_GRACE_SECONDS = 60;
/** Faster than this share of the paper's time with more than half answered is not a plausible sitting. */
export const PLAUSIBLE_SHARE_OF_TIME = 0.1;

export interface AttemptClock {
  /** Seconds from the draw to the submission, on the database's clock. */
  elapsedSeconds: number;
  /** The paper's time when drawn (null: drawn before the server kept the clock, never late). */
  allowedSeconds: number | null;
  answered: number;
  questions: number;
}

/** Whether a submission is late, and whether it may count in the paper's statistics. */
export function attemptStanding({ elapsedSeconds, allowedSeconds, answered, questions }: AttemptClock) {
  if (allowedSeconds === null) return { late: false, countable: true };
  const late = elapsedSeconds > allowedSeconds + SUBMIT_GRACE_SECONDS;
  const implausiblyFast = elapsedSeconds < allowedSeconds * PLAUSIBLE_SHARE_OF_TIME && answered * 2 > questions;
  return { late, countable: !late && !implausiblyFast };
}
