import type { AdminCodeQuestion, AdminContentBlock } from '@exam-prep/contract/admin/programming';
import {
  CODE_QUESTION_DIFFICULTIES,
  PROGRAMMING_TOPIC_DIFFICULTIES,
  type CodeQuestion,
  type CodeQuestionDifficulty,
  type ContentBlock,
  type ProgrammingTopicDifficulty,
} from '@exam-prep/contract/public/programming';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';
import type { StrapiClient } from '#src/strapi/client.js';
import type { StrapiCodeQuestion, StrapiContentBlock } from '#src/strapi/types.js';
import { localeOf, translated } from '#src/strapi/locale.js';
import { sanitizePublicRichText } from '#src/lib/public-rich-text.js';
import { highlightCode, highlightRichText } from '#src/lib/code-highlight.js';

/** Code questions read from Strapi: stored blocks for the admin screens, highlighted ones for the public pages. */

export const topicDifficulty = (value: unknown): ProgrammingTopicDifficulty =>
  (PROGRAMMING_TOPIC_DIFFICULTIES as readonly unknown[]).includes(value) ? (value as ProgrammingTopicDifficulty) : 'Mixed';
export const questionDifficulty = (value: unknown): CodeQuestionDifficulty =>
  (CODE_QUESTION_DIFFICULTIES as readonly unknown[]).includes(value) ? (value as CodeQuestionDifficulty) : 'Medium';

/** Blocks by `order`, ties in stored position, every key present. */
export const storedBlocks = (blocks: StrapiContentBlock[] | undefined): AdminContentBlock[] =>
  (blocks ?? [])
    .map((block) => ({
      type: block.type === 'text' ? ('text' as const) : ('code' as const),
      order: Number(block.order ?? 0),
      code: block.code ?? '',
      language: block.language || 'python',
      label: block.label ?? '',
      text_content: sanitizeRichText(block.text_content ?? ''),
    }))
    .sort((a, b) => a.order - b.order);

const readyHtml = (html: string) => highlightRichText(sanitizePublicRichText(html));

export const toPublicBlock = (block: AdminContentBlock): ContentBlock =>
  block.type === 'code'
    ? {
        type: 'code',
        order: block.order,
        code: block.code,
        language: block.language,
        label: block.label,
        code_html: highlightCode(block.code, block.language),
      }
    : { type: 'text', order: block.order, text_content: block.text_content, text_html: readyHtml(block.text_content) };

type Untranslated = NonNullable<CodeQuestion['untranslated_fields']>;

/** A question's English version with its translation's title, description and (when it has any) blocks. */
export function localizedCodeQuestion(row: StrapiCodeQuestion, translation: StrapiCodeQuestion | undefined) {
  if (!translation || !translated(translation.title)) return { row, untranslated: [] as Untranslated };
  const untranslated: Untranslated = [];
  if (!translated(translation.description) && translated(row.description)) untranslated.push('description');
  const theirBlocks = (translation.content_blocks ?? []).length > 0;
  if (!theirBlocks && (row.content_blocks ?? []).length > 0) untranslated.push('content_blocks');
  return {
    row: {
      ...row,
      title: translation.title,
      description: translated(translation.description) ?? row.description,
      content_blocks: theirBlocks ? translation.content_blocks : row.content_blocks,
      locale: localeOf(translation),
    },
    untranslated,
  };
}

export function toPublicCodeQuestion(row: StrapiCodeQuestion, untranslated: Untranslated = []): CodeQuestion {
  const description = sanitizeRichText(row.description ?? '');
  return {
    _id: row.documentId,
    title: row.title,
    description,
    description_html: readyHtml(description),
    difficulty: questionDifficulty(row.difficulty),
    order: Math.max(0, Number(row.order ?? 0)),
    content_blocks: storedBlocks(row.content_blocks).map(toPublicBlock),
    locale: localeOf(row),
    ...(untranslated.length > 0 ? { untranslated_fields: untranslated } : {}),
  };
}

export function toAdminCodeQuestion(row: StrapiCodeQuestion): AdminCodeQuestion {
  return {
    _id: row.documentId,
    topic_id: row.topic ? { _id: row.topic.documentId, title: row.topic.title, slug: row.topic.slug, category: row.topic.category } : null,
    title: row.title,
    description: sanitizeRichText(row.description ?? ''),
    difficulty: questionDifficulty(row.difficulty),
    order: Math.max(0, Number(row.order ?? 0)),
    is_active: row.is_active !== false,
    content_blocks: storedBlocks(row.content_blocks),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** How many code questions each topic has (active ones only, or all), by topic documentId. */
export async function questionCounts(cms: StrapiClient, options: { activeOnly: boolean }): Promise<Map<string, number>> {
  const rows = await cms.getAll<{ topic?: { documentId: string } | null }>('/code-questions', {
    fields: ['order'],
    ...(options.activeOnly ? { filters: { is_active: { $eq: true } } } : {}),
    populate: { topic: { fields: ['slug'] } },
  });
  const counts = new Map<string, number>();
  for (const row of rows) if (row.topic) counts.set(row.topic.documentId, (counts.get(row.topic.documentId) ?? 0) + 1);
  return counts;
}
