import type { z } from 'zod';
import type {
  DashboardAnswer,
  MergeBody,
  mergeAnswer,
  noteBody,
  StudentNote,
  testResultBody,
  topicVisitBody,
} from '@exam-prep/contract/student/progress';
import type { StrapiClient } from '#src/strapi/client.js';
import type { StrapiQuestion } from '#src/strapi/types.js';
import { uploadFileName } from '#src/strapi/map.js';
import { dashboardOf } from './dashboard.js';

/**
 * What a student's account keeps and syncs. Every call goes to the CMS's student-progress API with the student's
 * own JWT (`cms` acts as the student), which acts on that student's rows only (cms/src/api/student-progress).
 */

const BASE = '/student-progress';

export const MESSAGES = {
  saved: 'Question saved',
  removed: 'Question removed from saved',
  visitTracked: 'Topic visit recorded',
  resultSaved: 'Test result saved',
} as const;

export async function saveQuestion(cms: StrapiClient, questionId: string): Promise<void> {
  await cms.post(`${BASE}/saved-questions`, { questionId });
}

export async function removeSavedQuestion(cms: StrapiClient, questionId: string): Promise<void> {
  await cms.post(`${BASE}/saved-questions/remove`, { questionId });
}

export async function trackTopicVisit(cms: StrapiClient, visit: z.output<typeof topicVisitBody>): Promise<void> {
  await cms.post(`${BASE}/visits`, visit);
}

export async function saveTestResult(cms: StrapiClient, result: z.output<typeof testResultBody>): Promise<void> {
  await cms.post(`${BASE}/results`, result);
}

export async function listNotes(cms: StrapiClient): Promise<{ notes: StudentNote[] }> {
  return cms.get<{ notes: StudentNote[] }>(`${BASE}/notes`);
}

export async function putNote(cms: StrapiClient, id: string, note: z.output<typeof noteBody>): Promise<{ note: StudentNote }> {
  return cms.put<{ note: StudentNote }>(`${BASE}/notes/${encodeURIComponent(id)}`, note);
}

export async function deleteNote(cms: StrapiClient, id: string): Promise<{ note: StudentNote }> {
  return (await cms.delete<{ note: StudentNote }>(`${BASE}/notes/${encodeURIComponent(id)}`))!;
}

export async function merge(cms: StrapiClient, body: MergeBody): Promise<z.infer<typeof mergeAnswer>> {
  return cms.post<z.infer<typeof mergeAnswer>>(`${BASE}/merge`, body);
}

/** What the CMS answers for the dashboard: rows, the saved questions populated (cms/.../services/student-progress.ts). */
interface DashboardRows {
  username: string;
  email: string;
  savedQuestions: StrapiQuestion[];
  testResults: DashboardAnswer['testResults'];
  visitedTopics: DashboardAnswer['visitedTopics'];
  papers: Array<
    Omit<DashboardAnswer['papers'][number], 'paperSlug' | 'paperName'> & {
      paperId: string;
      paperSlug: string | null;
      paperName: string | null;
    }
  >;
  topicOfSubtopic: Record<string, string>;
}

/**
 * A saved question as the spec's dashboard gives it: {question: {_id, question, answer?, explanation?,
 * question_image_url?}, options} with the ids and file names of GET /api/questions/id/{id} (an option's _id is its
 * option_key, as questions/questions.ts optionId gives it; the CMS sets one on every option it stores).
 */
function savedQuestionItem(row: StrapiQuestion): DashboardAnswer['savedQuestions'][number] {
  const image = uploadFileName(row.question_image);
  return {
    question: {
      _id: row.documentId,
      question: row.question,
      ...(row.answer ? { answer: row.answer } : {}),
      ...(row.explanation ? { explanation: row.explanation } : {}),
      ...(image ? { question_image_url: image } : {}),
    },
    options: (row.options ?? []).map((option) => {
      const path = uploadFileName(option.image);
      return {
        _id: option.option_key ?? `${row.documentId}-${option.id}`,
        option_type: option.option_type ?? 'text',
        option_text: option.option_text ?? '',
        ...(path ? { path_url: path } : {}),
      };
    }),
  };
}

/** The dashboard: one call to the CMS, the numbers computed here (dashboard.ts). */
export async function dashboard(cms: StrapiClient, now: number = Date.now()): Promise<DashboardAnswer> {
  const rows = await cms.get<DashboardRows>(`${BASE}/dashboard`);
  return dashboardOf(
    {
      username: rows.username,
      email: rows.email,
      savedQuestions: rows.savedQuestions.map(savedQuestionItem),
      testResults: rows.testResults,
      visitedTopics: rows.visitedTopics,
      // A paper deleted since has no page to show or link: its attempts are left out.
      papers: rows.papers.flatMap(({ paperId: _paperId, paperSlug, paperName, ...paper }) =>
        paperSlug === null ? [] : [{ ...paper, paperSlug, paperName: paperName ?? paperSlug }],
      ),
      topicOfSubtopic: rows.topicOfSubtopic,
    },
    now,
  );
}
