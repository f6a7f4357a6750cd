import {
  codeQuestionInput,
  CODE_QUESTION_NO_BLOCK_MESSAGE,
  CODE_QUESTION_NOT_FOUND_MESSAGE,
  CODE_QUESTION_UNKNOWN_TOPIC_MESSAGE,
  type AdminCodeQuestion,
  type AdminCodeQuestionPage,
  type CodeQuestionStats,
} from '@exam-prep/contract/admin/programming';
import { CODE_QUESTION_DIFFICULTIES } from '@exam-prep/contract/public/programming';
import { badRequest } from '#src/lib/errors.js';
import { parseOrThrow } from '#src/lib/validation.js';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import { documentsByIds, findDocumentOrNotFound } from '#src/strapi/documents.js';
import type { StrapiCodeQuestion } from '#src/strapi/types.js';
import { pageCount, storedRichText } from '#src/lib/admin-content.js';
import { toAdminCodeQuestion } from './code-questions.js';

/** Code questions in the admin area (students-faqs-programming.md §3.2): every question, in English, topic populated. */

const withTopicAndBlocks = { topic: { fields: ['title', 'slug', 'category'] }, content_blocks: true };

/** Blocks as stored: the other type's keys dropped, blank ones left out, `order` as sent (position when absent). */
function readBlocks(blocks: ReturnType<typeof codeQuestionInput.parse>['content_blocks']) {
  return blocks.flatMap((block, index): Array<Record<string, unknown>> => {
    const order = block.order ?? index;
    if ((block.type ?? 'code') === 'code') {
      const code = block.code ?? '';
      return code.trim() ? [{ type: 'code', order, code, language: block.language || 'python', label: block.label }] : [];
    }
    const text = storedRichText(block.text_content);
    return text ? [{ type: 'text', order, text_content: text }] : [];
  });
}

async function readQuestion(cms: StrapiClient, input: unknown, creating: boolean) {
  const form = parseOrThrow(codeQuestionInput, input ?? {});
  const content_blocks = readBlocks(form.content_blocks);
  if (content_blocks.length === 0) throw badRequest(CODE_QUESTION_NO_BLOCK_MESSAGE);
  const topics = await cms.get<StrapiList<{ documentId: string }>>('/programming-topics', {
    fields: ['slug'],
    filters: { documentId: { $eq: form.topic_id } },
    pagination: { page: 1, pageSize: 1 },
  });
  if (topics.data.length === 0) throw badRequest(CODE_QUESTION_UNKNOWN_TOPIC_MESSAGE);
  const data: Record<string, unknown> = {
    topic: { set: [{ documentId: form.topic_id }] },
    title: form.title,
    description: storedRichText(form.description),
    content_blocks,
  };
  if (form.difficulty !== undefined || creating) data.difficulty = form.difficulty ?? 'Medium';
  if (form.order !== undefined || creating) data.order = form.order ?? 0;
  if (form.is_active !== undefined || creating) data.is_active = form.is_active ?? true;
  return data;
}

export async function getCodeQuestionForAdmin(cms: StrapiClient, id: string): Promise<AdminCodeQuestion> {
  const row = await findDocumentOrNotFound<StrapiCodeQuestion>(
    cms,
    'code-questions',
    id,
    { populate: withTopicAndBlocks },
    CODE_QUESTION_NOT_FOUND_MESSAGE,
  );
  return toAdminCodeQuestion(row);
}

export async function createCodeQuestion(cms: StrapiClient, input: unknown): Promise<AdminCodeQuestion> {
  const data = await readQuestion(cms, input, true);
  const { data: saved } = await cms.post<{ data: { documentId: string } }>('/code-questions', { data });
  return getCodeQuestionForAdmin(cms, saved.documentId);
}

export async function updateCodeQuestion(cms: StrapiClient, id: string, input: unknown): Promise<AdminCodeQuestion> {
  await getCodeQuestionForAdmin(cms, id);
  const data = await readQuestion(cms, input, false);
  await cms.put(`/code-questions/${encodeURIComponent(id)}`, { data });
  return getCodeQuestionForAdmin(cms, id);
}

export async function deleteCodeQuestion(cms: StrapiClient, id: string): Promise<{ message: string; _id: string }> {
  await getCodeQuestionForAdmin(cms, id);
  await cms.delete(`/code-questions/${encodeURIComponent(id)}?locale=*`);
  return { message: 'Code question deleted successfully', _id: id };
}

/** `?difficulty`: one of the three, else a 400. */
function readDifficulty(value: string | undefined) {
  if (value === undefined) return undefined;
  const found = CODE_QUESTION_DIFFICULTIES.find((difficulty) => difficulty.toLowerCase() === value.toLowerCase());
  if (!found) throw badRequest(`difficulty must be one of: ${CODE_QUESTION_DIFFICULTIES.join(', ')}`);
  return found;
}

/** GET /api/code-questions/admin/all: by order then newest; search over title and description. */
export async function listCodeQuestionsForAdmin(
  cms: StrapiClient,
  query: { page: number; limit: number; search?: string; topicId?: string; difficulty?: string },
): Promise<AdminCodeQuestionPage> {
  const difficulty = readDifficulty(query.difficulty);
  const filters: Record<string, unknown> = {};
  if (query.search) filters.$or = [{ title: { $containsi: query.search } }, { description: { $containsi: query.search } }];
  if (query.topicId) filters.topic = { documentId: { $eq: query.topicId } };
  if (difficulty) filters.difficulty = { $eq: difficulty };
  const answer = await cms.get<StrapiList<StrapiCodeQuestion>>('/code-questions', {
    fields: ['order'],
    filters,
    sort: ['order:asc', 'createdAt:desc', 'id:desc'],
    pagination: { page: query.page, pageSize: query.limit },
  });
  const ids = answer.data.map((row) => row.documentId);
  const full = await documentsByIds<StrapiCodeQuestion>(cms, '/code-questions', ids, { populate: withTopicAndBlocks });
  return {
    questions: ids.flatMap((id) => (full.has(id) ? [toAdminCodeQuestion(full.get(id)!)] : [])),
    pagination: pageCount(query.page, query.limit, answer.meta.pagination.total),
  };
}

export async function codeQuestionStats(cms: StrapiClient): Promise<CodeQuestionStats> {
  const rows = await cms.getAll<{ is_active: boolean | null; difficulty: string | null }>('/code-questions', {
    fields: ['is_active', 'difficulty'],
  });
  const counts = new Map<string | null, number>();
  for (const row of rows) counts.set(row.difficulty ?? null, (counts.get(row.difficulty ?? null) ?? 0) + 1);
  const known: Array<string | null> = [...CODE_QUESTION_DIFFICULTIES];
  return {
    totalQuestions: rows.length,
    activeQuestions: rows.filter((row) => row.is_active !== false).length,
    byDifficulty: [...counts.entries()]
      .sort(([a], [b]) => (known.indexOf(a) === -1 ? 99 : known.indexOf(a)) - (known.indexOf(b) === -1 ? 99 : known.indexOf(b)))
      .map(([_id, count]) => ({ _id, count })),
  };
}
