import { Router } from 'express';
import type { StrapiClient } from '../strapi/client.js';
import type { ResponseCache } from '../http/response-cache.js';
import { cachedGet, DETAIL_CACHE_CONTROL } from '../http/cached-route.js';
import { notFound } from '../http/errors.js';
import { listTopics } from '../services/topics.js';
import { listAllSubtopics, listSubtopicsByTopicName } from '../services/subtopics.js';
import { listExams } from '../services/exams.js';
import { getQuestion, listQuestions } from '../services/questions.js';
import {
  findActiveExamPatternBySlug,
  listActiveExamPatterns,
  listExamLevels,
  listFeaturedExamPatterns,
} from '../services/exam-patterns.js';
import {
  findActiveCheatsheetBySlug,
  listActiveCheatsheets,
  listCheatsheetCategories,
  listFeaturedCheatsheets,
} from '../services/cheatsheets.js';
import { readPaging } from '../services/pagination.js';
import type { ViewCounter } from '../services/views.js';

/** The public /api/* contract of public-site.md section 7. Every answer is cached. */
export function publicRoutes(deps: { cms: StrapiClient; cache: ResponseCache; views: ViewCounter }): Router {
  const { cms, cache, views } = deps;
  const router = Router();
  const get = (path: string, produce: Parameters<typeof cachedGet>[1], cacheControl?: string) =>
    router.get(path, cachedGet(cache, produce, cacheControl));
  const param = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join('/') : (value ?? ''));

  get('/topics/all', async () => ({ body: await listTopics(cms) }));

  get('/subtopics/all', async () => ({ body: await listAllSubtopics(cms) }));
  get('/subtopics/topicname/:topicName', async (req) => ({
    body: await listSubtopicsByTopicName(cms, param(req.params.topicName)),
  }));

  get('/exams/all', async () => ({ body: await listExams(cms) }));

  get('/questions/subtopic/:subtopicName', async (req) => ({
    body: await listQuestions(cms, { subtopicName: param(req.params.subtopicName) }),
  }));
  get('/questions/exam/:examName/subtopic/:subtopicName', async (req) => ({
    body: await listQuestions(cms, { examName: param(req.params.examName), subtopicName: param(req.params.subtopicName) }),
  }));
  get('/questions/id/:id', async (req) => ({ body: await getQuestion(cms, param(req.params.id)) }));

  get('/exam-patterns/all', async (req) => ({
    body: await listActiveExamPatterns(cms, readPaging(req.query, { limit: 100, maxLimit: 100 })),
  }));
  get('/exam-patterns/featured/list', async () => ({ body: await listFeaturedExamPatterns(cms) }));
  get('/exam-patterns/meta/filters', async () => ({ body: await listExamLevels(cms) }));
  get(
    '/exam-patterns/slug/:slug',
    async (req) => {
      const pattern = await findActiveExamPatternBySlug(cms, param(req.params.slug));
      if (!pattern) throw notFound('Exam pattern not found');
      return { body: pattern, onHit: () => views.add('exam-patterns', pattern._id) };
    },
    DETAIL_CACHE_CONTROL,
  );

  get('/cheatsheets/all', async (req) => ({
    body: await listActiveCheatsheets(cms, readPaging(req.query, { limit: 100, maxLimit: 100 })),
  }));
  get('/cheatsheets/featured/list', async () => ({ body: await listFeaturedCheatsheets(cms) }));
  get('/cheatsheets/categories', async () => ({ body: await listCheatsheetCategories(cms) }));
  get(
    '/cheatsheets/slug/:slug',
    async (req) => {
      const sheet = await findActiveCheatsheetBySlug(cms, param(req.params.slug));
      if (!sheet) throw notFound('Cheatsheet not found');
      return { body: sheet, onHit: () => views.add('cheatsheets', sheet._id) };
    },
    DETAIL_CACHE_CONTROL,
  );

  return router;
}
