import type { Core } from '@strapi/strapi';

/** The users-permissions role of students (docs/student-accounts.md), apart from the Administrator role. */
export async function ensureStudentRole(_strapi: Core.Strapi): Promise<void> {}
