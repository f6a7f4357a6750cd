import { badRequest, HttpError } from '#src/lib/errors.js';
import { findDocumentOrNotFound } from '#src/strapi/documents.js';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiSubtopic } from '#src/strapi/types.js';
import type { Subtopic } from '@exam-prep/contract/public/catalogue';
import { subtopicQuery, toSubtopic } from './subtopics.js';
import { findTopic, storedName } from './admin-topics.js';

/** POST /api/subtopics/add {subtopic_name, topic_id, category?}. Subtopic names are unique site-wide. */
export async function addSubtopic(cms: StrapiClient, input: unknown): Promise<Subtopic> {
  const body = (input ?? {}) as { subtopic_name?: unknown; topic_id?: unknown; category?: unknown };
  const subtopicName = storedName(body.subtopic_name, 'Please enter a subtopic name', 'subtopic_name');
  if (typeof body.topic_id !== 'string' || !body.topic_id.trim()) throw badRequest('Please select a topic');
  if (body.category !== undefined && body.category !== null && typeof body.category !== 'string') throw badRequest('category must be text');
  const category = typeof body.category === 'string' && body.category.trim() ? body.category.trim() : null;
  if (category && category.length > 80) throw badRequest('category must be at most 80 characters');

  const topicId = body.topic_id.trim();
  try {
    await findTopic(cms, topicId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw badRequest('The selected topic does not exist');
    throw error;
  }
  const clash = await cms.get<StrapiList<StrapiSubtopic>>('/subtopics', {
    fields: ['subtopic_name'],
    filters: { subtopic_name: { $eq: subtopicName } },
    pagination: { page: 1, pageSize: 1 },
  });
  if (clash.data.length > 0) throw new HttpError(409, `A subtopic named "${subtopicName}" already exists`);

  const { fields, populate } = subtopicQuery;
  const { data } = await cms.post<{ data: { documentId: string } }>('/subtopics', {
    data: { subtopic_name: subtopicName, category, topic: topicId },
  });
  const created = await cms.get<{ data: StrapiSubtopic }>(`/subtopics/${data.documentId}`, { fields, populate });
  return toSubtopic(created.data);
}

/** GET /api/subtopics/topic/{topicId}: that topic's subtopics, alphabetical; an unknown topic gives []. */
export async function listSubtopicsByTopicId(cms: StrapiClient, topicId: string): Promise<Subtopic[]> {
  const rows = await cms.getAll<StrapiSubtopic>('/subtopics', { ...subtopicQuery, filters: { topic: { documentId: { $eq: topicId } } } });
  return rows.map((row) => toSubtopic(row));
}

/** DELETE /api/subtopics/delete/{id}: refused while questions still belong to the subtopic. */
export async function deleteSubtopic(cms: StrapiClient, id: string): Promise<{ message: string; _id: string }> {
  const subtopic = await findDocumentOrNotFound<StrapiSubtopic>(cms, 'subtopics', id, { fields: ['subtopic_name'] }, 'Subtopic not found');
  const children = await cms.get<StrapiList<unknown>>('/questions', {
    fields: ['question_type'],
    filters: { subtopic: { documentId: { $eq: id } } },
    pagination: { page: 1, pageSize: 1 },
  });
  const count = children.meta.pagination.total;
  if (count > 0) {
    throw new HttpError(
      409,
      `Cannot delete "${subtopic.subtopic_name}": it still has ${count} question${count === 1 ? '' : 's'}. Delete or move ${count === 1 ? 'it' : 'them'} first.`,
    );
  }
  // Every language's version: a translation left behind would be a document without its English one.
  await cms.delete(`/subtopics/${encodeURIComponent(id)}?locale=*`);
  return { message: 'Subtopic deleted successfully', _id: id };
}
