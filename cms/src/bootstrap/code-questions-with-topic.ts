import type { Core } from '@strapi/strapi';
import { BASE_LOCALE } from '#src/i18n/locales.js';

const TOPIC_UID = 'api::programming-topic.programming-topic';
const CODE_QUESTION_UID = 'api::code-question.code-question';

/**
 * A programming topic's code questions go with it, whoever deletes it (the panel, the proxy, Strapi's REST API): once
 * the topic has no English version left (the document is gone from the site), every language's version of each of
 * its questions is deleted through the document service, so the search index and webhooks follow. Deleting only a
 * translation of a topic leaves its questions. The questions are found before the delete, while the links exist.
 */
export function deleteCodeQuestionsWithTheirTopic(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    const documentId = (context.params as { documentId?: unknown } | undefined)?.documentId;
    if (context.uid !== TOPIC_UID || context.action !== 'delete' || typeof documentId !== 'string') return next();

    const linked = (await strapi.db.query(CODE_QUESTION_UID).findMany({
      where: { topic: { documentId } },
      select: ['documentId'],
    })) as Array<{ documentId: string }>;
    const result = await next();

    const topicLeft = await strapi.db.query(TOPIC_UID).count({ where: { documentId, locale: BASE_LOCALE } });
    if (topicLeft > 0) return result;
    for (const questionId of new Set(linked.map((row) => row.documentId))) {
      await strapi.documents(CODE_QUESTION_UID).delete({ documentId: questionId, locale: '*' });
    }
    return result;
  });
}
