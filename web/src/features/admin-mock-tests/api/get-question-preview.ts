import useSWR from 'swr';
import { fetchQuestionById } from '@/api/questions';
import { questionPreview } from '@/features/admin-mock-tests/lib/question-picker';

/**
 * GET /api/questions/id/{id} — the text of a question an edited paper lists by id only (the admin record holds
 * ids). Skipped (`id` null) for questions picked in this visit, whose text the search gave.
 */
export const useQuestionPreview = (id: string | null) =>
  useSWR<string>(
    id ? ['mock-test-form/question', id] : null,
    async () => questionPreview((await fetchQuestionById(id!)).question.question),
    {
      revalidateIfStale: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
