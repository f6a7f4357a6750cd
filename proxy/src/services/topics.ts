import type { StrapiClient } from '../strapi/client.js';
import type { StrapiTopic } from '../strapi/types.js';

import type { Topic } from '@exam-prep/contract/public/catalogue';

export const toTopic = (topic: StrapiTopic): Topic => ({ _id: topic.documentId, topic_name: topic.topic_name });

export const topicsQuery = { fields: ['topic_name'], sort: ['topic_name:asc'] };

export async function listTopics(cms: StrapiClient): Promise<Topic[]> {
  const rows = await cms.getAll<StrapiTopic>('/topics', topicsQuery);
  return rows.map(toTopic);
}
