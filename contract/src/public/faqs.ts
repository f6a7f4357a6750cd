import { z } from 'zod';
import { itemLocale, untranslatedFields } from '#src/locale.js';

/** FAQs as the public pages read them (students-faqs-programming.md §2.1); inactive FAQs are never shown. */

/** Fields a Hindi FAQ may serve in English when its translation lacks them. */
export const FAQ_TRANSLATED_FIELDS = ['topic_title', 'description', 'tags', 'questions'] as const;

export const faqSummary = z
  .strictObject({
    _id: z.string(),
    topic_title: z.string(),
    slug: z.string(),
    description: z.string().describe('Plain text; "" when none.'),
    tags: z.array(z.string()),
    featured: z.boolean(),
    is_active: z.boolean(),
    views: z.int().min(0),
    logo_url: z.string().describe('Our own upload address, or "" when the FAQ has no logo.'),
    createdAt: z.string(),
    updatedAt: z.string(),
    locale: itemLocale,
    untranslated_fields: untranslatedFields(FAQ_TRANSLATED_FIELDS),
  })
  .meta({ id: 'FaqSummary' });
export type FaqSummary = z.infer<typeof faqSummary>;

export const faqQuestion = z
  .strictObject({
    _id: z.string(),
    question: z.string().describe('Plain text.'),
    answer: z.string().describe('Rich-text HTML as stored (sanitised).'),
    answer_html: z
      .string()
      .describe('The answer ready to show: each <pre> (and Quill code block) as <pre class="code-block" data-language> with hljs-* spans.'),
    order: z.int().min(0),
  })
  .meta({ id: 'FaqQuestion' });
export type FaqQuestion = z.infer<typeof faqQuestion>;

export const faq = faqSummary.extend({ questions: z.array(faqQuestion).describe('Sorted by order.') }).meta({ id: 'Faq' });
export type Faq = z.infer<typeof faq>;

/** GET /api/faqs/all: active FAQs, featured first, then by title. */
export const faqListAnswer = z.strictObject({ faqs: z.array(faqSummary) }).meta({ id: 'FaqList' });
export type FaqListAnswer = z.infer<typeof faqListAnswer>;
export const featuredFaqList = z.array(faqSummary);

/** `?limit` of the public FAQ and topic lists: 1 to 100 (default 100); out-of-range values are clamped. */
export const publicLimitQuery = z.object({
  limit: z
    .string()
    .regex(/^-?\d+$/)
    .optional()
    .describe('How many, 1 to 100 (default 100).'),
});
