import { isIP } from 'node:net';

/**
 * Express's `trust proxy` setting: which hops' X-Forwarded-For to believe. `false` trusts nobody (req.ip is the
 * connecting address), a number trusts that many proxies in front, a list trusts those addresses or networks.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's (Express's) names for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address, prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(prefix) === 4; // a netmask, e.g. 10.0.0.0/255.0.0.0
}

/**
 * Reads TRUST_PROXY: empty or `false` (the default: trust nobody, so a direct client's X-Forwarded-For changes
 * nothing), a hop count like `1` (one reverse proxy in front, e.g. the Caddy entry), or a comma-separated list of
 * addresses, CIDR networks or `loopback`/`linklocal`/`uniquelocal`.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { error: string } {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return { value: false };
  if (text === 'true') {
    return { error: "true would believe every client's X-Forwarded-For; give the number of proxies in front (e.g. 1) or their addresses" };
  }
  if (/^\d+$/.test(text)) return { value: Number(text) };
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const invalid = items.filter((item) => !isAddressOrNetwork(item));
  if (invalid.length > 0) {
    return { error: `not a hop count, false, or a list of addresses/networks (${invalid.join(', ')} not understood)` };
  }
  return { value: items };
}
