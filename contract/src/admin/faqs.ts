import { z } from 'zod';
import { adminListQuery } from '#src/common.js';
import { formFlag, textList } from '#src/form-values.js';

/** FAQs in the admin area (students-faqs-programming.md §2.2); shared pieces of the programming admin too. */

/** C0 control characters (tab, line feed and carriage return allowed) and DEL. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_MESSAGE = 'must not contain control characters';

/** Required plain text: trimmed, not blank, no control characters. */
export const requiredLine = (max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string()
      .trim()
      .min(1)
      .max(max)
      .refine((text) => !CONTROL_CHARACTER.test(text), CONTROL_MESSAGE),
  );
/** Optional plain text: absent or null becomes "", trimmed, no control characters. */
export const optionalLine = (max: number) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string()
      .trim()
      .max(max)
      .refine((text) => !CONTROL_CHARACTER.test(text), CONTROL_MESSAGE),
  );
/** Rich-text HTML as Quill sends it: absent or null becomes ""; sanitised by the proxy before it is stored. */
export const richTextField = (max: number) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string()
      .max(max)
      .refine((text) => !CONTROL_CHARACTER.test(text), CONTROL_MESSAGE),
  );
/** Tags: trimmed, blanks and repeats dropped, at most 50 of at most 100 characters each. */
export const tagList = textList.pipe(
  z
    .array(
      z
        .string()
        .max(100)
        .refine((text) => !CONTROL_CHARACTER.test(text), CONTROL_MESSAGE),
    )
    .max(50),
);

/** The longest rich-text field (an answer, a description, a text block). */
export const MAX_RICH_TEXT_LENGTH = 200_000;
/** Rich text with a picture pasted in as a data: URL is refused: pictures go through POST /api/upload/image. */
export const DATA_URL_IMAGE_MESSAGE = 'Pictures pasted into the text cannot be stored: upload the picture and insert its address instead';

export const FAQ_REQUIRED_MESSAGE = 'Topic title and slug are required';
export const FAQ_NO_QUESTION_MESSAGE = 'At least one question with answer is required';
export const FAQ_SLUG_CLASH_MESSAGE = 'A FAQ with this slug already exists';
export const FAQ_NOT_FOUND_MESSAGE = 'FAQ not found';

/**
 * The page block of these admin lists (the spec's shape): `current` echoes the page asked for, `total` is the
 * number of PAGES (at least 1), `totalItems` the number of matching records.
 */
export const pageCountPagination = z
  .strictObject({
    current: z.int().min(1),
    total: z.int().min(1).describe('Number of pages.'),
    totalItems: z.int().min(0).describe('Number of matching records.'),
    limit: z.int().min(1),
    hasNext: z.boolean(),
    hasPrev: z.boolean(),
  })
  .meta({ id: 'PageCountPagination' });
export type PageCountPagination = z.infer<typeof pageCountPagination>;

/** One question of the FAQ form: both texts must say something ("<p><br></p>" counts as empty) or the pair is dropped. */
export const faqQuestionInput = z.object({
  question: optionalLine(2000),
  answer: richTextField(MAX_RICH_TEXT_LENGTH),
  order: z.preprocess((value) => (value === null ? undefined : value), z.int().min(0).max(100_000).optional()),
});

/** The FAQ form (POST …/admin/create, PUT …/admin/{id}: a full replacement); unknown fields are ignored. */
export const faqInput = z.object({
  topic_title: requiredLine(200),
  slug: requiredLine(200).describe('Stored by the slug rule (lowercase letters, digits and hyphens).'),
  description: optionalLine(5000),
  questions: z.array(faqQuestionInput).max(300),
  featured: formFlag,
  is_active: formFlag,
  tags: tagList.optional(),
  logo_url: optionalLine(500).describe('"" for no logo; else an address from POST /api/upload/image (or any https:// address).'),
});
export type FaqInput = z.input<typeof faqInput>;

export const adminFaqQuestion = z
  .strictObject({ _id: z.string(), question: z.string(), answer: z.string(), order: z.int().min(0) })
  .meta({ id: 'AdminFaqQuestion' });
export type AdminFaqQuestion = z.infer<typeof adminFaqQuestion>;

/** A FAQ as the admin screens read it (active or not), in English. */
export const adminFaq = z
  .strictObject({
    _id: z.string(),
    topic_title: z.string(),
    slug: z.string(),
    description: z.string(),
    tags: z.array(z.string()),
    featured: z.boolean(),
    is_active: z.boolean(),
    views: z.int().min(0),
    logo_url: z.string(),
    questions: z.array(adminFaqQuestion).describe('Sorted by order.'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminFaq' });
export type AdminFaq = z.infer<typeof adminFaq>;

export const adminFaqsQuery = adminListQuery.extend({
  search: adminListQuery.shape.search.describe('Text in the title, slug, description or tags (any letter case).'),
});
export const adminFaqPage = z.strictObject({ faqs: z.array(adminFaq), pagination: pageCountPagination }).meta({ id: 'AdminFaqPage' });
export type AdminFaqPage = z.infer<typeof adminFaqPage>;

export const faqStats = z
  .strictObject({
    total: z.int().min(0),
    active: z.int().min(0),
    inactive: z.int().min(0),
    featured: z.int().min(0),
    totalViews: z.int().min(0),
  })
  .meta({ id: 'FaqStats' });
export type FaqStats = z.infer<typeof faqStats>;
