import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';
import { questionListQueries } from '#src/questions/question-list-queries.js';
import { findQuestionNeighbours } from '#src/questions/question-neighbours.js';
import { listQuestionTexts, MAX_TEXTS_PAGE } from '#src/questions/question-texts.js';
import { BASE_LOCALE } from '#src/i18n/locales.js';
import { importQuestionsFrom } from '#src/questions/import-questions.js';
import { listImportKeys, MAX_KEY_SUBTOPICS } from '#src/questions/import-keys.js';
import { HELD_COLUMN, heldQuestionIds } from '#src/questions/held-questions.js';

const UID = 'api::question.question';
/** Generated explanations are under 200 words; anything far larger is not one. */
const MAX_HTML_LENGTH = 20_000;

/** A subtopic or exam name from the query string: one string, or absent. */
function nameParameter(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) throw new errors.ValidationError(`${name} must be one name`);
  return value;
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * GET /api/questions/ids?subtopic&exam: a named list's document ids in id order, from the link indexes; questions
   * held for tests are left out (this is what samples and papers' blueprints draw from).
   */
  async listIds(ctx) {
    const query = ctx.query as Record<string, unknown>;
    const selection = { subtopic: nameParameter(query.subtopic, 'subtopic'), exam: nameParameter(query.exam, 'exam') };
    if (selection.subtopic === undefined && selection.exam === undefined)
      throw new errors.ValidationError('Give a subtopic, an exam or both');
    const { linkQuery } = questionListQueries(strapi);
    const { query: links, questionColumn } = linkQuery(selection);
    const { tableName } = strapi.db.metadata.get(UID);
    const rows = (await links
      .join({ q: tableName }, 'q.id', questionColumn)
      .select({ documentId: 'q.document_id' })
      .whereNotIn(questionColumn, heldQuestionIds(strapi.db.connection, tableName))
      .orderBy(questionColumn, 'asc')) as Array<{ documentId: string }>;
    ctx.body = { data: rows.map((row) => row.documentId), meta: { total: rows.length } };
  },

  /** GET /api/questions/:documentId/neighbours: the previous and next question of its subtopic (index seeks). */
  async findNeighbours(ctx) {
    const neighbours = await findQuestionNeighbours(strapi, String(ctx.params.documentId));
    if (!neighbours) throw new errors.NotFoundError('Question not found');
    ctx.body = { data: neighbours };
  },

  /** GET /api/questions/texts?after&limit: a page of published questions' document ids and texts (the sitemap's). */
  async listTexts(ctx) {
    const query = ctx.query as Record<string, unknown>;
    const whole = (value: unknown, name: string, fallback: number, max: number) => {
      if (value === undefined) return fallback;
      const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
      if (!Number.isSafeInteger(number) || number > max) throw new errors.ValidationError(`${name} must be a whole number up to ${max}`);
      return number;
    };
    const after = whole(query.after, 'after', 0, Number.MAX_SAFE_INTEGER);
    const limit = Math.max(1, whole(query.limit, 'limit', MAX_TEXTS_PAGE, MAX_TEXTS_PAGE));
    const { rows, next } = await listQuestionTexts(strapi, after, limit);
    ctx.body = { data: rows, meta: { next } };
  },

  /** POST /api/questions/import: NDJSON, one write-ready question a line, all written in one transaction. */
  async importQuestions(ctx) {
    // Any other type would be read (and held whole) by Strapi's body parser before this runs.
    if (!ctx.is('application/x-ndjson')) throw new errors.ValidationError('Send the questions as application/x-ndjson, one a line');
    ctx.body = await importQuestionsFrom(strapi, ctx.req);
  },

  /** GET /api/questions/import-keys?subtopics=<documentId,…>: the duplicate keys of the questions already in them. */
  async listImportKeys(ctx) {
    const value = (ctx.query as Record<string, unknown>).subtopics;
    const ids =
      typeof value === 'string'
        ? [
            ...new Set(
              value
                .split(',')
                .map((id) => id.trim())
                .filter(Boolean),
            ),
          ]
        : [];
    if (ids.length === 0 || ids.length > MAX_KEY_SUBTOPICS || ids.some((id) => id.length > 64))
      throw new errors.ValidationError(`subtopics must be 1 to ${MAX_KEY_SUBTOPICS} subtopic document ids separated by commas`);
    ctx.body = { data: await listImportKeys(strapi, ids) };
  },

  async findAiExplanation(ctx) {
    const { tableName } = strapi.db.metadata.get(UID);
    const row = await strapi.db
      .connection(tableName)
      .select('ai_explanation', 'ai_explanation_model', 'ai_explanation_at', HELD_COLUMN)
      // Every version of the question holds the same explanation (the write below stores it in each).
      .where({ document_id: ctx.params.documentId, locale: BASE_LOCALE })
      .first();
    // A question held for tests is explained to nobody: as unknown as one that does not exist.
    if (!row || row[HELD_COLUMN] === true || row[HELD_COLUMN] === 1) throw new errors.NotFoundError('Question not found');
    if (!row.ai_explanation) throw new errors.NotFoundError('No stored explanation');
    ctx.body = { html: row.ai_explanation, model: row.ai_explanation_model, createdAt: new Date(row.ai_explanation_at).toISOString() };
  },

  /**
   * Written with one UPDATE that bypasses the document service on purpose: storing an explanation is not an
   * edit of the question (no webhook, no cache purge, no updatedAt change), and the document-service
   * middleware in src/index.ts clears the field on every real edit.
   */
  async storeAiExplanation(ctx) {
    const { html, model } = (ctx.request.body ?? {}) as { html?: unknown; model?: unknown };
    if (typeof html !== 'string' || !html.trim() || html.length > MAX_HTML_LENGTH) {
      throw new errors.ValidationError(`html must be a non-empty string of at most ${MAX_HTML_LENGTH} characters`);
    }
    const { tableName } = strapi.db.metadata.get(UID);
    const updated = await strapi.db
      .connection(tableName)
      .where({ document_id: ctx.params.documentId })
      // Cleaned like every rich-text field: this write goes around the document service and its middleware.
      .update({
        ai_explanation: sanitizeRichText(html),
        ai_explanation_model: typeof model === 'string' ? model.slice(0, 120) : null,
        ai_explanation_at: new Date(),
      });
    if (!updated) throw new errors.NotFoundError('Question not found');
    ctx.body = { stored: true };
  },
}));
