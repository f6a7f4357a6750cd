import { Router } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { AiExplainer, ExplanationEvent } from './explainer.js';
import { type HttpError, notFound } from '#src/lib/errors.js';
import { publicRichText } from '#src/lib/public-rich-text.js';
import type { PublicReads } from '#src/http/public-reads.js';

/** documentIds are 24-character lowercase alphanumerics; anything else cannot be a question. */
const QUESTION_ID = /^[a-z0-9]{10,40}$/;

/**
 * Owl AI explanations:
 *   GET  /api/ai/status                       → {enabled} (the button is hidden when false)
 *   POST /api/ai/explanations/{questionId}    → text/event-stream of `chunk` {text}, then `done` {html, stored}
 *                                                or `error` {message}; 404/429/503 as JSON before streaming
 * The per-IP limit counts in `limits.store` when given (shared by every proxy through Redis), else in memory.
 */
export function aiRoutes(explainer: AiExplainer, limits: { perMinute: number; store?: Store }, reads: PublicReads): Router {
  const router = Router();

  // A public read the server render makes too (the explanation button asks it): never stored, always asked again.
  reads.on(router).uncached('aiStatus', async () => ({ body: { enabled: explainer.enabled }, cacheControl: 'no-cache' }));

  const perIpLimit = rateLimit({
    windowMs: 60_000,
    limit: limits.perMinute,
    store: limits.store,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: 'Too many AI explanation requests. Please wait a minute and try again.' });
    },
  });

  router.post('/ai/explanations/:questionId', perIpLimit, async (req, res, next) => {
    const questionId = String(req.params.questionId);
    let events: AsyncGenerator<ExplanationEvent>;
    try {
      if (!QUESTION_ID.test(questionId)) throw notFound('Question not found');
      events = await explainer.explain(questionId);
    } catch (error) {
      next((error as HttpError).status === 404 ? notFound('Question not found') : error);
      return;
    }

    // Server-sent events, flushed as they come (never compressed, which would buffer them).
    res.locals.precompressed = true;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    let open = true;
    res.on('close', () => {
      open = false;
    });
    for await (const event of events) {
      if (!open) break; // the student closed the modal; the generation still completes and is stored
      const { type, ...payload } = event.type === 'done' ? { ...event, html: publicRichText(event.html) } : event;
      res.write(`event: ${type}\ndata: ${JSON.stringify(payload)}\n\n`);
    }
    res.end();
  });

  return router;
}
