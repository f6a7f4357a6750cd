import type { SiteContent } from './site-content.js';

/**
 * The head tags of every route, for the HTML the proxy serves (crawlers and link previews run no JavaScript).
 *
 * THE RULE: the React pages render the same title and description through web/src/components/seo.tsx once
 * they load (main.tsx then removes these server copies). Whoever changes a page's <Seo> title or description
 * changes it here too; e2e/tests/crawler-meta.spec.ts compares what the server sends with what each page
 * renders, so a mismatch fails the tests. Titles are suffixed with ' | ExamPrep' unless they already name
 * the site, exactly as seo.tsx does.
 */
export const SITE_NAME = 'ExamPrep';

export interface PageMeta {
  status: 200 | 404;
  /**
   * Set when the page lives at another address (a subtopic reached through another topic's address): the
   * proxy answers 301 to it, so students and crawlers land on the one address the app links to.
   */
  movedTo?: string;
  /** The full title, with the site name. */
  title: string;
  description: string;
  keywords: string[];
  /** Path of the canonical address (the site's public origin is added by the caller). */
  canonicalPath: string;
  noindex: boolean;
  /** The page's component as Vite's manifest names it (for preloading its chunk), when known. */
  module?: string;
  /**
   * The API address the page fetches first, exactly as its SWR hook writes it (the features' api folders):
   * preloaded by the HTML so the data arrives while the scripts still load. This relies on the answers
   * carrying `Cache-Control: no-cache` for browsers (cached-route.ts): with `stale-while-revalidate` Chrome
   * hands the preloaded answer to the app but then fetches it again in the background.
   */
  data?: string;
}

