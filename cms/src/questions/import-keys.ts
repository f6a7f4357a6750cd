import type { Core } from '@strapi/strapi';
import { bulkStorage, defaultLocaleFor } from '#src/seed/bulk-storage.js';
import { normaliseQuestionKey } from '@exam-prep/contract/question-key';

/**
 * The duplicate check of the question import: the key of every question already in the given
 * subtopics (normaliseQuestionKey of its text), read from the subtopic link table's index joined to the questions'
 * primary key, in the default locale (the questions an import adds).
 */

const QUESTION_UID = 'api::question.question';
const SUBTOPIC_UID = 'api::subtopic.subtopic';
/** Subtopics one request may name. */
export const MAX_KEY_SUBTOPICS = 200;

export interface QuestionKeyRow {
  subtopic: string;
  key: string;
}

export async function listImportKeys(strapi: Core.Strapi, subtopicDocumentIds: string[]): Promise<QuestionKeyRow[]> {
  if (subtopicDocumentIds.length === 0) return [];
  const { db, knex, table, col, joinTableOf } = bulkStorage(strapi);
  const qMeta = db.metadata.get(QUESTION_UID);
  const sMeta = db.metadata.get(SUBTOPIC_UID);
  const link = joinTableOf(qMeta, 'subtopic');
  const [questionLocale, subtopicLocale] = [await defaultLocaleFor(strapi, QUESTION_UID), await defaultLocaleFor(strapi, SUBTOPIC_UID)];
  const query = table(knex, sMeta.tableName)
    // String aliases: withSchema() qualifies them (an object alias would be read as a table name on PostgreSQL).
    .join(`${link.name} as l`, `l.${link.inverseJoinColumn.name}`, `${sMeta.tableName}.id`)
    .join(`${qMeta.tableName} as q`, 'q.id', `l.${link.joinColumn.name}`)
    .select({ subtopic: `${sMeta.tableName}.${col(sMeta, 'documentId')}`, question: `q.${col(qMeta, 'question')}` })
    .whereIn(`${sMeta.tableName}.${col(sMeta, 'documentId')}`, subtopicDocumentIds)
    .orderBy(`l.${link.joinColumn.name}`, 'asc');
  if (subtopicLocale !== null) query.where(`${sMeta.tableName}.${col(sMeta, 'locale')}`, subtopicLocale);
  if (questionLocale !== null) query.where(`q.${col(qMeta, 'locale')}`, questionLocale);
  const rows = (await query) as Array<{ subtopic: string; question: string | null }>;
  return rows.map((row) => ({ subtopic: row.subtopic, key: normaliseQuestionKey(row.question) }));
}
