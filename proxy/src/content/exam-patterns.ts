import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiExamPattern } from '#src/strapi/types.js';
import { stringList, withoutIds } from '#src/strapi/map.js';
import { toPagination } from '#src/lib/pagination.js';
import { DEFAULT_LOCALE, localeOf, translated, translationsOf, type Locale } from '#src/strapi/locale.js';
import { EXAM_LEVELS } from '@exam-prep/contract/enums';
import type { Pagination } from '@exam-prep/contract/common';
import type { PublicExamPattern } from '@exam-prep/contract/public/exam-patterns';

export const populateAll = {
  sections: { populate: { topics: true } },
  marking_scheme: true,
  eligibility_criteria: { populate: { age_limit: true } },
  preparation_strategy: true,
  cutoff_marks: true,
  important_dates: true,
};

export const PUBLIC_SCALARS = [
  'slug',
  'exam_name',
  'exam_level',
  'exam_mode',
  'exam_frequency',
  'description',
  'featured',
  'views',
  'total_questions',
  'total_marks',
  'duration',
  'application_fee',
  'exam_official_website',
  'language_options',
  'tags',
  'difficulty_level',
  'competition_level',
  'average_score',
  'success_rate',
  'exam_logo',
  'exam_color',
  'createdAt',
  'updatedAt',
] as const;

const publicQuery = { fields: [...PUBLIC_SCALARS], populate: populateAll };
const activeOnly = { is_active: { $eq: true } };

/** What an exam pattern's translation is read with: its translated texts (numbers, levels and flags stay English). */
const translationQuery = {
  fields: ['exam_name', 'description', 'language_options', 'success_rate', 'average_score', 'tags'],
  populate: {
    sections: { populate: { topics: true } },
    eligibility_criteria: true,
    preparation_strategy: true,
    important_dates: true,
    cutoff_marks: true,
  },
};

type Row = Record<string, unknown>;
const rowsOf = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const rowOf = (value: unknown): Row | undefined => (value && typeof value === 'object' ? (value as Row) : undefined);

/** `fields` of `ours` replaced by the translation's where it has them (non-empty). */
function withTexts(ours: Row, theirs: Row | undefined, fields: string[]): Row {
  const copy = { ...ours };
  for (const field of fields) {
    const text = translated(theirs?.[field]);
    if (text !== undefined) copy[field] = text;
  }
  return copy;
}

/** A list of texts of the translation where it has one, else ours. */
const listOr = (theirs: unknown, ours: unknown) => (Array.isArray(theirs) && theirs.some((item) => translated(item)) ? theirs : ours);

/**
 * An exam pattern's English version with its translation's texts laid over it: the name, the description, each
 * section's name and topics' names (by position), the eligibility texts, the important dates (by position), the
 * preparation strategy, the languages, tags, cut-offs, success rate and average score. Numbers, marks, levels,
 * flags and the slug stay the English version's. Each text the translation leaves empty stays English.
 */
export function localizedExamPattern(row: StrapiExamPattern, translation: StrapiExamPattern | undefined): StrapiExamPattern {
  if (!translation || !translated(translation.exam_name)) return row;
  const theirSections = rowsOf(translation.sections);
  const theirDates = rowsOf(translation.important_dates);
  const ourStrategy = rowOf(row.preparation_strategy);
  const theirStrategy = rowOf(translation.preparation_strategy);
  const ourEligibility = rowOf(row.eligibility_criteria);
  const ourCutoffs = rowOf(row.cutoff_marks);
  return {
    ...row,
    ...withTexts(row, translation, ['description', 'success_rate', 'average_score']),
    exam_name: translation.exam_name,
    language_options: listOr(translation.language_options, row.language_options),
    tags: listOr(translation.tags, row.tags),
    cutoff_marks: ourCutoffs ? withTexts(ourCutoffs, rowOf(translation.cutoff_marks), ['general', 'obc', 'sc', 'st']) : row.cutoff_marks,
    sections: rowsOf(row.sections).map((section, index) => {
      const theirs = theirSections[index];
      const theirTopics = rowsOf(theirs?.topics);
      return {
        ...withTexts(section, theirs, ['section_name']),
        topics: rowsOf(section.topics).map((topic, at) => withTexts(topic, theirTopics[at], ['topic_name'])),
      };
    }),
    eligibility_criteria: ourEligibility
      ? withTexts(ourEligibility, rowOf(translation.eligibility_criteria), [
          'education_qualification',
          'nationality',
          'experience_required',
        ])
      : row.eligibility_criteria,
    important_dates: rowsOf(row.important_dates).map((date, index) => withTexts(date, theirDates[index], ['event', 'date'])),
    preparation_strategy: ourStrategy
      ? {
          ...withTexts(ourStrategy, theirStrategy, ['recommended_study_time']),
          ...Object.fromEntries(
            ['important_topics', 'practice_tips', 'reference_books', 'online_resources'].map((list) => [
              list,
              listOr(theirStrategy?.[list], ourStrategy[list]),
            ]),
          ),
        }
      : row.preparation_strategy,
    locale: localeOf(translation),
  };
}

