import { Router } from 'express';
import { openApiDocument } from '@exam-prep/contract/openapi';
import { apiReferenceHtml } from './api-reference.js';

/** Both answers are the same until the next deploy: browsers and caches may keep them an hour. */
const REFERENCE_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The API's own description, made once per process from the contract's route table:
 *   GET /api/openapi.json  → the OpenAPI 3.1 document
 *   GET /api/reference     → a readable HTML page of every call
 */
export function referenceRoutes(options: { publicSiteUrl?: string } = {}): Router {
  const router = Router();
  let made: { json: string; html: string } | undefined;
  const answers = () => {
    if (!made) {
      const document = openApiDocument({ serverUrl: options.publicSiteUrl || undefined });
      made = { json: JSON.stringify(document), html: apiReferenceHtml(document as unknown as Parameters<typeof apiReferenceHtml>[0]) };
    }
    return made;
  };
  router.get('/openapi.json', (_req, res) => {
    res.setHeader('cache-control', REFERENCE_CACHE_CONTROL);
    res.type('application/json').send(answers().json);
  });
  router.get('/reference', (_req, res) => {
    res.setHeader('cache-control', REFERENCE_CACHE_CONTROL);
    res.type('html').send(answers().html);
  });
  return router;
}
