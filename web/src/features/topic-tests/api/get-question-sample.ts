import useSWR from 'swr';
import type { QuestionRecord } from '@/api/questions';
import { apiFetch, type ApiError } from '@/lib/api';
import { useI18n } from '@/i18n/i18n';
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
 * replaced by asking for the next one. Without a network, a subtopic downloaded for offline use is drawn on the
 * device from its kept whole list (lib/offline-sample.ts).
 */
export function useQuestionSample(subtopicName: string | null, draw: number) {
  const { locale } = useI18n();
  return useSWR<QuestionRecord[]>(
    subtopicName ? [questionSamplePath(subtopicName), draw] : null,
    ([path]: [string, number]) =>
      fetchQuestionSample(path).catch(async (error: ApiError) => {
        // No network: a subtopic downloaded for offline use is drawn on the device, from its whole kept list.
        if (error.status !== 0 || !subtopicName) throw error;
        const { downloadedSample } = await import('@/features/topic-tests/lib/offline-sample');
        const offline = await downloadedSample(subtopicName, locale, MOCK_TEST_QUESTIONS).catch(() => null);
        if (!offline) throw error;
        return offline;
      }),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  );
}
