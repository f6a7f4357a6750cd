import type { Core } from '@strapi/strapi';

/** The tables of what a student's account keeps (docs/student-accounts.md). */
export async function ensureStudentProgressTables(_strapi: Core.Strapi): Promise<void> {}
