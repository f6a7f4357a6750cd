import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { BASE_LOCALE } from '#src/i18n/locales.js';
import { heldQuestionIds } from './held-questions';

const QUESTION_UID = 'api::question.question';

/** Rows per page at most: a page of texts is a few hundred KB. */
export const MAX_TEXTS_PAGE = 5000;

/** A question's document id and its text (the slug of its page's address is made from it: contract/src/question-path.ts). */
export interface QuestionTextRow {
  documentId: string;
  question: string | null;
}

interface QuestionMeta {
  tableName: string;
  attributes: Record<string, { columnName?: string }>;
}

/**
 * A page of every published question's document id and text (not those held for tests), in id order, after the row id `after` (keyset
 * paging on the primary key: each page costs the same, however far into the bank). Straight from the table: for the
 * sitemap's 20,000 question pages, Strapi's REST list would spend seconds serialising rows nobody shows.
 * `next` is the cursor of the following page, or null after the last.
 */
export async function listQuestionTexts(
  strapi: Core.Strapi,
  after: number,
  limit: number,
): Promise<{ rows: QuestionTextRow[]; next: number | null }> {
  const { tableName, attributes } = strapi.db.metadata.get(QUESTION_UID) as unknown as QuestionMeta;
  const column = (name: string, fallback: string) => attributes[name]?.columnName ?? fallback;
  const knex = strapi.db.connection as Knex;
  const query = knex({ q: tableName })
    .select({ id: 'id', documentId: column('documentId', 'document_id'), question: column('question', 'question') })
    .where('id', '>', after)
    .whereNotNull(column('publishedAt', 'published_at'))
    // One row per question: its English version (a page's address is made from the English text in every language).
    .where(column('locale', 'locale'), BASE_LOCALE)
    .orderBy('id', 'asc')
    .limit(limit);
  // Questions held for tests have no public page (held-questions.ts). The held set is small and read from its index,
  // so each page stays a range of the primary key (an OR over the flag would sort every later row for each page).
  const rows = (await query.whereNotIn('q.id', heldQuestionIds(knex, tableName))) as Array<QuestionTextRow & { id: number | string }>;
  const last = rows.at(-1);
  return {
    rows: rows.map(({ documentId, question }) => ({ documentId, question })),
    next: rows.length === limit && last ? Number(last.id) : null,
  };
}
