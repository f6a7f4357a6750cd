import { adminOperations, sessionOperations } from './routes/admin.js';
import type { Operation } from './routes/operation.js';
import { studentAccountOperations } from './routes/student.js';
import { studentProgressOperations } from './routes/student-progress.js';
import { studentAdminOperations } from './routes/student-admin.js';
import { reportOperations } from './routes/reports.js';
import { faqAdminOperations, faqPublicOperations } from './routes/faqs.js';
import { uploadOperations } from './routes/upload.js';
import { programmingAdminOperations, programmingPublicOperations } from './routes/programming.js';
import {
  aiExplanationOperations,
  mockTestOperations,
  publicReadOperations,
  referenceOperations,
  searchOperations,
} from './routes/public.js';

/**
 * Every call of /api/*: method, path, the schemas of its parameters, query and body, and of its answer per
 * status. It drives the OpenAPI document (openapi.ts), the reference page and the contract tests' check of
 * every answer they see (check.ts). The order is the proxy's: the first operation whose path matches wins.
 */

export const operations: Operation[] = [
  ...publicReadOperations,
  // FAQs and programming topics: cached public reads too, each declaring its ?locale (and ?limit).
  ...faqPublicOperations,
  ...programmingPublicOperations,
  ...mockTestOperations,
  ...searchOperations,
  ...aiExplanationOperations,
  ...sessionOperations,
  ...studentAccountOperations,
  ...studentProgressOperations,
  ...adminOperations,
  ...studentAdminOperations,
  ...reportOperations,
  ...faqAdminOperations,
  ...programmingAdminOperations,
  ...uploadOperations,
  ...referenceOperations,
];
