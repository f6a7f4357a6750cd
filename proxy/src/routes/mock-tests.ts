import express, { Router, type RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { StrapiClient } from '../strapi/client.js';
import { refuseNulInBody } from '../http/odd-requests.js';
import { HttpError } from '../lib/errors.js';
import type { QuestionSampler } from '../services/question-sample.js';
import type { ScoringMemory } from '../services/mock-test-keys.js';
import { sitMockTest, submitMockTest } from '../services/mock-tests.js';
import { readLocale } from '../services/locale.js';
import { typesetPaper, typesetResult } from '../services/typeset.js';

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
 * The mock tests students sit (issue #15); the list is a cached public read (routes/public.ts).
 *   GET  /api/mock-tests/slug/{slug}          → a paper and its new attempt; never cached (each draw is its own)
 *   POST /api/mock-tests/slug/{slug}/submit   → the attempt scored on the server
 */
export function mockTestRoutes(deps: {
  cms: StrapiClient;
  sampler: QuestionSampler;
  memory: ScoringMemory;
  limits: MockTestLimits;
}): Router {
  const { cms, sampler, memory, limits } = deps;
  const router = Router();
  const papers = perAddressLimit(limits.papers, limits, 'mock-test-papers', 'mock test papers');
  const submissions = perAddressLimit(limits.submits, limits, 'mock-test-submissions', 'mock test submissions');
  // 500 responses of two ids each fit in well under 100 KB.
  const json = [express.json({ limit: '128kb' }), refuseNulInBody];

  router.get('/mock-tests/slug/:slug', papers, async (req, res, next) => {
    try {
      // `?locale`: the paper's and its questions' texts in that language where translated (issue #17).
      const paper = await sitMockTest(cms, sampler, String(req.params.slug), readLocale(req.query));
      res.setHeader('Cache-Control', 'no-store');
      res.json(typesetPaper(paper));
    } catch (error) {
      next(error);
    }
  });

  router.post('/mock-tests/slug/:slug/submit', submissions, ...json, async (req, res, next) => {
    try {
      const result = await submitMockTest(cms, memory, String(req.params.slug), req.body, readLocale(req.query));
      res.setHeader('Cache-Control', 'no-store');
      res.json(typesetResult(result));
    } catch (error) {
      next(error);
    }
  });

  return router;
}
