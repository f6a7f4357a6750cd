import type { Router } from 'express';
import { adminRouter, created, listQuery, ok, param, type AdminRouterDeps } from '#src/http/admin-router.js';
import { createMockTest, deleteMockTest, getMockTestForAdmin, listMockTestsForAdmin, updateMockTest } from './admin-mock-tests.js';

/** The administrator's calls on mock tests (/admin/all before /admin/{id}). */
export function mockTestAdminRoutes(deps: AdminRouterDeps): Router {
  const { router, read, write } = adminRouter(deps);
  read('/mock-tests/admin/all', async (req, cms) => ok(await listMockTestsForAdmin(cms, listQuery(req))));
  read('/mock-tests/admin/:id', async (req, cms) => ok(await getMockTestForAdmin(cms, param(req, 'id'))));
  write('post', '/mock-tests/admin', async (req, cms) => created(await createMockTest(cms, req.body)));
  write('put', '/mock-tests/admin/:id', async (req, cms) => ok(await updateMockTest(cms, param(req, 'id'), req.body)));
  write('delete', '/mock-tests/admin/:id', async (req, cms) => ok(await deleteMockTest(cms, param(req, 'id'))));
  return router;
}
