import type { Core } from '@strapi/strapi';
import type QuestionReportService from '#src/api/question-report/services/question-report.js';

const QUESTION_UID = 'api::question.question';

const reportsService = (strapi: Core.Strapi) =>
  strapi.service('api::question-report.question-report') as ReturnType<typeof QuestionReportService>;

/**
 * `report_status`, not `status`: Strapi's Content Manager reads a body's `status` as the draft/published state
 * and refuses every save of an entry with such a field. The API still calls it `status`.
 *
 * The admin list groups a status's reports by question: the status (then time) on the reports, and the question
 * first on the link table, so a group's rows are read from the indexes. `IF NOT EXISTS` on both databases, at every start.
 */
export async function ensureQuestionReportIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const metadata = strapi.db.metadata.get('api::question-report.question-report');
  const link = (
    metadata.attributes.question as unknown as {
      joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
    }
  ).joinTable;
  const indexes = [
    { name: 'question_reports_status_created_idx', table: metadata.tableName, columns: ['report_status', 'created_at'] },
    { name: 'question_reports_lnk_question_report_idx', table: link.name, columns: [link.inverseJoinColumn.name, link.joinColumn.name] },
  ];
  for (const index of indexes) {
    const columns = index.columns.map(() => '??').join(', ');
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${columns})`, [index.name, index.table, ...index.columns]);
  }
  // Questions deleted around the document service (while the CMS was off, by a script): their reports go too.
  const removed = await reportsService(strapi).deleteOrphans();
  if (removed) strapi.log.info(`Deleted ${removed} report(s) of questions that no longer exist.`);
}

/**
 * Deleting a question deletes its reports, whoever deletes it (the panel, the proxy, an import). The database drops
 * the report's link to the deleted row; the reports left without a question are deleted here, after the delete.
 */
export function deleteReportsWithTheirQuestion(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    if (context.uid === QUESTION_UID && context.action === 'delete') await reportsService(strapi).deleteOrphans();
    return result;
  });
}
