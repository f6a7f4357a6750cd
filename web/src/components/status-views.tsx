import type { ReactNode } from 'react';
import { useI18n } from '@/i18n/i18n';
import styles from './status-views.module.css';
import { Button } from '@/components/ui/button';

/**
 * A part of a page on its way. In server-rendered HTML it remains only where the browser must fetch or decide
 * (a timed test's draw, this browser's saved questions, a random pick): a reader without JavaScript is told so.
 */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <div className={styles.status} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{label ?? t('states.loading')}</p>
      <noscript>
        <p className={styles.noScript}>{t('states.needsJavaScript')}</p>
      </noscript>
    </div>
  );
}

interface ErrorStateProps {
  title?: string;
  message: string;
  actionLabel?: string;
  onAction?: () => void;
}

export function ErrorState({ title, message, actionLabel, onAction }: ErrorStateProps) {
  const { t } = useI18n();
  return (
    <div className={`${styles.status} ${styles.error}`} role="alert">
      <h2>{title ?? t('states.errorTitle')}</h2>
      <p>{message}</p>
      {onAction && <Button onClick={onAction}>{actionLabel ?? t('states.tryAgain')}</Button>}
    </div>
  );
}

/** `level={1}` when the state is the whole page (a not-found screen), so the page keeps its h1. */
export function EmptyState({
  title,
  message,
  children,
  level = 2,
}: {
  title: string;
  message?: string;
  children?: ReactNode;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.status}>
      <Heading>{title}</Heading>
      {message && <p>{message}</p>}
      {children}
    </div>
  );
}
