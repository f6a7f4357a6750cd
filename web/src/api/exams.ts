import useSWR from 'swr';
import { apiFetch } from '../lib/api';

/** GET /api/exams/all — the exam dropdown. */
export interface Exam {
  _id: string;
  exam_name: string;
  exam_level: string | null;
}

export const examsPath = '/api/exams/all';
export const fetchExams = () => apiFetch<Exam[]>(examsPath);
export const useExams = () => useSWR<Exam[]>(examsPath, fetchExams);
