import { useCallback, useEffect, useRef, useState } from 'react';
import { streamAiExplanation, useAiStatus } from '@/api/ai-explanations';
import { useI18n } from '@/i18n/i18n';
import { Dialog } from '@/components/ui/dialog';
import { SafeHtml } from '@/components/safe-html';
import styles from './ai-explanation-button.module.css';
import { Button } from '@/components/ui/button';

type State =
  { phase: 'idle' } | { phase: 'streaming'; text: string } | { phase: 'done'; html: string } | { phase: 'error'; message: string };

/**
 * 'Owl AI Explanation': opens a modal that streams an explanation generated on the server (the key never
 * reaches the browser). Hidden when the server has no AI configured.
 */
export function AiExplanationButton({ questionId }: { questionId: string }) {
  const { data: status } = useAiStatus();
  const { t } = useI18n();
  // The spec's failure text: the modal shows 'Please Try Again' as its retry action.
  const failure = t('ai.failed');
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: 'streaming', text: '' });
    streamAiExplanation(
      questionId,
      (event) => {
        if (controller.signal.aborted) return;
        if (event.type === 'chunk')
          setState((current) => ({ phase: 'streaming', text: (current.phase === 'streaming' ? current.text : '') + event.text }));
        else if (event.type === 'done') setState({ phase: 'done', html: event.html });
        else setState({ phase: 'error', message: event.message || failure });
      },
      controller.signal,
    ).then(
      () =>
        setState((current) =>
          current.phase === 'streaming' && !controller.signal.aborted ? { phase: 'error', message: failure } : current,
        ),
      (error: Error) => {
        if (error.name === 'AbortError') return;
        const tooMany = (error as { status?: number }).status === 429;
        setState({ phase: 'error', message: tooMany ? error.message : failure });
      },
    );
  }, [questionId, failure]);

  const close = useCallback(() => {
    abort.current?.abort();
    setOpen(false);
    setState({ phase: 'idle' });
  }, []);

  useEffect(() => () => abort.current?.abort(), []);

  if (!status?.enabled) return null;

  return (
    <>
      <button
        type="button"
        className={`btn ${styles.button}`}
        onClick={() => {
          setOpen(true);
          start();
        }}
      >
        <span aria-hidden="true">🦉</span> {t('ai.button')}
      </button>
      {open && (
        <Dialog title={t('ai.button')} onClose={close} dismiss={{ label: t('modal.close') }}>
          <p className={styles.note}>{t('ai.note')}</p>
          <div aria-live="polite" aria-busy={state.phase === 'streaming'}>
            {state.phase === 'streaming' && (
              <>
                {!state.text && (
                  <p className={styles.thinking}>
                    <span className={styles.spinner} aria-hidden="true" /> {t('ai.thinking')}
                  </p>
                )}
                {state.text && <p className={styles.streaming}>{state.text}</p>}
              </>
            )}
            {state.phase === 'done' && <SafeHtml html={state.html} className={`rich-text ${styles.answer}`} />}
            {state.phase === 'error' && (
              <div className={styles.error} role="alert">
                <p>{state.message}</p>
                <Button onClick={start}>{t('ai.retry')}</Button>
              </div>
            )}
          </div>
        </Dialog>
      )}
    </>
  );
}
