import { badRequest } from './errors.js';

import type { Pagination } from '@exam-prep/contract/common';

export function toPagination(meta: { page: number; pageSize: number; pageCount: number; total: number }): Pagination {
  return {
    current: meta.page,
    total: meta.total,
    totalPages: meta.pageCount,
    limit: meta.pageSize,
    hasNext: meta.page < meta.pageCount,
    hasPrev: meta.page > 1,
  };
}

/**
 * Reads `?page` and `?limit`: absent → defaults; a number out of range → clamped into [1, max];
 * anything that is not a whole number → 400 naming the field.
 */
export function readPaging(query: Record<string, unknown>, defaults: { limit: number; maxLimit: number }) {
  return {
    page: readWholeNumber(query.page, 'page', 1, 1, Number.MAX_SAFE_INTEGER),
    limit: readWholeNumber(query.limit, 'limit', defaults.limit, 1, defaults.maxLimit),
  };
}

function readWholeNumber(raw: unknown, field: string, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value)) throw badRequest(`${field} must be a whole number`);
  return Math.min(max, Math.max(min, value));
}

/** What a question list was asked for: the whole list (the contract's default), one page, or a random draw. */
export type ListWindow = { kind: 'all' } | { kind: 'page'; page: number; limit: number } | { kind: 'sample'; size: number };

/** The question lists' page size when only `?page` is given, and the most `?limit` and `?sample` may ask for. */
export const QUESTION_PAGE = { limit: 100, maxLimit: 100 };

/**
 * Reads `?page`, `?limit` and `?sample` of a question list with readPaging's rules (clamped into range, a 400
 * for anything that is not a whole number). No parameter: the whole list, as the contract always answered.
 */
export function readListWindow(query: Record<string, unknown>, options: { sample: boolean }): ListWindow {
  const given = (name: string) => query[name] !== undefined && query[name] !== '';
  const paged = given('page') || given('limit');
  if (options.sample && given('sample')) {
    if (paged) throw badRequest('sample cannot be combined with page or limit');
    return { kind: 'sample', size: readWholeNumber(query.sample, 'sample', 1, 1, QUESTION_PAGE.maxLimit) };
  }
  if (!paged) return { kind: 'all' };
  return { kind: 'page', ...readPaging(query, QUESTION_PAGE) };
}

/**
 * The headers of one page of a bare list: X-Total-Count, and a Link to the next and previous pages (RFC 8288).
 * `path` is the root-relative address without its query; `keep` the call's other parameters (search...).
 */
export function pageHeaders(
  path: string,
  page: { page: number; limit: number; total: number },
  keep: Record<string, string | undefined> = {},
): Record<string, string> {
  const lastPage = Math.max(1, Math.ceil(page.total / page.limit));
  const address = (number: number) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(keep)) if (value !== undefined) query.set(name, value);
    query.set('limit', String(page.limit));
    query.set('page', String(number));
    return `<${path}?${query.toString()}>`;
  };
  const links: string[] = [];
  if (page.page < lastPage) links.push(`${address(page.page + 1)}; rel="next"`);
  // A page past the end links back to the last one.
  if (page.page > 1) links.push(`${address(Math.min(page.page - 1, lastPage))}; rel="prev"`);
  return { 'X-Total-Count': String(page.total), ...(links.length ? { Link: links.join(', ') } : {}) };
}
