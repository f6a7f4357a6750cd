/** Paging rules shared by the practice and saved-question lists. Pages are 1-based. */
export const QUESTIONS_PER_PAGE = 10;

/** Numbered page buttons appear only when there are more than one page's worth of questions (more than 10). */
export function showNumberedPages(total: number, perPage = QUESTIONS_PER_PAGE): boolean {
  return total > perPage;
}

/** A page number that exists for this many items (a removal may empty the last page). */
export function clampPage(page: number, total: number, perPage = QUESTIONS_PER_PAGE): number {
  const last = Math.max(1, Math.ceil(total / perPage));
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** 1-based positions of the first and last item shown on a page ('Showing 11–20 of 25'); 0 and 0 when empty. */
export function pageBounds(page: number, total: number, perPage = QUESTIONS_PER_PAGE): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const current = clampPage(page, total, perPage);
  return { first: (current - 1) * perPage + 1, last: Math.min(current * perPage, total) };
}
