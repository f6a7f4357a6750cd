import { expect, type APIRequestContext } from '@playwright/test';
import { json, type QuestionRecord } from './admin-content';

// Shared by the import screen's and the import CLI's specs.

/** The import columns in the order the template and an export write them (contract IMPORT_COLUMNS). */
export const IMPORT_HEADER =
  'subtopic,question,option_a,option_b,option_c,option_d,option_e,option_f,correct,explanation,exams,question_image,option_a_image,option_b_image,option_c_image,option_d_image,option_e_image,option_f_image,held_for_tests';

export const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
/** A CSV of `rows` under a header of `columns`. */
export const csv = (columns: string[], rows: string[][]) =>
  [columns, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** A topic, a subtopic and an exam whose names carry the run's tag (removed with removeTaggedContent). */
export async function makeImportTargets(api: APIRequestContext, tag: string, label: string) {
  const topic = await api.post('/api/topics/add', { data: { topic_name: `e2e import ${label} ${tag}` } });
  expect(topic.status(), await topic.text()).toBe(201);
  const subtopic = await api.post('/api/subtopics/add', {
    data: { subtopic_name: `e2e-import-${label}-${tag}`, topic_id: (await topic.json())._id },
  });
  expect(subtopic.status(), await subtopic.text()).toBe(201);
  const exam = await api.post('/api/exams/add', { data: { exam_name: `E2E Import ${label} ${tag}` } });
  expect(exam.status(), await exam.text()).toBe(201);
  const stored = (await subtopic.json()) as { _id: string; subtopic_name: string };
  return { subtopic: stored.subtopic_name, subtopicId: stored._id, exam: ((await exam.json()) as { exam_name: string }).exam_name };
}

/** The questions stored in a subtopic, as the admin list reads them. */
export const questionsIn = (api: APIRequestContext, subtopic: string) =>
  json<QuestionRecord[]>(api, `/api/questions/all/subtopic/${encodeURIComponent(subtopic)}`);
