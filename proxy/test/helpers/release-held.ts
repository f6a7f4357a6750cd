import type { Strapi } from './stack.js';

/**
 * Releases questions that a test's paper held for tests, as an editor unticks "Held for tests": a paper's save holds
 * the questions of its fixed sections, and the tests that call this also read those questions through the public API
 * (lists, pages, search). Through the document service, so the site search indexes them again.
 */
export async function releaseHeldQuestions(strapi: Strapi, documentIds: string[]) {
  for (const documentId of documentIds)
    await strapi.documents('api::question.question').update({ documentId, data: { held_for_tests: false } as never });
}
