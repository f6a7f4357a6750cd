import { badRequest, HttpError } from '#src/lib/errors.js';
import { findDocumentOrNotFound } from '#src/strapi/documents.js';
import { slugify } from '@exam-prep/contract/slug';
import { EXAM_LEVELS } from '@exam-prep/contract/enums';
import { FEATURED_MESSAGE, featuredBody } from '@exam-prep/contract/common';
import {
  examPatternInput,
  type AdminExamPattern,
  type ExamPatternData,
  type ExamPatternStats,
} from '@exam-prep/contract/admin/exam-patterns';
import type { Pagination } from '@exam-prep/contract/common';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiExamPattern } from '#src/strapi/types.js';
import { populateAll, PUBLIC_SCALARS, toPublicExamPattern } from './exam-patterns.js';
import { toPagination } from '#src/lib/pagination.js';
import { parseOrThrow } from '#src/lib/validation.js';

const adminQuery = { fields: [...PUBLIC_SCALARS, 'is_active'], populate: populateAll };

export const toAdminExamPattern = (row: StrapiExamPattern): AdminExamPattern => ({
  ...toPublicExamPattern(row),
  is_active: Boolean(row.is_active),
});

/** Validates the form and derives the slug when none is given (the admin spec's rule). */
function readExamPattern(input: unknown) {
  const pattern: ExamPatternData = parseOrThrow(examPatternInput, input ?? {});
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
  const body = featuredBody.safeParse(input);
  if (!body.success) throw badRequest(FEATURED_MESSAGE);
  const { featured } = body.data;
  await getExamPatternForAdmin(cms, id);
  await cms.put(`/exam-patterns/${encodeURIComponent(id)}`, { data: { featured } });
  return getExamPatternForAdmin(cms, id);
}

export async function deleteExamPattern(cms: StrapiClient, id: string): Promise<{ message: string; _id: string }> {
  await getExamPatternForAdmin(cms, id);
  // Every language's version: a translation left behind would be a document without its English one.
  await cms.delete(`/exam-patterns/${encodeURIComponent(id)}?locale=*`);
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
export async function examPatternStats(cms: StrapiClient): Promise<ExamPatternStats> {
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
