import type { MockTestSummary } from '@exam-prep/contract/public/mock-tests';
import type { Translator } from '@/i18n/i18n';

export interface ExamGroup {
  exam: string;
  papers: MockTestSummary[];
}

/** Papers linked to no exam are listed last, under this heading (shown as the catalogs' mock-tests.list.otherPapers). */
export const OTHER_PAPERS = 'Other papers';

/** Previous-year papers first (newest year first), then practice papers; by title within each. */
export function comparePapers(a: MockTestSummary, b: MockTestSummary): number {
  if (a.kind !== b.kind) return a.kind === 'previous_year' ? -1 : 1;
  if (a.kind === 'previous_year' && a.year !== b.year) return (b.year ?? 0) - (a.year ?? 0);
  return a.title.localeCompare(b.title, 'en', { numeric: true });
}

/** The list page's grouping: one group per exam, by exam name, then the papers of no exam. */
export function groupByExam(papers: readonly MockTestSummary[]): ExamGroup[] {
  const groups = new Map<string, MockTestSummary[]>();
  for (const paper of papers) {
    const exam = paper.exam_name?.trim() || OTHER_PAPERS;
    groups.set(exam, [...(groups.get(exam) ?? []), paper]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER_PAPERS ? 1 : b === OTHER_PAPERS ? -1 : a.localeCompare(b, 'en', { numeric: true })))
    .map(([exam, list]) => ({ exam, papers: list.sort(comparePapers) }));
}

/** A paper's facts as the list shows them, in the page's language: '2023 · 100 questions · 60 minutes · 4 sections'. */
export function paperFacts(paper: MockTestSummary, t: Translator['t']): string[] {
  return [
    paper.kind === 'previous_year' && paper.year !== null ? String(paper.year) : '',
    t('mock-tests.paper.questions', { count: paper.total_questions }),
    t('mock-tests.paper.minutes', { count: paper.duration }),
    paper.sections_count > 1 ? t('mock-tests.paper.sections', { count: paper.sections_count }) : '',
  ].filter(Boolean);
}
