import { z } from 'zod';
import { badRequest, HttpError } from '../lib/errors.js';
import { findDocumentOrNotFound } from './documents.js';
import { slugify } from '../lib/slug.js';
import type { StrapiClient, StrapiList } from '../strapi/client.js';
import type { StrapiExamPattern } from '../strapi/types.js';
import { EXAM_LEVELS, populateAll, PUBLIC_SCALARS, toPublicExamPattern, type PublicExamPattern } from './exam-patterns.js';
import { toPagination, type Pagination } from './pagination.js';
import { booleanFromForm, numberFromForm, optionalText, parseOrThrow, requiredText, textList } from './validation.js';

/** The admin view: the public one plus the flag the public never sees. */
export type AdminExamPattern = PublicExamPattern & { is_active: boolean };

const adminQuery = { fields: [...PUBLIC_SCALARS, 'is_active'], populate: populateAll };

export const toAdminExamPattern = (row: StrapiExamPattern): AdminExamPattern => ({ ...toPublicExamPattern(row), is_active: Boolean(row.is_active) });

const QUESTION_TYPES = ['MCQ', 'Fill in the Blanks', 'True/False', 'Short Answer', 'Long Answer', 'Numerical'] as const;

const number = (rules: (schema: z.ZodNumber) => z.ZodNumber = (schema) => schema) => z.preprocess(numberFromForm, rules(z.number()));
const optionalNumber = (rules: (schema: z.ZodNumber) => z.ZodNumber = (schema) => schema) => z.preprocess(numberFromForm, rules(z.number()).optional());
const flag = z.preprocess(booleanFromForm, z.boolean().optional());
/** Optional enumerations: '' and null mean "not given". */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(values).optional());
/** An optional object given as null means "not given". */
const optionalObject = <T extends z.ZodRawShape>(shape: T) => z.preprocess((value) => (value === null ? undefined : value), z.object(shape).optional());
const webAddress = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : typeof value === 'string' ? value.trim() : value),
  z.url({ protocol: /^https?$/ }).max(300).optional(),
);
/** Cut-off marks are text ('130-150'); a number typed in a number field is taken as text. */
const cutoff = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), optionalText(120));

const sectionSchema = z.object({
  section_name: requiredText(160),
  section_code: requiredText(40),
  questions: number((n) => n.int().min(1)),
  marks_per_question: number((n) => n.min(0)),
  total_marks: optionalNumber((n) => n.min(0)),
  duration: optionalNumber((n) => n.int().min(0)),
  topics: z
    .array(
      z.object({
        topic_name: requiredText(160),
        weightage: optionalNumber((n) => n.min(0).max(100)),
        difficulty_level: choice(['Easy', 'Medium', 'Hard'] as const),
      }),
    )
    .optional(),
  question_types: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((item) => item.trim()).filter(Boolean) : value),
    z.array(z.enum(QUESTION_TYPES)).optional(),
  ),
});

/** The full exam-pattern object of the admin forms (admin-area.md §3 and §5); unknown fields are ignored. */
const examPatternSchema = z
  .object({
    exam_name: requiredText(160),
    slug: optionalText(160),
    exam_level: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(EXAM_LEVELS)),
    description: optionalText(20_000),
    total_questions: number((n) => n.int().min(1)),
    total_marks: number((n) => n.min(1)),
    duration: number((n) => n.int().min(1)),
    sections: z.array(sectionSchema).min(1),
    marking_scheme: optionalObject({
      correct_answer: optionalNumber((n) => n.min(0)),
      // Penalties are negative (0, -0.25, -0.5...).
      wrong_answer: optionalNumber(),
      negative_marking: flag,
      negative_marking_value: optionalNumber((n) => n.min(0)),
    }),
    eligibility_criteria: optionalObject({
      age_limit: optionalObject({
        min: optionalNumber((n) => n.int().min(0)),
        max: optionalNumber((n) => n.int().min(0)),
      }),
      education_qualification: optionalText(2000),
      nationality: optionalText(120),
      experience_required: optionalText(255),
    }),
    exam_frequency: choice(['Annual', 'Bi-annual', 'Quarterly', 'Monthly', 'As per notification'] as const),
    application_fee: optionalNumber((n) => n.min(0)),
    exam_mode: choice(['Online', 'Offline', 'Both'] as const),
    language_options: textList.optional(),
    important_dates: z.array(z.object({ event: requiredText(255), date: optionalText(120) })).optional(),
    preparation_strategy: optionalObject({
      recommended_study_time: optionalText(255),
      important_topics: textList.optional(),
      practice_tips: textList.optional(),
      reference_books: textList.optional(),
      online_resources: textList.optional(),
    }),
    difficulty_level: choice(['Easy', 'Medium', 'Hard', 'Very Hard'] as const),
    competition_level: choice(['Low', 'Medium', 'High', 'Very High'] as const),
    success_rate: optionalText(40),
    average_score: optionalText(40),
    exam_official_website: webAddress,
    cutoff_marks: optionalObject({ general: cutoff, obc: cutoff, sc: cutoff, st: cutoff }),
    is_active: flag,
    featured: flag,
    tags: textList.optional(),
    exam_logo: webAddress,
    exam_color: optionalText(20),
  })
  .superRefine((pattern, context) => {
    const age = pattern.eligibility_criteria?.age_limit;
    // A maximum of 0 means "no upper age limit" (e.g. NEET UG: 17 or older).
    if (age?.min !== undefined && age.max !== undefined && age.max > 0 && age.min > age.max) {
      context.addIssue({ code: 'custom', path: ['eligibility_criteria', 'age_limit', 'min'], message: 'must not be more than age_limit.max' });
    }
  });

