import { Router, type Request, type RequestHandler } from 'express';
import type { QuestionRecord } from '@exam-prep/contract/public/questions';
import type { StrapiClient } from '#src/strapi/client.js';
import type { QueryCanonicaliser, ResponseCache } from '#src/http/response-cache.js';
import { cachedReads, pathOf, pathParam as param, requestLocale as locale } from '#src/http/public-reads.js';
import { pageHeaders, readListWindow } from '#src/lib/pagination.js';
import { typesetQuestionPage, typesetQuestionRecord } from '#src/lib/typeset.js';
import { getQuestion, listQuestionPage, questionPages, type QuestionSelection } from './questions.js';
import type { QuestionSampler } from './question-sample.js';
import { getQuestionPage } from './question-pages.js';

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

/** The public question reads: a subtopic's or an exam's list (whole, a page or a random draw), one question, its page. */
export function questionRoutes(deps: {
  cms: StrapiClient;
  cache: ResponseCache;
  sampler: QuestionSampler;
  /** Rows per Strapi request for a whole question list (config CMS_LIST_PAGE_SIZE). */
  listPageSize?: number;
}): Router {
  const { cms, cache, sampler, listPageSize = 200 } = deps;
  const router = Router();
  const get = cachedReads(router, cache);

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

  return router;
}
