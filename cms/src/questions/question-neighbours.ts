import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { BASE_LOCALE } from '#src/i18n/locales.js';
import { HELD_COLUMN, whereNotHeld } from './held-questions';

const QUESTION_UID = 'api::question.question';

/** A neighbour of a question on its page: enough for the link (its address's slug comes from the text). */
export interface NeighbourRow {
  documentId: string;
  title: string | null;
  question: string | null;
}

interface QuestionMeta {
  tableName: string;
  attributes: Record<
    string,
    { columnName?: string; joinTable?: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } } }
  >;
}

/**
 * The questions before and after a question in its subtopic, in the practice list's order (question id, as the
 * link index gives it: cms/src/bootstrap/question-list-middleware.ts). Each is one seek in the
 * (subtopic_id, question_id) index (question-indexes.ts), whatever the subtopic's size: never the whole list.
 * undefined when no published question has this document id, or it is held for tests (held-questions.ts). Read from
 * the English versions: their subtopic links are the lists every language shows; the proxy puts translated titles
 * over them.
 */
export async function findQuestionNeighbours(
  strapi: Core.Strapi,
  documentId: string,
): Promise<{ previous: NeighbourRow | null; next: NeighbourRow | null } | undefined> {
  const { tableName, attributes } = strapi.db.metadata.get(QUESTION_UID) as unknown as QuestionMeta;
  const link = attributes.subtopic?.joinTable;
  if (!link) throw new Error('questions.subtopic is not a relation with a join table');
  const column = (name: string, fallback: string) => attributes[name]?.columnName ?? fallback;
  const documentColumn = column('documentId', 'document_id');
  const publishedColumn = column('publishedAt', 'published_at');
  const questionColumn = link.joinColumn.name;
  const subtopicColumn = link.inverseJoinColumn.name;
  const knex = strapi.db.connection as Knex;

  const here = (await knex({ q: tableName })
    .leftJoin({ l: link.name }, `l.${questionColumn}`, 'q.id')
    .select({ id: 'q.id', subtopic: `l.${subtopicColumn}`, held: `q.${HELD_COLUMN}` })
    .where(`q.${documentColumn}`, documentId)
    // The English version: it holds the question's place in its subtopic (its other versions link to none).
    .where(`q.${column('locale', 'locale')}`, BASE_LOCALE)
    .whereNotNull(`q.${publishedColumn}`)
    .first()) as { id: number; subtopic: number | null; held: unknown } | undefined;
  // A question held for tests has no public page: as unknown as one that does not exist.
  if (!here || here.held === true || here.held === 1) return undefined;
  if (here.subtopic === null || here.subtopic === undefined) return { previous: null, next: null };

  const neighbour = async (operator: '<' | '>', direction: 'asc' | 'desc'): Promise<NeighbourRow | null> => {
    const query = knex({ l: link.name })
      .join({ q: tableName }, 'q.id', `l.${questionColumn}`)
      .select({
        documentId: `q.${documentColumn}`,
        title: `q.${column('question_title', 'question_title')}`,
        question: `q.${column('question', 'question')}`,
      })
      .where(`l.${subtopicColumn}`, here.subtopic)
      .andWhere(`l.${questionColumn}`, operator, here.id)
      .whereNotNull(`q.${publishedColumn}`)
      .orderBy(`l.${questionColumn}`, direction);
    // A held question is no neighbour: the link goes to the next public one.
    const row = (await whereNotHeld(query, 'q').first()) as NeighbourRow | undefined;
    return row ?? null;
  };
  const [previous, next] = await Promise.all([neighbour('<', 'desc'), neighbour('>', 'asc')]);
  return { previous, next };
}