export const fullTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`);

/** 'general-aptitude' → 'General Aptitude' (the same rule as web/src/lib/format.ts). */
export function titleCase(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Page metadata names at most the first 4 topics or subtopics (spec §1). */
export const META_NAME_COUNT = 4;
/** '{n}+ Practice Topics' when there are more than this many topics. */
export const TOPIC_COUNT_TITLE_ABOVE = 8;
/** The subtopic page's title carries a count when there are more than this many subtopics. */
export const SUBTOPIC_COUNT_TITLE_ABOVE = 5;

/** 'A, B, C and D' / 'A, B, C, D and more' (web/src/features/practice/lib/page-meta.ts listText). */
function listText(shown: string[], total: number): string {
  if (shown.length === 0) return '';
  const joined = shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
  return total > shown.length ? `${shown.join(', ')} and more` : joined;
}

const firstNames = (names: string[]) => names.slice(0, META_NAME_COUNT).map(titleCase);

/**
 * The React component (web/src/features/…/routes/*.tsx) of each kind of page, as web/src/app/router.tsx maps
 * them: the served HTML preloads its chunk (from Vite's manifest) so it downloads alongside the entry chunk
 * instead of after it. A renamed file only loses the preload, nothing else.
 */
const PAGE_MODULES = {
  home: 'landing/routes/landing-page',
  notFound: 'not-found/routes/not-found-page',
  topics: 'practice/routes/topics-page',
  subtopics: 'practice/routes/subtopics-page',
  questions: 'practice/routes/questions-page',
  randomTopics: 'random-topics/routes/random-topics-page',
  testTopics: 'mock-test/routes/test-topics-page',
  testSubtopics: 'mock-test/routes/test-subtopics-page',
  onlineTest: 'mock-test/routes/online-test-page',
  saved: 'saved/routes/saved-page',
  examPatterns: 'exam-patterns/routes/exam-patterns-page',
  examPattern: 'exam-patterns/routes/exam-pattern-detail-page',
  cheatsheets: 'cheatsheets/routes/cheatsheets-page',
  cheatsheet: 'cheatsheets/routes/cheatsheet-detail-page',
  privacy: 'legal/routes/privacy-policy-page',
  terms: 'legal/routes/terms-of-use-page',
} as const;
export const pageModule = (kind: keyof typeof PAGE_MODULES) => `src/features/${PAGE_MODULES[kind]}.tsx`;

interface MetaText {
  title: string;
  description: string;
  keywords?: string[];
  noindex?: boolean;
  module?: string;
}

/** The 404 page's keywords: what the site offers, for whoever lands on a dead address. */
const NOT_FOUND_KEYWORDS = ['ExamPrep', 'free exam preparation', 'practice questions', 'mock tests'];

const PRACTICE_KEYWORDS = ['free practice questions', 'MCQ with explanations', 'SSC', 'banking', 'RRB', 'competitive exams'];

/**
 * Titles, descriptions and keywords of every page, mirroring each page's <Seo> props. The source of each is
 * named; when a page changes, change its entry here (e2e/tests/crawler-meta.spec.ts compares the two).
 */
const texts = {
  /** web/src/features/landing/routes/landing-page.tsx */
  home: (): MetaText => ({
    title: 'ExamPrep – Free Practice for SSC, Banking, RRB, UPSC, JEE and NEET',
    description:
      "Free practice questions with explanations, timed mock tests, exam patterns and cheatsheets for India's competitive exams. No account needed.",
    keywords: ['SSC practice', 'bank exam preparation', 'RRB NTPC', 'UPSC', 'free mock test', 'aptitude questions'],
  }),
  /** web/src/features/not-found/routes/not-found-page.tsx */
  notFound: (): MetaText => ({
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist.',
    keywords: NOT_FOUND_KEYWORDS,
    noindex: true,
  }),
  /** Admin screens set their own titles once signed in; crawlers only need to know to stay away. */
  admin: (): MetaText => ({ title: 'Admin', description: 'ExamPrep administration.', noindex: true }),

  /** web/src/features/practice/lib/page-meta.ts topicsMeta (TopicsPage). */
  topics: (topicNames: string[]): MetaText => {
    const count = topicNames.length;
    const shown = firstNames(topicNames);
    const list = listText(shown, count);
    return {
      title: count > TOPIC_COUNT_TITLE_ABOVE ? `${count}+ Practice Topics for Competitive Exams` : 'Practice Topics for Competitive Exams',
      description: list
        ? `Free practice questions with clear explanations for SSC, banking, RRB and other competitive exams: ${list}.`
        : 'Free practice questions with clear explanations for SSC, banking, RRB and other competitive exams.',
      keywords: [...shown, ...PRACTICE_KEYWORDS],
    };
  },
  /** web/src/features/practice/lib/page-meta.ts subtopicsMeta (SubtopicsPage). */
  subtopics: (topicName: string, subtopicNames: string[]): MetaText => {
    const topic = titleCase(topicName);
    const count = subtopicNames.length;
    const shown = firstNames(subtopicNames);
    const list = listText(shown, count);
    return {
      title: count > SUBTOPIC_COUNT_TITLE_ABOVE ? `Prepare for ${topic}: ${count} Subtopics` : `Prepare for ${topic}`,
      description: list
        ? `Practise ${topic} for competitive exams, free, subtopic by subtopic: ${list}. Every question has an explanation.`
        : `Practise ${topic} for competitive exams, free, subtopic by subtopic. Every question has an explanation.`,
      keywords: [topic, ...shown, `${topic} questions`, ...PRACTICE_KEYWORDS],
    };
  },
  /** web/src/features/practice/lib/page-meta.ts questionsMeta (QuestionsPage); questionCount as the API lists them. */
  questions: (topicName: string, subtopicName: string, examName: string | undefined, questionCount: number): MetaText => {
    const topic = titleCase(topicName);
    const subtopic = titleCase(subtopicName);
    const forExam = examName ? ` for ${examName}` : '';
    const counted = questionCount > 0 ? `${questionCount} free` : 'Free';
    return {
      title: `${subtopic} Questions${forExam} – ${topic}`,
      description: `${counted} ${subtopic} practice questions${forExam} with answers and explanations. Check each answer at once and save questions to revise later.`,
      keywords: [subtopic, `${subtopic} questions`, topic, ...(examName ? [examName, `${examName} ${subtopic}`] : []), ...PRACTICE_KEYWORDS],
    };
  },
  /** web/src/features/random-topics/routes/random-topics-page.tsx */
  randomTopics: (): MetaText => ({
    title: 'Random Practice Topics',
    description:
      'Not sure what to practise? Get a random set of topics from aptitude, reasoning, computer science, English and general awareness, and start at once. Free.',
    keywords: ['random practice topics', 'free practice questions', 'aptitude', 'reasoning', 'competitive exams'],
  }),
  /** web/src/features/mock-test/routes/test-topics-page.tsx */
  testTopics: (topicNames: string[]): MetaText => {
    const names = topicNames.map(titleCase);
    return {
      title: 'Free Online Mock Tests – 30-Minute Timed Tests',
      description: `Take free 30-minute timed mock tests with instant scoring and a full question review${names.length ? `: ${names.slice(0, META_NAME_COUNT).join(', ')} and more` : ''}.`,
      keywords: ['free mock test', 'online test', 'timed practice test', ...names.slice(0, META_NAME_COUNT).map((name) => `${name} mock test`)],
    };
  },
  /** web/src/features/mock-test/routes/test-subtopics-page.tsx */
  testSubtopics: (topicName: string, subtopicNames: string[]): MetaText => {
    const topic = titleCase(topicName);
    const names = subtopicNames.map(titleCase);
    return {
      title: `${topic} Mock Tests – Free Timed Tests`,
      description: `Free 30-minute ${topic} mock tests${names.length ? ` on ${names.slice(0, META_NAME_COUNT).join(', ')}` : ''}, with instant scoring and a question review.`,
      keywords: [`${topic} mock test`, ...names.slice(0, META_NAME_COUNT).map((name) => `${name} test`), 'free online test'],
    };
  },
  /** web/src/features/mock-test/routes/online-test-page.tsx */
  onlineTest: (subtopicName: string): MetaText => {
    const title = titleCase(subtopicName);
    return {
      title: `${title} Mock Test – Free 30-Minute Online Test`,
      description: `Take a free 30-minute timed ${title} mock test, one question at a time, with your score and a full question review at the end.`,
      keywords: [`${title} mock test`, `${title} online test`, `${title} questions`, 'free mock test'],
    };
  },
  /** web/src/features/saved/routes/saved-page.tsx; noindex here: it shows only what this browser saved. */
  saved: (): MetaText => ({
    title: 'Saved Questions',
    description: 'The practice questions you saved on this device, with answers and explanations, ready to revise. Free, no account needed.',
    keywords: ['saved questions', 'revise practice questions', 'bookmarked MCQs', 'exam preparation'],
    noindex: true,
  }),
  /** web/src/features/exam-patterns/routes/exam-patterns-page.tsx; names: the first 4 of /api/exam-patterns/all. */
  examPatterns: (patternNames: string[]): MetaText => {
    const names = patternNames.slice(0, META_NAME_COUNT);
    return {
      title: 'Exam Patterns – Syllabus, Marking Scheme & Eligibility',
      description: `Exam patterns for India's competitive exams${names.length ? ` such as ${names.join(', ')}` : ''}: sections, marking scheme, eligibility and preparation strategy. 100% free.`,
      keywords: ['exam pattern', 'syllabus', 'marking scheme', 'eligibility criteria', ...names],
    };
  },
  /** web/src/features/exam-patterns/routes/exam-pattern-detail-page.tsx */
  examPattern: (pattern: SiteContent['examPatterns'][number]): MetaText => {
    const summary = pattern.description.length > 155 ? `${pattern.description.slice(0, 152).trimEnd()}...` : pattern.description;
    return {
      title: `${pattern.name} Exam Pattern, Syllabus & Eligibility`,
      description: summary || `${pattern.name}: exam pattern, marking scheme, eligibility and preparation strategy.`,
      keywords: [pattern.name, `${pattern.name} exam pattern`, `${pattern.name} syllabus`, ...pattern.tags],
    };
  },
  /** web/src/features/cheatsheets/routes/cheatsheets-page.tsx; titles: the first 4 of /api/cheatsheets/all. */
  cheatsheets: (sheetTitles: string[]): MetaText => {
    const titles = sheetTitles.slice(0, META_NAME_COUNT);
    return {
      title: 'Cheatsheets – Quick Reference for Exams and Coding',
      description: `Free quick-reference cheatsheets${titles.length ? ` such as ${titles.join(', ')}` : ''}: code, formulas and facts on one printable page.`,
      keywords: ['cheatsheet', 'quick reference', 'formulas', ...titles],
    };
  },
  /** web/src/features/cheatsheets/routes/cheatsheet-detail-page.tsx */
  cheatsheet: (sheet: SiteContent['cheatsheets'][number]): MetaText => ({
    title: `${sheet.title} Cheatsheet`,
    description: sheet.description || `${sheet.title}: a free quick-reference cheatsheet.`,
    keywords: [sheet.title, `${sheet.title} cheatsheet`, ...(sheet.category ? [sheet.category] : []), ...sheet.tags],
  }),
  /** web/src/features/legal/routes/privacy-policy-page.tsx */
  privacy: (): MetaText => ({
    title: 'Privacy Policy',
    description: 'How ExamPrep handles your data: no accounts, saved questions and notes stay in your browser, analytics only when configured.',
    keywords: ['privacy policy', 'ExamPrep'],
  }),
  /** web/src/features/legal/routes/terms-of-use-page.tsx */
  terms: (): MetaText => ({
    title: 'Terms of Use',
    description: 'The terms for using ExamPrep, the free exam-preparation site: services, AI explanations, acceptable use and liability.',
    keywords: ['terms of use', 'ExamPrep'],
  }),
};

