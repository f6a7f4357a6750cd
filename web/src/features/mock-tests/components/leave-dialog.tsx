import { useId, useRef } from 'react';
import { useModalDialog } from '@/components/use-modal-dialog';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/i18n/i18n';
import styles from './submit-dialog.module.css';

interface LeaveDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Asked when the student leaves a running paper (a link, Back): staying is the safe answer, so it comes first and
 * Escape gives it. Focus moves into the dialog, stays there, and goes back where it was on Stay.
 */
export function LeaveDialog({ onStay, onLeave }: LeaveDialogProps) {
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useModalDialog(dialogRef, onStay);
  const { t } = useI18n();

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} aria-describedby={textId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {t('mock-tests.leave.title')}
      </h2>
      <p id={textId} className={styles.note}>
        {t('mock-tests.leave.text')}
      </p>
      <div className={styles.buttons}>
        <Button onClick={onStay}>{t('mock-tests.leave.stay')}</Button>
        <Button variant="secondary" onClick={onLeave}>
          {t('mock-tests.leave.leave')}
        </Button>
      </div>
    </dialog>
  );
}
