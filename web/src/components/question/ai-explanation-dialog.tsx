import { useCallback, useEffect, useRef, useState } from 'react';
import { streamAiExplanation } from '@/api/ai-explanations';
import { useI18n } from '@/i18n/i18n';
import { Dialog } from '@/components/ui/dialog';
import { SafeHtml } from '@/components/safe-html';
import styles from './ai-explanation-button.module.css';
import { Button } from '@/components/ui/button';

type State = { phase: 'streaming'; text: string } | { phase: 'done'; html: string } | { phase: 'error'; message: string };

/**
 * The Owl AI modal: streams an explanation generated on the server (the key never reaches the browser) from the
 * moment it opens. Its own chunk, loaded at the first tap of the button.
 */
export default function AiExplanationDialog({ questionId, onClose }: { questionId: string; onClose: () => void }) {
  const { t } = useI18n();
  // The spec's failure text: the modal shows 'Please Try Again' as its retry action.
  const failure = t('ai.failed');
  const [state, setState] = useState<State>({ phase: 'streaming', text: '' });
  const abort = useRef<AbortController | null>(null);

  // Asks for the explanation; its answers arrive as events (the state starts as streaming, and a retry resets it).
  const run = useCallback(() => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
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

  useEffect(() => {
    run();
    return () => abort.current?.abort();
  }, [run]);

  const retry = () => {
    setState({ phase: 'streaming', text: '' });
    run();
  };

  return (
    <Dialog title={t('ai.button')} onClose={onClose} dismiss={{ label: t('modal.close') }}>
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
            <Button onClick={retry}>{t('ai.retry')}</Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
