import type { Exam, Subtopic, Topic } from '@exam-prep/contract/public/catalogue';
import type { PracticeQuestionPage } from '@/features/practice/api/get-practice-questions';
import { addressesOf, canonicalPathOf, notFoundHead, textHead, type PageHead, type PageHeadInput } from '@/lib/page-head';

/* The practice pages' heads: the topic list, a topic's subtopics, and a subtopic's questions (for an exam too). */

/** /practice: answers [topics]. */
export function topicsHead(input: PageHeadInput): PageHead {
  const [topics] = input.answers as [Topic[] | undefined];
  return textHead(input, (texts) => texts.topicsPageMeta(topics ?? []));
}

/** /practice/{topic}: answers [its subtopics, exams, topics]; a topic the topic list lacks is a 404. */
export function subtopicsHead(input: PageHeadInput): PageHead {
  const { params } = input;
  const [subtopics, , topics] = input.answers as [Subtopic[] | undefined, unknown, Topic[] | undefined];
  const topicName = params.topicName ?? '';
  if (!topics?.some((topic) => topic.topic_name === topicName)) return notFoundHead(input);
  return textHead(input, (texts) => texts.subtopicsPageMeta(topicName, subtopics ?? []));
}

/**
 * /practice/{topic}/{subtopic}[/{exam}]: answers [the page of questions shown, AI status, topics, every subtopic,
 * exams]. The description names how many questions there are; the same subtopic reached through another topic's
 * address moves to its own topic's address.
 */
export function questionsHead(input: PageHeadInput): PageHead {
  const { params } = input;
  const [questions, , topics, subtopics, exams] = input.answers as [
    PracticeQuestionPage | undefined,
    unknown,
    Topic[] | undefined,
    Subtopic[] | undefined,
    Exam[] | undefined,
  ];
  const { topicName = '', subtopicName = '', examName } = params;
  const subtopic = subtopics?.find((candidate) => candidate.subtopic_name === subtopicName);
  const topicKnown = topics?.some((topic) => topic.topic_name === topicName);
  const examKnown = examName === undefined || exams?.some((exam) => exam.exam_name === examName);
  if (!topicKnown || !subtopic || !examKnown) return notFoundHead(input);
  const ownTopic = subtopic.topic_id?.topic_name ?? topicName;
  const canonicalPath = canonicalPathOf(['practice', ownTopic, subtopicName, ...(examName ? [examName] : [])]);
  const moved = ownTopic !== topicName;
  const questionCount = moved ? 0 : (questions?.total ?? 0);
  const head = textHead(
    input,
    (texts) => texts.questionsPageMeta({ topicName: ownTopic, subtopicName, examName, questionCount }),
    canonicalPath,
  );
  return { ...head, ...(moved ? { movedTo: canonicalPath } : {}) };
}

/** Every topic's practice page. */
export const topicAddresses = addressesOf({ operation: 'listTopics' }, (topics: Topic[]) =>
  topics.map((topic) => canonicalPathOf(['practice', topic.topic_name])),
);

/** Every subtopic's questions, under its own topic (no exam-filtered variants: thin duplicates, one per exam). */
export const subtopicAddresses = addressesOf({ operation: 'listSubtopics' }, (subtopics: Subtopic[]) =>
  subtopics.map((subtopic) => subtopic.topic_id && canonicalPathOf(['practice', subtopic.topic_id.topic_name, subtopic.subtopic_name])),
);
