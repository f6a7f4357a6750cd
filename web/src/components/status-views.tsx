import type { ReactNode } from 'react';
import styles from './status-views.module.css';

/**
 * A part of a page on its way. In server-rendered HTML it remains only where the browser must fetch or decide
 * (a timed test's draw, this browser's saved questions, a random pick): a reader without JavaScript is told so.
 */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.status} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{label}</p>
      <noscript>
        <p className={styles.noScript}>
          This part of the page needs JavaScript. Questions, exam patterns and cheatsheets can be read without it.
        </p>
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

export function ErrorState({ title = 'Oops! Something went wrong', message, actionLabel = 'Try Again', onAction }: ErrorStateProps) {
  return (
    <div className={`${styles.status} ${styles.error}`} role="alert">
      <h2>{title}</h2>
      <p>{message}</p>
      {onAction && (
        <button type="button" className="btn btn-primary" onClick={onAction}>
          {actionLabel}
        </button>
      )}
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
