import type { QuestionOption, QuestionRecord } from '@exam-prep/contract/public/questions';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/**
 * What every question endpoint answers: {question, options}. Options are labelled A, B, C... by position; rich
 * text (question, option_text of a text option, explanation) renders with <SafeHtml>; pictures are bare upload
 * file names, loaded with uploadUrl().
 */
export type { QuestionOption, QuestionRecord };

export const questionsBySubtopicPath = (subtopicName: string) => operationPath('listQuestionsOfSubtopic', { subtopicName });
export const questionsByExamAndSubtopicPath = (examName: string, subtopicName: string) =>
  operationPath('listQuestionsOfExamAndSubtopic', { examName, subtopicName });
export const questionByIdPath = (id: string) => operationPath('getQuestion', { id });

export const fetchQuestionById = (id: string) => apiFetch<QuestionRecord>(questionByIdPath(id));

/** 'A' for the first option… (the contract's, shared with the proxy's scoring). */
export { optionLetter } from '@exam-prep/contract/answer';
