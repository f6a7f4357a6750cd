import type { Core } from '@strapi/strapi';
import { definitionOfUid, type SearchKind } from './documents';
import { reindex } from './index-writer';
import { BASE_LOCALE } from '#src/i18n/locales.js';

/** Document-service actions that change what a document's public entry says, or whether there is one. */
const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'clone', 'publish', 'unpublish', 'discardDraft']);
const TOPIC_UID = 'api::topic.topic';
const PROGRAMMING_TOPIC_UID = 'api::programming-topic.programming-topic';

type Params = { documentId?: unknown } | undefined;
type Result = { documentId?: unknown } | null;

/**
 * Keeps the site search's rows current on every write through the document service, whoever makes it (the Content
 * Manager, Strapi's REST API, the proxy, seeds): once the write is done, the written document's rows are read
 * again from the database (index-writer.ts). A subtopic's row carries its topic's name, and its page lives under
 * the topic: a topic's write re-reads the subtopics it had before and has after. A code question is shown on its
 * programming topic's page, and only while that topic is active: a programming topic's write re-reads its
 * questions. The write stands even if indexing fails (logged); the start-up check (bootstrap/site-search-index.ts)
 * catches the row up.
 */
export function keepSiteSearchCurrent(strapi: Core.Strapi, isReady: () => boolean) {
  /** The English versions' documents of `uid` that point at this parent: the pages every language shows. */
  const childrenOf =
    (uid: string, relation: string) =>
    async (documentId: string): Promise<string[]> => {
      const rows = (await strapi.db.query(uid as never).findMany({
        where: { [relation]: { documentId, locale: BASE_LOCALE }, locale: BASE_LOCALE },
        select: ['documentId'],
      })) as Array<{ documentId: string }>;
      return rows.map((row) => row.documentId);
    };
  /** Parents whose write changes their children's rows: the name or address of the page they are found on, or whether it is shown. */
  const parents: Record<string, { kind: SearchKind; children: (documentId: string) => Promise<string[]> }> = {
    [TOPIC_UID]: { kind: 'subtopic', children: childrenOf('api::subtopic.subtopic', 'topic') },
    [PROGRAMMING_TOPIC_UID]: { kind: 'code_question', children: childrenOf('api::code-question.code-question', 'topic') },
  };

  strapi.documents.use(async (context, next) => {
    if (!WRITE_ACTIONS.has(context.action) || !isReady()) return next();
    const definition = definitionOfUid(context.uid);
    const parent = parents[context.uid];
    if (!definition && !parent) return next();

    const givenId = (context.params as Params)?.documentId;
    const childrenBefore = parent && typeof givenId === 'string' ? await parent.children(givenId) : [];
    const result = await next();
    const written = (result as Result)?.documentId;
    const documentId = typeof written === 'string' ? written : givenId;
    if (typeof documentId !== 'string') return result;

    try {
      if (definition) await reindex(strapi, definition.kind, { documentIds: [documentId] });
      if (parent) {
        const children = new Set([...childrenBefore, ...(await parent.children(documentId))]);
        await reindex(strapi, parent.kind, { documentIds: [...children] });
      }
    } catch (error) {
      strapi.log.warn(`Site search: could not index ${context.uid} ${documentId} (${(error as Error).message}); the next start will.`);
    }
    return result;
  });
}
