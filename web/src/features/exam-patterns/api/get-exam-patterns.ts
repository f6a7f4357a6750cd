import useSWR from 'swr';
import type { examPatternPage } from '@exam-prep/contract/public/exam-patterns';
import { apiFetch, callPath, type ApiCall } from '@/lib/api';
import type { SchemaOutput } from '@/lib/schema-type';

/** GET /api/exam-patterns/all?limit=100 — every active exam pattern (the page shows at most 12). */
export type ExamPatternsAnswer = SchemaOutput<typeof examPatternPage>;

export const EXAM_PATTERNS_FETCH_LIMIT = 100;
/** The call the page makes (and the server render makes for it). */
export const examPatternsCall: ApiCall = { operation: 'listExamPatterns', query: { limit: EXAM_PATTERNS_FETCH_LIMIT } };
export const examPatternsPath = callPath(examPatternsCall);
export const fetchExamPatterns = () => apiFetch<ExamPatternsAnswer>(examPatternsPath);
export const useExamPatterns = () => useSWR<ExamPatternsAnswer>(examPatternsPath, fetchExamPatterns);
