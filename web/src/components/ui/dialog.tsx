import { useId, useRef, type ReactNode } from 'react';
import { useI18n } from '@/i18n/i18n';
import styles from './dialog.module.css';
import { useModalDialog } from '@/components/use-modal-dialog';
import { Button } from '@/components/ui/button';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The footer's button that closes the dialog: 'Close', 'Cancel', 'Done' (primary: styled as the main action). */
  dismiss?: { label: string; primary?: boolean };
  /** Further footer buttons, after the dismiss button. */
  footer?: ReactNode;
}

/**
 * A native modal <dialog>, open while it is rendered: focus moves in, stays inside and returns on close;
 * Escape and a click outside close it; the page behind does not scroll.
 */
export function Dialog({ title, onClose, children, dismiss, footer }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { t } = useI18n();
  useModalDialog(dialogRef, onClose, { closeOnBackdropPress: true });

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} tabIndex={-1}>
      <header className={styles.header}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('modal.close')}>
          ×
        </button>
      </header>
      <div className={styles.body}>{children}</div>
      {(dismiss || footer) && (
        <footer className={styles.footer}>
          {dismiss && (
            <Button variant={dismiss.primary ? 'primary' : 'secondary'} onClick={onClose}>
              {dismiss.label}
            </Button>
          )}
          {footer}
        </footer>
      )}
    </dialog>
  );
}
