import express, { Router, type Request } from 'express';
import type { StrapiClient } from '#src/strapi/client.js';
import { readPaging } from '#src/lib/pagination.js';
import { searchText } from '#src/lib/validation.js';
import type { ResponseCache } from './response-cache.js';
import { adminRoute, type AdminAnswer, type AdminRouteOptions } from './admin-route.js';
import { receiveImages } from './image-upload.js';
import { refuseNulInBody } from './odd-requests.js';
import { requireAdministrator } from './session.js';

export type AdminHandler = (req: Request, cms: StrapiClient, locals: Record<string, unknown>) => Promise<AdminAnswer>;

export interface AdminRouterDeps {
  cms: StrapiClient;
  cache: ResponseCache;
  production: boolean;
}

export const ok = (body: unknown): AdminAnswer => ({ body });
export const created = (body: unknown): AdminAnswer => ({ status: 201, body });
export const param = (req: Request, name: string) => String(req.params[name] ?? '');
/** An admin list's page and search (10 a page unless ?limit says otherwise, at most 100). */
export const listQuery = (req: Request) => ({
  ...readPaging(req.query, { limit: 10, maxLimit: 100 }),
  search: searchText(req.query.search),
});

/**
 * The administrator calls of admin-area.md §7 that are not also public reads are declared through this. Each
 * needs a session (401 without one), answers with Cache-Control: no-store, and every write purges the public
 * cache. Each domain's admin router is mounted after every public router, so /exam-patterns/{id} never shadows
 * /exam-patterns/all and friends.
 */
export function adminRouter(deps: AdminRouterDeps) {
  const router = Router();
  const signedIn = requireAdministrator(deps.cms, deps.production);
  // A NUL character in any field is a 400 naming it (PostgreSQL cannot store one).
  const json = [express.json({ limit: '2mb' }), refuseNulInBody];
  const read = (path: string, handle: AdminHandler) => router.get(path, signedIn, adminRoute(deps, handle));
  const write = (method: 'post' | 'put' | 'patch' | 'delete', path: string, handle: AdminHandler, options: AdminRouteOptions = {}) =>
    router[method](path, signedIn, json, adminRoute(deps, handle, { write: true, ...options }));
  const writeWithImages = (method: 'post' | 'put', path: string, handle: AdminHandler) =>
    router[method](path, signedIn, json, receiveImages, adminRoute(deps, handle, { write: true }));
  return { router, read, write, writeWithImages };
}
