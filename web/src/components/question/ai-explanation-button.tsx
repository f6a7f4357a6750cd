import { lazy, Suspense, useState } from 'react';
import { useAiStatus } from '@/api/ai-status';
import { useI18n } from '@/i18n/i18n';
import styles from './ai-explanation-button.module.css';

// The modal and its streaming load at the first tap: most students never open it, so no page's first load carries it.
const AiExplanationDialog = lazy(() => import('./ai-explanation-dialog'));

/** 'Owl AI Explanation': opens the modal that streams an explanation. Hidden when the server has no AI configured. */
export function AiExplanationButton({ questionId }: { questionId: string }) {
  const { data: status } = useAiStatus();
  const { t } = useI18n();
  const [open, setOpen] = useState(false);

  if (!status?.enabled) return null;

  return (
    <>
      <button type="button" className={`btn ${styles.button}`} onClick={() => setOpen(true)}>
        <span aria-hidden="true">🦉</span> {t('ai.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AiExplanationDialog questionId={questionId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