/** Every kind's text, with its component module attached for the chunk preload. */
export const pageText = Object.fromEntries(
  Object.entries(texts).map(([kind, text]) => [
    kind,
    (...args: never[]): MetaText => ({
      ...(text as (...inner: never[]) => MetaText)(...args),
      module: kind in PAGE_MODULES ? pageModule(kind as keyof typeof PAGE_MODULES) : undefined,
    }),
  ]),
) as typeof texts;

/** Admin screens (admin-area.md §2, plus any further /add-, /manage-, /create-, /edit-{x}/{id} screen). */
export function isAdminPath(pathname: string): boolean {
  return (
    pathname === '/login' ||
    pathname === '/dashboard' ||
    /^\/(?:add|manage|create)-[a-z0-9-]+$/.test(pathname) ||
    /^\/edit-[a-z0-9-]+\/[^/]+$/.test(pathname)
  );
}

/** '/practice/general-aptitude/' → ['practice', 'general-aptitude']; undefined when a segment cannot be decoded. */
export function pathSegments(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** The path written the one way the site links to it: decoded segments re-encoded, no trailing slash. */
export function canonicalPathOf(segments: string[]): string {
  return `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/** Pages whose metadata needs no content, by their one path segment. */
const STATIC_PAGES = new Map<string, () => MetaText>([
  ['random-topics', pageText.randomTopics],
  ['saved', pageText.saved],
  ['privacy-policy', pageText.privacy],
  ['terms-of-use', pageText.terms],
]);

/** First path segments of the pages whose metadata and status depend on the content. */
const CONTENT_ROUTES = new Set(['practice', 'test-topics', 'onlinetest', 'test', 'exam-patterns', 'cheatsheets']);

/** Does this path need the content (topic names, slugs) to be answered? Static pages and admin screens do not. */
export function needsContent(pathname: string): boolean {
  const segments = pathSegments(pathname);
  if (!segments || segments.length === 0 || isAdminPath(canonicalPathOf(segments))) return false;
  return CONTENT_ROUTES.has(segments[0]!);
}

/** Counts the questions the API lists for a subtopic (and exam): the practice page's description names it. */
export type QuestionCounter = (by: { subtopicName: string; examName?: string }) => Promise<number>;

/**
 * The metadata and HTTP status of a path (without query). `content` may be omitted only for paths where
 * needsContent() is false. Unknown routes, names and slugs give the 404 page's metadata with status 404.
 */
export async function resolvePageMeta(pathname: string, content?: SiteContent, countQuestions?: QuestionCounter): Promise<PageMeta> {
  const segments = pathSegments(pathname);
  const page = (text: MetaText, canonicalPath: string, status: 200 | 404 = 200, data?: string): PageMeta => ({
    data,
    status,
    title: fullTitle(text.title),
    description: text.description,
    keywords: text.keywords ?? [],
    canonicalPath,
    noindex: Boolean(text.noindex) || status === 404,
    module: text.module,
  });
  const notFound = () => page(pageText.notFound(), segments ? canonicalPathOf(segments) : '/', 404);
  if (!segments) return notFound();
  const here = canonicalPathOf(segments);

  if (isAdminPath(here)) return page(pageText.admin(), here);
  if (segments.length === 0) return page(pageText.home(), '/');
  const staticPage = segments.length === 1 ? STATIC_PAGES.get(segments[0]!) : undefined;
  if (staticPage) return page(staticPage(), here);
  if (!CONTENT_ROUTES.has(segments[0]!)) return notFound();
  if (!content) throw new Error(`resolvePageMeta(${pathname}) needs the site content`);

  const [first, second, third, fourth] = segments;
  const topicKnown = (name: string) => content.topics.includes(name);
  const subtopicsOf = (topic: string) => content.subtopics.filter((subtopic) => subtopic.topic === topic).map((subtopic) => subtopic.name);
  const subtopic = (name: string) => content.subtopics.find((candidate) => candidate.name === name);

  switch (first) {
    case 'practice': {
      if (segments.length === 1) return page(pageText.topics(content.topics), here, 200, '/api/topics/all');
      if (!topicKnown(second!)) return notFound();
      if (segments.length === 2) return page(pageText.subtopics(second!, subtopicsOf(second!)), here, 200, `/api/subtopics/topicname/${encodeURIComponent(second!)}`);
      const found = subtopic(third!);
      if (!found || segments.length > 4) return notFound();
      if (segments.length === 4 && !content.exams.includes(fourth!)) return notFound();
      // The same subtopic reached through another topic's address moves to its own topic's address.
      const topic = found.topic ?? second!;
      const canonical = canonicalPathOf(['practice', topic, third!, ...(fourth ? [fourth] : [])]);
      if (topic !== second) return { ...page(pageText.questions(topic, third!, fourth, 0), canonical), movedTo: canonical };
      const count = countQuestions ? await countQuestions({ subtopicName: third!, examName: fourth }) : 0;
      const data = fourth
        ? `/api/questions/exam/${encodeURIComponent(fourth)}/subtopic/${encodeURIComponent(third!)}`
        : `/api/questions/subtopic/${encodeURIComponent(third!)}`;
      return page(pageText.questions(topic, third!, fourth, count), canonical, 200, data);
    }
    case 'test-topics': {
      if (segments.length === 1) return page(pageText.testTopics(content.topics), here, 200, '/api/topics/all');
      if (segments.length > 2 || !topicKnown(second!)) return notFound();
      return page(pageText.testSubtopics(second!, subtopicsOf(second!)), here);
    }
    case 'onlinetest':
    case 'test': {
      if (segments.length !== 2 || !subtopic(second!)) return notFound();
      return page(pageText.onlineTest(second!), canonicalPathOf(['test', second!]));
    }
    case 'exam-patterns': {
      if (segments.length === 1) return page(pageText.examPatterns(content.examPatterns.map((pattern) => pattern.name)), here);
      const pattern = segments.length === 2 ? content.examPatterns.find((candidate) => candidate.slug === second) : undefined;
      return pattern ? page(pageText.examPattern(pattern), here, 200, `/api/exam-patterns/slug/${encodeURIComponent(pattern.slug)}`) : notFound();
    }
    case 'cheatsheets': {
      if (segments.length === 1) return page(pageText.cheatsheets(content.cheatsheets.map((sheet) => sheet.title)), here);
      const sheet = segments.length === 2 ? content.cheatsheets.find((candidate) => candidate.slug === second) : undefined;
      return sheet ? page(pageText.cheatsheet(sheet), here, 200, `/api/cheatsheets/slug/${encodeURIComponent(sheet.slug)}`) : notFound();
    }
    default:
      return notFound();
  }
}

/** What the HTML says when the CMS cannot be reached and nothing is known: the generic site description. */
export function fallbackPageMeta(pathname: string): PageMeta {
  const segments = pathSegments(pathname) ?? [];
  const home = pageText.home();
  return {
    status: 200,
    title: home.title,
    description: home.description,
    keywords: home.keywords ?? [],
    canonicalPath: canonicalPathOf(segments),
    noindex: false,
  };
}
