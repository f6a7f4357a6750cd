import { Router } from 'express';
import type { StrapiClient } from '#src/strapi/client.js';
import { DETAIL_CACHE_CONTROL } from '#src/http/cached-route.js';
import { inputLocale as locale, LIST_PAGING, pagingKey, type PublicReads } from '#src/http/public-reads.js';
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
export function contentRoutes(deps: { cms: StrapiClient; reads: PublicReads; views: ViewCounter }): Router {
  const { cms, reads, views } = deps;
  const router = Router();
  const get = reads.on(router).cached;

  get('listTopics', async (input) => ({ body: await listTopics(cms, locale(input)) }));

  get('listSubtopics', async (input) => ({ body: await listAllSubtopics(cms, locale(input)) }));
  get('listSubtopicsOfTopic', async (input) => ({
    body: await listSubtopicsByTopicName(cms, input.params.topicName!, locale(input)),
  }));

  // Exams are not translated: the same list in every language.
  get('listExams', async (input) => {
    locale(input);
    return { body: await listExams(cms) };
  });

  get(
    'listExamPatterns',
    async (input) => ({ body: await listActiveExamPatterns(cms, readPaging(input.query, LIST_PAGING), locale(input)) }),
    {
      query: pagingKey,
    },
  );
  get('listFeaturedExamPatterns', async (input) => ({ body: await listFeaturedExamPatterns(cms, locale(input)) }));
  // Levels are the contract's enumeration: the same in every language.
  get('listExamLevels', async (input) => {
    locale(input);
    return { body: await listExamLevels(cms) };
  });
  // Detail pages: each answer counts a view and shows the count as it is now (views.ts), not as cached.
  get(
    'getExamPatternBySlug',
    async (input) => {
      const readAt = views.readMark();
      const pattern = await findActiveExamPatternBySlug(cms, input.params.slug!, locale(input));
      if (!pattern) throw notFound('Exam pattern not found');
      return {
        body: pattern,
        onHit: () => views.add('exam-patterns', pattern._id),
        live: views.liveCount('exam-patterns', pattern._id, pattern.views, readAt),
      };
    },
    { cacheControl: DETAIL_CACHE_CONTROL },
  );

  get(
    'listCheatsheets',
    async (input) => ({ body: await listActiveCheatsheets(cms, readPaging(input.query, LIST_PAGING), locale(input)) }),
    {
      query: pagingKey,
    },
  );
  get('listFeaturedCheatsheets', async (input) => ({ body: await listFeaturedCheatsheets(cms, locale(input)) }));
  // Categories are shared by every language.
  get('listCheatsheetCategories', async (input) => {
    locale(input);
    return { body: await listCheatsheetCategories(cms) };
  });
  get(
    'getCheatsheetBySlug',
    async (input) => {
      const readAt = views.readMark();
      const sheet = await findActiveCheatsheetBySlug(cms, input.params.slug!, locale(input));
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
