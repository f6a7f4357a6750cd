import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiOption, StrapiQuestion } from '#src/strapi/types.js';
import { uploadFileName } from '#src/strapi/map.js';
import { nameFromAddress } from '#src/lib/validation.js';
import { notFound } from '#src/lib/errors.js';
import { DEFAULT_LOCALE, localeOf, translated, translationsOf, type Locale } from '#src/strapi/locale.js';

import type { QuestionRecord } from '@exam-prep/contract/public/questions';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import { correctOptionIndex } from '@exam-prep/contract/answer';
import { plainText } from '@exam-prep/contract/question-structured-data';

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

/** What a question's translation is read with: its own texts (the rest is the English version's). */
export const questionTranslationQuery = {
  fields: ['question', 'explanation', 'question_title'],
  populate: { options: { fields: ['option_key', 'option_text'] } },
};

/** An option as localizedQuestion leaves it: `untranslated_fields` names its text when that stayed English. */
export type LocalizedOption = StrapiOption & { untranslated_fields?: Array<'option_text'> };

/** A question row; localizedQuestion adds the names of the texts its translation lacks (they stay English). */
type TitledQuestion = StrapiQuestion & {
  question_title?: string | null;
  untranslated_fields?: Array<'explanation' | 'answer'>;
};

/**
 * A question's English version with its translation's texts laid over it: the question, the explanation (the
 * English one where the translation has none) and each option's text (matched by option_key, else by position
 * when both have as many options); the answer is the translated text of the correct option, which stays the
 * one the English answer names. Pictures, types, relations and option ids stay the English version's. A
 * translation without question text is no translation: the English version stays as it is. Each text kept in
 * English inside a translated question is named in `untranslated_fields` (the question's, or the option's).
 */
export function localizedQuestion<T extends TitledQuestion>(row: T, translation: TitledQuestion | undefined): T {
  if (!translation || !plainText(translation.question).trim()) return row;
  const theirs = translation.options ?? [];
  const ours = row.options ?? [];
  const options = ours.map((option, index): LocalizedOption => {
    const match =
      (option.option_key ? theirs.find((other) => other.option_key === option.option_key) : undefined) ??
      (theirs.length === ours.length ? theirs[index] : undefined);
    const text = translated(match?.option_text);
    if (text !== undefined) return { ...option, option_text: text };
    // A picture option without text has nothing to translate.
    return translated(option.option_text) === undefined ? option : { ...option, untranslated_fields: ['option_text'] };
  });
  const correct = correctOptionIndex(ours, row.answer);
  const answer = correct >= 0 && translated(ours[correct]!.option_text) ? options[correct]!.option_text! : row.answer;
  const explanation = translated(translation.explanation);
  const untranslated = [
    ...(explanation === undefined && translated(row.explanation) !== undefined ? (['explanation'] as const) : []),
    ...(correct >= 0 && options[correct]!.untranslated_fields ? (['answer'] as const) : []),
  ];
  return {
    ...row,
    question: translation.question,
    explanation: explanation ?? row.explanation,
    question_title: translated(translation.question_title) ?? row.question_title,
    options,
    answer,
    locale: localeOf(translation),
    ...(untranslated.length > 0 ? { untranslated_fields: untranslated } : {}),
  };
}

/** These English versions in `locale`: their translations read in one request per 100 (none in English). */
export async function localizedQuestions<T extends TitledQuestion>(cms: StrapiClient, locale: Locale, rows: T[]): Promise<T[]> {
  if (locale === DEFAULT_LOCALE) return rows;
  const translations = await translationsOf<TitledQuestion>(
    cms,
    '/questions',
    locale,
    rows.map((row) => row.documentId),
    questionTranslationQuery,
  );
  return rows.map((row) => localizedQuestion(row, translations.get(row.documentId)));
}

export function toQuestionRecord(row: TitledQuestion): QuestionRecord {
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
      locale: localeOf(row),
      ...(row.untranslated_fields ? { untranslated_fields: row.untranslated_fields } : {}),
    },
    options: (row.options ?? []).map((option: LocalizedOption) => ({
      _id: optionId(row.documentId, option),
      option_type: option.option_type ?? 'text',
      option_text: option.option_text ?? '',
      path_url: uploadFileName(option.image),
      ...(option.untranslated_fields ? { untranslated_fields: option.untranslated_fields } : {}),
    })),
  };
}

/** An admin record (admin lists, the edit form): the public record with the question's held_for_tests flag. */
export function toAdminQuestionRecord(row: TitledQuestion): AdminQuestionRecord {
  const record = toQuestionRecord(row);
  return { ...record, question: { ...record.question, held_for_tests: isHeld(row) } };
}

