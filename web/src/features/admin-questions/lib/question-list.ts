import type { QuestionRecord } from '../../../api/questions';
import type { AdminListView } from '../../../lib/admin-list';
import { stripHtml } from './rich-text';

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

/** Case-insensitive search over the question text and the answer (formatting ignored); blank keeps all. */
export function searchQuestions(records: QuestionRecord[], search: string): QuestionRecord[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return records;
  return records.filter(
    ({ question }) =>
      stripHtml(question.question).toLowerCase().includes(needle) || stripHtml(question.answer).toLowerCase().includes(needle),
  );
}

/** The page shown, clamped into the pages that exist (positions are 0 when empty). */
export interface QuestionPage extends AdminListView<QuestionRecord> {
  page: number;
}

/** One page of 10 from the (searched) list. */
export function pageOfQuestions(records: QuestionRecord[], page: number, perPage = QUESTIONS_PAGE_SIZE): QuestionPage {
  const total = records.length;
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const rows = records.slice((current - 1) * perPage, current * perPage);
  return {
    rows,
    page: current,
    pageCount: totalPages,
    total,
    first: total ? (current - 1) * perPage + 1 : 0,
    last: (current - 1) * perPage + rows.length,
  };
}

/** What /manage-questions shows of the loaded records: those the search finds, one page of 10. */
export const questionListView = (records: QuestionRecord[] | undefined, { page, search }: { page: number; search: string }): QuestionPage =>
  pageOfQuestions(searchQuestions(records ?? [], search), page);
