import { Router } from 'express';
import type { StrapiClient } from '#src/strapi/client.js';
import type { ResponseCache } from '#src/http/response-cache.js';
import { DETAIL_CACHE_CONTROL } from '#src/http/cached-route.js';
import { cachedReads, LIST_PAGING, pagingKey, pathParam, requestLocale as locale } from '#src/http/public-reads.js';
import { notFound } from '#src/lib/errors.js';
import { readPaging } from '#src/lib/pagination.js';
import { typesetCheatsheet } from '#src/lib/typeset.js';
import { listTopics } from './topics.js';
import { listAllSubtopics, listSubtopicsByTopicName } from './subtopics.js';
import { listExams } from './exams.js';
import { findActiveExamPatternBySlug, listActiveExamPatterns, listExamLevels, listFeaturedExamPatterns } from './exam-patterns.js';
import { findActiveCheatsheetBySlug, listActiveCheatsheets, listCheatsheetCategories, listFeaturedCheatsheets } from './cheatsheets.js';
import type { ViewCounter } from './views.js';

/** The public reads of the site's content: topics, subtopics, exams, exam patterns and cheatsheets (cached). */
export function contentRoutes(deps: { cms: StrapiClient; cache: ResponseCache; views: ViewCounter }): Router {
  const { cms, cache, views } = deps;
  const router = Router();
  const get = cachedReads(router, cache);

  get('/topics/all', async (req) => ({ body: await listTopics(cms, locale(req)) }));

  get('/subtopics/all', async (req) => ({ body: await listAllSubtopics(cms, locale(req)) }));
  get('/subtopics/topicname/:topicName', async (req) => ({
    body: await listSubtopicsByTopicName(cms, pathParam(req.params.topicName), locale(req)),
  }));

  // Exams are not translated: the same list in every language.
  get('/exams/all', async (req) => {
    locale(req);
    return { body: await listExams(cms) };
  });

  get('/exam-patterns/all', async (req) => ({ body: await listActiveExamPatterns(cms, readPaging(req.query, LIST_PAGING), locale(req)) }), {
    query: pagingKey,
  });
  get('/exam-patterns/featured/list', async (req) => ({ body: await listFeaturedExamPatterns(cms, locale(req)) }));
  // Levels are the contract's enumeration: the same in every language.
  get('/exam-patterns/meta/filters', async (req) => {
    locale(req);
    return { body: await listExamLevels(cms) };
  });
  // Detail pages: each answer counts a view and shows the count as it is now (views.ts), not as cached.
  get(
    '/exam-patterns/slug/:slug',
    async (req) => {
      const readAt = views.readMark();
      const pattern = await findActiveExamPatternBySlug(cms, pathParam(req.params.slug), locale(req));
      if (!pattern) throw notFound('Exam pattern not found');
      return {
        body: pattern,
        onHit: () => views.add('exam-patterns', pattern._id),
        live: views.liveCount('exam-patterns', pattern._id, pattern.views, readAt),
      };
    },
    { cacheControl: DETAIL_CACHE_CONTROL },
  );

  get('/cheatsheets/all', async (req) => ({ body: await listActiveCheatsheets(cms, readPaging(req.query, LIST_PAGING), locale(req)) }), {
    query: pagingKey,
  });
  get('/cheatsheets/featured/list', async (req) => ({ body: await listFeaturedCheatsheets(cms, locale(req)) }));
  // Categories are shared by every language.
  get('/cheatsheets/categories', async (req) => {
    locale(req);
    return { body: await listCheatsheetCategories(cms) };
  });
  get(
    '/cheatsheets/slug/:slug',
    async (req) => {
      const readAt = views.readMark();
      const sheet = await findActiveCheatsheetBySlug(cms, pathParam(req.params.slug), locale(req));
      if (!sheet) throw notFound('Cheatsheet not found');
      return {
        body: typesetCheatsheet(sheet),
        onHit: () => views.add('cheatsheets', sheet._id),
        live: views.liveCount('cheatsheets', sheet._id, sheet.views, readAt),
      };
    },
    { cacheControl: DETAIL_CACHE_CONTROL },
  );

  return router;
}
