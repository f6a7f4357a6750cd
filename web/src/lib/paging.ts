/** Paging rules shared by the practice and saved-question lists. Pages are 1-based. */
import { QUESTIONS_PER_PAGE } from '@exam-prep/contract/page-text';

export { QUESTIONS_PER_PAGE };

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

/** The page an address asks for (`?page=3`): a whole number from 1, else page 1. */
export function pageFromQuery(value: string | null): number {
  const page = value !== null && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}

/** 1-based positions of the first and last item shown on a page ('Showing 11–20 of 25'); 0 and 0 when empty. */
export function pageBounds(page: number, total: number, perPage = QUESTIONS_PER_PAGE): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const current = clampPage(page, total, perPage);
  return { first: (current - 1) * perPage + 1, last: Math.min(current * perPage, total) };
}

/** A gap in the numbered page buttons ('…'). */
export const PAGE_GAP = 'gap';

/**
 * The numbered page buttons to show: all of them up to `2 * around + 5` pages, else the first, the last and
 * `around` pages either side of the current one, with a gap where pages are left out (1 … 4 5 6 7 8 … 1000),
 * so a bank of thousands of questions does not render a thousand buttons.
 */
export function pageWindow(page: number, totalPages: number, around = 2): Array<number | typeof PAGE_GAP> {
  const last = Math.max(1, Math.floor(totalPages));
  if (last <= 2 * around + 5) return Array.from({ length: last }, (_, index) => index + 1);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), last);
  let from = current - around;
  let to = current + around;
  // A gap never hides a single page, and the window keeps its width at either end (1 2 3 4 5 6 7 … 1000).
  if (from <= 3) [from, to] = [2, Math.max(to, 2 * around + 3)];
  if (to >= last - 2) [from, to] = [Math.min(from, last - 2 * around - 2), last - 1];
  const shown: Array<number | typeof PAGE_GAP> = [1];
  if (from > 2) shown.push(PAGE_GAP);
  for (let number = from; number <= to; number++) shown.push(number);
  if (to < last - 1) shown.push(PAGE_GAP);
  shown.push(last);
  return shown;
}
