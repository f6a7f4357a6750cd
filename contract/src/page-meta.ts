/**
 * Titles, descriptions and keywords of every public page: the React pages render them (<Seo>) once loaded,
 * and the proxy writes the same ones into the HTML it serves (crawlers and link previews run no JavaScript).
 * One source for both; e2e/tests/crawler-meta.spec.ts compares what the server sends with what each page renders.
 * Each builder takes the data its page already has (API shapes, or the few fields of them it needs). Zod-free.
 */
import {
  DESCRIPTION_MAX_LENGTH,
  listText,
  META_NAME_COUNT,
  QUESTION_TITLE_MAX_LENGTH,
  SEARCH_TITLE_QUERY_MAX_LENGTH,
  shortText,
  SUBTOPIC_COUNT_TITLE_ABOVE,
  TOPIC_COUNT_TITLE_ABOVE,
  titleCase,
  type PageText,
} from './page-text.js';

// The helpers every language's builders share (page-text.ts), as this module always exported them.
export {
  DESCRIPTION_MAX_LENGTH,
  fullTitle,
  listText,
  META_NAME_COUNT,
  QUESTION_TITLE_MAX_LENGTH,
  QUESTIONS_PER_PAGE,
  SEARCH_TITLE_QUERY_MAX_LENGTH,
  SITE_NAME,
  SUBTOPIC_COUNT_TITLE_ABOVE,
  titleCase,
  TOPIC_COUNT_TITLE_ABOVE,
  type PageText,
} from './page-text.js';

const firstNames = (names: readonly string[]) => names.slice(0, META_NAME_COUNT).map(titleCase);

/** The 404 page's keywords: what the site offers, for whoever lands on a dead address. */
const NOT_FOUND_KEYWORDS = ['ExamPrep', 'free exam preparation', 'practice questions', 'mock tests'];
const PRACTICE_KEYWORDS = ['free practice questions', 'MCQ with explanations', 'SSC', 'banking', 'RRB', 'competitive exams'];

/** The landing page (/). */
export const homePageMeta = (): PageText => ({
  title: 'ExamPrep – Free Practice for SSC, Banking, RRB, UPSC, JEE and NEET',
  description:
    "Free practice questions with explanations, timed mock tests, exam patterns and cheatsheets for India's competitive exams. No account needed.",
  keywords: ['SSC practice', 'bank exam preparation', 'RRB NTPC', 'UPSC', 'free mock test', 'aptitude questions'],
});

/** Any address the site does not have. */
export const notFoundPageMeta = (): PageText => ({
  title: 'Page Not Found',
  description: 'The page you are looking for does not exist.',
  keywords: NOT_FOUND_KEYWORDS,
  noindex: true,
});

/** Admin screens set their own titles once signed in; crawlers only need to know to stay away. */
export const adminPageMeta = (): PageText => ({ title: 'Admin', description: 'ExamPrep administration.', keywords: [], noindex: true });

/** /practice: the topics of /api/topics/all. */
export function topicsPageMeta(topics: ReadonlyArray<{ topic_name: string }>): PageText {
  const count = topics.length;
  const shown = firstNames(topics.map((topic) => topic.topic_name));
  const list = listText(shown, count);
  return {
    title: count > TOPIC_COUNT_TITLE_ABOVE ? `${count}+ Practice Topics for Competitive Exams` : 'Practice Topics for Competitive Exams',
    description: list
      ? `Free practice questions with clear explanations for SSC, banking, RRB and other competitive exams: ${list}.`
      : 'Free practice questions with clear explanations for SSC, banking, RRB and other competitive exams.',
    keywords: [...shown, ...PRACTICE_KEYWORDS],
  };
}

/** /practice/{topic}: the topic's stored name and its subtopics (/api/subtopics/topicname/{topic}). */
export function subtopicsPageMeta(topicName: string, subtopics: ReadonlyArray<{ subtopic_name: string }>): PageText {
  const topic = titleCase(topicName);
  const count = subtopics.length;
  const shown = firstNames(subtopics.map((subtopic) => subtopic.subtopic_name));
  const list = listText(shown, count);
  return {
    title: count > SUBTOPIC_COUNT_TITLE_ABOVE ? `Prepare for ${topic}: ${count} Subtopics` : `Prepare for ${topic}`,
    description: list
      ? `Practise ${topic} for competitive exams, free, subtopic by subtopic: ${list}. Every question has an explanation.`
      : `Practise ${topic} for competitive exams, free, subtopic by subtopic. Every question has an explanation.`,
    keywords: [topic, ...shown, `${topic} questions`, ...PRACTICE_KEYWORDS],
  };
}

