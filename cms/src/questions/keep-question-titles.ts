import type { Core } from '@strapi/strapi';
import { storedQuestionTitle } from './question-title';

const QUESTION_UID = 'api::question.question';
/** Document-service actions that carry question data to store. */
const WRITE_ACTIONS = new Set(['create', 'update', 'clone']);

type Data = Record<string, unknown>;
const isData = (value: unknown): value is Data => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * Keeps `question_title` in step with the question's text on every write through the document service (the
 * Content Manager, Strapi's REST API, the proxy, seeds): set on create, and on update or clone whenever the
 * text is sent. A title sent by the caller is never stored, so the title always reads what the question says.
 * Registered after the rich-text sanitiser, so the title is made from the HTML that is stored.
 */
export function keepQuestionTitlesOnWrite(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const params = context.params as { data?: unknown } | undefined;
    if (context.uid === QUESTION_UID && WRITE_ACTIONS.has(context.action) && params && isData(params.data)) {
      // A copy: the caller's object is not changed.
      const { question_title: _sentByCaller, ...data } = params.data;
      if (context.action === 'create' || 'question' in data) data.question_title = storedQuestionTitle(data.question);
      params.data = data;
    }
    return next();
  });
}
