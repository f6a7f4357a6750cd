import type { Faq, FaqQuestion, FaqSummary } from '@exam-prep/contract/public/faqs';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiFaq, StrapiFaqQuestion } from '#src/strapi/types.js';
import { stringList } from '#src/strapi/map.js';
import { DEFAULT_LOCALE, localeOf, translated, translationsOf, type Locale } from '#src/strapi/locale.js';
import { sanitizePublicRichText } from '#src/lib/public-rich-text.js';
import { highlightRichText } from '#src/lib/code-highlight.js';

/** FAQs as the public reads serve them (students-faqs-programming.md §2.1): active only, ?locale with English fallback. */

export const FAQ_SUMMARY_FIELDS = [
  'topic_title',
  'slug',
  'description',
  'tags',
  'featured',
  'is_active',
  'views',
  'logo_url',
  'createdAt',
  'updatedAt',
];
const activeOnly = { is_active: { $eq: true } };
const withQuestions = { questions: true };

type Untranslated = NonNullable<FaqSummary['untranslated_fields']>;
type LocalizedFaq = StrapiFaq & { untranslated?: Untranslated };

/** The fields a public summary and an admin row share: one mapping of a stored FAQ for both. */
export const faqFields = (row: StrapiFaq) => ({
  _id: row.documentId,
  topic_title: row.topic_title,
  slug: row.slug,
  description: row.description ?? '',
  tags: stringList(row.tags),
  featured: Boolean(row.featured),
  is_active: row.is_active !== false,
  views: Number(row.views ?? 0),
  logo_url: row.logo_url ?? '',
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

export function toFaqSummary(row: LocalizedFaq): FaqSummary {
  return {
    ...faqFields(row),
    locale: localeOf(row),
    ...(row.untranslated && row.untranslated.length > 0 ? { untranslated_fields: row.untranslated } : {}),
  };
}

/** Questions by `order`, ties in stored position; `_id` is stable per FAQ and position (no numeric ids leak). */
export function sortedFaqQuestions(documentId: string, questions: StrapiFaqQuestion[] | undefined) {
  return (questions ?? [])
    .map((question, index) => ({
      _id: `${documentId}-q${index}`,
      question: question.question ?? '',
      answer: sanitizeRichText(question.answer ?? ''),
      order: Math.max(0, Number(question.order ?? 0)),
    }))
    .sort((a, b) => a.order - b.order);
}

/** The answer ready to show: cleaned for a reader, its code blocks highlighted. The stored `answer` stays as it is. */
const toPublicQuestion = (question: Omit<FaqQuestion, 'answer_html'>): FaqQuestion => ({
  ...question,
  answer_html: highlightRichText(sanitizePublicRichText(question.answer)),
});

const hasList = (value: unknown) => stringList(value).some((item) => item.trim() !== '');

/**
 * A FAQ's English version with its translation's texts: title, description, tags and (when the translation has
 * any) its questions, translated whole. Slug, flags, views and logo stay the English version's. A text the
 * translation lacks stays English and is named in `untranslated`.
 */
export function localizedFaq(row: StrapiFaq, translation: StrapiFaq | undefined): LocalizedFaq {
  if (!translation || !translated(translation.topic_title)) return row;
  const untranslated: Untranslated = [];
  const description = translated(translation.description) ?? row.description;
  if (!translated(translation.description) && translated(row.description)) untranslated.push('description');
  const tags = hasList(translation.tags) ? translation.tags : row.tags;
  if (!hasList(translation.tags) && hasList(row.tags)) untranslated.push('tags');
  const withQuestionList = row.questions !== undefined;
  const theirQuestions = (translation.questions ?? []).length > 0;
  if (withQuestionList && !theirQuestions && (row.questions ?? []).length > 0) untranslated.push('questions');
  return {
    ...row,
    topic_title: translation.topic_title,
    description,
    tags,
    ...(withQuestionList && theirQuestions ? { questions: translation.questions } : {}),
    locale: localeOf(translation),
    untranslated,
  };
}

async function localizedFaqs(cms: StrapiClient, locale: Locale, rows: StrapiFaq[], withQuestionList = false): Promise<LocalizedFaq[]> {
  const translations = await translationsOf<StrapiFaq>(
    cms,
    '/faqs',
    locale,
    rows.map((row) => row.documentId),
    { fields: ['topic_title', 'description', 'tags'], ...(withQuestionList ? { populate: withQuestions } : {}) },
  );
  return rows.map((row) => localizedFaq(row, translations.get(row.documentId)));
}

/** GET /api/faqs/all: active FAQs, featured first, then by title (at most `limit`). */
export async function listActiveFaqs(cms: StrapiClient, limit: number, locale: Locale = DEFAULT_LOCALE): Promise<{ faqs: FaqSummary[] }> {
  const answer = await cms.get<StrapiList<StrapiFaq>>('/faqs', {
    fields: FAQ_SUMMARY_FIELDS,
    filters: activeOnly,
    sort: ['featured:desc', 'topic_title:asc', 'id:asc'],
    pagination: { page: 1, pageSize: limit },
  });
  return { faqs: (await localizedFaqs(cms, locale, answer.data)).map(toFaqSummary) };
}

/** GET /api/faqs/featured/list: active and featured, by title. */
export async function listFeaturedFaqs(cms: StrapiClient, locale: Locale = DEFAULT_LOCALE): Promise<FaqSummary[]> {
  const rows = await cms.getAll<StrapiFaq>('/faqs', {
    fields: FAQ_SUMMARY_FIELDS,
    filters: { ...activeOnly, featured: { $eq: true } },
    sort: ['topic_title:asc', 'id:asc'],
  });
  return (await localizedFaqs(cms, locale, rows)).map(toFaqSummary);
}

/** GET /api/faqs/slug/{slug}: one active FAQ with its questions, or undefined. */
export async function findActiveFaqBySlug(cms: StrapiClient, slug: string, locale: Locale = DEFAULT_LOCALE): Promise<Faq | undefined> {
  const answer = await cms.get<StrapiList<StrapiFaq>>('/faqs', {
    fields: FAQ_SUMMARY_FIELDS,
    populate: withQuestions,
    filters: { ...activeOnly, slug: { $eq: slug } },
    pagination: { page: 1, pageSize: 1 },
  });
  const [row] = await localizedFaqs(cms, locale, answer.data, true);
  if (!row) return undefined;
  return { ...toFaqSummary(row), questions: sortedFaqQuestions(row.documentId, row.questions).map(toPublicQuestion) };
}
