import useSWR from 'swr';
import { apiFetch } from '../lib/api';

/** One option; labelled A, B, C... by position. */
export interface QuestionOption {
  _id: string;
  /** 'text' → option_text is rich-text HTML; 'image' → plain text plus an optional image. */
  option_type: 'text' | 'image';
  option_text: string;
  /** Bare upload file name; load it with uploadUrl(). */
  path_url: string | null;
}

export interface Question {
  _id: string;
  /** Rich-text HTML: render with <SafeHtml>. */
  question: string;
  question_type: 'text' | 'image';
  question_image_url: string | null;
  /** The text of the correct option. */
  answer: string;
  explanation: string | null;
  subtopic_id: string | null;
  exam_ids: string[];
}

/** What every question endpoint answers. */
export interface QuestionRecord {
  question: Question;
  options: QuestionOption[];
}

export const questionsBySubtopicPath = (subtopicName: string) => `/api/questions/subtopic/${encodeURIComponent(subtopicName)}`;
export const questionsByExamAndSubtopicPath = (examName: string, subtopicName: string) =>
  `/api/questions/exam/${encodeURIComponent(examName)}/subtopic/${encodeURIComponent(subtopicName)}`;
export const questionByIdPath = (id: string) => `/api/questions/id/${encodeURIComponent(id)}`;

export const fetchQuestions = (path: string) => apiFetch<QuestionRecord[]>(path);
export const fetchQuestionById = (id: string) => apiFetch<QuestionRecord>(questionByIdPath(id));

/** Questions of a subtopic, optionally narrowed to one exam. */
export function useQuestions(subtopicName: string | undefined, examName?: string) {
  const path = !subtopicName ? null : examName ? questionsByExamAndSubtopicPath(examName, subtopicName) : questionsBySubtopicPath(subtopicName);
  return useSWR<QuestionRecord[]>(path, fetchQuestions);
}

/** Letter for an option position: 0 → 'A'. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
