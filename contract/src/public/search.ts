import { z } from 'zod';
import { pagination } from '#src/common.js';
import { itemLocale, localeQuery } from '#src/locale.js';

/** Site search: GET /api/search?q=&type=&limit=&page=. */

export const SEARCH_RESULT_TYPES = ['question', 'subtopic', 'exam_pattern', 'cheatsheet', 'faq', 'code_question'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** Longest query accepted, in characters (longer is a 400). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Results per page: default and maximum. */
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

export const searchQuery = z.object({
  q: z.string().describe(`What to look for: 1 to ${SEARCH_QUERY_MAX_LENGTH} characters, words matched in any case and simple plural.`),
  type: z.enum(SEARCH_RESULT_TYPES).optional().describe('Only results of this kind.'),
  limit: z
    .string()
    .regex(/^-?\d+$/)
    .optional()
    .describe(`Results per page, 1 to ${SEARCH_MAX_LIMIT} (default ${SEARCH_DEFAULT_LIMIT}).`),
  page: z
    .string()
    .regex(/^-?\d+$/)
    .optional()
    .describe('Page number, from 1 (default 1).'),
  locale: localeQuery.shape.locale.describe(
    'The language searched in (default en): its translations, and English items not translated into it, each item once.',
  ),
});

export const searchResult = z
  .strictObject({
    type: z.enum(SEARCH_RESULT_TYPES),
    title: z.string().describe('Plain text (not HTML).'),
    url: z.string().describe('Root-relative address of the page, the same in every language (the Hindi site shows it below its /hi root).'),
    snippet: z.string().describe('HTML: escaped text in which only <mark> elements (the matched words) are markup.'),
    locale: itemLocale,
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResult>;

export const searchAnswer = z
  .strictObject({
    results: z.array(searchResult).describe('Best match first.'),
    total: z.int().min(0),
    pagination,
  })
  .meta({ id: 'SearchAnswer' });
export type SearchAnswer = z.infer<typeof searchAnswer>;
