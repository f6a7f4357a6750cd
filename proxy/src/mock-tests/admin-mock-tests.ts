import { slugify } from '@exam-prep/contract/slug';
import type { Pagination } from '@exam-prep/contract/common';
import { mockTestInput, type AdminMockTest, type MockTestData } from '@exam-prep/contract/admin/mock-tests';
import { badRequest, HttpError } from '#src/lib/errors.js';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';
import type { StrapiClient, StrapiList } from '#src/strapi/client.js';
import type { StrapiMockTest } from '#src/strapi/types.js';
import { documentsByIds, findDocumentOrNotFound } from '#src/strapi/documents.js';
import { totalQuestions } from './mock-tests.js';
import { toPagination } from '#src/lib/pagination.js';
import { parseOrThrow } from '#src/lib/validation.js';

const adminQuery = {
  fields: ['title', 'slug', 'kind', 'year', 'shift', 'instructions', 'is_active', 'duration', 'updatedAt'],
  populate: {
    exam: { fields: ['exam_name'] },
    exam_pattern: { fields: ['slug'] },
    marking_scheme: { fields: ['correct_answer', 'wrong_answer'] },
    sections: {
      fields: ['section_name', 'duration'],
      populate: {
        questions: { fields: ['documentId', 'question_title'] },
        blueprint: { fields: ['count'], populate: { subtopic: { fields: ['subtopic_name'] } } },
      },
    },
  },
};

export function toAdminMockTest(row: StrapiMockTest): AdminMockTest {
  const sections = row.sections ?? [];
  const correct = Number(row.marking_scheme?.correct_answer);
  const wrong = Number(row.marking_scheme?.wrong_answer ?? 0);
  return {
    _id: row.documentId,
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    exam_id: row.exam?.documentId ?? null,
    exam_name: row.exam?.exam_name ?? null,
    exam_pattern_id: row.exam_pattern?.documentId ?? null,
    year: row.year ?? null,
    shift: row.shift || null,
    instructions: row.instructions ?? '',
    is_active: Boolean(row.is_active),
    marking_scheme: correct > 0 ? { correct_answer: correct, wrong_answer: Number.isFinite(wrong) ? Math.min(0, wrong) : 0 } : null,
    duration: row.duration ?? null,
    sections: sections.map((section) => ({
      section_name: section.section_name,
      duration: section.duration ?? null,
      question_ids: (section.questions ?? []).map((question) => question.documentId),
      question_titles: (section.questions ?? []).map((question) => question.question_title ?? ''),
      // A line whose subtopic was deleted draws nothing: it is not shown either.
      blueprint: (section.blueprint ?? []).flatMap((line) =>
        line.subtopic
          ? [{ subtopic_id: line.subtopic.documentId, subtopic_name: line.subtopic.subtopic_name, count: Number(line.count) }]
          : [],
      ),
    })),
    total_questions: totalQuestions(sections),
    updatedAt: row.updatedAt,
  };
}

/** The first id of `wanted` that `found` lacks, with the field it was given in. */
function firstMissing(wanted: Array<{ id: string; field: string }>, found: ReadonlySet<string>) {
  return wanted.find(({ id }) => !found.has(id));
}

/**
 * Every document the form names must exist (a 400 naming the field otherwise), read side by side: the exam, the
 * exam pattern, the fixed questions and the blueprints' subtopics. A question may appear once in a paper.
 */
async function refuseUnknownReferences(cms: StrapiClient, paper: MockTestData) {
  const questions: Array<{ id: string; field: string }> = [];
  const subtopics: Array<{ id: string; field: string }> = [];
  const placed = new Map<string, number>();
  for (const [index, section] of paper.sections.entries()) {
    for (const [at, id] of (section.question_ids ?? []).entries()) {
      const field = `sections[${index}].question_ids[${at}]`;
      const earlier = placed.get(id);
      if (earlier !== undefined && earlier !== index) throw badRequest(`${field}: the question "${id}" is already in sections[${earlier}]`);
      placed.set(id, index);
      questions.push({ id, field });
    }
    for (const [at, line] of (section.blueprint ?? []).entries())
      subtopics.push({ id: line.subtopic_id, field: `sections[${index}].blueprint[${at}].subtopic_id` });
  }
  const exists = (collection: string, id: string, field: string, what: string) =>
    findDocumentOrNotFound(cms, collection, id, { fields: ['documentId'] }, '').catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 404) throw badRequest(`${field}: no ${what} has the id "${id}"`);
      throw error;
    });
  const [, , foundQuestions, foundSubtopics] = await Promise.all([
    exists('exams', paper.exam_id, 'exam_id', 'exam'),
    paper.exam_pattern_id ? exists('exam-patterns', paper.exam_pattern_id, 'exam_pattern_id', 'exam pattern') : undefined,
    documentsByIds(cms, '/questions', [...new Set(questions.map(({ id }) => id))], { fields: ['documentId'] }),
    documentsByIds(cms, '/subtopics', [...new Set(subtopics.map(({ id }) => id))], { fields: ['documentId'] }),
  ]);
  const question = firstMissing(questions, new Set(foundQuestions.keys()));
  if (question) throw badRequest(`${question.field}: no question has the id "${question.id}"`);
  const subtopic = firstMissing(subtopics, new Set(foundSubtopics.keys()));
  if (subtopic) throw badRequest(`${subtopic.field}: no subtopic has the id "${subtopic.id}"`);
}

