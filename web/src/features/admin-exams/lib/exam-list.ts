/** The exam-management list's page size (admin spec §9: exam list limit 10). */
export const EXAM_PAGE_SIZE = 10;

export interface ExamListQuery {
  page: number;
  search: string;
  /** '' for any level. */
  examLevel: string;
}

/** GET /api/exams/admin/all with page, limit 10 and only the filters that are set. */
export function adminExamsPath({ page, search, examLevel }: ExamListQuery): string {
  const params = new URLSearchParams({ page: String(Math.max(1, Math.floor(page) || 1)), limit: String(EXAM_PAGE_SIZE) });
  if (search.trim()) params.set('search', search.trim());
  if (examLevel) params.set('exam_level', examLevel);
  return `/api/exams/admin/all?${params.toString()}`;
}