/** /practice/{topic}/{subtopic}[/{exam}]: questionCount is how many questions the API lists (0 while loading). */
export function questionsPageMeta(page: { topicName: string; subtopicName: string; examName?: string; questionCount: number }): PageText {
  const topic = titleCase(page.topicName);
  const subtopic = titleCase(page.subtopicName);
  const { examName } = page;
  const forExam = examName ? ` for ${examName}` : '';
  const counted = page.questionCount > 0 ? `${page.questionCount} free` : 'Free';
  return {
    title: `${subtopic} Questions${forExam} – ${topic}`,
    description: `${counted} ${subtopic} practice questions${forExam} with answers and explanations. Check each answer at once and save questions to revise later.`,
    keywords: [subtopic, `${subtopic} questions`, topic, ...(examName ? [examName, `${examName} ${subtopic}`] : []), ...PRACTICE_KEYWORDS],
  };
}

/** /random-topics */
export const randomTopicsPageMeta = (): PageText => ({
  title: 'Random Practice Topics',
  description:
    'Not sure what to practise? Get a random set of topics from aptitude, reasoning, computer science, English and general awareness, and start at once. Free.',
  keywords: ['random practice topics', 'free practice questions', 'aptitude', 'reasoning', 'competitive exams'],
});

/** /test-topics: the topics of /api/topics/all. */
export function testTopicsPageMeta(topics: ReadonlyArray<{ topic_name: string }>): PageText {
  const names = topics.map((topic) => titleCase(topic.topic_name));
  return {
    title: 'Free Online Mock Tests – 30-Minute Timed Tests',
    description: `Take free 30-minute timed mock tests with instant scoring and a full question review${names.length ? `: ${names.slice(0, META_NAME_COUNT).join(', ')} and more` : ''}.`,
    keywords: [
      'free mock test',
      'online test',
      'timed practice test',
      ...names.slice(0, META_NAME_COUNT).map((name) => `${name} mock test`),
    ],
  };
}

/** /test-topics/{topic}: the topic's stored name and its subtopics. */
export function testSubtopicsPageMeta(topicName: string, subtopics: ReadonlyArray<{ subtopic_name: string }>): PageText {
  const topic = titleCase(topicName);
  const names = subtopics.map((subtopic) => titleCase(subtopic.subtopic_name));
  return {
    title: `${topic} Mock Tests – Free Timed Tests`,
    description: `Free 30-minute ${topic} mock tests${names.length ? ` on ${names.slice(0, META_NAME_COUNT).join(', ')}` : ''}, with instant scoring and a question review.`,
    keywords: [`${topic} mock test`, ...names.slice(0, META_NAME_COUNT).map((name) => `${name} test`), 'free online test'],
  };
}

/**
 * /test/{subtopic}: the subtopic's name in the page's language (its `display_name` in /api/subtopics/all, in that
 * language), else its stored name title-cased.
 */
export function onlineTestPageMeta(subtopicName: string, displayName?: string | null): PageText {
  const title = displayName?.trim() || titleCase(subtopicName);
  return {
    title: `${title} Mock Test – Free 30-Minute Online Test`,
    description: `Take a free 30-minute timed ${title} mock test, one question at a time, with your score and a full question review at the end.`,
    keywords: [`${title} mock test`, `${title} online test`, `${title} questions`, 'free mock test'],
  };
}

/** /saved: noindex, it shows only what this browser saved. */
export const savedPageMeta = (): PageText => ({
  title: 'Saved Questions',
  description: 'The practice questions you saved on this device, with answers and explanations, ready to revise. Free, no account needed.',
  keywords: ['saved questions', 'revise practice questions', 'bookmarked MCQs', 'exam preparation'],
  noindex: true,
});

/** /offline: noindex, it shows only what this device keeps (and stands in for a page the device could not reach). */
export const offlinePageMeta = (): PageText => ({
  title: 'Offline & Data',
  description:
    'What this device keeps for offline study: downloaded practice sets, topic tests and mock tests, the space they use, and data saver settings.',
  keywords: ['offline practice', 'download questions', 'data saver', 'exam preparation'],
  noindex: true,
});

/** /exam-patterns: the patterns of /api/exam-patterns/all (the first 4 are named), in its order. */
export function examPatternsPageMeta(patterns: ReadonlyArray<{ exam_name: string }>): PageText {
  const names = patterns.slice(0, META_NAME_COUNT).map((pattern) => pattern.exam_name);
  return {
    title: 'Exam Patterns – Syllabus, Marking Scheme & Eligibility',
    description: `Exam patterns for India's competitive exams${names.length ? ` such as ${names.join(', ')}` : ''}: sections, marking scheme, eligibility and preparation strategy. 100% free.`,
    keywords: ['exam pattern', 'syllabus', 'marking scheme', 'eligibility criteria', ...names],
  };
}

/** /exam-patterns/{slug}: the pattern of /api/exam-patterns/slug/{slug}. */
export function examPatternPageMeta(pattern: { exam_name: string; description: string | null; tags: readonly string[] }): PageText {
  const name = pattern.exam_name;
  const text = pattern.description ?? '';
  const summary = text.length > DESCRIPTION_MAX_LENGTH ? `${text.slice(0, DESCRIPTION_MAX_LENGTH - 3).trimEnd()}...` : text;
  return {
    title: `${name} Exam Pattern, Syllabus & Eligibility`,
    description: summary || `${name}: exam pattern, marking scheme, eligibility and preparation strategy.`,
    keywords: [name, `${name} exam pattern`, `${name} syllabus`, ...pattern.tags],
  };
}

