/** An exam pattern as the public API answers it (the entity of public-site.md §3): the contract's type. */
import type { PublicExamPattern } from '@exam-prep/contract/public/exam-patterns';

export type ExamPattern = PublicExamPattern;
