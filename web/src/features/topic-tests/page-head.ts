import type { Subtopic, Topic } from '@exam-prep/contract/public/catalogue';
import { addressesOf, canonicalPathOf, notFoundHead, textHead, type PageHead, type PageHeadInput } from '@/lib/page-head';

/* The topic tests' heads: the topic list, a topic's subtopics, and one subtopic's test. */

/** /test-topics: answers [topics]. */
export function testTopicsHead(input: PageHeadInput): PageHead {
  const [topics] = input.answers as [Topic[] | undefined];
  return textHead(input, (texts) => texts.testTopicsPageMeta(topics ?? []));
}

/** /test-topics/{topic}: answers [topics, its subtopics]; a topic the list lacks is a 404. */
export function testSubtopicsHead(input: PageHeadInput): PageHead {
  const [topics, subtopics] = input.answers as [Topic[] | undefined, Subtopic[] | undefined];
  const topicName = input.params.topicName ?? '';
  if (!topics?.some((topic) => topic.topic_name === topicName)) return notFoundHead(input);
  return textHead(input, (texts) => texts.testSubtopicsPageMeta(topicName, subtopics ?? []));
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
  return textHead(input, (texts) => texts.onlineTestPageMeta(subtopicName, subtopic.display_name), canonicalPathOf(['test', subtopicName]));
}

/** Every topic's test list. */
export const testTopicAddresses = addressesOf({ operation: 'listTopics' }, (topics: Topic[]) =>
  topics.map((topic) => canonicalPathOf(['test-topics', topic.topic_name])),
);

/** Every subtopic's test under a topic, at its canonical /test/{subtopic} (never the older /onlinetest/). */
export const onlineTestAddresses = addressesOf({ operation: 'listSubtopics' }, (subtopics: Subtopic[]) =>
  subtopics.map((subtopic) => subtopic.topic_id && canonicalPathOf(['test', subtopic.subtopic_name])),
);
