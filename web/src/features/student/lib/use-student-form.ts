import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n/i18n';
import { errorText } from './error-text';

/**
 * A student form that is sent once: its message, whether it is on its way or done, a typed change that clears the
 * message, a redirect after success (cancelled if the page goes first), and its submit: the first problem of the
 * checks, or the call, whose failure becomes the message. A second submit while busy or after success does nothing.
 */
export function useStudentForm() {
  const { t } = useI18n();
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  const typing = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError('');
  };
  const later = (go: () => void, ms: number) => {
    redirect.current = window.setTimeout(go, ms);
  };
  async function submit(problem: string | undefined, call: () => Promise<void>) {
    if (busy || done) return;
    if (problem) return setError(problem);
    setError('');
    setBusy(true);
    try {
      await call();
      setDone(true);
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  }
  /** A change other than typing (a box ticked) clears the message too. */
  const clearError = () => setError('');
  return { error, done, busy, typing, clearError, later, submit };
}
