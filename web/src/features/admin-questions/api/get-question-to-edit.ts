import { useCallback, useEffect, useState } from 'react';
import type { AdminQuestionRecord } from '@exam-prep/contract/admin/question-records';
import { apiFetch } from '@/lib/api';

/** The admin read of a question (held for tests or not: the public GET /api/questions/id/{id} is 404 for a held one). */
export const questionToEditPath = (id: string) => `/api/questions/edit/${encodeURIComponent(id)}`;

/**
 * GET /api/questions/edit/{id} for the edit form, always fetched afresh (never an earlier visit's copy: the
 * form starts from what is stored now).
 */
export function useQuestionToEdit(id: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  // Each outcome names the request it answers: a newer id or a retry is loading until its own answer arrives.
  const [outcome, setOutcome] = useState<{ id: string; attempt: number; record?: AdminQuestionRecord; error?: unknown }>();
  useEffect(() => {
    if (!id) return;
    let current = true;
    // no-cache: never a browser's copy from before the last update.
    apiFetch<AdminQuestionRecord>(questionToEditPath(id), { cache: 'no-cache' }).then(
      (record) => current && setOutcome({ id, attempt, record }),
      (error: unknown) => current && setOutcome({ id, attempt, error }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const settled = outcome && outcome.id === id && outcome.attempt === attempt ? outcome : undefined;
  return { record: settled?.record, error: settled?.error, loading: !settled, retry };
}
