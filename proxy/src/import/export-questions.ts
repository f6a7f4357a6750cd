import type { Writable } from 'node:stream';
import { correctOptionIndex, optionLetter } from '@exam-prep/contract/answer';
import { EXPORT_MEDIA_TYPES, IMPORT_MESSAGES, type ExportFormat } from '@exam-prep/contract/admin/question-import';
import { writeQuestions } from './formats/write.js';
import type { ExportRow } from './types.js';
import { notFound } from '#src/lib/errors.js';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import { uploadFileName } from '#src/strapi/map.js';
import type { StrapiQuestion } from '#src/strapi/types.js';
import { questionListQuery, type QuestionSelection } from '#src/questions/questions.js';

/**
 * GET /api/questions/export: the questions of a subtopic and/or an exam (or the whole bank) in the
 * import's columns, read from the CMS a page at a time and written out as they come, so an export imports back
 * unchanged.
 */

export interface ExportRequest {
  subtopic?: string;
  exam?: string;
  format: ExportFormat;
}

/** Questions read from the CMS per round trip. */
const PAGE_SIZE = 500;

const EXTENSIONS: Record<ExportFormat, string> = { csv: 'csv', xlsx: 'xlsx', aiken: 'txt' };

/** The download's headers: its type and `questions-<subtopic-or-exam-or-all>.<ext>`. */
export function exportHeaders(request: ExportRequest): Record<string, string> {
  const named = [request.subtopic, request.exam].filter((name): name is string => Boolean(name));
  const label = named.length > 0 ? named.join('-') : 'all';
  const safe = label.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'questions';
  const fileName = `questions-${safe}.${EXTENSIONS[request.format]}`;
  const unicodeName = `questions-${label}.${EXTENSIONS[request.format]}`;
  const type = EXPORT_MEDIA_TYPES[request.format];
  return {
    'content-type': request.format === 'xlsx' ? type : `${type}; charset=utf-8`,
    // The ASCII name for every client, the name as written (Hindi, spaces) for those that read filename*.
    'content-disposition': `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(unicodeName)}`,
  };
}

/** A subtopic or exam that does not exist is a 404 before anything is sent. */
export async function checkExportNames(cms: StrapiClient, request: ExportRequest): Promise<void> {
  const exists = async (path: string, field: string, name: string) => {
    const { data } = await cms.get<StrapiList<unknown>>(path, {
      fields: [field],
      filters: { [field]: { $eq: name } },
      pagination: { page: 1, pageSize: 1 },
    });
    return data.length > 0;
  };
  const [subtopicFound, examFound] = await Promise.all([
    request.subtopic === undefined || exists('/subtopics', 'subtopic_name', request.subtopic),
    request.exam === undefined || exists('/exams', 'exam_name', request.exam),
  ]);
  if (!subtopicFound) throw notFound(IMPORT_MESSAGES.unknownExportName('subtopic', request.subtopic!));
  if (!examFound) throw notFound(IMPORT_MESSAGES.unknownExportName('exam', request.exam!));
}

/** Writes the file to `out` (which it ends). */
export async function exportQuestions(cms: StrapiClient, request: ExportRequest, out: Writable): Promise<void> {
  // Questions held for tests too: the export is the whole bank as an editor keeps it.
  const selection: QuestionSelection = { subtopicName: request.subtopic, examName: request.exam, includeHeld: true };
  await writeQuestions(request.format, exportRows(cms, selection), out);
}

async function* exportRows(cms: StrapiClient, selection: QuestionSelection): AsyncGenerator<ExportRow> {
  const listQuery = questionListQuery(selection);
  const query = { ...listQuery, fields: [...listQuery.fields, 'held_for_tests'] };
  for (let page = 1; ; page++) {
    const { data, meta } = await cms.get<StrapiList<StrapiQuestion>>('/questions', { ...query, pagination: { page, pageSize: PAGE_SIZE } });
    for (const question of data) yield toExportRow(question);
    if (page >= meta.pagination.pageCount) return;
  }
}

/** A stored question in the import's terms: `correct` is the letter of the option its answer names. */
export function toExportRow(question: StrapiQuestion & { held_for_tests?: boolean | null }): ExportRow {
  const options = question.options ?? [];
  const exact = correctOptionIndex(options, question.answer, { exact: true });
  const correct = exact >= 0 ? exact : correctOptionIndex(options, question.answer);
  return {
    subtopic: question.subtopic?.subtopic_name ?? '',
    question: question.question,
    options: options.map((option) => ({ text: option.option_text ?? '', image: uploadFileName(option.image) ?? '' })),
    correct: correct >= 0 ? optionLetter(correct) : '',
    explanation: question.explanation ?? '',
    exams: (question.exams ?? []).map((exam) => exam.exam_name),
    questionImage: uploadFileName(question.question_image) ?? '',
    heldForTests: question.held_for_tests === true ? 'true' : 'false',
  };
}
