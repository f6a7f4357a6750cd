import type { Request, Router } from 'express';
import { adminRouter, ok, param, type AdminRouterDeps } from '#src/http/admin-router.js';
import { deleteTranslation, getTranslation, readTranslatedType, readTranslationLocale, saveTranslation } from './admin-translations.js';

/** The language switch of each form of a translated type: one version of a document in another language. */
export function translationAdminRoutes(deps: AdminRouterDeps): Router {
  const { router, read, write } = adminRouter(deps);
  const translation = (req: Request) =>
    [readTranslatedType(param(req, 'type')), param(req, 'id'), readTranslationLocale(req.query.locale)] as const;
  read('/translations/:type/:id', async (req, cms) => ok(await getTranslation(cms, ...translation(req))));
  write('put', '/translations/:type/:id', async (req, cms) => ok(await saveTranslation(cms, ...translation(req), req.body)));
  write('delete', '/translations/:type/:id', async (req, cms) => ok(await deleteTranslation(cms, ...translation(req))));
  return router;
}
