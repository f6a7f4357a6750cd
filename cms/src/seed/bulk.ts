import { randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import type { QuestionType } from '@exam-prep/contract/enums';
import { makeQuestion } from './bulk-question';
import { storedQuestionTitle } from '#src/questions/question-title.js';
import { bulkStorage, defaultLocaleFor, linkRow, questionColumns, type JoinTable, type Row } from './bulk-storage';

/**
 * Bulk question generator for benchmarks: inserts many synthetic multiple-choice questions straight into the
 * database with knex (batched, one transaction per batch), bypassing the document service, which is far too
 * slow for 100k entries. All table and column names come from Strapi's database metadata, and the rows mirror
 * what `strapi.documents(...).create` writes (entity row, component rows, component join rows, relation join
 * rows with their order columns), so the REST API and the document service read them like any other content.
 *
 * Not done (on purpose): lifecycle hooks, document-service middlewares and webhooks do not run for these rows,
 * so e.g. a caching proxy is not told about them.
 */

export interface BulkSeedOptions {
  /** How many questions to create in total. */
  questions: number;
  /**
   * Spread over this many new bulk subtopics (sizes differ by at most one; the last may have fewer).
   * Default: Math.max(1, Math.ceil(questions / 100)), i.e. 100 questions per subtopic, in which case a partly
   * filled last bulk subtopic from an earlier run is topped up to 100 first.
   */
  subtopicsCount?: number;
  /** Called after every committed batch. */
  onProgress?: (done: number, total: number) => void;
}

export const BULK_TOPIC_NAME = 'bulk-practice';
export const BULK_SUBTOPIC_PREFIX = 'bulk-set-';
export const BULK_CATEGORY = 'Bulk';
export const BULK_QUESTIONS_PER_SUBTOPIC = 100;
export const BULK_EXAM_NAME = 'SSC CGL';

const QUESTION_UID = 'api::question.question';
const SUBTOPIC_UID = 'api::subtopic.subtopic';
const TOPIC_UID = 'api::topic.topic';
const EXAM_UID = 'api::exam.exam';
/** Questions per transaction. */
const QUESTION_BATCH = 500;

interface Slot {
  subtopic: SubtopicTarget;
  ord: number;
}

interface SubtopicTarget {
  name: string;
  id?: number; // set once its row exists
}

export async function seedBulkQuestions(
  strapi: Core.Strapi,
  options: BulkSeedOptions,
): Promise<{ topic: string; subtopics: string[]; created: number }> {
  const total = options.questions;
  if (!Number.isInteger(total) || total < 0) throw new Error(`questions must be a whole number >= 0, got ${total}`);
  if (options.subtopicsCount !== undefined && (!Number.isInteger(options.subtopicsCount) || options.subtopicsCount < 1)) {
    throw new Error(`subtopicsCount must be a whole number >= 1, got ${options.subtopicsCount}`);
  }

  const { db, knex, table, col, joinTableOf, componentTypeColumn, documentColumns, insertReturning, insertRows } = bulkStorage(strapi);

  // ---- metadata ---------------------------------------------------------------------------------------------
  const qMeta = db.metadata.get(QUESTION_UID);
  const sMeta = db.metadata.get(SUBTOPIC_UID);

  const optionComponent = qMeta.attributes.options?.target;
  if (!optionComponent) throw new Error(`${QUESTION_UID}.options has no component target; bulk seeding needs updating`);
  const optionMeta = db.metadata.get(optionComponent);
  const cmpJoin = joinTableOf(qMeta, 'options');
  const cmpTypeColumn = componentTypeColumn(cmpJoin);
  const subtopicJoin = joinTableOf(qMeta, 'subtopic'); // question_id -> subtopic_id, inverse order question_ord
  const examJoin = joinTableOf(qMeta, 'exams'); // question_id -> exam_id, order exam_ord, inverse order question_ord
  const topicJoin = joinTableOf(sMeta, 'topic'); // subtopic_id -> topic_id, inverse order subtopic_ord

  const locales = {
    question: await defaultLocaleFor(strapi, QUESTION_UID),
    subtopic: await defaultLocaleFor(strapi, SUBTOPIC_UID),
    topic: await defaultLocaleFor(strapi, TOPIC_UID),
  };
  /** Rows of the default locale only: other languages' versions of a document share its names. */
  const inDefaultLocale = (locale: string | null, column = 'locale') => (locale === null ? {} : { [column]: locale });

  // ---- topic, exam, existing bulk subtopics ---------------------------------------------------------------
  let topic = await strapi.db
    .query(TOPIC_UID)
    .findOne({ where: { topic_name: BULK_TOPIC_NAME, ...inDefaultLocale(locales.topic) }, select: ['id'] });
  if (!topic) {
    const doc = await strapi.documents(TOPIC_UID).create({ data: { topic_name: BULK_TOPIC_NAME } });
    topic = await strapi.db.query(TOPIC_UID).findOne({ where: { documentId: doc.documentId }, select: ['id'] });
  }
  const topicId: number = topic.id;

  const exam = await strapi.db.query(EXAM_UID).findOne({ where: { exam_name: BULK_EXAM_NAME }, select: ['id'] });
  const examId: number | undefined = exam?.id;

  const maxOf = async (jt: JoinTable, column: string, where: Row): Promise<number> => {
    const row = await table(knex, jt.name).max({ max: column }).where(where).first();
    return Number(row?.max ?? 0);
  };
  let topicSubtopicOrd = topicJoin.inverseOrderColumnName
    ? await maxOf(topicJoin, topicJoin.inverseOrderColumnName, { [topicJoin.inverseJoinColumn.name]: topicId })
    : 0;
  let examQuestionOrd =
    examId !== undefined && examJoin.inverseOrderColumnName
      ? await maxOf(examJoin, examJoin.inverseOrderColumnName, { [examJoin.inverseJoinColumn.name]: examId })
      : 0;

  const sName = col(sMeta, 'subtopic_name');
  const linkSubtopic = subtopicJoin.inverseJoinColumn.name;
  const linkQuestion = subtopicJoin.joinColumn.name;
  const linkOrd = subtopicJoin.inverseOrderColumnName;
  const existingRows: Array<{ id: number; name: string; n: number | string; max_ord: number | string | null }> = await table(
    knex,
    sMeta.tableName,
  )
    .leftJoin(`${subtopicJoin.name} as l`, `l.${linkSubtopic}`, `${sMeta.tableName}.id`) // withSchema() qualifies joins too
    .where(`${sMeta.tableName}.${sName}`, 'like', `${BULK_SUBTOPIC_PREFIX}%`)
    .where(inDefaultLocale(locales.subtopic, `${sMeta.tableName}.${col(sMeta, 'locale')}`))
    .groupBy(`${sMeta.tableName}.id`, `${sMeta.tableName}.${sName}`)
    .select({ id: `${sMeta.tableName}.id`, name: `${sMeta.tableName}.${sName}` })
    .count({ n: `l.${linkQuestion}` })
    .max({ max_ord: `l.${linkOrd ?? linkQuestion}` });
  const existing = existingRows
    .flatMap((r) => {
      const num = bulkNumber(r.name);
      return num === undefined ? [] : [{ id: Number(r.id), name: r.name, n: Number(r.n), maxOrd: Number(r.max_ord ?? 0), num }];
    })
    .sort((a, b) => a.num - b.num);
  const existingQuestions = existing.reduce((sum, r) => sum + r.n, 0);
  let nextSubtopicNumber = existing.length ? existing[existing.length - 1].num + 1 : 1;

  // ---- plan: which subtopic each new question goes to --------------------------------------------------------
  // A lazy sequence of (subtopic, position) slots, so 100k questions need no big arrays.
  const plan: Array<{ subtopic: SubtopicTarget; count: number; startOrd: number }> = [];
  if (total > 0) {
    let remaining = total;
    if (options.subtopicsCount === undefined) {
      const last = existing[existing.length - 1];
      if (last && last.n < BULK_QUESTIONS_PER_SUBTOPIC) {
        const count = Math.min(remaining, BULK_QUESTIONS_PER_SUBTOPIC - last.n);
        plan.push({ subtopic: { name: last.name, id: last.id }, count, startOrd: last.maxOrd });
        remaining -= count;
      }
      while (remaining > 0) {
        const count = Math.min(remaining, BULK_QUESTIONS_PER_SUBTOPIC);
        plan.push({ subtopic: { name: `${BULK_SUBTOPIC_PREFIX}${nextSubtopicNumber++}` }, count, startOrd: 0 });
        remaining -= count;
      }
    } else {
      const parts = Math.min(options.subtopicsCount, total);
      const base = Math.floor(total / parts);
      const extra = total % parts;
      for (let i = 0; i < parts; i++) {
        plan.push({ subtopic: { name: `${BULK_SUBTOPIC_PREFIX}${nextSubtopicNumber++}` }, count: base + (i < extra ? 1 : 0), startOrd: 0 });
      }
    }
  }
  function* slots(): Generator<Slot> {
    for (const part of plan) for (let i = 1; i <= part.count; i++) yield { subtopic: part.subtopic, ord: part.startOrd + i };
  }

  // ---- insert, batch by batch -------------------------------------------------------------------------------
  const { question: qCols, option: oCols } = questionColumns(col, qMeta, optionMeta);
  const sDocumentId = col(sMeta, 'documentId');

  const iterator = slots();
  const touched: string[] = [];
  let done = 0;
  let number = existingQuestions;

  while (done < total) {
    const batch: Slot[] = [];
    while (batch.length < QUESTION_BATCH) {
      const next = iterator.next();
      if (next.done) break;
      batch.push(next.value);
    }
    if (batch.length === 0) break;

    await knex.transaction(async (trx) => {
      const now = new Date();

      // New subtopics first appearing in this batch (with their topic link).
      const fresh = [...new Set(batch.map((s) => s.subtopic))].filter((s) => s.id === undefined);
      if (fresh.length) {
        const clash = await table(trx, sMeta.tableName)
          .whereIn(
            sName,
            fresh.map((s) => s.name),
          )
          .where(inDefaultLocale(locales.subtopic, col(sMeta, 'locale')))
          .first(sName);
        if (clash) throw new Error(`subtopic ${clash[sName]} already exists (another bulk seed running at the same time?)`);
        const rows = fresh.map((s) => ({
          ...documentColumns(sMeta, locales.subtopic, now),
          [sName]: s.name,
          [col(sMeta, 'category')]: BULK_CATEGORY,
        }));
        const ids = await insertReturning(trx, sMeta.tableName, rows, sDocumentId);
        fresh.forEach((s, i) => (s.id = ids[i]));
        await insertRows(
          trx,
          topicJoin.name,
          ids.map((id) => linkRow(topicJoin, id, topicId, 1, topicJoin.inverseOrderColumnName ? ++topicSubtopicOrd : undefined)),
        );
      }

      // Questions.
      const questionRows: Row[] = [];
      const optionSets: Array<Array<{ text: string }>> = [];
      const numbers: number[] = [];
      for (let i = 0; i < batch.length; i++) {
        const n = ++number;
        const q = makeQuestion(n);
        numbers.push(n);
        optionSets.push(q.options.map((text) => ({ text })));
        questionRows.push({
          ...documentColumns(qMeta, locales.question, now),
          [qCols.question]: q.question,
          // The document-service middleware that keeps titles does not run for these rows.
          [qCols.title]: storedQuestionTitle(q.question),
          [qCols.type]: 'text' satisfies QuestionType,
          [qCols.answer]: q.answer,
          [qCols.explanation]: q.explanation,
          [qCols.held]: false,
        });
      }
      const questionIds = await insertReturning(trx, qMeta.tableName, questionRows, qCols.documentId);

      // Option components, then the component join rows (entity_id, cmp_id, field, component_type, order).
      const usedKeys = new Set<string>();
      const optionRows: Row[] = [];
      for (const set of optionSets) {
        for (const option of set) {
          let key: string;
          do key = randomBytes(8).toString('hex');
          while (usedKeys.has(key));
          usedKeys.add(key);
          optionRows.push({ [oCols.key]: key, [oCols.type]: 'text' satisfies QuestionType, [oCols.text]: option.text });
        }
      }
      const optionIds = await insertReturning(trx, optionMeta.tableName, optionRows, oCols.key);
      const cmpRows: Row[] = [];
      let o = 0;
      optionSets.forEach((set, qi) => {
        set.forEach((_, position) => {
          cmpRows.push({
            [cmpJoin.joinColumn.name]: questionIds[qi],
            [cmpJoin.inverseJoinColumn.name]: optionIds[o++],
            ...(cmpJoin.on ?? {}),
            [cmpTypeColumn]: optionComponent,
            ...(cmpJoin.orderColumnName ? { [cmpJoin.orderColumnName]: position + 1 } : {}),
          });
        });
      });
      await insertRows(trx, cmpJoin.name, cmpRows);

      // Relations: subtopic (ordered within the subtopic) and, for every 5th question, the exam.
      await insertRows(
        trx,
        subtopicJoin.name,
        batch.map((slot, qi) => linkRow(subtopicJoin, questionIds[qi], savedId(slot.subtopic), 1, slot.ord)),
      );
      if (examId !== undefined) {
        const examRows: Row[] = [];
        numbers.forEach((n, qi) => {
          if (n % 5 === 0)
            examRows.push(linkRow(examJoin, questionIds[qi], examId, 1, examJoin.inverseOrderColumnName ? ++examQuestionOrd : undefined));
        });
        await insertRows(trx, examJoin.name, examRows);
      }
    });

    for (const slot of batch) if (touched[touched.length - 1] !== slot.subtopic.name) touched.push(slot.subtopic.name);
    done += batch.length;
    options.onProgress?.(done, total);
  }

  return { topic: BULK_TOPIC_NAME, subtopics: touched, created: done };
}

/** A subtopic's row id; every subtopic of a batch has its row before the batch's questions are linked. */
function savedId(subtopic: SubtopicTarget): number {
  if (subtopic.id === undefined) throw new Error(`subtopic ${subtopic.name} has no row yet`);
  return subtopic.id;
}

function bulkNumber(name: string): number | undefined {
  const match = /^bulk-set-(\d+)$/.exec(name);
  return match ? Number(match[1]) : undefined;
}
