import { useState, type FormEvent } from 'react';
import { useSaveThenReturn } from './use-save-then-return';

interface AdminFormTexts {
  success: string;
  failure: string;
}

/**
 * The state of a full-page admin form: its values, a setter of one field, and the save flow of useSaveThenReturn;
 * `submitWith` makes the submit handler that checks the values into a payload (or an error) and saves it.
 */
export function useAdminForm<Values, Payload>(initial: Values, listPath: string, texts: AdminFormTexts, options?: { redirectMs?: number }) {
  const [form, setForm] = useState<Values>(initial);
  const { messageRef, submit, ...saving } = useSaveThenReturn<Payload>(listPath, texts, options);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setForm((current) => ({ ...current, [key]: value }));
  const submitWith =
    (check: (values: Values) => { payload: Payload } | { error: string }, save: (payload: Payload) => Promise<unknown>) =>
    (event: FormEvent) => {
      event.preventDefault();
      void submit(check(form), save);
    };
  return { form, setForm, set, saving, messageRef, submitWith };
}
