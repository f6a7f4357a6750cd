import { Router } from 'express';
import type { StrapiClient } from '#src/strapi/client.js';
import { DETAIL_CACHE_CONTROL } from '#src/http/cached-route.js';
import { inputLocale as locale, type PublicReads } from '#src/http/public-reads.js';
import { adminRouter, created, listQuery, ok, param, type AdminRouterDeps } from '#src/http/admin-router.js';
import { searchText } from '#src/lib/validation.js';
import { limitKey, notFoundWithError, publicListLimit, withErrorField } from '#src/lib/admin-content.js';
import { findTopicMetadata, findTopicPage, listActiveTopics, listFeaturedTopics, listTopicCategories } from './topics.js';
import {
  createTopic,
  deleteTopic,
  getTopicForAdmin,
  listTopicsForAdmin,
  toggleTopicFeatured,
  topicStats,
  updateTopic,
} from './admin-topics.js';
import {
  codeQuestionStats,
  createCodeQuestion,
  deleteCodeQuestion,
  getCodeQuestionForAdmin,
  listCodeQuestionsForAdmin,
  updateCodeQuestion,
} from './admin-code-questions.js';

export const TOPIC_NOT_FOUND = 'Programming topic not found';

/** GET /api/programming-topics/...: cached, purged on every write and on Strapi's webhook like every public read. */
export function programmingRoutes(deps: { cms: StrapiClient; reads: PublicReads }): Router {
  const { cms, reads } = deps;
  const router = Router();
  const get = reads.on(router).cached;
  get(
    'listProgrammingTopics',
    async (input) => ({
      body: await listActiveTopics(cms, publicListLimit(input.query), locale(input)),
    }),
    { query: limitKey },
  );
  get('listFeaturedProgrammingTopics', async (input) => ({ body: await listFeaturedTopics(cms, locale(input)) }));
  // Categories are shared by every language.
  get('listProgrammingCategories', async (input) => {
    locale(input);
    return { body: await listTopicCategories(cms) };
  });
  get(
    'getProgrammingTopicBySlug',
    async (input) => {
      const page = await findTopicPage(cms, input.params.slug!, locale(input));
      if (!page) throw notFoundWithError(TOPIC_NOT_FOUND);
      return { body: page };
    },
    { cacheControl: DETAIL_CACHE_CONTROL },
  );
  get('getProgrammingTopicMetadata', async (input) => {
    const metadata = await findTopicMetadata(cms, input.params.slug!, locale(input));
    if (!metadata) throw notFoundWithError(TOPIC_NOT_FOUND);
    return { body: metadata };
  });
  return router;
}

/** /api/programming-topics/admin/* and /api/code-questions/admin/*: the administrator's session; errors carry `error`. */
export function programmingAdminRoutes(deps: AdminRouterDeps): Router {
  const { router, read, write } = adminRouter(deps);
  const topics = '/programming-topics/admin';
  read(`${topics}/all`, async (req, cms) =>
    ok(await listTopicsForAdmin(cms, { ...listQuery(req), category: searchText(req.query.category) })),
  );
  read(`${topics}/stats`, async (_req, cms) => ok(await topicStats(cms)));
  read(`${topics}/:id`, async (req, cms) => ok(await getTopicForAdmin(cms, param(req, 'id'))));
  write('post', `${topics}/create`, async (req, cms) => created(await createTopic(cms, req.body)));
  write('put', `${topics}/:id`, async (req, cms) => ok(await updateTopic(cms, param(req, 'id'), req.body)));
  write('delete', `${topics}/:id`, async (req, cms) => ok(await deleteTopic(cms, param(req, 'id'))));
  write('patch', `${topics}/:id/featured`, async (req, cms) => ok(await toggleTopicFeatured(cms, param(req, 'id'))));

  const questions = '/code-questions/admin';
  read(`${questions}/all`, async (req, cms) =>
    ok(
      await listCodeQuestionsForAdmin(cms, {
        ...listQuery(req),
        topicId: searchText(req.query.topicId),
        difficulty: searchText(req.query.difficulty),
      }),
    ),
  );
  read(`${questions}/stats`, async (_req, cms) => ok(await codeQuestionStats(cms)));
  read(`${questions}/:id`, async (req, cms) => ok(await getCodeQuestionForAdmin(cms, param(req, 'id'))));
  write('post', `${questions}/create`, async (req, cms) => created(await createCodeQuestion(cms, req.body)));
  write('put', `${questions}/:id`, async (req, cms) => ok(await updateCodeQuestion(cms, param(req, 'id'), req.body)));
  write('delete', `${questions}/:id`, async (req, cms) => ok(await deleteCodeQuestion(cms, param(req, 'id'))));
  router.use(withErrorField);
  return router;
}
