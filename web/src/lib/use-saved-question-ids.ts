import { useCallback, useEffect, useMemo, useState } from 'react';
import { SAVED_QUESTIONS_KEY, readSavedIds, removeSavedQuestion, toggleSavedQuestion } from './saved-questions';

/**
 * The saved-question ids of this browser, kept in step with localStorage (also when another tab changes
 * them). Toggling or removing persists at once.
 */
export function useSavedQuestionIds() {
  const [ids, setIds] = useState<string[]>(() => readSavedIds());

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === SAVED_QUESTIONS_KEY) setIds(readSavedIds());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const toggle = useCallback((id: string) => setIds(toggleSavedQuestion(id)), []);
  const remove = useCallback((id: string) => setIds(removeSavedQuestion(id)), []);
  const saved = useMemo(() => new Set(ids), [ids]);
  const isSaved = useCallback((id: string) => saved.has(id), [saved]);

  return { ids, isSaved, toggle, remove };
}
