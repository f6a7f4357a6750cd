import { z } from 'zod';
import { CHEATSHEET_BLOCK_TYPES, CHEATSHEET_CONTENT_TYPES, CODE_LANGUAGES } from '#src/enums.js';
import { pagination } from '#src/common.js';
import { itemLocale } from '#src/locale.js';

/** Cheatsheets as the public pages read them (inactive ones are never shown). */

export const cheatsheetItem = z
  .strictObject({
    title: z.string(),
    description: z.string().nullable(),
    category: z.string().nullable(),
    order: z.int(),
    content_type: z.enum(CHEATSHEET_CONTENT_TYPES),
    language: z.enum(CODE_LANGUAGES).nullable(),
    code: z.string().nullable(),
    text_content: z.string().nullable().describe('Rich-text HTML (sanitised).'),
    mixed_content: z.array(
      z.strictObject({ type: z.enum(CHEATSHEET_BLOCK_TYPES), language: z.enum(CODE_LANGUAGES).nullable(), content: z.string() }),
    ),
  })
  .meta({ id: 'CheatsheetItem' });
export type CheatsheetItem = z.infer<typeof cheatsheetItem>;

export const cheatsheetSummary = z
  .strictObject({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    category: z.string(),
    tags: z.array(z.string()),
    categories: z.array(z.string()),
    color: z.string().nullable(),
    featured: z.boolean(),
    views: z.int().min(0),
    createdAt: z.string(),
    updatedAt: z.string(),
    locale: itemLocale,
  })
  .meta({ id: 'CheatsheetSummary' });
export type CheatsheetSummary = z.infer<typeof cheatsheetSummary>;

export const cheatsheet = cheatsheetSummary.extend({ items: z.array(cheatsheetItem) }).meta({ id: 'Cheatsheet' });
export type Cheatsheet = z.infer<typeof cheatsheet>;

export const cheatsheetPage = z.strictObject({ cheatsheets: z.array(cheatsheetSummary), pagination }).meta({ id: 'CheatsheetPage' });
export const cheatsheetList = z.array(cheatsheetSummary);
export const cheatsheetCategories = z.strictObject({
  categories: z.array(z.string()).describe('Categories of active cheatsheets, alphabetical.'),
});
