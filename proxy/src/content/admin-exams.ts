import { badRequest, HttpError } from '#src/lib/errors.js';
import { findDocumentOrNotFound } from '#src/strapi/documents.js';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiExam } from '#src/strapi/types.js';
import { EXAM_LEVELS } from '@exam-prep/contract/enums';
import { newExamSchema } from '@exam-prep/contract/admin/exams';
import type { Pagination } from '@exam-prep/contract/common';
import type { Exam } from '@exam-prep/contract/public/catalogue';
import { toExam } from './exams.js';
import { toPagination } from '#src/lib/pagination.js';
import { parseOrThrow } from '#src/lib/validation.js';

/** POST /api/exams/add {exam_name, exam_level?}: the name must be new (compared without regard to case). */
export async function addExam(cms: StrapiClient, input: unknown): Promise<Exam> {
  const name = (input as { exam_name?: unknown } | undefined)?.exam_name;
  if (typeof name !== 'string' || !name.trim()) throw badRequest('Please enter an exam name');
  const data = parseOrThrow(newExamSchema, input);
  const clash = await cms.get<StrapiList<StrapiExam>>('/exams', {
    fields: ['exam_name'],
    filters: { exam_name: { $eqi: data.exam_name } },
    pagination: { page: 1, pageSize: 1 },
  });
  if (clash.data.length > 0) throw new HttpError(409, `An exam named "${clash.data[0]!.exam_name}" already exists`);
  const { data: created } = await cms.post<{ data: StrapiExam }>('/exams', { data });
  return toExam(created);
}

/** DELETE /api/exams/delete/{id}: Strapi drops the exam's links to questions; the questions stay. */
export async function deleteExam(cms: StrapiClient, id: string): Promise<{ message: string; _id: string }> {
  await findExam(cms, id);
  await cms.delete(`/exams/${encodeURIComponent(id)}`);
  return { message: 'Exam deleted successfully', _id: id };
}

async function findExam(cms: StrapiClient, id: string): Promise<StrapiExam> {
  return findDocumentOrNotFound<StrapiExam>(cms, 'exams', id, { fields: ['exam_name', 'exam_level'] }, 'Exam not found');
}

/** GET /api/exams/admin/all?page&limit&search&exam_level: the exam-management list, alphabetical. */
export async function listExamsForAdmin(
  cms: StrapiClient,
  query: { page: number; limit: number; search?: string; examLevel?: string },
): Promise<{ exams: Exam[]; pagination: Pagination }> {
  const filters: Record<string, unknown> = {};
  if (query.search) filters.exam_name = { $containsi: query.search };
  if (query.examLevel) filters.exam_level = { $eq: query.examLevel };
  const answer = await cms.get<StrapiList<StrapiExam>>('/exams', {
    fields: ['exam_name', 'exam_level'],
    filters,
    sort: ['exam_name:asc'],
    pagination: { page: query.page, pageSize: query.limit },
  });
  return { exams: answer.data.map(toExam), pagination: toPagination(answer.meta.pagination) };
}

/** ?exam_level must be one of the levels when given. */
export function readExamLevel(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !(EXAM_LEVELS as readonly string[]).includes(value)) {
    throw badRequest(`exam_level must be one of: ${EXAM_LEVELS.join(', ')}`);
  }
  return value;
}
