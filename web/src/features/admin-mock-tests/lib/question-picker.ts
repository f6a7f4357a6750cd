import { withQuery } from '@/lib/list-page';
import { stripHtml } from '@/lib/plain-text';

/**
 * The question picker of a fixed section: the admin question search narrowed by a subtopic, an exam or both
 * (as /manage-questions narrows it), then by text; ten a page.
 */
export const PICKER_PAGE_SIZE = 10;
export const PREVIEW_LENGTH = 120;

export interface PickerFilters {
  subtopicName: string;
  examName: string;
}

/** The search call for the filters, page and text, or null until a subtopic or an exam is chosen. */
export function questionSearchPath({ subtopicName, examName }: PickerFilters, page: number, search: string): string | null {
  const subtopic = encodeURIComponent(subtopicName);
  const exam = encodeURIComponent(examName);
  const path =
    subtopicName && examName
      ? `/api/questions/all/exam/${exam}/subtopic/${subtopic}`
      : subtopicName
        ? `/api/questions/all/subtopic/${subtopic}`
        : examName
          ? `/api/questions/all/exam/${exam}`
          : null;
  return path && withQuery(path, { page, limit: PICKER_PAGE_SIZE, search: search.trim() });
}

/** A question's text as one line: formatting stripped, cut with an ellipsis. */
export function questionPreview(html: string | null | undefined, max = PREVIEW_LENGTH): string {
  const text = stripHtml(html);
  if (!text) return '(no text: a picture question)';
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}
