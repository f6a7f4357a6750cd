/** Paging rules of the admin lists (questions, exams, exam patterns, cheatsheets): pages are 1-based. */

/** The rows of an admin list on screen: how many ('Showing 10 of 23 exam patterns'), or their 1-based positions. */
export type ShownRows = number | { first: number; last: number };

/**
 * The count line of every admin list, with the wording the admin spec gives each one:
 * 'Showing 10 of 23 exam patterns' (a row count), 'Showing 11 to 20 of 25 questions' (positions),
 * and 'Showing 0 of 0 exams' for an empty list.
 */
export function showingText(shown: ShownRows, total: number, noun: string): string {
  if (typeof shown === 'number') return `Showing ${shown} of ${total} ${noun}`;
  if (total <= 0) return `Showing 0 of 0 ${noun}`;
  return `Showing ${shown.first} to ${shown.last} of ${total} ${noun}`;
}

/** 1-based positions of the rows on a server page (page 2 of 10 per page, 23 records: 11 to 20). */
export function rowPositions(page: number, limit: number, total: number): { first: number; last: number } {
  return { first: (page - 1) * limit + 1, last: Math.min(page * limit, total) };
}

/** The page count from the answer's pagination (`total` counts records; older answers may lack totalPages). */
export function pageCountOf(pagination: { total: number; totalPages?: number; limit?: number } | undefined, limit: number): number {
  if (!pagination) return 1;
  if (typeof pagination.totalPages === 'number') return Math.max(1, pagination.totalPages);
  return Math.max(1, Math.ceil(pagination.total / (pagination.limit ?? limit)));
}

/** After a delete empties the last page, step back to the page that now is the last one. */
export const pageWithinRange = (page: number, pageCount: number): number => Math.min(Math.max(1, page), Math.max(1, pageCount));

/** The rows of an admin list on screen, with the counts its summary and pager show. */
export interface AdminListView<Row> {
  rows: Row[];
  total: number;
  pageCount: number;
  /** 1-based positions of the first and last rows shown. */
  first: number;
  last: number;
}

/** The view of one page the server gave (`total` counts every record; rows without pagination count alone). */
export function serverPageView<Row>(
  rows: Row[] | undefined,
  pagination: { total: number; totalPages?: number; limit?: number } | undefined,
  page: number,
  limit: number,
): AdminListView<Row> {
  const shown = rows ?? [];
  const total = pagination?.total ?? shown.length;
  return { rows: shown, total, pageCount: pageCountOf(pagination, limit), ...rowPositions(page, pagination?.limit ?? limit, total) };
}
