import useSWR from 'swr';
import type { QuestionRecord } from '@/api/questions';
import { apiFetch } from '@/lib/api';
import { operationPath } from '@exam-prep/contract/routes/paths';

/** How many questions a mock test draws (30 minutes: about a minute each); a smaller subtopic gives all of its own. */
export const MOCK_TEST_QUESTIONS = 30;

/**
 * GET /api/questions/subtopic/{name}?sample=N: N questions of the subtopic drawn at random on the server, no
 * repeats, in the order drawn (answered no-store, so every draw is new). Unknown subtopics give [].
 */
export const questionSamplePath = (subtopicName: string, size = MOCK_TEST_QUESTIONS) =>
  operationPath('listQuestionsOfSubtopic', { subtopicName }, { sample: size });

export const fetchQuestionSample = (path: string) => apiFetch<QuestionRecord[]>(path).then((body) => (Array.isArray(body) ? body : []));

/**
 * One draw for a test. `draw` numbers the draws (Retake Test asks for a new one); null `subtopicName` draws
 * nothing (a stored attempt brings its own questions). Never redrawn behind the student's back: a draw is only
 * replaced by asking for the next one.
 */
export const useQuestionSample = (subtopicName: string | null, draw: number) =>
  useSWR<QuestionRecord[]>(
    subtopicName ? [questionSamplePath(subtopicName), draw] : null,
    ([path]: [string, number]) => fetchQuestionSample(path),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );
