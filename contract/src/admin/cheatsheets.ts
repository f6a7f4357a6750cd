import { z } from 'zod';
import { CHEATSHEET_BLOCK_TYPES, CHEATSHEET_CONTENT_TYPES, CODE_LANGUAGES } from '#src/enums.js';
import { adminListQuery, pagination } from '#src/common.js';
import { formFlag, optionalText, requiredText, textList } from '#src/form-values.js';
import { cheatsheet, cheatsheetSummary } from '#src/public/cheatsheets.js';

/** Cheatsheets in the admin area (admin-area.md §3). */

export const NO_VALID_ITEM_MESSAGE = 'At least one valid item is required';

/**
 * One item as the form sends it. The proxy keeps the valid ones (title and category not blank, content matching
 * content_type) and refuses the sheet when none is: NO_VALID_ITEM_MESSAGE. Rich text is sanitised on the way in.
 */
export const cheatsheetItemInput = z.object({
  title: z.string(),
  category: z.string(),
  description: z.string().nullable().optional(),
  content_type: z.enum(CHEATSHEET_CONTENT_TYPES).optional().describe('Default: code.'),
  language: z.enum(CODE_LANGUAGES).or(z.literal('')).nullable().optional().describe('Default: python.'),
  code: z.string().optional(),
  text_content: z.string().optional(),
  mixed_content: z
    .array(
      z.object({
        type: z.enum(CHEATSHEET_BLOCK_TYPES).optional(),
        language: z.enum(CODE_LANGUAGES).or(z.literal('')).nullable().optional(),
        content: z.string().optional(),
      }),
    )
    .optional(),
});

/** The cheatsheet form (POST …/admin/create, PUT …/admin/{id}); unknown fields are ignored. */
export const cheatsheetInput = z.object({
  title: requiredText(160),
  slug: optionalText(160),
  category: requiredText(80),
  description: optionalText(5000),
  items: z.preprocess((value) => (value === null ? undefined : value), z.array(z.unknown()).optional()),
  categories: textList.optional(),
  tags: textList.optional(),
  featured: formFlag,
  is_active: formFlag,
  color: optionalText(20),
});
export type CheatsheetInput = z.input<typeof cheatsheetInput>;

/** cheatsheetInput as documented: items as the form sends them. */
export const cheatsheetInputDocumented = cheatsheetInput.extend({ items: z.array(cheatsheetItemInput).min(1) });

export const adminCheatsheetSummary = cheatsheetSummary.extend({ is_active: z.boolean() }).meta({ id: 'AdminCheatsheetSummary' });
export type AdminCheatsheetSummary = z.infer<typeof adminCheatsheetSummary>;
export const adminCheatsheet = cheatsheet.extend({ is_active: z.boolean() }).meta({ id: 'AdminCheatsheet' });
export type AdminCheatsheet = z.infer<typeof adminCheatsheet>;

export const adminCheatsheetsQuery = adminListQuery.extend({
  category: z.string().optional().describe('Only sheets of this category (any letter case).'),
});
export const adminCheatsheetPage = z.strictObject({ cheatsheets: z.array(adminCheatsheetSummary), pagination });

/** categoryStats per category as {_id, count}, largest first. */
export const cheatsheetStats = z.strictObject({
  totalCheatsheets: z.int().min(0),
  activeCheatsheets: z.int().min(0),
  featuredCheatsheets: z.int().min(0),
  categoryStats: z.array(z.strictObject({ _id: z.string().describe('A category.'), count: z.int().min(1) })),
});
export type CheatsheetStats = z.infer<typeof cheatsheetStats>;
