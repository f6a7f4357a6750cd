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

/**
 * `?page`, `?limit` and `?sample` of a public question list. Without any of them the answer is the whole list.
 * With `page` or `limit` it holds one page (limit 1 to 100, default 100) and the totals travel in the headers
 * of `listPageHeaders`. `sample` (1 to 100) draws that many questions at random instead, never the same one
 * twice, and cannot be combined with `page` or `limit` (400).
 */
export const questionListQuery = pagingQuery.extend({
  page: pagingQuery.shape.page.describe('Page number, from 1. With page or limit the answer is one page (see X-Total-Count and Link).'),
  limit: pagingQuery.shape.limit.describe('Questions per page, 1 to 100 (default 100 when only page is given).'),
  sample: z
    .string()
    .regex(/^-?\d+$/)
    .optional()
    .describe('Draw this many questions (1 to 100) at random, no repeats; never cached. Not with page or limit.'),
});

/** An admin question list's query: optional paging as on the public lists, and a search over question text and answer. */
export const adminQuestionListQuery = pagingQuery.extend({
  page: questionListQuery.shape.page,
  limit: questionListQuery.shape.limit,
  search: z
    .string()
    .optional()
    .describe(
      "Text the question or its answer contains (case-insensitive; trimmed, at most 200 characters are used). Looked for only among the rows the path's subtopic and/or exam select, through their indexes.",
    ),
});

/**
 * The headers of one page of a bare list (the body stays the list itself): the number of matching records, and
 * root-relative links to the next and previous pages (RFC 8288) keeping the call's own query parameters.
 * Sent only when the call asked for a page (or a sample: then X-Total-Count counts what it was drawn from).
 */
export const listPageHeaders = {
  'X-Total-Count': { description: 'How many records match (not pages).', schema: z.string().regex(/^\d+$/), required: false },
  Link: {
    description: 'rel="next" and rel="prev" links, when there is such a page: `</api/...?limit=10&page=3>; rel="next"`.',
    schema: z.string(),
    required: false,
  },
};

/** An admin list's query: paging (10 per page by default, at most 100) and a search text. */
export const adminListQuery = pagingQuery.extend({
  search: z.string().optional().describe('Text to look for (trimmed, at most 200 characters are used).'),
});

/** PATCH …/{id}/featured of exam patterns and cheatsheets. */
export const featuredBody = z.object({ featured: z.boolean() });
export const FEATURED_MESSAGE = 'featured must be true or false';
