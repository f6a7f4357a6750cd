import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiCheatsheet, StrapiExamPattern } from '#src/strapi/types.js';
import { stringList } from '#src/strapi/map.js';
import { listTopics } from '#src/content/topics.js';
import { listAllSubtopics } from '#src/content/subtopics.js';
import { listExams } from '#src/content/exams.js';
import { questionListQuery } from '#src/questions/questions.js';
import { listActiveMockTests } from '#src/mock-tests/mock-tests.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@exam-prep/contract/locale';

/**
 * The few facts the served HTML needs (page titles, 404 decisions, the sitemap): every public name and slug,
 * with just enough text for a description. Six light Strapi queries; no question bodies, no item bodies.
 */
export interface SiteContent {
  /** Topic names (stored slugs), alphabetical. */
  topics: string[];
  /**
   * Subtopic names with their topic's name, alphabetical by subtopic name, and the name each language shows
   * (`display_name` of /api/subtopics/all in that language; absent where there is none).
   */
  subtopics: Array<{ name: string; topic: string | null; displayNames?: Partial<Record<Locale, string>> }>;
  exams: string[];
  /** Active exam patterns and cheatsheets, featured first, as the public lists order them. */
  examPatterns: Array<{ slug: string; name: string; description: string; level: string | null; tags: string[]; updatedAt: string | null }>;
  cheatsheets: Array<{
    slug: string;
    title: string;
    description: string;
    category: string | null;
    tags: string[];
    updatedAt: string | null;
  }>;
  /** Active mock-test papers, in the order of /api/mock-tests/all (the list page names their exams). */
  mockTests: Array<{ slug: string; title: string; exam_name: string | null }>;
}

const activeOnly = { is_active: { $eq: true } };
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

type NamedSubtopic = { _id: string; display_name?: string | null };
/** Each subtopic's display name in each language that has one, by document id (English rows carry their own). */
function displayNamesById(english: NamedSubtopic[], translated: Array<{ locale: Locale; subtopics: NamedSubtopic[] }>) {
  const names = new Map<string, Partial<Record<Locale, string>>>(english.map((subtopic) => [subtopic._id, {}]));
  for (const { locale, subtopics } of [{ locale: DEFAULT_LOCALE, subtopics: english }, ...translated])
    for (const subtopic of subtopics) {
      const entry = names.get(subtopic._id);
      if (entry && subtopic.display_name) entry[locale] = subtopic.display_name;
    }
  return names;
}

export async function loadSiteContent(cms: StrapiClient): Promise<SiteContent> {
  const [topics, subtopics, translatedSubtopics, exams, examPatterns, cheatsheets, mockTests] = await Promise.all([
    listTopics(cms),
    listAllSubtopics(cms),
    // The subtopics' names in the other languages (a mock test page's title names its subtopic).
    Promise.all(OTHER_LOCALES.map(async (locale) => ({ locale, subtopics: await listAllSubtopics(cms, locale) }))),
    listExams(cms),
    cms.getAll<StrapiExamPattern>('/exam-patterns', {
      fields: ['slug', 'exam_name', 'description', 'exam_level', 'tags', 'updatedAt'],
      filters: activeOnly,
      // The order of /api/exam-patterns/all (the list page names its first 4).
      sort: ['featured:desc', 'exam_name:asc'],
    }),
    cms.getAll<StrapiCheatsheet>('/cheatsheets', {
      fields: ['slug', 'title', 'description', 'category', 'tags', 'updatedAt'],
      filters: activeOnly,
      // The order of /api/cheatsheets/all (the list page names its first 4).
      sort: ['featured:desc', 'title:asc'],
    }),
    // The list's own query: the pages and the sitemap know exactly the papers /mock-tests lists.
    listActiveMockTests(cms),
  ]);
  const displayNames = displayNamesById(subtopics, translatedSubtopics);
  return {
    topics: topics.map((topic) => topic.topic_name),
    subtopics: subtopics.map((subtopic) => ({
      name: subtopic.subtopic_name,
      topic: subtopic.topic_id?.topic_name ?? null,
      displayNames: displayNames.get(subtopic._id),
    })),
    exams: exams.map((exam) => exam.exam_name),
    examPatterns: examPatterns
      .filter((row) => row.slug)
      .map((row) => ({
        slug: row.slug,
        name: row.exam_name,
        description: typeof row.description === 'string' ? row.description : '',
        level: row.exam_level ?? null,
        tags: stringList(row.tags),
        updatedAt: row.updatedAt ?? null,
      })),
    cheatsheets: cheatsheets
      .filter((row) => row.slug)
      .map((row) => ({
        slug: row.slug,
        title: row.title,
        description: row.description ?? '',
        category: row.category ?? null,
        tags: stringList(row.tags),
        updatedAt: row.updatedAt ?? null,
      })),
    mockTests: mockTests.mockTests.map((paper) => ({ slug: paper.slug, title: paper.title, exam_name: paper.exam_name })),
  };
}

/** How many questions the API lists for a subtopic (and exam): one counting query, no rows. */
export async function countQuestions(cms: StrapiClient, by: { subtopicName: string; examName?: string }): Promise<number> {
  const answer = await cms.get<StrapiList<unknown>>('/questions', {
    filters: questionListQuery(by).filters,
    fields: ['createdAt'],
    pagination: { page: 1, pageSize: 1 },
  });
  return answer.meta.pagination.total;
}

/**
 * SiteContent (or another snapshot, such as the sitemap's question pages) kept in memory until the next purge.
 * Concurrent callers share one load. After a purge the previous snapshot is kept as a fallback for when the CMS
 * cannot be reached.
 */
export class SiteContentSource<T = SiteContent> {
  private current?: T;
  private previous?: T;
  private loading?: Promise<T>;
  private generation = 0;

  constructor(private readonly load: () => Promise<T>) {}

  async get(): Promise<T> {
    if (this.current) return this.current;
    if (!this.loading) {
      const generation = this.generation;
      const loading: Promise<T> = this.load().then(
        (content) => {
          // A purge during the load means this answer may already be out of date: use it once, keep nothing.
          if (generation === this.generation) this.current = content;
          if (this.loading === loading) this.loading = undefined;
          return content;
        },
        (error: unknown) => {
          if (this.loading === loading) this.loading = undefined;
          throw error;
        },
      );
      this.loading = loading;
    }
    return this.loading;
  }

  /** The last snapshot known, however old (for when the CMS is down). */
  lastKnown(): T | undefined {
    return this.current ?? this.previous;
  }

  invalidate() {
    this.generation++;
    if (this.current) this.previous = this.current;
    this.current = undefined;
    this.loading = undefined;
  }
}
