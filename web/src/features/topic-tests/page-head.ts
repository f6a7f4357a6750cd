import type { Subtopic, Topic } from '@exam-prep/contract/public/catalogue';
import { callPath } from '@/lib/api';
import {
  canonicalPathOf,
  notFoundHead,
  pageHead,
  pageTexts,
  type ApiRead,
  type PageHead,
  type PageHeadInput,
  type SitemapEntry,
} from '@/lib/page-head';

/* The topic tests' heads: the topic list, a topic's subtopics, and one subtopic's test. */

/** /test-topics: answers [topics]. */
export function testTopicsHead({ locale, path, answers: [topics] }: PageHeadInput): PageHead {
  return pageHead(pageTexts(locale).testTopicsPageMeta((topics as Topic[] | undefined) ?? []), path);
}

/** /test-topics/{topic}: answers [topics, its subtopics]; a topic the list lacks is a 404. */
export function testSubtopicsHead(input: PageHeadInput): PageHead {
  const [topics, subtopics] = input.answers as [Topic[] | undefined, Subtopic[] | undefined];
  const topicName = input.params.topicName ?? '';
  if (!topics?.some((topic) => topic.topic_name === topicName)) return notFoundHead(input);
  return pageHead(pageTexts(input.locale).testSubtopicsPageMeta(topicName, subtopics ?? []), input.path);
}

/**
 * /test/{subtopic} (and its older address /onlinetest/{subtopic}): answers [every subtopic, in the page's language];
 * named as the page names it, by its name in that language.
 */
export function onlineTestHead(input: PageHeadInput): PageHead {
  const [subtopics] = input.answers as [Subtopic[] | undefined];
  const subtopicName = input.params.subtopicName ?? '';
  const subtopic = subtopics?.find((candidate) => candidate.subtopic_name === subtopicName);
  if (!subtopic) return notFoundHead(input);
  return pageHead(pageTexts(input.locale).onlineTestPageMeta(subtopicName, subtopic.display_name), canonicalPathOf(['test', subtopicName]));
}

/** Every topic's test list. */
export const testTopicAddresses = async (read: ApiRead): Promise<SitemapEntry[]> =>
  (await read<Topic[]>(callPath({ operation: 'listTopics' }))).map((topic) => ({
    path: canonicalPathOf(['test-topics', topic.topic_name]),
  }));

/** Every subtopic's test under a topic, at its canonical /test/{subtopic} (never the older /onlinetest/). */
export const onlineTestAddresses = async (read: ApiRead): Promise<SitemapEntry[]> =>
  (await read<Subtopic[]>(callPath({ operation: 'listSubtopics' }))).flatMap((subtopic) =>
    subtopic.topic_id ? [{ path: canonicalPathOf(['test', subtopic.subtopic_name]) }] : [],
  );
