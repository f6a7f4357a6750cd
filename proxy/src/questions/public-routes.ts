import { Router } from 'express';
import type { QuestionRecord } from '@exam-prep/contract/public/questions';
import type { StrapiClient } from '#src/strapi/client.js';
import type { QueryCanonicaliser, ResponseCache } from '#src/http/response-cache.js';
import { inputLocale as locale, type PublicReads, type ReadInput } from '#src/http/public-reads.js';
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
  reads: PublicReads;
  sampler: QuestionSampler;
  /** Rows per Strapi request for a whole question list (config CMS_LIST_PAGE_SIZE). */
  listPageSize?: number;
}): Router {
  const { cms, cache, reads, sampler, listPageSize = 200 } = deps;
  const router = Router();
  const get = reads.on(router).cached;

  // Question lists: the whole list, a page (one Strapi round trip) or, before the cache, a random draw.
  // The id lists drawn from (mock tests' blueprints draw from them too) are read again after any content change.
  cache.onPurge(() => sampler.forget());
  const questionList = (id: 'listQuestionsOfSubtopic' | 'listQuestionsOfExamAndSubtopic') => {
    const selection = ({ params }: ReadInput): QuestionSelection => ({ examName: params.examName, subtopicName: params.subtopicName! });
    get(
      id,
      async (input) => {
        const window = readListWindow(input.query, { sample: true });
        // The whole list is streamed page by page: it may hold tens of thousands of questions.
        if (window.kind !== 'page') return { stream: jsonArray(questionPages(cms, selection(input), listPageSize, locale(input))) };
        const { records, total } = await listQuestionPage(cms, selection(input), window, locale(input));
        // The page links keep the language asked for.
        const keep = { locale: typeof input.query.locale === 'string' && input.query.locale ? input.query.locale : undefined };
        return { body: records.map(typesetQuestionRecord), headers: pageHeaders(input.path, { ...window, total }, keep) };
      },
      {
        query: questionWindowKey,
        // A draw is made for every request and marked no-store: a cached draw would give everybody the same questions.
        uncached: async (input) => {
          const window = readListWindow(input.query, { sample: true });
          if (window.kind !== 'sample') return undefined;
          const { records, total } = await sampler.draw(cms, selection(input), window.size, locale(input));
          return { body: records.map(typesetQuestionRecord), headers: { 'X-Total-Count': String(total) } };
        },
      },
    );
  };
  questionList('listQuestionsOfSubtopic');
  questionList('listQuestionsOfExamAndSubtopic');
  get('getQuestion', async (input) => ({ body: typesetQuestionRecord(await getQuestion(cms, input.params.id!, locale(input))) }));
  get('getQuestionPage', async (input) => ({
    body: typesetQuestionPage(await getQuestionPage(cms, input.params.id!, locale(input))),
  }));

  return router;
}
