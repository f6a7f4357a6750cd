import type { StrapiClient } from '#src/strapi/client.js';
import type { StrapiExam } from '#src/strapi/types.js';

import type { Exam } from '@exam-prep/contract/public/catalogue';

/** The CMS's enumeration is the contract's (contract/test/strapi-enums.test.ts). Exams are not translated: English. */
export const toExam = (exam: StrapiExam): Exam => ({
  _id: exam.documentId,
  exam_name: exam.exam_name,
  exam_level: exam.exam_level as Exam['exam_level'],
  locale: 'en',
});

export async function listExams(cms: StrapiClient): Promise<Exam[]> {
  const rows = await cms.getAll<StrapiExam>('/exams', { fields: ['exam_name', 'exam_level'], sort: ['exam_name:asc'] });
  return rows.map(toExam);
}
