import { DEFAULT_LOCALE } from '@exam-prep/contract/locale';
import { readLocale } from '#src/strapi/locale.js';
import type { QueryCanonicaliser } from './cache-keys.js';

/**
 * A cached route's key query with the language: the route's own (if any), plus `locale=hi` for a
 * language other than the default, so every language has its own entries and `?locale=en` shares the plain
 * address's. An unknown locale is kept as written: its 400 is never cached.
 */
export function withLocaleKey(own?: QueryCanonicaliser): QueryCanonicaliser {
  return (query) => {
    let locale: string;
    try {
      const read = readLocale(query);
      locale = read === DEFAULT_LOCALE ? '' : `locale=${read}`;
    } catch {
      locale = new URLSearchParams({ locale: String(query.locale) }).toString();
    }
    return [own ? own(query) : '', locale].filter(Boolean).join('&');
  };
}
