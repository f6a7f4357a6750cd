import { z } from 'zod';

/**
 * Shapes every part of the contract shares: the error body, the pagination block of wrapped lists, the answer
 * of a delete, and the parameters of paths and queries (always text, as they arrive).
 */

/**
 * Every error answer: `{message}`, a sentence safe to show. Exam-pattern and cheatsheet writes repeat it as
 * `error` (their forms read `error` first).
 */
export const errorBody = z.strictObject({ message: z.string(), error: z.string().optional() }).meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * Pagination block of every wrapped list. `total` is the number of matching records (not pages);
 * `totalPages` and `limit` are added so a client never has to guess.
 */
export const pagination = z
  .strictObject({
    current: z.int().min(1),
    total: z.int().min(0),
    totalPages: z.int().min(0),
    limit: z.int().min(1),
    hasNext: z.boolean(),
    hasPrev: z.boolean(),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof pagination>;

/** The answer of every admin delete: what was deleted. */
export const deletedAnswer = z.strictObject({ message: z.string(), _id: z.string() }).meta({ id: 'Deleted' });
export type DeletedAnswer = z.infer<typeof deletedAnswer>;

/** A path parameter: a name, slug or documentId as written in the address. */
export const pathText = z.string().min(1);

/** `?page` and `?limit` of a paged list: whole numbers as text; out-of-range values are clamped, others are a 400. */
export const pagingQuery = z.object({
  page: z
    .string()
    .regex(/^-?\d+$/)
    .optional()
    .describe('Page number, from 1 (default 1).'),
  limit: z
    .string()
    .regex(/^-?\d+$/)
    .optional()
    .describe('Items per page, 1 to 100.'),
});

/** An admin list's query: paging (10 per page by default, at most 100) and a search text. */
export const adminListQuery = pagingQuery.extend({
  search: z.string().optional().describe('Text to look for (trimmed, at most 200 characters are used).'),
});

/** PATCH …/{id}/featured of exam patterns and cheatsheets. */
export const featuredBody = z.object({ featured: z.boolean() });
export const FEATURED_MESSAGE = 'featured must be true or false';
