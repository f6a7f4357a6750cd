import type { StrapiClient, StrapiList } from '../strapi/client.js';
import type { StrapiOption, StrapiQuestion } from '../strapi/types.js';
import { uploadFileName } from '../strapi/map.js';
import { nameFromAddress } from './validation.js';

import type { QuestionRecord } from '@exam-prep/contract/public/questions';

/** The contract's record (ai/prompt.ts reads it from here). */
export type { QuestionRecord };

/** Exactly the fields a {question, options} record needs, in one round trip. */
export const questionQuery = {
  fields: ['question', 'question_type', 'answer', 'explanation'],
  populate: {
    question_image: { fields: ['url'] },
    options: { populate: { image: { fields: ['url'] } } },
    subtopic: { fields: ['subtopic_name'] },
    exams: { fields: ['exam_name'] },
  },
  // Insertion order, so pages and mock tests are stable between requests.
  sort: ['id:asc'],
};

/** An option's _id: options are components without a documentId; the cms gives each a stable option_key. */
export const optionId = (questionId: string, option: Pick<StrapiOption, 'id' | 'option_key'>) =>
  option.option_key ?? `${questionId}-${option.id}`;

export function toQuestionRecord(row: StrapiQuestion): QuestionRecord {
  return {
    question: {
      _id: row.documentId,
      question: row.question,
      question_type: row.question_type ?? 'text',
      question_image_url: uploadFileName(row.question_image),
      answer: row.answer,
      explanation: row.explanation || null,
      subtopic_id: row.subtopic?.documentId ?? null,
      exam_ids: (row.exams ?? []).map((exam) => exam.documentId),
    },
    options: (row.options ?? []).map((option) => ({
      _id: optionId(row.documentId, option),
      option_type: option.option_type ?? 'text',
      option_text: option.option_text ?? '',
      path_url: uploadFileName(option.image),
    })),
  };
}

/** Which questions a list holds: those of a subtopic and/or an exam (by name), optionally containing a text. */
export interface QuestionSelection {
  subtopicName?: string;
  examName?: string;
  /** Admin search: text the question or its answer contains (case-insensitive). */
  search?: string;
}

export async function listQuestions(cms: StrapiClient, by: QuestionSelection): Promise<QuestionRecord[]> {
  const rows = await cms.getAll<StrapiQuestion>('/questions', questionListQuery(by));
  return rows.map(toQuestionRecord);
}

/** One page of a list and how many questions the whole list holds: one Strapi round trip, whatever the bank's size. */
export async function listQuestionPage(
  cms: StrapiClient,
  by: QuestionSelection,
  page: { page: number; limit: number },
): Promise<{ records: QuestionRecord[]; total: number }> {
  const { data, meta } = await cms.get<StrapiList<StrapiQuestion>>('/questions', {
    ...questionListQuery(by),
    pagination: { page: page.page, pageSize: page.limit },
  });
  return { records: data.map(toQuestionRecord), total: meta.pagination.total };
}

/**
 * The Strapi filters of a list by subtopic and/or exam name; a name that cannot exist is a 400 (nameFromAddress).
 * The names select rows through the link tables' indexes (cms/src/bootstrap/question-indexes.ts); a search
 * looks only among those rows.
 */
export function questionFilters(by: QuestionSelection): Record<string, unknown> {
  const filters: Record<string, unknown> = {};
  if (by.subtopicName !== undefined) filters.subtopic = { subtopic_name: { $eq: nameFromAddress(by.subtopicName, 'subtopic name') } };
  if (by.examName !== undefined) filters.exams = { exam_name: { $eq: nameFromAddress(by.examName, 'exam name') } };
  if (by.search) filters.$or = [{ question: { $containsi: by.search } }, { answer: { $containsi: by.search } }];
  return filters;
}

/** The Strapi query for a list by subtopic and/or exam name (see questionFilters). */
export function questionListQuery(by: QuestionSelection) {
  return { ...questionQuery, filters: questionFilters(by) };
}

export async function getQuestion(cms: StrapiClient, id: string): Promise<QuestionRecord> {
  const { sort: _unsorted, ...query } = questionQuery;
  const { data } = await cms.get<{ data: StrapiQuestion }>(`/questions/${encodeURIComponent(id)}`, query);
  return toQuestionRecord(data);
}