/**
 * Validates the form and derives the slug from the title when none is given (the admin spec's rule). Optional
 * fields left out keep their stored values (null clears them); sections are replaced as a whole.
 */
function readMockTest(input: unknown) {
  const paper: MockTestData = parseOrThrow(mockTestInput, input ?? {});
  const slug = slugify(paper.slug ?? '') || slugify(paper.title);
  if (!slug) throw badRequest('slug: give one, or a title with letters or digits to derive it from');
  const timed = paper.sections.every((section) => section.duration !== undefined);
  const fields = {
    title: paper.title,
    slug,
    kind: paper.kind,
    exam: paper.exam_id,
    // A relation is cleared with an empty set.
    exam_pattern: paper.exam_pattern_id === null ? { set: [] } : paper.exam_pattern_id,
    // Required of previous-year papers; a practice paper without one has none.
    year: paper.year ?? null,
    shift: paper.shift,
    instructions: typeof paper.instructions === 'string' ? sanitizeRichText(paper.instructions) : paper.instructions,
    is_active: paper.is_active,
    marking_scheme: paper.marking_scheme,
    // With sectional timing the paper's time is their sum: no time of its own to contradict it.
    duration: timed ? null : paper.duration,
    sections: paper.sections.map((section) => ({
      section_name: section.section_name,
      duration: section.duration ?? null,
      questions: section.question_ids ?? [],
      blueprint: (section.blueprint ?? []).map((line) => ({ subtopic: line.subtopic_id, count: line.count })),
    })),
  };
  const data = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  return { paper, slug, data };
}

/** Slugs are unique: a clash is 409. */
async function refuseDuplicateSlug(cms: StrapiClient, slug: string, ownId?: string) {
  const clashes = await cms.get<StrapiList<StrapiMockTest>>('/mock-tests', {
    fields: ['slug'],
    filters: { slug: { $eq: slug }, ...(ownId ? { documentId: { $ne: ownId } } : {}) },
    pagination: { page: 1, pageSize: 1 },
  });
  if (clashes.data.length > 0) throw new HttpError(409, `The slug "${slug}" is already used by another mock test`);
}

export async function createMockTest(cms: StrapiClient, input: unknown): Promise<AdminMockTest> {
  const { paper, slug, data } = readMockTest(input);
  await Promise.all([refuseUnknownReferences(cms, paper), refuseDuplicateSlug(cms, slug)]);
  const { data: created } = await cms.post<{ data: { documentId: string } }>('/mock-tests', { data });
  return getMockTestForAdmin(cms, created.documentId);
}

export async function updateMockTest(cms: StrapiClient, id: string, input: unknown): Promise<AdminMockTest> {
  await getMockTestForAdmin(cms, id);
  const { paper, slug, data } = readMockTest(input);
  await Promise.all([refuseUnknownReferences(cms, paper), refuseDuplicateSlug(cms, slug, id)]);
  await cms.put(`/mock-tests/${encodeURIComponent(id)}`, { data });
  return getMockTestForAdmin(cms, id);
}

export async function deleteMockTest(cms: StrapiClient, id: string): Promise<{ message: string; _id: string }> {
  await getMockTestForAdmin(cms, id);
  // Every language's version: a translation left behind would be a document without its English one.
  await cms.delete(`/mock-tests/${encodeURIComponent(id)}?locale=*`);
  return { message: 'Mock test deleted successfully', _id: id };
}

/** GET /api/mock-tests/admin/{id}: any paper, active or not, as stored (the edit form). */
export async function getMockTestForAdmin(cms: StrapiClient, id: string): Promise<AdminMockTest> {
  return toAdminMockTest(await findDocumentOrNotFound<StrapiMockTest>(cms, 'mock-tests', id, adminQuery, 'Mock test not found'));
}

/** GET /api/mock-tests/admin/all: every paper (inactive too), newest first, searchable by title and slug. */
export async function listMockTestsForAdmin(
  cms: StrapiClient,
  query: { page: number; limit: number; search?: string },
): Promise<{ mockTests: AdminMockTest[]; pagination: Pagination }> {
  const answer = await cms.get<StrapiList<StrapiMockTest>>('/mock-tests', {
    ...adminQuery,
    filters: query.search ? { $or: [{ title: { $containsi: query.search } }, { slug: { $containsi: query.search } }] } : {},
    sort: ['createdAt:desc', 'id:desc'],
    pagination: { page: query.page, pageSize: query.limit },
  });
  return { mockTests: answer.data.map(toAdminMockTest), pagination: toPagination(answer.meta.pagination) };
}
