import { Router } from 'express';
import type { StrapiClient } from '#src/strapi/client.js';
import { DETAIL_CACHE_CONTROL } from '#src/http/cached-route.js';
import { inputLocale as locale, type PublicReads } from '#src/http/public-reads.js';
import { adminRouter, created, listQuery, ok, param, type AdminRouterDeps } from '#src/http/admin-router.js';
import type { LiveNumber } from '#src/lib/live-number.js';
import { findActiveFaqBySlug, listActiveFaqs, listFeaturedFaqs } from './faqs.js';
import { createFaq, deleteFaq, faqStats, getFaqForAdmin, listFaqsForAdmin, toggleFaqFeatured, updateFaq } from './admin-faqs.js';
import { limitKey, notFoundWithError, publicListLimit, withErrorField } from '#src/lib/admin-content.js';

/** The view counter (content/views.ts, given by the app) as FAQ pages use it. */
export interface FaqViews {
  readMark(): number;
  add(type: 'faqs', documentId: string): void;
  liveCount(type: 'faqs', documentId: string, storedViews: number, readMark: number): LiveNumber;
}

export const FAQ_NOT_FOUND = 'FAQ not found';

/** GET /api/faqs/...: cached, purged on every write (admin-route.ts) and on Strapi's webhook like every public read. */
export function faqRoutes(deps: { cms: StrapiClient; reads: PublicReads; views: FaqViews }): Router {
  const { cms, reads, views } = deps;
  const router = Router();
  const get = reads.on(router).cached;
  get(
    'listFaqs',
    async (input) => ({
      body: await listActiveFaqs(cms, publicListLimit(input.query), locale(input)),
    }),
    {
      query: limitKey,
    },
  );
  get('listFeaturedFaqs', async (input) => ({ body: await listFeaturedFaqs(cms, locale(input)) }));
  // Counts a view per request, cache hits included; the count shown is live (content/views.ts).
  get(
    'getFaqBySlug',
    async (input) => {
      const readAt = views.readMark();
      const faq = await findActiveFaqBySlug(cms, input.params.slug!, locale(input));
      if (!faq) throw notFoundWithError(FAQ_NOT_FOUND);
      return {
        body: faq,
        onHit: () => views.add('faqs', faq._id),
        live: views.liveCount('faqs', faq._id, faq.views, readAt),
      };
    },
    { cacheControl: DETAIL_CACHE_CONTROL },
  );
  return router;
}

/** /api/faqs/admin/*: the administrator's session; errors carry `error` and `message`. */
export function faqAdminRoutes(deps: AdminRouterDeps): Router {
  const { router, read, write } = adminRouter(deps);
  read('/faqs/admin/all', async (req, cms) => ok(await listFaqsForAdmin(cms, listQuery(req))));
  read('/faqs/admin/stats', async (_req, cms) => ok(await faqStats(cms)));
  read('/faqs/admin/:id', async (req, cms) => ok(await getFaqForAdmin(cms, param(req, 'id'))));
  write('post', '/faqs/admin/create', async (req, cms) => created(await createFaq(cms, req.body)));
  write('put', '/faqs/admin/:id', async (req, cms) => ok(await updateFaq(cms, param(req, 'id'), req.body)));
  write('delete', '/faqs/admin/:id', async (req, cms) => ok(await deleteFaq(cms, param(req, 'id'))));
  write('patch', '/faqs/admin/:id/featured', async (req, cms) => ok(await toggleFaqFeatured(cms, param(req, 'id'))));
  router.use(withErrorField);
  return router;
}
