import type { StrapiClient } from '../strapi/client.js';
import type { StrapiSubtopic } from '../strapi/types.js';
import type { Subtopic } from '@exam-prep/contract/public/catalogue';
import { toTopic } from './topics.js';
import { nameFromAddress } from './validation.js';

export const subtopicQuery = {
  fields: ['subtopic_name', 'category'],
  populate: { topic: { fields: ['topic_name'] } },
  sort: ['subtopic_name:asc'],
};

export const toSubtopic = (subtopic: StrapiSubtopic): Subtopic => ({
  _id: subtopic.documentId,
  subtopic_name: subtopic.subtopic_name,
  category: subtopic.category || null,
  topic_id: subtopic.topic ? toTopic(subtopic.topic) : null,
});

export async function listAllSubtopics(cms: StrapiClient): Promise<Subtopic[]> {
  return (await cms.getAll<StrapiSubtopic>('/subtopics', subtopicQuery)).map(toSubtopic);
}

/** Subtopics of the topic with this stored name; an unknown name gives an empty list. */
export async function listSubtopicsByTopicName(cms: StrapiClient, topicName: string): Promise<Subtopic[]> {
  const rows = await cms.getAll<StrapiSubtopic>('/subtopics', {
    ...subtopicQuery,
    filters: { topic: { topic_name: { $eq: nameFromAddress(topicName, 'topic name') } } },
  });
  return rows.map(toSubtopic);
}
