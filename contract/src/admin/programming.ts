import { z } from 'zod';
import { adminListQuery } from '#src/common.js';
import { formFlag, optionalChoice } from '#src/form-values.js';
import { CODE_QUESTION_DIFFICULTIES, CONTENT_BLOCK_TYPES, PROGRAMMING_TOPIC_DIFFICULTIES } from '#src/public/programming.js';
import { MAX_RICH_TEXT_LENGTH, optionalLine, pageCountPagination, requiredLine, richTextField, tagList } from './faqs.js';

/** Programming topics and code questions in the admin area (students-faqs-programming.md §3.2). */

export const TOPIC_REQUIRED_MESSAGE = 'Title, slug, and category are required';
export const TOPIC_SLUG_CLASH_MESSAGE = 'A programming topic with this slug already exists';
export const TOPIC_NOT_FOUND_MESSAGE = 'Programming topic not found';
export const CODE_QUESTION_REQUIRED_MESSAGE = 'Topic and title are required';
export const CODE_QUESTION_NO_BLOCK_MESSAGE = 'At least one content block (code or text) is required';
export const CODE_QUESTION_UNKNOWN_TOPIC_MESSAGE = 'topic_id: no programming topic has this id';
export const CODE_QUESTION_NOT_FOUND_MESSAGE = 'Code question not found';

/** The topic form (POST …/admin/create, PUT …/admin/{id}); unknown fields are ignored. */
export const programmingTopicInput = z.object({
  title: requiredLine(200),
  slug: requiredLine(200).describe('Stored by the slug rule (lowercase letters, digits and hyphens).'),
  description: optionalLine(5000),
  category: requiredLine(80),
  difficulty: optionalChoice(PROGRAMMING_TOPIC_DIFFICULTIES).describe('Default Mixed.'),
  tags: tagList.optional(),
  featured: formFlag,
  is_active: formFlag,
});
export type ProgrammingTopicInput = z.input<typeof programmingTopicInput>;

/** A topic as the admin screens read it (active or not), in English; question_count counts every question. */
export const adminProgrammingTopic = z
  .strictObject({
    _id: z.string(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    category: z.string(),
    difficulty: z.enum(PROGRAMMING_TOPIC_DIFFICULTIES),
    tags: z.array(z.string()),
    featured: z.boolean(),
    is_active: z.boolean(),
    question_count: z.int().min(0),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminProgrammingTopic' });
export type AdminProgrammingTopic = z.infer<typeof adminProgrammingTopic>;

export const adminProgrammingTopicsQuery = adminListQuery.extend({
  search: adminListQuery.shape.search.describe('Text in the title, description, category or tags (any letter case).'),
  category: z.string().optional().describe('Only topics of this category (any letter case).'),
});
export const adminProgrammingTopicPage = z
  .strictObject({ topics: z.array(adminProgrammingTopic), pagination: pageCountPagination })
  .meta({ id: 'AdminProgrammingTopicPage' });
export type AdminProgrammingTopicPage = z.infer<typeof adminProgrammingTopicPage>;

export const programmingTopicStats = z
  .strictObject({
    totalTopics: z.int().min(0),
    activeTopics: z.int().min(0),
    featuredTopics: z.int().min(0),
    totalQuestions: z.int().min(0),
  })
  .meta({ id: 'ProgrammingTopicStats' });
export type ProgrammingTopicStats = z.infer<typeof programmingTopicStats>;

/**
 * One block as the form sends it: every key may be there, the ones of the other type are ignored. `order` is
 * stored as sent. A block with blank content (code, or text once sanitised) is dropped.
 */
export const contentBlockInput = z.object({
  type: z
    .preprocess((value) => (value === null || value === '' ? undefined : value), z.enum(CONTENT_BLOCK_TYPES).optional())
    .describe('Default code.'),
  order: z.preprocess((value) => (value === null ? undefined : value), z.int().min(0).max(100_000).optional()),
  code: z.preprocess((value) => (value === null ? undefined : value), z.string().max(100_000).optional()),
  language: optionalLine(40).describe('Free text; default python.'),
  label: optionalLine(120),
  text_content: richTextField(MAX_RICH_TEXT_LENGTH),
});

/** The code-question form (POST …/admin/create, PUT …/admin/{id}); unknown fields are ignored. */
export const codeQuestionInput = z.object({
  topic_id: requiredLine(100).describe("The topic's _id."),
  title: requiredLine(300),
  description: richTextField(MAX_RICH_TEXT_LENGTH).describe('HTML; "" and "<p><br></p>" mean none.'),
  difficulty: optionalChoice(CODE_QUESTION_DIFFICULTIES).describe('Default Medium.'),
  content_blocks: z.array(contentBlockInput).max(100),
  order: z.preprocess((value) => (value === null || value === '' ? undefined : value), z.int().min(0).max(100_000).optional()),
  is_active: formFlag,
});
export type CodeQuestionInput = z.input<typeof codeQuestionInput>;

/** A stored block: every key present, "" for the other type's. */
export const adminContentBlock = z
  .strictObject({
    type: z.enum(CONTENT_BLOCK_TYPES),
    order: z.int(),
    code: z.string(),
    language: z.string(),
    label: z.string(),
    text_content: z.string(),
  })
  .meta({ id: 'AdminContentBlock' });
export type AdminContentBlock = z.infer<typeof adminContentBlock>;

export const codeQuestionTopicRef = z
  .strictObject({ _id: z.string(), title: z.string(), slug: z.string(), category: z.string() })
  .meta({ id: 'CodeQuestionTopicRef' });
export type CodeQuestionTopicRef = z.infer<typeof codeQuestionTopicRef>;

/** A code question as the admin screens read it (active or not), in English, its topic populated. */
export const adminCodeQuestion = z
  .strictObject({
    _id: z.string(),
    topic_id: codeQuestionTopicRef.nullable().describe('null only when the topic is gone.'),
    title: z.string(),
    description: z.string(),
    difficulty: z.enum(CODE_QUESTION_DIFFICULTIES),
    order: z.int().min(0),
    is_active: z.boolean(),
    content_blocks: z.array(adminContentBlock).describe('Sorted by order.'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'AdminCodeQuestion' });
export type AdminCodeQuestion = z.infer<typeof adminCodeQuestion>;

export const adminCodeQuestionsQuery = adminListQuery.extend({
  search: adminListQuery.shape.search.describe('Text in the title or description (any letter case).'),
  topicId: z.string().optional().describe("Only this topic's questions (its _id)."),
  difficulty: z.string().optional().describe('Easy, Medium or Hard (anything else is a 400).'),
});
export const adminCodeQuestionPage = z
  .strictObject({ questions: z.array(adminCodeQuestion), pagination: pageCountPagination })
  .meta({ id: 'AdminCodeQuestionPage' });
export type AdminCodeQuestionPage = z.infer<typeof adminCodeQuestionPage>;

export const codeQuestionStats = z
  .strictObject({
    totalQuestions: z.int().min(0),
    activeQuestions: z.int().min(0),
    byDifficulty: z
      .array(z.strictObject({ _id: z.string().nullable(), count: z.int().min(1) }))
      .describe('One entry per difficulty in use, Easy to Hard.'),
  })
  .meta({ id: 'CodeQuestionStats' });
export type CodeQuestionStats = z.infer<typeof codeQuestionStats>;
