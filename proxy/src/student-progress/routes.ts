import { Router } from 'express';
import type { StrapiClient } from '#src/strapi/client.js';

/** What a student's account keeps and syncs (docs/student-accounts.md): saved questions, visits, results, notes, the dashboard. */
export function studentProgressRoutes(_deps: { cms: StrapiClient; production: boolean }): Router {
  return Router();
}
