import { z } from 'zod';
import { itemLocale, untranslatedFields } from '#src/locale.js';

/** Programming topics and their code questions as the public pages read them (students-faqs-programming.md §3.1). */

export const PROGRAMMING_TOPIC_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Mixed'] as const;
export type ProgrammingTopicDifficulty = (typeof PROGRAMMING_TOPIC_DIFFICULTIES)[number];
export const CODE_QUESTION_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type CodeQuestionDifficulty = (typeof CODE_QUESTION_DIFFICULTIES)[number];
export const CONTENT_BLOCK_TYPES = ['code', 'text'] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

export const TOPIC_TRANSLATED_FIELDS = ['title', 'description', 'tags'] as const;
export const CODE_QUESTION_TRANSLATED_FIELDS = ['title', 'description', 'content_blocks'] as const;

export const programmingTopicSummary = z
  .strictObject({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: z.string().describe('Plain text; "" when none.'),
    category: z.string().describe('Never empty: the same in every language.'),
    difficulty: z.enum(PROGRAMMING_TOPIC_DIFFICULTIES),
    tags: z.array(z.string()),
    featured: z.boolean(),
    question_count: z.int().min(0).describe('Active code questions of the topic.'),
    createdAt: z.string(),
    updatedAt: z.string(),
    locale: itemLocale,
    untranslated_fields: untranslatedFields(TOPIC_TRANSLATED_FIELDS),
  })
  .meta({ id: 'ProgrammingTopicSummary' });
export type ProgrammingTopicSummary = z.infer<typeof programmingTopicSummary>;

export const codeBlock = z
  .strictObject({
    type: z.literal('code'),
    order: z.int(),
    code: z.string().describe('As stored: what a Copy button copies.'),
    language: z.string().describe('Free text as entered (e.g. python); "" never: python when none was given.'),
    label: z.string().describe('"" when none.'),
    code_html: z.string().describe('The code escaped, with hljs-* spans for a known (lowercased) language.'),
  })
  .meta({ id: 'CodeBlock' });
export type CodeBlock = z.infer<typeof codeBlock>;

export const textBlock = z
  .strictObject({
    type: z.literal('text'),
    order: z.int(),
    text_content: z.string().describe('Rich-text HTML as stored (sanitised).'),
    text_html: z.string().describe('text_content ready to show, code blocks highlighted.'),
  })
  .meta({ id: 'TextBlock' });
export type TextBlock = z.infer<typeof textBlock>;

export const contentBlock = z.discriminatedUnion('type', [codeBlock, textBlock]);
export type ContentBlock = z.infer<typeof contentBlock>;

export const codeQuestion = z
  .strictObject({
    _id: z.string(),
    title: z.string(),
    description: z.string().describe('Rich-text HTML as stored (sanitised); "" when none.'),
    description_html: z.string().describe('description ready to show, code blocks highlighted.'),
    difficulty: z.enum(CODE_QUESTION_DIFFICULTIES),
    order: z.int().min(0),
    content_blocks: z.array(contentBlock).describe('Sorted by order.'),
    locale: itemLocale,
    untranslated_fields: untranslatedFields(CODE_QUESTION_TRANSLATED_FIELDS),
  })
  .meta({ id: 'CodeQuestion' });
export type CodeQuestion = z.infer<typeof codeQuestion>;

export const programmingTopicListAnswer = z.strictObject({ topics: z.array(programmingTopicSummary) }).meta({ id: 'ProgrammingTopicList' });
export type ProgrammingTopicListAnswer = z.infer<typeof programmingTopicListAnswer>;
export const featuredProgrammingTopicList = z.array(programmingTopicSummary);

export const programmingCategories = z.strictObject({
  categories: z.array(z.string()).describe('Distinct categories of active topics, alphabetical.'),
});
export type ProgrammingCategories = z.infer<typeof programmingCategories>;

/** GET /api/programming-topics/slug/{slug}: the topic, its active questions sorted by order, and their number. */
export const programmingTopicPage = z
  .strictObject({
    topic: programmingTopicSummary,
    questions: z.array(codeQuestion),
    question_count: z.int().min(0),
  })
  .meta({ id: 'ProgrammingTopicPage' });
export type ProgrammingTopicPage = z.infer<typeof programmingTopicPage>;

/** GET /api/programming-topics/metadata/{slug}: what a page's <head> needs (never counts anything). */
export const programmingTopicMetadata = z
  .strictObject({
    topic: z.strictObject({ title: z.string(), description: z.string(), category: z.string(), tags: z.array(z.string()) }),
    question_count: z.int().min(0),
  })
  .meta({ id: 'ProgrammingTopicMetadata' });
export type ProgrammingTopicMetadata = z.infer<typeof programmingTopicMetadata>;
