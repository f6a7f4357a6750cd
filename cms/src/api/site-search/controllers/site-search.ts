import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { SEARCH_KINDS, type SearchKind } from '#src/site-search/documents.js';
import { queryTerms, searchSite } from '#src/site-search/query.js';
import { BASE_LOCALE, SITE_LOCALES } from '#src/i18n/locales.js';

type Context = Parameters<Core.ControllerHandler>[0];

/** The proxy's limits (contract/src/public/search.ts), checked again here: this route trusts nobody's input. */
const MAX_QUERY_LENGTH = 200;
const MAX_LIMIT = 50;

function wholeNumber(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!(number >= 1 && number <= max)) throw new errors.ValidationError(`${name} must be a whole number from 1 to ${max}`);
  return number;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async search(ctx: Context) {
    const query = ctx.query as Record<string, unknown>;
    const q = typeof query.q === 'string' ? query.q.trim() : '';
    if (!q || q.length > MAX_QUERY_LENGTH) throw new errors.ValidationError(`q must be 1 to ${MAX_QUERY_LENGTH} characters`);
    const type = query.type;
    if (type !== undefined && !SEARCH_KINDS.includes(type as SearchKind))
      throw new errors.ValidationError(`type must be one of ${SEARCH_KINDS.join(', ')}`);
    const limit = wholeNumber(query.limit, 'limit', 10, MAX_LIMIT);
    const page = wholeNumber(query.page, 'page', 1, Number.MAX_SAFE_INTEGER);
    const locale = query.locale ?? BASE_LOCALE;
    if (!SITE_LOCALES.some(({ code }) => code === locale))
      throw new errors.ValidationError(`locale must be one of ${SITE_LOCALES.map(({ code }) => code).join(', ')}`);

    const { hits, total } = await searchSite(strapi, {
      terms: queryTerms(q),
      type: type as SearchKind | undefined,
      limit,
      page,
      locale: locale as string,
    });
    ctx.body = { data: hits, meta: { total, page, pageSize: limit } };
  },
});
