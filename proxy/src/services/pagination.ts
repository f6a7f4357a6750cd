import { badRequest } from '../lib/errors.js';

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
