import { Router, type Request, type RequestHandler } from 'express';
import type { StrapiClient } from '../strapi/client.js';
import type { QueryCanonicaliser, ResponseCache } from '../http/response-cache.js';
import { cachedGet, DETAIL_CACHE_CONTROL } from '../http/cached-route.js';
import { notFound } from '../lib/errors.js';
import { listTopics } from './topics.js';
import { listAllSubtopics, listSubtopicsByTopicName } from './subtopics.js';
import { listExams } from './exams.js';
import { getQuestion, listQuestionPage, questionPages, type QuestionSelection } from '../questions/questions.js';
import type { QuestionSampler } from '../questions/question-sample.js';
import { getQuestionPage } from '../questions/question-pages.js';
import { findActiveExamPatternBySlug, listActiveExamPatterns, listExamLevels, listFeaturedExamPatterns } from './exam-patterns.js';
import { findActiveCheatsheetBySlug, listActiveCheatsheets, listCheatsheetCategories, listFeaturedCheatsheets } from './cheatsheets.js';
import { listActiveMockTests } from '../mock-tests/mock-tests.js';
import { pageHeaders, readListWindow, readPaging } from '../lib/pagination.js';
import type { ViewCounter } from './views.js';
import { readLocale } from '../strapi/locale.js';
import { withLocaleKey } from '../http/locale-key.js';
import { typesetCheatsheet, typesetQuestionPage, typesetQuestionRecord } from '../lib/typeset.js';
import type { QuestionRecord } from '@exam-prep/contract/public/questions';

/** Where app.ts mounts these routes: their cache keys are declared with it. */
const MOUNTED_AT = '/api';

/** The public lists' paging: the two parameters they take, in the form readPaging reads them. */
const LIST_PAGING = { limit: 100, maxLimit: 100 };

/**
 * The cache key's query for a paged list: only `page` and `limit`, as readPaging reads them (so `limit=500`
 * and `limit=100` are one key), and nothing when both are the defaults. Input readPaging refuses is kept
 * as written: its 400 answer is never cached.
 */
const pagingKey: QueryCanonicaliser = (query) => {
  try {
    const { page, limit } = readPaging(query, LIST_PAGING);
    return [limit === LIST_PAGING.limit ? '' : `limit=${limit}`, page === 1 ? '' : `page=${page}`].filter(Boolean).join('&');
  } catch {
    return new URLSearchParams({ page: String(query.page ?? ''), limit: String(query.limit ?? '') }).toString();
  }
};

/**
 * The cache key's query for a question list: nothing for the whole list, `limit` and `page` as read for a page
 * (so `?page=1` is a page with headers, not the whole list), and `sample` for a draw, which is never stored:
 * that key only keeps the fast path from answering a draw with the whole list.
 */
const questionWindowKey: QueryCanonicaliser = (query) => {
  try {
    const window = readListWindow(query, { sample: true });
    if (window.kind === 'all') return '';
    return window.kind === 'sample' ? `sample=${window.size}` : `limit=${window.limit}&page=${window.page}`;
  } catch {
    return new URLSearchParams({
      page: String(query.page ?? ''),
      limit: String(query.limit ?? ''),
      sample: String(query.sample ?? ''),
    }).toString();
  }
};

/** Records typeset between two turns of the event loop while a whole list is written (a few milliseconds of work). */
const TYPESET_SLICE = 25;

/**
 * A JSON array of typeset records, written page by page: the pieces joined are exactly the bytes of
 * JSON.stringify of the whole list. Typesetting is the costly part, so it is done a slice at a time, letting
 * other requests in between: a 50,000-question list must not hold up the rest of the site.
 */
async function* jsonArray(pages: AsyncIterable<QuestionRecord[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const records of pages) {
    for (let at = 0; at < records.length; at += TYPESET_SLICE) {
      if (at > 0) await new Promise((resolve) => setImmediate(resolve));
      const slice = records.slice(at, at + TYPESET_SLICE);
      yield (first ? '' : ',') + slice.map((record) => JSON.stringify(typesetQuestionRecord(record))).join(',');
      first = false;
    }
  }
  yield ']';
}

/** The address of a request without its query, as the client wrote it (for a page's Link header). */
export const pathOf = (req: Request) => req.originalUrl.split('?')[0];

/**
 * The public /api/* contract of public-site.md section 7. Every answer is cached, under a key made of the
 * contract's parameters only: the path's names, slugs and ids (looked up exactly as written, so their letter
 * case is kept) and the lists' `page` and `limit`. Other query parameters change nothing and are not part of
 * the key, so `?x=random` is a cache hit, not a trip to Strapi.
 */
