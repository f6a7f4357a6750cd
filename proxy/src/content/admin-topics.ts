import { badRequest, HttpError } from '#src/lib/errors.js';
import { findDocumentOrNotFound } from '#src/strapi/documents.js';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiTopic } from '#src/strapi/types.js';
import { slugify } from '@exam-prep/contract/slug';
import type { Topic } from '@exam-prep/contract/public/catalogue';
import { toTopic } from './topics.js';

/**
 * Topic and subtopic names are stored as hyphenated slugs (they appear in public URLs): 'General Aptitude'
 * is stored as 'general-aptitude' and shown title-cased by the site.
 */
export function storedName(value: unknown, emptyMessage: string, field: string): string {
  if (typeof value !== 'string' || !value.trim()) throw badRequest(emptyMessage);
  const name = slugify(value);
  if (!name) throw badRequest(`${field} must contain letters or digits`);
  if (name.length > 120) throw badRequest(`${field} must be at most 120 characters`);
  return name;
}

/** POST /api/topics/add {topic_name}. */
export async function addTopic(cms: StrapiClient, input: unknown): Promise<Topic> {
  const topicName = storedName((input as { topic_name?: unknown } | undefined)?.topic_name, 'Please enter a topic name', 'topic_name');
  const clash = await cms.get<StrapiList<StrapiTopic>>('/topics', {
    fields: ['topic_name'],
    filters: { topic_name: { $eq: topicName } },
    pagination: { page: 1, pageSize: 1 },
  });
  if (clash.data.length > 0) throw new HttpError(409, `A topic named "${topicName}" already exists`);
  const { data } = await cms.post<{ data: StrapiTopic }>('/topics', { data: { topic_name: topicName } });
  return toTopic(data);
}

/** DELETE /api/topics/delete/{id}: refused while subtopics still belong to the topic (nothing is orphaned). */
export async function deleteTopic(cms: StrapiClient, id: string): Promise<{ message: string; _id: string }> {
  const topic = await findTopic(cms, id);
  const children = await cms.get<StrapiList<unknown>>('/subtopics', {
    fields: ['subtopic_name'],
    filters: { topic: { documentId: { $eq: id } } },
    pagination: { page: 1, pageSize: 1 },
  });
  const count = children.meta.pagination.total;
  if (count > 0) {
    throw new HttpError(
      409,
      `Cannot delete "${topic.topic_name}": it still has ${count} subtopic${count === 1 ? '' : 's'}. Delete or move ${count === 1 ? 'it' : 'them'} first.`,
    );
  }
  // Every language's version: a translation left behind would be a document without its English one.
  await cms.delete(`/topics/${encodeURIComponent(id)}?locale=*`);
  return { message: 'Topic deleted successfully', _id: id };
}

export async function findTopic(cms: StrapiClient, id: string): Promise<StrapiTopic> {
  return findDocumentOrNotFound<StrapiTopic>(cms, 'topics', id, { fields: ['topic_name'] }, 'Topic not found');
}