/** /cheatsheets: the sheets of /api/cheatsheets/all (the first 4 are named), in its order. */
export function cheatsheetsPageMeta(sheets: ReadonlyArray<{ title: string }>): PageText {
  const titles = sheets.slice(0, META_NAME_COUNT).map((sheet) => sheet.title);
  return {
    title: 'Cheatsheets – Quick Reference for Exams and Coding',
    description: `Free quick-reference cheatsheets${titles.length ? ` such as ${titles.join(', ')}` : ''}: code, formulas and facts on one printable page.`,
    keywords: ['cheatsheet', 'quick reference', 'formulas', ...titles],
  };
}

/** /cheatsheets/{slug}: the sheet of /api/cheatsheets/slug/{slug}. */
export function cheatsheetPageMeta(sheet: {
  title: string;
  description: string | null;
  category: string | null;
  tags: readonly string[];
}): PageText {
  return {
    title: `${sheet.title} Cheatsheet`,
    description: sheet.description || `${sheet.title}: a free quick-reference cheatsheet.`,
    keywords: [sheet.title, `${sheet.title} cheatsheet`, ...(sheet.category ? [sheet.category] : []), ...sheet.tags],
  };
}

/** /privacy-policy */
export const privacyPageMeta = (): PageText => ({
  title: 'Privacy Policy',
  description:
    'How ExamPrep handles your data: no accounts, saved questions and notes stay in your browser, analytics only when configured.',
  keywords: ['privacy policy', 'ExamPrep'],
});

/** /terms-of-use */
export const termsPageMeta = (): PageText => ({
  title: 'Terms of Use',
  description: 'The terms for using ExamPrep, the free exam-preparation site: services, AI explanations, acceptable use and liability.',
  keywords: ['terms of use', 'ExamPrep'],
});

/** /mock-tests: the papers of /api/mock-tests/all (the first 4 exams named), in its order. */
export function mockTestsPageMeta(papers: ReadonlyArray<{ exam_name: string | null }>): PageText {
  const exams = [...new Set(papers.flatMap((paper) => (paper.exam_name ? [paper.exam_name] : [])))].slice(0, META_NAME_COUNT);
  return {
    title: 'Free Full-Length Mock Tests & Previous Year Papers',
    description: `Sit full-length mock tests and previous year papers${exams.length ? ` of ${exams.join(', ')}` : ''} on the real exam screen: sections, timers, negative marking, percentile. Free, no account.`,
    keywords: ['free mock test', 'previous year papers', 'full length mock test', 'online test series', ...exams],
  };
}

/** /mock-tests/{slug}: the paper's title (from /api/mock-tests/all or the paper itself). */
export function mockTestPageMeta(paper: { title: string }): PageText {
  return {
    title: `${paper.title} – Free Mock Test`,
    description: `Take ${paper.title} free on the real exam screen: question palette, mark for review, section timers, negative marking, then your score, percentile and every answer explained.`,
    keywords: [paper.title, `${paper.title} mock test`, 'free mock test', 'previous year paper'],
  };
}

/**
 * /questions/{id}/{slug}: the page of /api/questions/page/{id} (its plain-text title and where it sits). A question
 * without text (a picture) is named by its subtopic.
 */
export function questionPageMeta(page: { title: string; topic_name: string | null; subtopic_name: string | null }): PageText {
  const subtopic = page.subtopic_name ? titleCase(page.subtopic_name) : '';
  const topic = page.topic_name ? titleCase(page.topic_name) : '';
  const text = page.title.trim();
  const named = text ? shortText(text, QUESTION_TITLE_MAX_LENGTH) : `${subtopic || 'Practice'} Question`;
  const about = subtopic ? ` ${subtopic}` : '';
  const lead = text ? `${shortText(text, 100)} ` : '';
  return {
    title: subtopic && text ? `${named} – ${subtopic}` : named,
    description: `${lead}A free${about} practice question with options, the correct answer and a clear explanation.`,
    keywords: [
      ...(subtopic ? [subtopic, `${subtopic} questions`] : []),
      ...(topic ? [topic] : []),
      'MCQ with answer',
      ...PRACTICE_KEYWORDS,
    ],
  };
}

/**
 * /search?q=: the results of the query (spaces around it trimmed), or the empty search page. Never indexed:
 * every query would be another page of the site's own content.
 */
export function searchPageMeta(query: string): PageText {
  const q = query.trim();
  return {
    title: q ? `Search: ${shortText(q, SEARCH_TITLE_QUERY_MAX_LENGTH)}` : 'Search',
    description: q
      ? `Practice questions, subtopics, exam patterns and cheatsheets matching “${shortText(q, 100)}”.`
      : 'Search the practice questions, subtopics, exam patterns and cheatsheets of ExamPrep.',
    keywords: [],
    noindex: true,
  };
}
