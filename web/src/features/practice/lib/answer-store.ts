import { useCallback, useSyncExternalStore } from 'react';

/**
 * The options a student chose on a practice list, by question id, kept outside React's state so that a tap
 * re-renders only the card tapped: each card subscribes to its own question, and the page (its header, pager,
 * download button, head tags) does not render at all. One store lives as long as the list (a subtopic, an exam):
 * answers stay when the student pages away and back.
 */
export interface AnswerStore {
  chosen: (questionId: string) => string | undefined;
  choose: (questionId: string, optionId: string) => void;
  subscribe: (questionId: string, listener: () => void) => () => void;
}

export function createAnswerStore(): AnswerStore {
  const answers = new Map<string, string>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    chosen: (questionId) => answers.get(questionId),
    choose(questionId, optionId) {
      if (answers.get(questionId) === optionId) return;
      answers.set(questionId, optionId);
      listeners.get(questionId)?.forEach((listener) => listener());
    },
    subscribe(questionId, listener) {
      let forQuestion = listeners.get(questionId);
      if (!forQuestion) listeners.set(questionId, (forQuestion = new Set()));
      forQuestion.add(listener);
      return () => {
        forQuestion.delete(listener);
        if (forQuestion.size === 0) listeners.delete(questionId);
      };
    },
  };
}

/** The option chosen for one question; the component re-renders when that question's answer changes, and only then. */
export function useChosenOption(store: AnswerStore, questionId: string): string | undefined {
  // A stable subscribe: a new one each render would unsubscribe and subscribe again every time.
  const subscribe = useCallback((listener: () => void) => store.subscribe(questionId, listener), [store, questionId]);
  const read = () => store.chosen(questionId);
  return useSyncExternalStore(subscribe, read, read);
}