/** These English versions in `locale` (one more request per 100, none in English). */
async function localizedPatterns(cms: StrapiClient, locale: Locale, rows: StrapiExamPattern[]): Promise<StrapiExamPattern[]> {
  const translations = await translationsOf<StrapiExamPattern>(
    cms,
    '/exam-patterns',
    locale,
    rows.map((row) => row.documentId),
    translationQuery,
  );
  return rows.map((row) => localizedExamPattern(row, translations.get(row.documentId)));
}

/** Strapi's row as the contract's exam pattern; the CMS's own schema holds the enumerations and components. */
export function toPublicExamPattern(row: StrapiExamPattern): PublicExamPattern {
  const numberOr = (value: unknown, fallback: number) => (value === null || value === undefined ? fallback : Number(value));
  const pattern = {
    _id: row.documentId,
    slug: row.slug,
    exam_name: row.exam_name,
    exam_level: row.exam_level,
    exam_mode: row.exam_mode ?? null,
    exam_frequency: row.exam_frequency ?? null,
    description: row.description ?? '',
    featured: Boolean(row.featured),
    views: numberOr(row.views, 0),
    total_questions: numberOr(row.total_questions, 0),
    total_marks: numberOr(row.total_marks, 0),
    duration: numberOr(row.duration, 0),
    application_fee: numberOr(row.application_fee, 0),
    exam_official_website: row.exam_official_website ?? null,
    language_options: stringList(row.language_options),
    tags: stringList(row.tags),
    difficulty_level: row.difficulty_level ?? null,
    competition_level: row.competition_level ?? null,
    average_score: row.average_score ?? null,
    success_rate: row.success_rate ?? null,
    exam_logo: row.exam_logo ?? null,
    exam_color: row.exam_color ?? null,
    marking_scheme: withoutIds(row.marking_scheme ?? null),
    sections: withoutIds((row.sections as Array<Record<string, unknown>> | undefined) ?? []).map((section) => ({
      ...section,
      question_types: stringList(section.question_types),
    })),
    eligibility_criteria: withoutIds(row.eligibility_criteria ?? null),
    preparation_strategy: withoutIds(row.preparation_strategy ?? null),
    cutoff_marks: withoutIds(row.cutoff_marks ?? null),
    important_dates: withoutIds(row.important_dates ?? []),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    locale: localeOf(row),
  };
  return pattern as PublicExamPattern;
}

export async function listActiveExamPatterns(
  cms: StrapiClient,
  paging: { page: number; limit: number },
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ examPatterns: PublicExamPattern[]; pagination: Pagination }> {
  const answer = await cms.get<StrapiList<StrapiExamPattern>>('/exam-patterns', activeExamPatternsQuery(paging));
  const rows = await localizedPatterns(cms, locale, answer.data);
  return { examPatterns: rows.map(toPublicExamPattern), pagination: toPagination(answer.meta.pagination) };
}

export const activeExamPatternsQuery = (paging: { page: number; limit: number }) => ({
  ...publicQuery,
  filters: activeOnly,
  sort: ['featured:desc', 'exam_name:asc'],
  pagination: { page: paging.page, pageSize: paging.limit },
});

export async function listFeaturedExamPatterns(cms: StrapiClient, locale: Locale = DEFAULT_LOCALE): Promise<PublicExamPattern[]> {
  const rows = await cms.getAll<StrapiExamPattern>('/exam-patterns', {
    ...publicQuery,
    filters: { ...activeOnly, featured: { $eq: true } },
    sort: ['exam_name:asc'],
  });
  return (await localizedPatterns(cms, locale, rows)).map(toPublicExamPattern);
}

/** The distinct levels of active exam patterns, for the level filter. */
export async function listExamLevels(cms: StrapiClient): Promise<{ examLevels: string[] }> {
  const rows = await cms.getAll<{ exam_level: string }>('/exam-patterns', { fields: ['exam_level'], filters: activeOnly });
  const used = new Set(rows.map((row) => row.exam_level).filter(Boolean));
  const known = EXAM_LEVELS.filter((level) => used.has(level));
  const others = [...used].filter((level) => !(EXAM_LEVELS as readonly string[]).includes(level)).sort();
  return { examLevels: [...known, ...others] };
}

/** One active exam pattern by slug (its English version's: the same in every language), or undefined. */
export async function findActiveExamPatternBySlug(
  cms: StrapiClient,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<PublicExamPattern | undefined> {
  const answer = await cms.get<StrapiList<StrapiExamPattern>>('/exam-patterns', {
    ...publicQuery,
    filters: { ...activeOnly, slug: { $eq: slug } },
    pagination: { page: 1, pageSize: 1 },
  });
  const rows = await localizedPatterns(cms, locale, answer.data);
  return rows[0] ? toPublicExamPattern(rows[0]) : undefined;
}
