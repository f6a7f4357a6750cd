/** Paging rules of the admin lists (exam patterns, cheatsheets): pages are 1-based. */

/** 'Showing X of Y exam patterns': X rows on this page of Y matching records. */
export const showingText = (shown: number, total: number, noun: string): string => `Showing ${shown} of ${total} ${noun}`;

/** The page count from the answer's pagination (`total` counts records; older answers may lack totalPages). */
export function pageCountOf(pagination: { total: number; totalPages?: number; limit?: number } | undefined, limit: number): number {
  if (!pagination) return 1;
  if (typeof pagination.totalPages === 'number') return Math.max(1, pagination.totalPages);
  return Math.max(1, Math.ceil(pagination.total / (pagination.limit ?? limit)));
}

/** After a delete empties the last page, step back to the page that now is the last one. */
export const pageWithinRange = (page: number, pageCount: number): number => Math.min(Math.max(1, page), Math.max(1, pageCount));