type ExamPatternInput = z.output<typeof examPatternSchema>;

/** Validates the form and derives the slug when none is given (the admin spec's rule). */
function readExamPattern(input: unknown) {
  const pattern: ExamPatternInput = parseOrThrow(examPatternSchema, input ?? {});
  const slug = slugify(pattern.slug ?? '') || slugify(pattern.exam_name);
  if (!slug) throw badRequest('slug: give one, or an exam_name with letters or digits to derive it from');
  // Optional fields left out keep their stored (or default) values; sections are replaced as a whole.
  const data = Object.fromEntries(Object.entries({ ...pattern, slug }).filter(([, value]) => value !== undefined));
  return { data, examName: pattern.exam_name, slug };
}

/** Exam names (without regard to case) and slugs are unique: a clash is 409, saying which. */
async function refuseDuplicates(cms: StrapiClient, examName: string, slug: string, ownId?: string) {
  const notSelf = ownId ? { documentId: { $ne: ownId } } : {};
  const clashes = await cms.get<StrapiList<StrapiExamPattern>>('/exam-patterns', {
    fields: ['exam_name', 'slug'],
    filters: { ...notSelf, $or: [{ exam_name: { $eqi: examName } }, { slug: { $eq: slug } }] },
    pagination: { page: 1, pageSize: 2 },
  });
  const sameName = clashes.data.find((row) => row.exam_name.toLowerCase() === examName.toLowerCase());
  if (sameName) throw new HttpError(409, `An exam pattern named "${sameName.exam_name}" already exists`);
  if (clashes.data.length > 0) throw new HttpError(409, `The slug "${slug}" is already used by another exam pattern`);
}

export async function createExamPattern(cms: StrapiClient, input: unknown): Promise<AdminExamPattern> {
  const { data, examName, slug } = readExamPattern(input);
  await refuseDuplicates(cms, examName, slug);
  const { data: created } = await cms.post<{ data: { documentId: string } }>('/exam-patterns', { data });
  return getExamPatternForAdmin(cms, created.documentId);
}

export async function updateExamPattern(cms: StrapiClient, id: string, input: unknown): Promise<AdminExamPattern> {
  await getExamPatternForAdmin(cms, id);
  const { data, examName, slug } = readExamPattern(input);
  await refuseDuplicates(cms, examName, slug, id);
  await cms.put(`/exam-patterns/${encodeURIComponent(id)}`, { data });
  return getExamPatternForAdmin(cms, id);
}

/** PATCH …/featured {featured: boolean}. */
export async function setExamPatternFeatured(cms: StrapiClient, id: string, input: unknown): Promise<AdminExamPattern> {
  const featured = (input as { featured?: unknown } | undefined)?.featured;
  if (typeof featured !== 'boolean') throw badRequest('featured must be true or false');
  await getExamPatternForAdmin(cms, id);
  await cms.put(`/exam-patterns/${encodeURIComponent(id)}`, { data: { featured } });
  return getExamPatternForAdmin(cms, id);
}

export async function deleteExamPattern(cms: StrapiClient, id: string): Promise<{ message: string; _id: string }> {
  await getExamPatternForAdmin(cms, id);
  await cms.delete(`/exam-patterns/${encodeURIComponent(id)}`);
  return { message: 'Exam pattern deleted successfully', _id: id };
}

/** GET /api/exam-patterns/{id}: any pattern, active or not, for the edit form. */
export async function getExamPatternForAdmin(cms: StrapiClient, id: string): Promise<AdminExamPattern> {
  const pattern = await findDocumentOrNotFound<StrapiExamPattern>(cms, 'exam-patterns', id, adminQuery, 'Exam pattern not found');
  return toAdminExamPattern(pattern);
}

/** GET /api/exam-patterns/admin/all: every pattern (inactive too), newest first, searchable by name and description. */
export async function listExamPatternsForAdmin(
  cms: StrapiClient,
  query: { page: number; limit: number; search?: string; examLevel?: string },
): Promise<{ examPatterns: AdminExamPattern[]; pagination: Pagination }> {
  const filters: Record<string, unknown> = {};
  if (query.search) filters.$or = [{ exam_name: { $containsi: query.search } }, { description: { $containsi: query.search } }];
  if (query.examLevel) filters.exam_level = { $eq: query.examLevel };
  const answer = await cms.get<StrapiList<StrapiExamPattern>>('/exam-patterns', {
    ...adminQuery,
    filters,
    sort: ['createdAt:desc', 'id:desc'],
    pagination: { page: query.page, pageSize: query.limit },
  });
  return { examPatterns: answer.data.map(toAdminExamPattern), pagination: toPagination(answer.meta.pagination) };
}

/** GET /api/exam-patterns/admin/stats: counts over every pattern; examTypesStats per level, as {_id, count}. */
export async function examPatternStats(cms: StrapiClient) {
  const rows = await cms.getAll<{ exam_level: string; is_active: boolean; featured: boolean }>('/exam-patterns', {
    fields: ['exam_level', 'is_active', 'featured'],
  });
  const perLevel = new Map<string, number>();
  for (const row of rows) perLevel.set(row.exam_level, (perLevel.get(row.exam_level) ?? 0) + 1);
  const order = (level: string) => {
    const index = (EXAM_LEVELS as readonly string[]).indexOf(level);
    return index === -1 ? EXAM_LEVELS.length : index;
  };
  return {
    totalExams: rows.length,
    activeExams: rows.filter((row) => row.is_active).length,
    featuredExams: rows.filter((row) => row.featured).length,
    examTypesStats: [...perLevel.entries()]
      .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
      .map(([level, count]) => ({ _id: level, count })),
  };
}
