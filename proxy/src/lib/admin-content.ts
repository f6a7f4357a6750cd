import type { ErrorRequestHandler } from 'express';
import { sanitizeRichText, isBlankRichText } from '@exam-prep/contract/rich-text';
import { DATA_URL_IMAGE_MESSAGE, type PageCountPagination } from '@exam-prep/contract/admin/faqs';
import { slugify } from '@exam-prep/contract/slug';
import { badRequest, HttpError } from './errors.js';
import { readPaging } from './pagination.js';

/** What the FAQ, programming and upload calls share: their error bodies, pages, rich text and slugs. */

/** body-parser's refusals, in the words the error handler uses for them. */
const BODY_REFUSALS: Record<string, [number, string]> = {
  'entity.parse.failed': [400, 'The request body is not valid JSON.'],
  'entity.too.large': [413, 'The request is too large.'],
};

/** Every error of these calls carries `error` beside `message`, same text: their screens read `error`. */
export const withErrorField: ErrorRequestHandler = (error, _req, _res, next) => {
  const refusal = BODY_REFUSALS[String((error as { type?: unknown } | undefined)?.type)];
  const known = refusal ? new HttpError(refusal[0], refusal[1]) : error;
  next(
    known instanceof HttpError && known.extra.error === undefined
      ? new HttpError(known.status, known.message, { ...known.extra, error: known.message })
      : known,
  );
};

/** A 404 whose body has both `message` and `error`. */
export const notFoundWithError = (message: string) => new HttpError(404, message, { error: message });

/** The spec's page block: `current` echoes the page asked for, `total` is the number of pages (at least 1). */
export function pageCount(page: number, limit: number, totalItems: number): PageCountPagination {
  const total = Math.max(1, Math.ceil(totalItems / limit));
  return { current: page, total, totalItems, limit, hasNext: page < total, hasPrev: page > 1 };
}

/** One page of an already filtered and sorted list. */
export const pageOf = <T>(items: T[], page: number, limit: number) => items.slice((page - 1) * limit, page * limit);

/** A picture pasted into Quill arrives as <img src="data:...">: refused rather than silently dropped. */
const DATA_URL_IMAGE = /<img\b[^>]*\bsrc\s*=\s*["']?\s*data:/i;

/** Rich text as stored: refused when it embeds a data: picture, then sanitised; blank ("<p><br></p>") becomes "". */
export function storedRichText(html: string): string {
  if (DATA_URL_IMAGE.test(html)) throw badRequest(DATA_URL_IMAGE_MESSAGE);
  const clean = sanitizeRichText(html);
  return isBlankRichText(clean) && !/<img\b/i.test(clean) ? '' : clean;
}

/** The slug rule; a slug with nothing left (only symbols) is a 400. */
export function storedSlug(given: string): string {
  const slug = slugify(given);
  if (!slug) throw badRequest('slug must contain letters or digits');
  return slug;
}

/** Case-insensitive substring search over some texts (admin lists' ?search). */
export const matchesSearch = (search: string | undefined, texts: Array<string | null | undefined>) =>
  !search || texts.some((text) => (text ?? '').toLowerCase().includes(search.toLowerCase()));

/** The public FAQ and topic lists' `?limit`: 1 to 100, 100 when absent. */
export const PUBLIC_LIST_LIMIT = { limit: 100, maxLimit: 100 };
export const publicListLimit = (query: Record<string, unknown>) => readPaging({ limit: query.limit }, PUBLIC_LIST_LIMIT).limit;

/** Their cache key keeps only `limit` as read (and ?locale, added by PublicReads). */
export const limitKey = (query: Record<string, unknown>): string => {
  try {
    const limit = publicListLimit(query);
    return limit === PUBLIC_LIST_LIMIT.limit ? '' : `limit=${limit}`;
  } catch {
    // Refused input is answered with a 400, never cached.
    return new URLSearchParams({ limit: String(query.limit ?? '') }).toString();
  }
};
