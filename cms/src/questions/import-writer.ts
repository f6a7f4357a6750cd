import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  bulkStorage,
  defaultLocaleFor,
  linkRow,
  mediaLinkRow,
  questionColumns,
  type JoinTable,
  type ModelMeta,
  type Row,
} from '#src/seed/bulk-storage.js';
import { findHtmlModels, holdsHtml, type HtmlField } from '#src/sanitize/html-fields.js';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';
import { reindex } from '#src/site-search/index-writer.js';
import { fileUnfiledMediaInUse } from '#src/bootstrap/media-folders.js';
import { plainTextOf, storedQuestionTitle } from './question-title';
import { ImportLineError, type ImportLine } from './import-lines';

/**
 * The question import's batch writer: every question of an import in ONE transaction, written with
 * batched inserts (like the bulk seeder, src/seed/bulk.ts) instead of one document-service create each, which
 * takes minutes for 10,000 questions. The rows are those `strapi.documents(...).create` writes: the entry (default
 * locale, published, timestamps, document id), its option components and their join rows, the subtopic and exam
 * link rows with their order columns, and the upload plugin's link rows of its pictures. What the document
 * service's middlewares add is done here too: rich text cleaned by the CMS's sanitiser, options given their keys,
 * question_title set, and the site search's rows written in the same transaction. Triggers and indexes of our own
 * (the admin search's FTS5 table, the link indexes) follow the inserts by themselves. Any failure rolls all back.
 */

const QUESTION_UID = 'api::question.question';
const SUBTOPIC_UID = 'api::subtopic.subtopic';
const EXAM_UID = 'api::exam.exam';
const FILE_UID = 'plugin::upload.file';
/** Questions inserted per round of statements (their options, links and pictures follow in the same round). */
const QUESTION_BATCH = 500;

export interface ImportedQuestions {
  created: number;
  documentIds: string[];
}

/** A line's question, cleaned and checked, ready to store. */
interface PreparedQuestion {
  line: number;
  data: ImportLine;
  title: string;
}

/** Cleans every HTML field the way the document-service middleware (sanitize/document-middleware.ts) does. */
function cleaner(strapi: Core.Strapi, optionUid: string) {
  const fields = new Map(findHtmlModels(strapi).map((model) => [model.uid, model.fields]));
  // Cleaning is most of an import's CPU time, and banks repeat texts (the answer is an option's text; "None of
  // these", shared explanations): each distinct text is cleaned once per import.
  const cleanedTexts = new Map<string, string>();
  const sanitize = (html: string) => {
    let cleaned = cleanedTexts.get(html);
    if (cleaned === undefined) cleanedTexts.set(html, (cleaned = sanitizeRichText(html)));
    return cleaned;
  };
  const clean = <T extends Record<string, unknown>>(uid: string, data: T): T => {
    const cleaned: Record<string, unknown> = { ...data };
    for (const field of fields.get(uid) ?? ([] as HtmlField[])) {
      const value = cleaned[field.attribute];
      if (typeof value === 'string' && holdsHtml(field, cleaned)) cleaned[field.attribute] = sanitize(value);
    }
    return cleaned as T;
  };
  return (line: ImportLine): ImportLine => ({
    ...clean(QUESTION_UID, line),
    options: line.options.map((option) => clean(optionUid, option)),
  });
}

const hasContent = (html: string | null) => typeof html === 'string' && (plainTextOf(html) !== '' || /<img\b/i.test(html));

/** What the admin form insists on (proxy/src/questions/admin-questions.ts), checked again on the cleaned text. */
function checkQuestion(line: number, data: ImportLine) {
  if (!hasContent(data.question)) throw new ImportLineError(line, 'question has no text once cleaned');
  if (data.question_type === 'image' && data.question_image === null)
    throw new ImportLineError(line, 'question_image: an image question needs its picture');
  data.options.forEach((option, index) => {
    if (!hasContent(option.option_text) && option.image === null)
      throw new ImportLineError(line, `options.${index}: an option needs text or a picture`);
  });
  // The stored answer is the correct option's text, or its letter when that option is a picture without text.
  const byText = data.options.some((option) => hasContent(option.option_text) && option.option_text === data.answer);
  const letter = /^[A-Z]$/.test(data.answer) ? data.options[data.answer.charCodeAt(0) - 65] : undefined;
  if (!byText && !(letter && !hasContent(letter.option_text) && letter.image !== null))
    throw new ImportLineError(line, "answer: not an option's text, nor the letter of a picture option");
}

