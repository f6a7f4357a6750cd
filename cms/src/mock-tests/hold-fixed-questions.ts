import type { Core } from '@strapi/strapi';
import { holdQuestions } from '#src/questions/held-questions.js';
import { reindex } from '#src/site-search/index-writer.js';
import { siteSearchTablesReady } from '#src/bootstrap/site-search-index.js';

const MOCK_TEST_UID = 'api::mock-test.mock-test';
const SAVING_ACTIONS = new Set(['create', 'update']);

type Entry = {
  is_active?: boolean | null;
  sections?: Array<{ questions?: Array<{ documentId?: string }> | null }> | null;
};

/**
 * The questions a paper holds by default: those of its fixed sections while it is active. Both kinds count: a
 * previous-year paper's fixed sections and a practice paper's (a curated paper); blueprint lines name subtopics,
 * not questions, and draw only from questions that are not held (GET /api/questions/ids). Every language's
 * version of the paper is read (a version's sections may name other questions).
 */
async function questionsHeldBy(strapi: Core.Strapi, documentId: string): Promise<Set<string>> {
  const versions = (await strapi.db.query(MOCK_TEST_UID).findMany({
    where: { documentId },
    select: ['id', 'is_active'],
    populate: { sections: { populate: { questions: { select: ['documentId'] } } } },
  })) as Entry[];
  const held = new Set<string>();
  for (const version of versions) {
    if (version.is_active !== true) continue;
    for (const section of version.sections ?? [])
      for (const question of section.questions ?? []) if (question.documentId) held.add(question.documentId);
  }
  return held;
}

/**
 * A question put into a fixed section of an active paper is held for tests (questions/held-questions.ts): left
 * out of every public read, so a paper's answers cannot be looked up while it is taken. Runs on every save of a
 * paper, whoever makes it (the proxy's admin calls, Strapi's panel, the demo seed): the paper's held questions
 * before and after the save are compared, and only the new ones are held. An editor may release a question
 * (untick it); saving the paper again leaves it released, as long as the question stays in the paper. Activating
 * a paper holds all its fixed questions (none were held by it before).
 */
export function holdFixedQuestionsOnSave(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== MOCK_TEST_UID || !SAVING_ACTIONS.has(context.action)) return next();
    const givenId = (context.params as { documentId?: unknown } | undefined)?.documentId;
    const before = typeof givenId === 'string' ? await questionsHeldBy(strapi, givenId) : new Set<string>();
    const result = await next();
    const written = (result as { documentId?: unknown } | null)?.documentId;
    const documentId = typeof written === 'string' ? written : givenId;
    if (typeof documentId !== 'string') return result;

    const added = [...(await questionsHeldBy(strapi, documentId))].filter((id) => !before.has(id));
    const held = await holdQuestions(strapi, added);
    if (held.length > 0) strapi.log.info(`Mock test ${documentId}: ${held.length} question(s) of its fixed sections held for tests.`);
    if (held.length > 0 && siteSearchTablesReady()) {
      try {
        await reindex(strapi, 'question', { documentIds: held });
      } catch (error) {
        strapi.log.warn(`Site search: could not drop held questions (${(error as Error).message}); the next start will.`);
      }
    }
    return result;
  });
}
