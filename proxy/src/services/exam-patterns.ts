import type { StrapiClient, StrapiList } from '../strapi/client.js';
import type { StrapiExamPattern } from '../strapi/types.js';
import { stringList, withoutIds } from '../strapi/map.js';
import { toPagination } from './pagination.js';
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
  };
  return pattern as PublicExamPattern;
}

export async function listActiveExamPatterns(
  cms: StrapiClient,
  paging: { page: number; limit: number },
): Promise<{ examPatterns: PublicExamPattern[]; pagination: Pagination }> {
  const answer = await cms.get<StrapiList<StrapiExamPattern>>('/exam-patterns', activeExamPatternsQuery(paging));
  return { examPatterns: answer.data.map(toPublicExamPattern), pagination: toPagination(answer.meta.pagination) };
}

export const activeExamPatternsQuery = (paging: { page: number; limit: number }) => ({
  ...publicQuery,
  filters: activeOnly,
  sort: ['featured:desc', 'exam_name:asc'],
  pagination: { page: paging.page, pageSize: paging.limit },
});

export async function listFeaturedExamPatterns(cms: StrapiClient): Promise<PublicExamPattern[]> {
  const rows = await cms.getAll<StrapiExamPattern>('/exam-patterns', {
    ...publicQuery,
    filters: { ...activeOnly, featured: { $eq: true } },
    sort: ['exam_name:asc'],
  });
  return rows.map(toPublicExamPattern);
}

/** The distinct levels of active exam patterns, for the level filter. */
export async function listExamLevels(cms: StrapiClient): Promise<{ examLevels: string[] }> {
  const rows = await cms.getAll<{ exam_level: string }>('/exam-patterns', { fields: ['exam_level'], filters: activeOnly });
  const used = new Set(rows.map((row) => row.exam_level).filter(Boolean));
  const known = EXAM_LEVELS.filter((level) => used.has(level));
  const others = [...used].filter((level) => !(EXAM_LEVELS as readonly string[]).includes(level)).sort();
  return { examLevels: [...known, ...others] };
}

/** One active exam pattern by slug, or undefined. */
export async function findActiveExamPatternBySlug(cms: StrapiClient, slug: string): Promise<PublicExamPattern | undefined> {
  const answer = await cms.get<StrapiList<StrapiExamPattern>>('/exam-patterns', {
    ...publicQuery,
    filters: { ...activeOnly, slug: { $eq: slug } },
    pagination: { page: 1, pageSize: 1 },
  });
  return answer.data[0] ? toPublicExamPattern(answer.data[0]) : undefined;
}