/** Which questions a list holds: those of a subtopic and/or an exam (by name), optionally containing a text. */
export interface QuestionSelection {
  subtopicName?: string;
  examName?: string;
  /** Admin search: text the question or its answer contains (case-insensitive). */
  search?: string;
  /** Admin reads only: questions held for tests too (every public read leaves them out). */
  includeHeld?: boolean;
}

/**
 * What every public question read filters by: questions held for tests (kept for mock-test papers) are left out, as
 * if they did not exist. cms/src/bootstrap/question-list-middleware.ts serves this exact shape from the link indexes.
 */
export const NOT_HELD_FILTER = { held_for_tests: { $ne: true } } as const;

/** Whether a question row is held for tests (a public read answers 404 for it). */
export const isHeld = (row: { held_for_tests?: boolean | null }) => row.held_for_tests === true;

/** A list's records: admin ones (with held_for_tests) when the selection includes held questions. */
const recordOf = (by: QuestionSelection): ((row: TitledQuestion) => QuestionRecord) =>
  by.includeHeld ? toAdminQuestionRecord : toQuestionRecord;

export async function listQuestions(cms: StrapiClient, by: QuestionSelection, locale: Locale = DEFAULT_LOCALE): Promise<QuestionRecord[]> {
  const rows = await cms.getAll<StrapiQuestion>('/questions', questionListQuery(by));
  return (await localizedQuestions(cms, locale, rows)).map(recordOf(by));
}

/**
 * A whole list, page after page in list order (the same rows as listQuestions), for answers too large to make
 * at once: one Strapi request of `pageSize` rows at a time (each quick, served from the link indexes), the next
 * asked for while this one is used, and no count. An unknown name is an empty list; a name that cannot exist
 * throws (400) before the first page.
 */
export async function* questionPages(
  cms: StrapiClient,
  by: QuestionSelection,
  pageSize: number,
  locale: Locale = DEFAULT_LOCALE,
): AsyncGenerator<QuestionRecord[]> {
  const query = questionListQuery(by);
  // One page at a time, never the next while this one is used: a huge list's build leaves Strapi free to answer
  // the rest of the site between its pages, and the proxy holds one page, not two.
  for (let page = 1; ; page++) {
    const { data } = await cms.get<StrapiList<StrapiQuestion>>('/questions', {
      ...query,
      pagination: { page, pageSize, withCount: false },
    });
    const more = data.length === pageSize;
    yield (await localizedQuestions(cms, locale, data)).map(recordOf(by));
    if (!more) return;
  }
}

/** One page of a list and how many questions the whole list holds: one Strapi round trip, whatever the bank's size. */
export async function listQuestionPage(
  cms: StrapiClient,
  by: QuestionSelection,
  page: { page: number; limit: number },
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ records: QuestionRecord[]; total: number }> {
  const { data, meta } = await cms.get<StrapiList<StrapiQuestion>>('/questions', {
    ...questionListQuery(by),
    pagination: { page: page.page, pageSize: page.limit },
  });
  return { records: (await localizedQuestions(cms, locale, data)).map(recordOf(by)), total: meta.pagination.total };
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
  return by.includeHeld ? filters : { ...filters, ...NOT_HELD_FILTER };
}

/** The Strapi query for a list by subtopic and/or exam name (see questionFilters). */
export function questionListQuery(by: QuestionSelection) {
  const fields = by.includeHeld ? [...questionQuery.fields, 'held_for_tests'] : questionQuery.fields;
  return { ...questionQuery, fields, filters: questionFilters(by) };
}

/** A question by id; one held for tests is a 404 (as for an unknown id) unless `includeHeld` (admin reads). */
export async function getQuestion(
  cms: StrapiClient,
  id: string,
  locale: Locale = DEFAULT_LOCALE,
  { includeHeld = false }: { includeHeld?: boolean } = {},
): Promise<QuestionRecord> {
  const { sort: _unsorted, ...query } = questionQuery;
  // The question and its translation side by side: its id is known before either answers.
  const [{ data }, translations] = await Promise.all([
    cms.get<{ data: StrapiQuestion }>(`/questions/${encodeURIComponent(id)}`, { ...query, fields: [...query.fields, 'held_for_tests'] }),
    translationsOf<TitledQuestion>(cms, '/questions', locale, [id], questionTranslationQuery),
  ]);
  // Word for word Strapi's answer for an unknown id (the client's 404): a held question is not told apart.
  if (!includeHeld && isHeld(data)) throw notFound('Not Found');
  return (includeHeld ? toAdminQuestionRecord : toQuestionRecord)(localizedQuestion(data, translations.get(data.documentId)));
}
