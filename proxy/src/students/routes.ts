import { Router } from 'express';
import type { StrapiClient } from '#src/strapi/client.js';

/** Student accounts (docs/student-accounts.md): register, sign-in, sessions, verification, passwords, privacy. */
export function studentAccountRoutes(_deps: { cms: StrapiClient; production: boolean }): Router {
  return Router();
}
