import type { QuestionRecord } from '@/api/questions';
import { serverPageView, type AdminListView } from '@/lib/admin-list';
import { withQuery, type ListPage } from '@/lib/list-page';
import { stripHtml } from '@/lib/plain-text';

/** The question manager's filter (admin spec §2): nothing is loaded for 'all'. */
export type FilterType = 'all' | 'subtopic' | 'exam' | 'both';

export const FILTER_TYPES: ReadonlyArray<{ value: FilterType; label: string }> = [
  { value: 'all', label: 'All (choose a filter)' },
  { value: 'subtopic', label: 'By subtopic' },
  { value: 'exam', label: 'By exam' },
  { value: 'both', label: 'By exam and subtopic' },
];

/** Page size and preview length (admin spec §9). */
export const QUESTIONS_PAGE_SIZE = 10;
export const PREVIEW_LENGTH = 80;

/** The list's own filters; the search box and the page are the admin list's (components/admin/use-admin-list). */
export interface QuestionFilters {
  filterType: FilterType;
  subtopicName: string;
  examName: string;
}

export const initialFilters: QuestionFilters = { filterType: 'all', subtopicName: '', examName: '' };

/** Changing the filter type clears the selections (and, as any filter change, goes back to page 1). */
export const filtersOfType = (filterType: FilterType): QuestionFilters => ({ filterType, subtopicName: '', examName: '' });

/** Which selectors the filter type uses. */
export const usesSubtopic = (filterType: FilterType) => filterType === 'subtopic' || filterType === 'both';
export const usesExam = (filterType: FilterType) => filterType === 'exam' || filterType === 'both';

/** The admin list call for the filters, or null when nothing should load yet ('all', or a selection missing). */
export function questionsPath({ filterType, subtopicName, examName }: QuestionFilters): string | null {
  const subtopic = encodeURIComponent(subtopicName);
  const exam = encodeURIComponent(examName);
  switch (filterType) {
    case 'subtopic':
      return subtopicName ? `/api/questions/all/subtopic/${subtopic}` : null;
    case 'exam':
      return examName ? `/api/questions/all/exam/${exam}` : null;
    case 'both':
      return subtopicName && examName ? `/api/questions/all/exam/${exam}/subtopic/${subtopic}` : null;
    default:
      return null;
  }
}

/** The table's question preview: formatting stripped, cut at 80 characters with an ellipsis. */
export function previewText(html: string | null | undefined, max = PREVIEW_LENGTH): string {
  const text = stripHtml(html);
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/**
 * The server page for the filters, the page and the search (question text or answer, any case; searched and
 * paged by the server over its indexes, so a bank of any size costs one page of 10), or null when nothing loads.
 */
export function questionsPagePath(filters: QuestionFilters, page: number, search: string): string | null {
  const path = questionsPath(filters);
  return path && withQuery(path, { page, limit: QUESTIONS_PAGE_SIZE, search });
}

/** What /manage-questions shows of the server's page: its rows, and the counts from X-Total-Count. */
export const questionListView = (data: ListPage<QuestionRecord> | undefined, { page }: { page: number }): AdminListView<QuestionRecord> =>
  serverPageView(data?.items, data && { total: data.total }, page, QUESTIONS_PAGE_SIZE);
