import type { ProgrammingTopicListAnswer, ProgrammingTopicPage } from '@exam-prep/contract/public/programming';
import { topicPageMeta, topicsPageMeta } from '@/features/programming-topics/lib/page-meta';
import { topicStructuredData } from '@/features/programming-topics/lib/structured-data';
import { addressesOf, canonicalPathOf, notFoundHead, textHead, type PageHead, type PageHeadInput } from '@/lib/page-head';
import { topicsCall } from '@/features/programming-topics/api/calls';

/** /programming-topics: answers [the list, featured, categories] (its first titles are named). */
export function topicsHead(input: PageHeadInput): PageHead {
  const [list] = input.answers as [ProgrammingTopicListAnswer | undefined];
  return textHead(input, () => topicsPageMeta(input.locale, list?.topics ?? []));
}

/** /programming-topics/{slug}: answers [the topic's page]; an unknown or inactive slug is a 404. Its JSON-LD is an Article. */
export function topicHead(input: PageHeadInput): PageHead {
  const [page] = input.answers as [ProgrammingTopicPage | undefined];
  if (!page) return notFoundHead(input);
  return {
    ...textHead(input, () => topicPageMeta(input.locale, page.topic, page.question_count)),
    structuredData: (url) => topicStructuredData(page, url),
  };
}

/** Every active topic's page. */
export const topicAddresses = addressesOf(topicsCall, (list: ProgrammingTopicListAnswer) =>
  list.topics.map((topic) => canonicalPathOf(['programming-topics', topic.slug])),
);
