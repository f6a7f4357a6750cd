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
 * into view, and back to the list two seconds after a success.
 */
export function useSaveThenReturn<Payload>(listPath: string, texts: SaveTexts) {
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
      redirect.current = window.setTimeout(() => navigate(listPath), REDIRECT_MS);
    } catch (error) {
      setState('idle');
      setMessage({ kind: 'error', text: preferErrorField(error, texts.failure) });
    }
  }

  return { state, message, messageRef, submit, cancel: () => navigate(listPath) };
}
