import { useCallback, useEffect, useState } from 'react';
import { questionByIdPath, type QuestionRecord } from '../../../api/questions';
import { apiFetch } from '../../../lib/api';

/**
 * GET /api/questions/id/{id} for the edit form, always fetched afresh (never an earlier visit's copy: the
 * form starts from what is stored now).
 */
export function useQuestionToEdit(id: string | undefined) {
  const [state, setState] = useState<{ record?: QuestionRecord; error?: unknown; loading: boolean }>({ loading: true });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id) return;
    let current = true;
    setState({ loading: true });
    // no-cache: the public answer may be a stale-while-revalidate copy from before the last update.
    apiFetch<QuestionRecord>(questionByIdPath(id), { cache: 'no-cache' }).then(
      (record) => current && setState({ record, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
