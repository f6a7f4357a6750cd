import type { MergeBody, StudentNote } from '@exam-prep/contract/student/progress';
import { studentRequest } from './student-request';

/** The account's state after a merge (contract mergeAnswer). */
export interface MergeAnswer {
  savedQuestions: string[];
  notes: StudentNote[];
  linkedAttempts: number;
}

/** POST /api/student/merge: what this browser holds joins the account (a union; nothing overwritten). */
export const mergeIntoAccount = (body: Partial<MergeBody>) => studentRequest<MergeAnswer>('/api/student/merge', { method: 'POST', body });
