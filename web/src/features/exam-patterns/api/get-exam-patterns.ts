import useSWR from 'swr';
import { apiFetch } from '../../../lib/api';
import type { ExamPattern } from './types';

/** GET /api/exam-patterns/all?limit=100 — every active exam pattern (the page shows at most 12). */
export interface ExamPatternsAnswer {
  examPatterns: ExamPattern[];
  pagination: { current: number; total: number; totalPages: number; limit: number; hasNext: boolean; hasPrev: boolean };
}

export const EXAM_PATTERNS_FETCH_LIMIT = 100;
export const examPatternsPath = `/api/exam-patterns/all?limit=${EXAM_PATTERNS_FETCH_LIMIT}`;
export const fetchExamPatterns = () => apiFetch<ExamPatternsAnswer>(examPatternsPath);
export const useExamPatterns = () => useSWR<ExamPatternsAnswer>(examPatternsPath, fetchExamPatterns);
