import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { preferErrorField } from '@/lib/form-error';
import type { Flash } from './use-flash';

/** Redirect after a successful save (spec §9). */
const REDIRECT_MS = 2000;

export type SaveState = 'idle' | 'saving' | 'done';

interface SaveTexts {
  success: string;
  /** Shown when the server gives no `error` field of its own. */
  failure: string;
}

/**
 * The save flow of the full-page exam-pattern and cheatsheet forms: one save at a time, the outcome scrolled
 * into view, and back to the list two seconds after a success (or `redirectMs`: the programming forms wait 1.5 s).
 */
export function useSaveThenReturn<Payload>(listPath: string, texts: SaveTexts, { redirectMs = REDIRECT_MS } = {}) {
  const navigate = useNavigate();
  const [state, setState] = useState<SaveState>('idle');
  const [message, setMessage] = useState<Flash | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const redirect = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirect.current), []);
  useEffect(() => {
    if (message) messageRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [message]);

  /** Nothing is sent while the form has an error (or a save is under way). */
  async function submit(checked: { payload: Payload } | { error: string }, save: (payload: Payload) => Promise<unknown>) {
    if (state !== 'idle') return;
    if ('error' in checked) {
      setMessage({ kind: 'error', text: checked.error });
      return;
    }
    setState('saving');
    setMessage(null);
    try {
      await save(checked.payload);
      setState('done');
      setMessage({ kind: 'success', text: texts.success });
      redirect.current = window.setTimeout(() => navigate(listPath), redirectMs);
    } catch (error) {
      setState('idle');
      setMessage({ kind: 'error', text: preferErrorField(error, texts.failure) });
    }
  }

  return { state, message, messageRef, submit, cancel: () => navigate(listPath) };
}

/** What a full-page admin form (create or edit) is given: its mode, the values it starts from, and how to save. */
export interface AdminFormProps<Values, Payload> {
  mode: 'create' | 'edit';
  initial: Values;
  save: (payload: Payload) => Promise<unknown>;
}

/**
 * The name, button and message texts of a create / edit form, from the record's title-case name: 'Edit Mock Test',
 * 'Create Mock Test', 'Updating...', 'Mock test created successfully! Redirecting...', 'Failed to update mock test'.
 */
export function saveTexts(title: string, { saysRedirecting = true, createLabel = `Create ${title}` } = {}) {
  const noun = title.toLowerCase();
  const sentence = noun.charAt(0).toUpperCase() + noun.slice(1);
  const after = saysRedirecting ? ' Redirecting...' : '';
  const texts = (label: string, verb: string, done: string, busy: string) => ({
    label,
    submit: `${verb} ${title}`,
    busy,
    success: `${sentence} ${done} successfully!${after}`,
    failure: `Failed to ${verb.toLowerCase()} ${noun}`,
  });
  return {
    create: texts(createLabel, 'Create', 'created', 'Creating...'),
    edit: texts(`Edit ${title}`, 'Update', 'updated', 'Updating...'),
  };
}
