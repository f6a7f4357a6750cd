import useSWR from 'swr';
import type { adminExamPatternPage } from '@exam-prep/contract/admin/exam-patterns';
import { apiFetch } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

/**
 * The exam-pattern drop-down of the mock-test form: every pattern (inactive ones too), read from the admin list
 * GET /api/exam-patterns/admin/all a hundred at a time (its largest page).
 */
export interface ExamPatternChoice {
  _id: string;
  exam_name: string;
}

type ExamPatternPage = SchemaOutput<typeof adminExamPatternPage>;
const PAGE_LIMIT = 100;
/** A bound on the loop whatever the server answers: 2,000 patterns is far beyond any real catalogue. */
const MAX_PAGES = 20;

export async function fetchExamPatternChoices(): Promise<ExamPatternChoice[]> {
  const choices: ExamPatternChoice[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await apiFetch<ExamPatternPage>(`/api/exam-patterns/admin/all?page=${page}&limit=${PAGE_LIMIT}`);
    choices.push(...answer.examPatterns.map(({ _id, exam_name }) => ({ _id, exam_name })));
    if (!answer.pagination.hasNext) break;
  }
  return choices.sort((a, b) => a.exam_name.localeCompare(b.exam_name));
}

export const useExamPatternChoices = () =>
  useSWR<ExamPatternChoice[]>('mock-test-form/exam-patterns', fetchExamPatternChoices, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
