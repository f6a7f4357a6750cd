import {
  programmingTopicInput,
  TOPIC_NOT_FOUND_MESSAGE,
  TOPIC_SLUG_CLASH_MESSAGE,
  type AdminProgrammingTopic,
  type AdminProgrammingTopicPage,
  type ProgrammingTopicStats,
} from '@exam-prep/contract/admin/programming';
import { refuseSlugClash } from '#src/strapi/slug-clash.js';
import { parseOrThrow } from '#src/lib/validation.js';
import type { StrapiClient } from '#src/strapi/client.js';
import { findDocumentOrNotFound } from '#src/strapi/documents.js';
import { stringList } from '#src/strapi/map.js';
import type { StrapiProgrammingTopic } from '#src/strapi/types.js';
import { matchesSearch, pageCount, pageOf, storedSlug } from '#src/lib/admin-content.js';
import { questionCounts } from './code-questions.js';
import { TOPIC_FIELDS, topicFields } from './topics.js';

/** Programming topics in the admin area (students-faqs-programming.md §3.2): every topic, in English. */

const toAdminTopic = (row: StrapiProgrammingTopic, questionCount: number): AdminProgrammingTopic => ({
  ...topicFields(row, questionCount),
  is_active: row.is_active !== false,
});

function readTopic(input: unknown, creating: boolean) {
  const form = parseOrThrow(programmingTopicInput, input ?? {});
  const data: Record<string, unknown> = {
    title: form.title,
    slug: storedSlug(form.slug),
    description: form.description,
    category: form.category,
    tags: form.tags ?? [],
  };
  if (form.difficulty !== undefined || creating) data.difficulty = form.difficulty ?? 'Mixed';
  if (form.featured !== undefined || creating) data.featured = form.featured ?? false;
  if (form.is_active !== undefined || creating) data.is_active = form.is_active ?? true;
  return data as { slug: string } & Record<string, unknown>;
}

async function topicRow(cms: StrapiClient, id: string) {
  return findDocumentOrNotFound<StrapiProgrammingTopic>(cms, 'programming-topics', id, { fields: TOPIC_FIELDS }, TOPIC_NOT_FOUND_MESSAGE);
}

/** The number of questions (active or not) of one topic. */
async function countOf(cms: StrapiClient, id: string) {
  const answer = await cms.get<{ meta: { pagination: { total: number } } }>('/code-questions', {
    fields: ['order'],
    filters: { topic: { documentId: { $eq: id } } },
    pagination: { page: 1, pageSize: 1 },
  });
  return answer.meta.pagination.total;
}

export async function getTopicForAdmin(cms: StrapiClient, id: string): Promise<AdminProgrammingTopic> {
  const [row, count] = await Promise.all([topicRow(cms, id), countOf(cms, id)]);
  return toAdminTopic(row, count);
}

export async function createTopic(cms: StrapiClient, input: unknown): Promise<AdminProgrammingTopic> {
  const data = readTopic(input, true);
  await refuseSlugClash(cms, 'programming-topics', data.slug, TOPIC_SLUG_CLASH_MESSAGE);
  const { data: saved } = await cms.post<{ data: { documentId: string } }>('/programming-topics', { data });
  return getTopicForAdmin(cms, saved.documentId);
}

export async function updateTopic(cms: StrapiClient, id: string, input: unknown): Promise<AdminProgrammingTopic> {
  await topicRow(cms, id);
  const data = readTopic(input, false);
  await refuseSlugClash(cms, 'programming-topics', data.slug, TOPIC_SLUG_CLASH_MESSAGE, id);
  await cms.put(`/programming-topics/${encodeURIComponent(id)}`, { data });
  return getTopicForAdmin(cms, id);
}

/** Deletes the topic in every language; the CMS deletes its code questions with it (whichever way it is deleted). */
export async function deleteTopic(cms: StrapiClient, id: string): Promise<{ message: string; _id: string }> {
  await topicRow(cms, id);
  await cms.delete(`/programming-topics/${encodeURIComponent(id)}?locale=*`);
  return { message: 'Programming topic and its questions deleted successfully', _id: id };
}

export async function toggleTopicFeatured(cms: StrapiClient, id: string): Promise<AdminProgrammingTopic> {
  const row = await topicRow(cms, id);
  await cms.put(`/programming-topics/${encodeURIComponent(id)}`, { data: { featured: !row.featured } });
  return getTopicForAdmin(cms, id);
}

/** GET /api/programming-topics/admin/all: newest first; search over title, description, category and tags. */
export async function listTopicsForAdmin(
  cms: StrapiClient,
  query: { page: number; limit: number; search?: string; category?: string },
): Promise<AdminProgrammingTopicPage> {
  const [rows, counts] = await Promise.all([
    cms.getAll<StrapiProgrammingTopic>('/programming-topics', {
      fields: TOPIC_FIELDS,
      ...(query.category ? { filters: { category: { $eqi: query.category } } } : {}),
      sort: ['createdAt:desc', 'id:desc'],
    }),
    questionCounts(cms, { activeOnly: false }),
  ]);
  const matching = rows.filter((row) => matchesSearch(query.search, [row.title, row.description, row.category, ...stringList(row.tags)]));
  return {
    topics: pageOf(matching, query.page, query.limit).map((row) => toAdminTopic(row, counts.get(row.documentId) ?? 0)),
    pagination: pageCount(query.page, query.limit, matching.length),
  };
}

export async function topicStats(cms: StrapiClient): Promise<ProgrammingTopicStats> {
  const [rows, questions] = await Promise.all([
    cms.getAll<{ is_active: boolean | null; featured: boolean | null }>('/programming-topics', { fields: ['is_active', 'featured'] }),
    cms.get<{ meta: { pagination: { total: number } } }>('/code-questions', { fields: ['order'], pagination: { page: 1, pageSize: 1 } }),
  ]);
  return {
    totalTopics: rows.length,
    activeTopics: rows.filter((row) => row.is_active !== false).length,
    featuredTopics: rows.filter((row) => row.featured).length,
    totalQuestions: questions.meta.pagination.total,
  };
}
