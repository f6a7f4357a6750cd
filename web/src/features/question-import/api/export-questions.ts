import type { ExportFormat, ExportQuestionsQuery } from '@exam-prep/contract/admin/question-import';

/**
 * GET /api/questions/export?subtopic=&exam=&format=csv|xlsx|aiken (admin session): the questions as a download
 * (content-disposition: attachment). A plain link: the browser sends the session cookie and saves the file itself,
 * however large, without holding it in memory.
 */
export type { ExportFormat, ExportQuestionsQuery };

export function exportQuestionsHref(query: ExportQuestionsQuery): string {
  const params = new URLSearchParams();
  if (query.subtopic) params.set('subtopic', query.subtopic);
  if (query.exam) params.set('exam', query.exam);
  params.set('format', query.format ?? 'csv');
  return `/api/questions/export?${params.toString()}`;
}
