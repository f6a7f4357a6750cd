import { Router } from 'express';
import type { StrapiClient } from '#src/strapi/client.js';
import { adminRoute } from '#src/http/admin-route.js';
import { ok, param } from '#src/http/admin-router.js';
import type { ResponseCache } from '#src/http/response-cache.js';
import { requireAdministrator } from '#src/http/session.js';
import { blockStudent, deleteStudent, listStudents, readStudentListQuery, unblockStudent } from './students-admin.js';

/**
 * The administrator's calls on student accounts: an administrator's session only (401 without one;
 * a student's session is none, and a student's token in the admin cookie is refused by Strapi: 403). Nothing here
 * changes what a public page shows, so nothing purges the public cache; no call takes a body.
 */
export function studentAdminRoutes(deps: {
  cms: StrapiClient;
  cache: ResponseCache;
  production: boolean;
  /** The students' profile answers kept for a few seconds (students/profile-cache.ts): a block or delete drops theirs. */
  profiles?: { dropStudent: (studentId: string) => void };
}): Router {
  const router = Router();
  const signedIn = requireAdministrator(deps.cms, deps.production);
  /** After a block or a delete: the student's profile answers say "signed out" at once, on every proxy. */
  const forgetProfile = <T>(id: string, answer: T): T => {
    deps.profiles?.dropStudent(id);
    return answer;
  };
  router.get(
    '/students/admin',
    signedIn,
    adminRoute(deps, async (req, cms) => ok(await listStudents(cms, readStudentListQuery(req.query)))),
  );
  router.post(
    '/students/admin/:id/block',
    signedIn,
    adminRoute(deps, async (req, cms) => ok(forgetProfile(param(req, 'id'), await blockStudent(cms, param(req, 'id'))))),
  );
  router.post(
    '/students/admin/:id/unblock',
    signedIn,
    adminRoute(deps, async (req, cms) => ok(await unblockStudent(cms, param(req, 'id')))),
  );
  router.delete(
    '/students/admin/:id',
    signedIn,
    adminRoute(deps, async (req, cms) => ok(forgetProfile(param(req, 'id'), await deleteStudent(cms, param(req, 'id'))))),
  );
  return router;
}
