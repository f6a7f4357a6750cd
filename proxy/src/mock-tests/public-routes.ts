import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { StrapiClient } from '#src/strapi/client.js';
import { inputLocale, requestLocale, type PublicReads } from '#src/http/public-reads.js';
import { refuseNulInBody } from '#src/http/odd-requests.js';
import { HttpError } from '#src/lib/errors.js';
import type { QuestionSampler } from '#src/questions/question-sample.js';
import type { ScoringMemory } from './mock-test-keys.js';
import { checkMockTest, listActiveMockTests, mockTestInstructions, sitMockTest } from './mock-tests.js';
import { submitMockTest } from './mock-test-submit.js';
import type { MockTestKeys } from './mock-test-ids.js';
import { typesetPaper, typesetResult } from '#src/lib/typeset.js';
import { publicRichText } from '#src/lib/public-rich-text.js';
import { studentSession } from '#src/students/student-session.js';
import { linkAttemptToStudent, type Leaderboards } from './leaderboard.js';

export interface MockTestLimits {
  /** Papers (each a new attempt) and submissions per client address in the window; then 429. */
  papers: number;
  submits: number;
  windowMinutes: number;
  /** Where counts live: a store per limiter name (shared/rate-limit-store.ts: Redis), else this proxy's memory. */
  storeFor?: (name: string) => Store | undefined;
}

/** Every attempt is stored, and every submission counts in a paper's statistics: both are limited per address. */
function perAddressLimit(limit: number, limits: MockTestLimits, name: string, what: string): RequestHandler {
  const windowMs = limits.windowMinutes * 60_000;
  return rateLimit({
    windowMs,
    limit,
    store: limits.storeFor?.(name),
    // Also sets Retry-After on a refusal.
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, _res, next) =>
      next(new HttpError(429, `Too many ${what} from your address. Please try again in ${limits.windowMinutes} minutes.`)),
  });
}

/**
 * Crawlers by User-Agent: the generic words search engines' and link previewers' agents carry (no package for this
 * is installed; browsers, scripts and headless test browsers are not matched). A paper is a draw for someone
 * sitting it: a crawler that runs the page's script would store an attempt on every visit (and the questions of
 * papers are not for indexing), so it gets a 403 with the page's own <head> tags still served by the SPA route.
 */
const CRAWLER = /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|prerender/i;
export const isCrawler = (userAgent: string | undefined) => userAgent !== undefined && CRAWLER.test(userAgent);

/**
 * The mock tests students sit:
 *   GET  /api/mock-tests/all                  → the list of active papers, a cached public read
 *   GET  /api/mock-tests/slug/{slug}/instructions → the paper without questions (its page before Start), cached;
 *                                               no draw and no attempt
 *   GET  /api/mock-tests/slug/{slug}          → a paper and its new attempt; never cached (each draw is its own)
 *   HEAD /api/mock-tests/slug/{slug}          → 200 or 404, no draw and no attempt
 *   POST /api/mock-tests/slug/{slug}/submit   → the attempt scored on the server (and, for a signed-in student,
 *                                               linked to their account with their rank on the paper)
 *   GET  /api/mock-tests/slug/{slug}/leaderboard → the paper's top 50 students, kept for 15 s
 */
export function mockTestRoutes(deps: {
  cms: StrapiClient;
  reads: PublicReads;
  sampler: QuestionSampler;
  memory: ScoringMemory;
  keys: MockTestKeys;
  limits: MockTestLimits;
  leaderboards: Leaderboards;
  production: boolean;
}): Router {
  const { cms, reads, sampler, memory, keys, limits, leaderboards, production } = deps;
  const router = Router();
  reads.on(router).cached('listMockTests', async (input) => ({ body: await listActiveMockTests(cms, inputLocale(input)) }));
  // What the paper's page shows before Start: no draw and no attempt, so a cached read like the list (purged with it
  // by any write) that the page's server render embeds.
  reads.on(router).cached('getMockTestInstructions', async (input) => {
    const paper = await mockTestInstructions(cms, String(input.params.slug), inputLocale(input));
    return { body: { ...paper, instructions: publicRichText(paper.instructions) } };
  });
  const papers = perAddressLimit(limits.papers, limits, 'mock-test-papers', 'mock test papers');
  const submissions = perAddressLimit(limits.submits, limits, 'mock-test-submissions', 'mock test submissions');
  // 500 responses of two ids each fit in well under 100 KB.
  const json = [express.json({ limit: '128kb' }), refuseNulInBody];

  // Express answers HEAD with the GET route: this one comes first so that a HEAD never draws an attempt.
  router.head('/mock-tests/slug/:slug', async (req, res, next) => {
    try {
      await checkMockTest(cms, String(req.params.slug));
      res.setHeader('Cache-Control', 'no-store');
      res.type('json').end();
    } catch (error) {
      next(error);
    }
  });

  router.get('/mock-tests/slug/:slug', papers, async (req, res, next) => {
    try {
      if (isCrawler(req.get('user-agent')))
        throw new HttpError(403, 'Mock test papers are drawn for people sitting them, not for crawlers.');
      // `?locale`: the paper's and its questions' texts in that language where translated.
      const paper = await sitMockTest(cms, sampler, keys.ids, String(req.params.slug), requestLocale(req));
      res.setHeader('Cache-Control', 'no-store');
      res.json(typesetPaper(paper));
    } catch (error) {
      next(error);
    }
  });

  router.post('/mock-tests/slug/:slug/submit', submissions, ...json, async (req, res, next) => {
    try {
      const result = await submitMockTest(cms, memory, String(req.params.slug), req.body, {
        keys,
        // As the limits take it: TRUST_PROXY decides which address is the client's.
        clientAddress: req.ip,
        locale: requestLocale(req),
      });
      res.setHeader('Cache-Control', 'no-store');
      const rank = studentSession.read(req) === 'absent' ? undefined : await rankOfStudent(req, res, String(req.body.attempt_id));
      res.json(typesetResult(rank === undefined ? result : { ...result, rank }));
    } catch (error) {
      next(error);
    }
  });

  /**
   * A signed-in student's submission is theirs: linked to the account, with their rank. A session that has ended
   * (or a failure) costs the result nothing: it is answered as an anonymous one (the cookie cleared if it is over).
   */
  async function rankOfStudent(req: Request, res: Response, attemptId: string) {
    try {
      const accessToken = await studentSession.accessToken(req, res, cms, production);
      return await linkAttemptToStudent(cms.forUser(accessToken), attemptId);
    } catch {
      return undefined;
    }
  }

  // A public read (kept 15 s by Leaderboards, not in the response cache: submissions move it without a purge), so
  // the server render of /mock-tests/{slug}/leaderboard reads it in process and the page works without JavaScript.
  reads.on(router).uncached('getMockTestLeaderboard', async (input) => ({
    body: await leaderboards.of(String(input.params.slug), inputLocale(input)),
    cacheControl: 'public, max-age=15',
  }));

  return router;
}
