import type { Exam, Subtopic, Topic } from '@exam-prep/contract/public/catalogue';
import type { PracticeQuestionPage } from '@/features/practice/api/get-practice-questions';
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

/* The practice pages' heads: the topic list, a topic's subtopics, and a subtopic's questions (for an exam too). */

/** /practice: answers [topics]. */
export function topicsHead({ locale, path, answers: [topics] }: PageHeadInput): PageHead {
  return pageHead(pageTexts(locale).topicsPageMeta((topics as Topic[] | undefined) ?? []), path);
}

/** /practice/{topic}: answers [its subtopics, exams, topics]; a topic the topic list lacks is a 404. */
export function subtopicsHead(input: PageHeadInput): PageHead {
  const { params, locale, path } = input;
  const [subtopics, , topics] = input.answers as [Subtopic[] | undefined, unknown, Topic[] | undefined];
  const topicName = params.topicName ?? '';
  if (!topics?.some((topic) => topic.topic_name === topicName)) return notFoundHead(input);
  return pageHead(pageTexts(locale).subtopicsPageMeta(topicName, subtopics ?? []), path);
}

/**
 * /practice/{topic}/{subtopic}[/{exam}]: answers [the page of questions shown, AI status, topics, every subtopic,
 * exams]. The
 * description names how many questions there are; the same subtopic reached through another topic's address
 * moves to its own topic's address.
 */
export function questionsHead(input: PageHeadInput): PageHead {
  const { params, locale } = input;
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
  const text = pageTexts(locale).questionsPageMeta({
    topicName: ownTopic,
    subtopicName,
    examName,
    questionCount: moved ? 0 : (questions?.total ?? 0),
  });
  return { ...pageHead(text, canonicalPath), ...(moved ? { movedTo: canonicalPath } : {}) };
}

/** Every topic's practice page. */
export const topicAddresses = async (read: ApiRead): Promise<SitemapEntry[]> =>
  (await read<Topic[]>(callPath({ operation: 'listTopics' }))).map((topic) => ({ path: canonicalPathOf(['practice', topic.topic_name]) }));

/** Every subtopic's questions, under its own topic (no exam-filtered variants: thin duplicates, one per exam). */
export const subtopicAddresses = async (read: ApiRead): Promise<SitemapEntry[]> =>
  (await read<Subtopic[]>(callPath({ operation: 'listSubtopics' }))).flatMap((subtopic) =>
    subtopic.topic_id ? [{ path: canonicalPathOf(['practice', subtopic.topic_id.topic_name, subtopic.subtopic_name]) }] : [],
  );
