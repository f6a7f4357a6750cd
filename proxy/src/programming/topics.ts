import type {
  ProgrammingCategories,
  ProgrammingTopicMetadata,
  ProgrammingTopicPage,
  ProgrammingTopicSummary,
} from '@exam-prep/contract/public/programming';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiCodeQuestion, StrapiProgrammingTopic } from '#src/strapi/types.js';
import { stringList } from '#src/strapi/map.js';
import { DEFAULT_LOCALE, localeOf, translated, translationsOf, type Locale } from '#src/strapi/locale.js';
import { localizedCodeQuestion, questionCounts, toPublicCodeQuestion, topicDifficulty } from './code-questions.js';

/** Programming topics as the public reads serve them (students-faqs-programming.md §3.1): active only, ?locale. */

export const TOPIC_FIELDS = [
  'title',
  'slug',
  'description',
  'category',
  'difficulty',
  'tags',
  'featured',
  'is_active',
  'createdAt',
  'updatedAt',
];
const activeOnly = { is_active: { $eq: true } };

type Untranslated = NonNullable<ProgrammingTopicSummary['untranslated_fields']>;
type LocalizedTopic = StrapiProgrammingTopic & { untranslated?: Untranslated };

/** The fields a public summary and an admin row share (the public one has no is_active: it lists active topics only). */
export const topicFields = (row: StrapiProgrammingTopic, questionCount: number) => ({
  _id: row.documentId,
  title: row.title,
  slug: row.slug,
  description: row.description ?? '',
  category: row.category,
  difficulty: topicDifficulty(row.difficulty),
  tags: stringList(row.tags),
  featured: Boolean(row.featured),
  question_count: questionCount,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export const toTopicSummary = (row: LocalizedTopic, questionCount: number): ProgrammingTopicSummary => ({
  ...topicFields(row, questionCount),
  locale: localeOf(row),
  ...(row.untranslated && row.untranslated.length > 0 ? { untranslated_fields: row.untranslated } : {}),
});

const hasList = (value: unknown) => stringList(value).length > 0;

/** A topic's English version with its translation's title, description and tags; category and flags stay English. */
export function localizedTopic(row: StrapiProgrammingTopic, translation: StrapiProgrammingTopic | undefined): LocalizedTopic {
  if (!translation || !translated(translation.title)) return row;
  const untranslated: Untranslated = [];
  if (!translated(translation.description) && translated(row.description)) untranslated.push('description');
  if (!hasList(translation.tags) && hasList(row.tags)) untranslated.push('tags');
  return {
    ...row,
    title: translation.title,
    description: translated(translation.description) ?? row.description,
    tags: hasList(translation.tags) ? translation.tags : row.tags,
    locale: localeOf(translation),
    untranslated,
  };
}

async function localizedTopics(cms: StrapiClient, locale: Locale, rows: StrapiProgrammingTopic[]) {
  const translations = await translationsOf<StrapiProgrammingTopic>(
    cms,
    '/programming-topics',
    locale,
    rows.map((row) => row.documentId),
    { fields: ['title', 'description', 'tags'] },
  );
  return rows.map((row) => localizedTopic(row, translations.get(row.documentId)));
}

async function summaries(cms: StrapiClient, locale: Locale, rows: StrapiProgrammingTopic[]) {
  const [localized, counts] = await Promise.all([localizedTopics(cms, locale, rows), questionCounts(cms, { activeOnly: true })]);
  return localized.map((row) => toTopicSummary(row, counts.get(row.documentId) ?? 0));
}

/** GET /api/programming-topics/all: active topics, featured first, then by title (at most `limit`). */
export async function listActiveTopics(cms: StrapiClient, limit: number, locale: Locale = DEFAULT_LOCALE) {
  const answer = await cms.get<StrapiList<StrapiProgrammingTopic>>('/programming-topics', {
    fields: TOPIC_FIELDS,
    filters: activeOnly,
    sort: ['featured:desc', 'title:asc', 'id:asc'],
    pagination: { page: 1, pageSize: limit },
  });
  return { topics: await summaries(cms, locale, answer.data) };
}

export async function listFeaturedTopics(cms: StrapiClient, locale: Locale = DEFAULT_LOCALE): Promise<ProgrammingTopicSummary[]> {
  const rows = await cms.getAll<StrapiProgrammingTopic>('/programming-topics', {
    fields: TOPIC_FIELDS,
    filters: { ...activeOnly, featured: { $eq: true } },
    sort: ['title:asc', 'id:asc'],
  });
  return summaries(cms, locale, rows);
}

/** Distinct categories of active topics, alphabetical (shared by every language). */
export async function listTopicCategories(cms: StrapiClient): Promise<ProgrammingCategories> {
  const rows = await cms.getAll<{ category: string }>('/programming-topics', { fields: ['category'], filters: activeOnly });
  return { categories: [...new Set(rows.map((row) => row.category?.trim()).filter(Boolean))].sort((a, b) => a.localeCompare(b)) };
}

async function activeTopicBySlug(cms: StrapiClient, slug: string): Promise<StrapiProgrammingTopic | undefined> {
  const answer = await cms.get<StrapiList<StrapiProgrammingTopic>>('/programming-topics', {
    fields: TOPIC_FIELDS,
    filters: { ...activeOnly, slug: { $eq: slug } },
    pagination: { page: 1, pageSize: 1 },
  });
  return answer.data[0];
}

/** The active questions of a topic (English versions), by order. */
const activeQuestionsOf = (cms: StrapiClient, topicId: string) =>
  cms.getAll<StrapiCodeQuestion>('/code-questions', {
    filters: { is_active: { $eq: true }, topic: { documentId: { $eq: topicId } } },
    populate: { content_blocks: true },
    sort: ['order:asc', 'id:asc'],
  });

/** GET /api/programming-topics/slug/{slug}: the topic, its active questions highlighted, their number; or undefined. */
export async function findTopicPage(
  cms: StrapiClient,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ProgrammingTopicPage | undefined> {
  const topic = await activeTopicBySlug(cms, slug);
  if (!topic) return undefined;
  const [[localized], questions] = await Promise.all([localizedTopics(cms, locale, [topic]), activeQuestionsOf(cms, topic.documentId)]);
  const translations = await translationsOf<StrapiCodeQuestion>(
    cms,
    '/code-questions',
    locale,
    questions.map((question) => question.documentId),
    { fields: ['title', 'description'], populate: { content_blocks: true } },
  );
  const publicQuestions = questions.map((question) => {
    const { row, untranslated } = localizedCodeQuestion(question, translations.get(question.documentId));
    return toPublicCodeQuestion(row, untranslated);
  });
  return { topic: toTopicSummary(localized!, publicQuestions.length), questions: publicQuestions, question_count: publicQuestions.length };
}

/** GET /api/programming-topics/metadata/{slug}: no side effect (nothing counted). */
export async function findTopicMetadata(
  cms: StrapiClient,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ProgrammingTopicMetadata | undefined> {
  const topic = await activeTopicBySlug(cms, slug);
  if (!topic) return undefined;
  const [[localized], count] = await Promise.all([
    localizedTopics(cms, locale, [topic]),
    cms.get<StrapiList<{ documentId: string }>>('/code-questions', {
      fields: ['order'],
      filters: { is_active: { $eq: true }, topic: { documentId: { $eq: topic.documentId } } },
      pagination: { page: 1, pageSize: 1 },
    }),
  ]);
  return {
    topic: {
      title: localized!.title,
      description: localized!.description ?? '',
      category: localized!.category,
      tags: stringList(localized!.tags),
    },
    question_count: count.meta.pagination.total,
  };
}
