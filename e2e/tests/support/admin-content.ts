import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { signIn } from './admin';

// Shared by the exam, topic, subtopic and question admin specs (admin-content, admin-question-journey,
// admin-questions).

export interface Exam {
  _id: string;
  exam_name: string;
  exam_level: string | null;
}
export interface QuestionRecord {
  question: {
    _id: string;
    question: string;
    question_type: string;
    question_image_url: string | null;
    answer: string;
    explanation: string | null;
    exam_ids: string[];
  };
  options: Array<{ _id: string; option_type: string; option_text: string; path_url: string | null }>;
}

// The app's own naming of a slug ('general-aptitude' → 'General Aptitude'), as the pickers show it.
export { titleCase } from '@exam-prep/contract/page-text';

export async function json<T>(api: APIRequestContext, path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Releases the questions of a subtopic that papers held for tests, as an editor unticks "Held for tests" in the
 * question form: a spec that puts the shared demo questions into an active paper gives them back to the practice
 * lists the other specs count.
 */
export async function releaseHeldQuestions(api: APIRequestContext, subtopicName: string) {
  type AdminRecord = QuestionRecord & { question: { held_for_tests?: boolean; subtopic_id: string } };
  const records = await json<AdminRecord[]>(api, `/api/questions/all/subtopic/${encodeURIComponent(subtopicName)}?page=1&limit=100`);
  for (const { question, options } of records.filter((record) => record.question.held_for_tests)) {
    const response = await api.put(`/api/questions/update/${question._id}`, {
      data: {
        question: question.question,
        question_type: question.question_type,
        subtopic_id: question.subtopic_id,
        answer: question.answer,
        explanation: question.explanation ?? '',
        exam_ids: question.exam_ids,
        options: JSON.stringify(options.map(({ _id, option_type, option_text }) => ({ _id, option_type, option_text }))),
        held_for_tests: false,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** Deletes the subtopics (with their questions), topics and exams whose names carry a run's tag. */
export async function removeTaggedContent(baseURL: string | undefined, tag: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  await signIn(api);
  const subtopics = await json<Array<{ _id: string; subtopic_name: string }>>(api, '/api/subtopics/all');
  for (const subtopic of subtopics.filter((item) => item.subtopic_name.includes(tag))) {
    const questions = await json<QuestionRecord[]>(api, `/api/questions/all/subtopic/${subtopic.subtopic_name}`);
    for (const record of questions) await api.delete(`/api/questions/delete/${record.question._id}`);
    await api.delete(`/api/subtopics/delete/${subtopic._id}`);
  }
  const topics = await json<Array<{ _id: string; topic_name: string }>>(api, '/api/topics/all');
  for (const topic of topics.filter((item) => item.topic_name.includes(tag))) await api.delete(`/api/topics/delete/${topic._id}`);
  const exams = await json<Exam[]>(api, '/api/exams/all');
  for (const exam of exams.filter((item) => item.exam_name.toLowerCase().includes(tag))) await api.delete(`/api/exams/delete/${exam._id}`);
  await api.dispose();
}