/** Cleans and checks the lines read by readImportLines: the first bad one throws an ImportLineError. */
export function prepareImport(strapi: Core.Strapi, lines: Array<{ line: number; question: ImportLine }>): PreparedQuestion[] {
  const optionUid = (strapi.db.metadata.get(QUESTION_UID) as unknown as ModelMeta).attributes.options?.target;
  if (!optionUid) throw new Error(`${QUESTION_UID}.options has no component target; the import needs updating`);
  const clean = cleaner(strapi, optionUid);
  return lines.map(({ line, question }) => {
    const data = clean(question);
    checkQuestion(line, data);
    return { line, data, title: storedQuestionTitle(data.question) };
  });
}

/** Row ids by document id (default locale), of the wanted document ids that exist. */
async function idsByDocumentId(strapi: Core.Strapi, trx: Knex, uid: string, wanted: Set<string>): Promise<Map<string, number>> {
  const { table, col, db, chunkSize } = bulkStorage(strapi);
  const meta = db.metadata.get(uid);
  const locale = await defaultLocaleFor(strapi, uid);
  const found = new Map<string, number>();
  const list = [...wanted];
  for (let start = 0; start < list.length; start += chunkSize) {
    const query = table(trx, meta.tableName)
      .select({ id: 'id', documentId: col(meta, 'documentId') })
      .whereIn(col(meta, 'documentId'), list.slice(start, start + chunkSize));
    if (locale !== null) query.where(col(meta, 'locale'), locale);
    for (const row of (await query) as Array<{ id: number | string; documentId: string }>) found.set(row.documentId, Number(row.id));
  }
  return found;
}

/** The upload files among `wanted` that exist. */
async function existingFiles(strapi: Core.Strapi, trx: Knex, wanted: Set<number>): Promise<Set<number>> {
  const { table, db, chunkSize } = bulkStorage(strapi);
  const list = [...wanted];
  const found = new Set<number>();
  for (let start = 0; start < list.length; start += chunkSize) {
    const rows = (await table(trx, db.metadata.get(FILE_UID).tableName)
      .select('id')
      .whereIn('id', list.slice(start, start + chunkSize))) as Array<{ id: number | string }>;
    for (const row of rows) found.add(Number(row.id));
  }
  return found;
}

/** The highest inverse order (a question's place in its subtopic's or exam's list) of each target, for appending. */
async function lastOrders(strapi: Core.Strapi, trx: Knex, jt: JoinTable, targets: number[]): Promise<Map<number, number>> {
  const { table, chunkSize } = bulkStorage(strapi);
  const last = new Map<number, number>();
  const column = jt.inverseOrderColumnName;
  if (!column) return last;
  for (let start = 0; start < targets.length; start += chunkSize) {
    const rows = (await table(trx, jt.name)
      .select({ target: jt.inverseJoinColumn.name })
      .max({ max: column })
      .whereIn(jt.inverseJoinColumn.name, targets.slice(start, start + chunkSize))
      .where(jt.on ?? {})
      .groupBy(jt.inverseJoinColumn.name)) as Array<{ target: number | string; max: number | string | null }>;
    for (const row of rows) last.set(Number(row.target), Number(row.max ?? 0));
  }
  return last;
}

/** The first line naming a document id (or file id) that does not exist, as an ImportLineError. */
function missing<T>(questions: PreparedQuestion[], uses: (data: ImportLine) => T[], exists: (value: T) => boolean, what: string) {
  for (const { line, data } of questions) {
    const absent = uses(data).find((value) => !exists(value));
    if (absent !== undefined) return new ImportLineError(line, `${what} ${JSON.stringify(absent)} does not exist`);
  }
  return undefined;
}

/**
 * Writes the prepared questions in one transaction and answers their document ids in line order. A subtopic, exam
 * or picture that does not exist is an ImportLineError naming the first line that uses it; nothing is written.
 */
