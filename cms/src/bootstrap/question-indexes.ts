import type { Core } from '@strapi/strapi';

/**
 * Indexes the question lists need that Strapi does not make. Strapi already indexes both columns
 * of the link tables (`questions_subtopic_lnk_ifk` on subtopic_id, `questions_exams_lnk_ifk` on exam_id, and
 * `…_uq` on question_id plus the other side) and orders by the primary key; it does not index the names the
 * lists filter by, so every list looked for its subtopic or exam by reading all of them. The link-side pairs
 * (subtopic or exam first, then question) let a list's ids be read from the index alone, in id order.
 *
 * `CREATE INDEX IF NOT EXISTS` works alike on SQLite and PostgreSQL, so this runs at every start: should
 * Strapi's schema sync drop an index it does not know, the next start makes it again.
 * proxy/test/query-plans.test.ts checks each list query's plan on both databases.
 */
export const QUESTION_LIST_INDEXES = [
  { name: 'subtopics_subtopic_name_idx', table: 'subtopics', columns: ['subtopic_name'] },
  { name: 'exams_exam_name_idx', table: 'exams', columns: ['exam_name'] },
  { name: 'questions_subtopic_lnk_subtopic_question_idx', table: 'questions_subtopic_lnk', columns: ['subtopic_id', 'question_id'] },
  { name: 'questions_exams_lnk_exam_question_idx', table: 'questions_exams_lnk', columns: ['exam_id', 'question_id'] },
  // Populating options looks up `field = 'options' AND entity_id IN (…)`. Without statistics SQLite picks the
  // field-only index, and every row has that field, so a page's options read the whole table (46 ms at 100k).
  { name: 'questions_cmps_field_entity_idx', table: 'questions_cmps', columns: ['field', 'entity_id'] },
  // The Content Manager lists questions most recently updated first (admin-layouts.ts).
  { name: 'questions_updated_at_idx', table: 'questions', columns: ['updated_at'] },
];

export async function ensureQuestionListIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const index of QUESTION_LIST_INDEXES) {
    const columns = index.columns.map(() => '??').join(', ');
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns})`, [index.name, index.table, ...index.columns]);
  }
}