export function publicRoutes(deps: {
  cms: StrapiClient;
  cache: ResponseCache;
  views: ViewCounter;
  sampler: QuestionSampler;
  /** Rows per Strapi request for a whole question list (config CMS_LIST_PAGE_SIZE). */
  listPageSize?: number;
}): Router {
  const { cms, cache, views, sampler, listPageSize = 200 } = deps;
  const router = Router();
  const get = (
    path: string,
    produce: Parameters<typeof cachedGet>[1],
    options: { cacheControl?: string; query?: QueryCanonicaliser } = {},
  ) => {
    // Every language has its own entries (issue #17): `?locale` is part of each key.
    cache.keys.add(`${MOUNTED_AT}${path}`, withLocaleKey(options.query));
    router.get(path, cachedGet(cache, produce, options.cacheControl));
  };
  const param = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join('/') : (value ?? ''));

  /** `?locale` of every read here (a 400 for an unknown one, never cached). */
  const locale = (req: Request) => readLocale(req.query);

  get('/topics/all', async (req) => ({ body: await listTopics(cms, locale(req)) }));

  get('/subtopics/all', async (req) => ({ body: await listAllSubtopics(cms, locale(req)) }));
  get('/subtopics/topicname/:topicName', async (req) => ({
    body: await listSubtopicsByTopicName(cms, param(req.params.topicName), locale(req)),
  }));

  // Exams are not translated: the same list in every language.
  get('/exams/all', async (req) => {
    locale(req);
    return { body: await listExams(cms) };
  });

  // Question lists: the whole list, a page (one Strapi round trip) or, before the cache, a random draw.
  // The id lists drawn from (mock tests' blueprints draw from them too) are read again after any content change.
  cache.onPurge(() => sampler.forget());
  const questionList = (path: string, selection: (req: Request) => QuestionSelection) => {
    // A draw is made for every request and marked no-store: a cached draw would give everybody the same questions.
    const drawOrNext: RequestHandler = async (req, res, next) => {
      try {
        const window = readListWindow(req.query, { sample: true });
        if (window.kind !== 'sample') return next();
        const { records, total } = await sampler.draw(cms, selection(req), window.size, locale(req));
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('X-Total-Count', String(total));
        res.json(records.map(typesetQuestionRecord));
      } catch (error) {
        next(error);
      }
    };
    router.get(path, drawOrNext);
    get(
      path,
      async (req) => {
        const window = readListWindow(req.query, { sample: true });
        // The whole list is streamed page by page: it may hold tens of thousands of questions.
        if (window.kind !== 'page') return { stream: jsonArray(questionPages(cms, selection(req), listPageSize, locale(req))) };
        const { records, total } = await listQuestionPage(cms, selection(req), window, locale(req));
        // The page links keep the language asked for.
        const keep = { locale: typeof req.query.locale === 'string' && req.query.locale ? req.query.locale : undefined };
        return { body: records.map(typesetQuestionRecord), headers: pageHeaders(pathOf(req), { ...window, total }, keep) };
      },
      { query: questionWindowKey },
    );
  };
  questionList('/questions/subtopic/:subtopicName', (req) => ({ subtopicName: param(req.params.subtopicName) }));
  questionList('/questions/exam/:examName/subtopic/:subtopicName', (req) => ({
    examName: param(req.params.examName),
    subtopicName: param(req.params.subtopicName),
  }));
  get('/questions/id/:id', async (req) => ({ body: typesetQuestionRecord(await getQuestion(cms, param(req.params.id), locale(req))) }));
  get('/questions/page/:id', async (req) => ({
    body: typesetQuestionPage(await getQuestionPage(cms, param(req.params.id), locale(req))),
  }));

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
      const pattern = await findActiveExamPatternBySlug(cms, param(req.params.slug), locale(req));
      if (!pattern) throw notFound('Exam pattern not found');
      return {
        body: pattern,
        onHit: () => views.add('exam-patterns', pattern._id),
        live: views.liveCount('exam-patterns', pattern._id, pattern.views, readAt),
      };
    },
    { cacheControl: DETAIL_CACHE_CONTROL },
  );

  // Mock tests: the list only; a paper is a new attempt each time (mock-tests/public-routes.ts).
  get('/mock-tests/all', async (req) => ({ body: await listActiveMockTests(cms, locale(req)) }));

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
      const sheet = await findActiveCheatsheetBySlug(cms, param(req.params.slug), locale(req));
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
