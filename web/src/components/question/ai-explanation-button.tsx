import { useCallback, useEffect, useRef, useState } from 'react';
import { streamAiExplanation, useAiStatus } from '../../api/ai-explanations';
import { Modal } from '../modal';
import { SafeHtml } from '../safe-html';
import styles from './ai-explanation-button.module.css';

/** The spec's failure texts: the modal shows 'Please Try Again' as its retry action. */
const FAILURE = 'Failed to generate AI explanation. Please Try Again.';

type State =
  { phase: 'idle' } | { phase: 'streaming'; text: string } | { phase: 'done'; html: string } | { phase: 'error'; message: string };

/**
 * 'Owl AI Explanation': opens a modal that streams an explanation generated on the server (the key never
 * reaches the browser). Hidden when the server has no AI configured.
 */
export function AiExplanationButton({ questionId }: { questionId: string }) {
  const { data: status } = useAiStatus();
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
        else setState({ phase: 'error', message: event.message || FAILURE });
      },
      controller.signal,
    ).then(
      () =>
        setState((current) =>
          current.phase === 'streaming' && !controller.signal.aborted ? { phase: 'error', message: FAILURE } : current,
        ),
      (error: Error) => {
        if (error.name === 'AbortError') return;
        const tooMany = (error as { status?: number }).status === 429;
        setState({ phase: 'error', message: tooMany ? error.message : FAILURE });
      },
    );
  }, [questionId]);

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
        <span aria-hidden="true">🦉</span> Owl AI Explanation
      </button>
      {open && (
        <Modal title="Owl AI Explanation" onClose={close} dismiss={{ label: 'Close' }}>
          <p className={styles.note}>Owl AI can make mistakes: check its reasoning against the explanation and the answer.</p>
          <div aria-live="polite" aria-busy={state.phase === 'streaming'}>
            {state.phase === 'streaming' && (
              <>
                {!state.text && (
                  <p className={styles.thinking}>
                    <span className={styles.spinner} aria-hidden="true" /> Owl is thinking...
                  </p>
                )}
                {state.text && <p className={styles.streaming}>{state.text}</p>}
              </>
            )}
            {state.phase === 'done' && <SafeHtml html={state.html} className={`rich-text ${styles.answer}`} />}
            {state.phase === 'error' && (
              <div className={styles.error} role="alert">
                <p>{state.message}</p>
                <button type="button" className="btn btn-primary" onClick={start}>
                  Please Try Again
                </button>
              </div>
            )}
          </div>
        </Modal>
      )}
    </>
  );
}
