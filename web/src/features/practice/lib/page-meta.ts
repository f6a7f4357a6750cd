import { titleCase } from '../../../lib/format';

/** Head tags of the practice pages. Metadata names at most the first 4 topics or subtopics. */
export const META_NAME_LIMIT = 4;
/** Above this many topics the topic list title shows the count: '{n}+ Practice Topics'. */
export const TOPIC_COUNT_TITLE_THRESHOLD = 8;
/** Above this many subtopics the subtopic page title shows the count. */
export const SUBTOPIC_COUNT_TITLE_THRESHOLD = 5;

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}

const GENERIC_KEYWORDS = ['free practice questions', 'MCQ with explanations', 'SSC', 'banking', 'RRB', 'competitive exams'];

function firstNames(names: string[]): string[] {
  return names.slice(0, META_NAME_LIMIT).map(titleCase);
}

/** 'A, B, C and D' (and 'and more' when there were more than shown). */
function listText(shown: string[], total: number): string {
  if (shown.length === 0) return '';
  const joined = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
  return total > shown.length ? `${shown.join(', ')} and more` : joined;
}

export function topicsMeta(topicNames: string[]): PageMeta {
  const count = topicNames.length;
  const shown = firstNames(topicNames);
  const title = count > TOPIC_COUNT_TITLE_THRESHOLD ? `${count}+ Practice Topics for Competitive Exams` : 'Practice Topics for Competitive Exams';
  const list = listText(shown, count);
  return {
    title,
    description: list
      ? `Free practice questions with clear explanations for SSC, banking, RRB and other competitive exams: ${list}.`
      : 'Free practice questions with clear explanations for SSC, banking, RRB and other competitive exams.',
    keywords: [...shown, ...GENERIC_KEYWORDS],
  };
}

export function subtopicsMeta(topicName: string, subtopicNames: string[]): PageMeta {
  const topic = titleCase(topicName);
  const count = subtopicNames.length;
  const shown = firstNames(subtopicNames);
  const list = listText(shown, count);
  return {
    title: count > SUBTOPIC_COUNT_TITLE_THRESHOLD ? `Prepare for ${topic}: ${count} Subtopics` : `Prepare for ${topic}`,
    description: list
      ? `Practise ${topic} for competitive exams, free, subtopic by subtopic: ${list}. Every question has an explanation.`
      : `Practise ${topic} for competitive exams, free, subtopic by subtopic. Every question has an explanation.`,
    keywords: [topic, ...shown, `${topic} questions`, ...GENERIC_KEYWORDS],
  };
}

export function questionsMeta(topicName: string, subtopicName: string, examName: string | undefined, questionCount: number): PageMeta {
  const topic = titleCase(topicName);
  const subtopic = titleCase(subtopicName);
  const forExam = examName ? ` for ${examName}` : '';
  const counted = questionCount > 0 ? `${questionCount} free` : 'Free';
  return {
    title: `${subtopic} Questions${forExam} – ${topic}`,
    description: `${counted} ${subtopic} practice questions${forExam} with answers and explanations. Check each answer at once and save questions to revise later.`,
    keywords: [subtopic, `${subtopic} questions`, topic, ...(examName ? [examName, `${examName} ${subtopic}`] : []), ...GENERIC_KEYWORDS],
  };
}
