import { useCallback, useEffect, useState } from 'react';
import { questionByIdPath, type QuestionRecord } from '../../../api/questions';
import { apiFetch } from '../../../lib/api';

/**
 * GET /api/questions/id/{id} for the edit form, always fetched afresh (never an earlier visit's copy: the
 * form starts from what is stored now).
 */
export function useQuestionToEdit(id: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  // Each outcome names the request it answers: a newer id or a retry is loading until its own answer arrives.
  const [outcome, setOutcome] = useState<{ id: string; attempt: number; record?: QuestionRecord; error?: unknown }>();
  useEffect(() => {
    if (!id) return;
    let current = true;
    // no-cache: the public answer may be a stale-while-revalidate copy from before the last update.
    apiFetch<QuestionRecord>(questionByIdPath(id), { cache: 'no-cache' }).then(
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