export async function writeImport(strapi: Core.Strapi, questions: PreparedQuestion[]): Promise<ImportedQuestions> {
  const storage = bulkStorage(strapi);
  const { db, col, joinTableOf, componentTypeColumn, documentColumns, insertReturning, insertRows } = storage;
  const qMeta = db.metadata.get(QUESTION_UID);
  const optionUid = qMeta.attributes.options!.target!;
  const optionMeta = db.metadata.get(optionUid);
  const cmpJoin = joinTableOf(qMeta, 'options');
  const subtopicJoin = joinTableOf(qMeta, 'subtopic');
  const examJoin = joinTableOf(qMeta, 'exams');
  const mediaJoin = joinTableOf(db.metadata.get(FILE_UID), qMeta.attributes.question_image?.morphBy ?? 'related');
  const locale = await defaultLocaleFor(strapi, QUESTION_UID);
  const { question: qCols, option: oCols } = questionColumns(col, qMeta, optionMeta);
  const picturesOf = (data: ImportLine) => [data.question_image, ...data.options.map((option) => option.image)].filter((id) => id !== null);

  // Strapi's transaction (not knex's): the site search's writer below joins it through Strapi's transaction context.
  const documentIds = await strapi.db.transaction(async ({ trx }) => {
    const subtopics = await idsByDocumentId(strapi, trx, SUBTOPIC_UID, new Set(questions.map((q) => q.data.subtopic)));
    const exams = await idsByDocumentId(strapi, trx, EXAM_UID, new Set(questions.flatMap((q) => q.data.exams)));
    const files = await existingFiles(strapi, trx, new Set(questions.flatMap((q) => picturesOf(q.data))));
    const problem =
      missing(
        questions,
        (data) => [data.subtopic],
        (id) => subtopics.has(id),
        'subtopic',
      ) ??
      missing(
        questions,
        (data) => data.exams,
        (id) => exams.has(id),
        'exam',
      ) ??
      missing(questions, picturesOf, (id) => files.has(id), 'picture (upload file id)');
    if (problem) throw problem;

    const subtopicOrd = await lastOrders(strapi, trx, subtopicJoin, [...new Set(subtopics.values())]);
    const examOrd = await lastOrders(strapi, trx, examJoin, [...new Set(exams.values())]);
    const nextOrd = (orders: Map<number, number>, target: number) => {
      const ord = (orders.get(target) ?? 0) + 1;
      orders.set(target, ord);
      return ord;
    };

    const written: string[] = [];
    for (let start = 0; start < questions.length; start += QUESTION_BATCH) {
      const batch = questions.slice(start, start + QUESTION_BATCH);
      const now = new Date();
      const questionRows: Row[] = batch.map(({ data, title }) => ({
        ...documentColumns(qMeta, locale, now),
        [qCols.question]: data.question,
        [qCols.title]: title,
        [qCols.type]: data.question_type,
        [qCols.answer]: data.answer,
        [qCols.explanation]: data.explanation,
        [qCols.held]: data.held_for_tests,
      }));
      const questionIds = await insertReturning(trx, qMeta.tableName, questionRows, qCols.documentId);
      written.push(...questionRows.map((row) => String(row[qCols.documentId])));

      // Options: each gets a random key, as the document-service middleware in src/index.ts gives one.
      const options = batch.flatMap(({ data }, qi) => data.options.map((option, position) => ({ option, qi, position })));
      const optionRows: Row[] = options.map(({ option }) => ({
        [oCols.key]: randomBytes(8).toString('hex'),
        [oCols.type]: option.option_type,
        [oCols.text]: option.option_text,
      }));
      const optionIds = await insertReturning(trx, optionMeta.tableName, optionRows, oCols.key);
      await insertRows(
        trx,
        cmpJoin.name,
        options.map(({ qi, position }, index) => ({
          [cmpJoin.joinColumn.name]: questionIds[qi],
          [cmpJoin.inverseJoinColumn.name]: optionIds[index],
          ...(cmpJoin.on ?? {}),
          [componentTypeColumn(cmpJoin)]: optionUid,
          ...(cmpJoin.orderColumnName ? { [cmpJoin.orderColumnName]: position + 1 } : {}),
        })),
      );

      // Relations: appended to the end of their subtopic's and exams' lists, like a create through the API.
      await insertRows(
        trx,
        subtopicJoin.name,
        batch.map(({ data }, qi) => {
          const subtopic = subtopics.get(data.subtopic)!;
          return linkRow(subtopicJoin, questionIds[qi], subtopic, 1, nextOrd(subtopicOrd, subtopic));
        }),
      );
      await insertRows(
        trx,
        examJoin.name,
        batch.flatMap(({ data }, qi) =>
          [...new Set(data.exams)].map((exam, position) => {
            const examId = exams.get(exam)!;
            return linkRow(examJoin, questionIds[qi], examId, position + 1, nextOrd(examOrd, examId));
          }),
        ),
      );

      // Pictures: the upload plugin's link rows, for the question's and each option's media field.
      const mediaRows: Row[] = [];
      batch.forEach(({ data }, qi) => {
        if (data.question_image !== null)
          mediaRows.push(mediaLinkRow(mediaJoin, data.question_image, QUESTION_UID, questionIds[qi], 'question_image'));
      });
      options.forEach(({ option }, index) => {
        if (option.image !== null) mediaRows.push(mediaLinkRow(mediaJoin, option.image, optionUid, optionIds[index], 'image'));
      });
      await insertRows(trx, mediaJoin.name, mediaRows);
    }

    // The site search finds them once committed (its rows are written in this same transaction).
    await reindex(strapi, 'question', { documentIds: written });
    return written;
  });

  // Pictures still unfiled go to the media library's "Questions" folder, as after a save through the document service.
  if (questions.some((q) => picturesOf(q.data).length > 0)) {
    await fileUnfiledMediaInUse(strapi).catch((error: Error) =>
      strapi.log.warn(`Media library: could not file the imported pictures: ${error.message}`),
    );
  }
  return { created: documentIds.length, documentIds };
}
