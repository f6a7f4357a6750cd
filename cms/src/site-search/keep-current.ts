import type { Core } from '@strapi/strapi';
import { definitionOfUid } from './documents';
import { reindex } from './index-writer';
import { BASE_LOCALE } from '#src/i18n/locales.js';

/** Document-service actions that change what a document's public entry says, or whether there is one. */
const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);
const TOPIC_UID = 'api::topic.topic';

type Params = { documentId?: unknown } | undefined;
type Result = { documentId?: unknown } | null;

/**
 * Keeps the site search's rows current on every write through the document service, whoever makes it (the Content
 * Manager, Strapi's REST API, the proxy, seeds): once the write is done, the written document's rows are read
 * again from the database (index-writer.ts). A subtopic's row carries its topic's name, and its page lives under
 * the topic: a topic's write re-reads the subtopics it had before and has after. The write stands even if indexing
 * fails (logged); the start-up check (bootstrap/site-search-index.ts) catches the row up.
 */
export function keepSiteSearchCurrent(strapi: Core.Strapi, isReady: () => boolean) {
  const subtopicsOfTopic = async (documentId: string): Promise<string[]> => {
    // The English version's subtopics: the pages every language shows (a translation's display name is in their rows).
    const topic = await strapi.db.query(TOPIC_UID).findOne({
      where: { documentId, locale: BASE_LOCALE },
      select: ['id'],
      populate: { subtopics: { select: ['documentId'] } },
    });
    return ((topic?.subtopics ?? []) as Array<{ documentId: string }>).map((subtopic) => subtopic.documentId);
  };

  strapi.documents.use(async (context, next) => {
    if (!WRITE_ACTIONS.has(context.action) || !isReady()) return next();
    const definition = definitionOfUid(context.uid);
    const isTopic = context.uid === TOPIC_UID;
    if (!definition && !isTopic) return next();

    const givenId = (context.params as Params)?.documentId;
    const subtopicsBefore = isTopic && typeof givenId === 'string' ? await subtopicsOfTopic(givenId) : [];
    const result = await next();
    const written = (result as Result)?.documentId;
    const documentId = typeof written === 'string' ? written : givenId;
    if (typeof documentId !== 'string') return result;

    try {
      if (definition) await reindex(strapi, definition.kind, { documentIds: [documentId] });
      else {
        const subtopics = new Set([...subtopicsBefore, ...(await subtopicsOfTopic(documentId))]);
        await reindex(strapi, 'subtopic', { documentIds: [...subtopics] });
      }
    } catch (error) {
      strapi.log.warn(`Site search: could not index ${context.uid} ${documentId} (${(error as Error).message}); the next start will.`);
    }
    return result;
  });
}
