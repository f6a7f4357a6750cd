import type { ReactNode } from 'react';
import styles from './StatusViews.module.css';

export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.status} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <p>{label}</p>
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

export function EmptyState({ title, message, children }: { title: string; message?: string; children?: ReactNode }) {
  return (
    <div className={styles.status}>
      <h2>{title}</h2>
      {message && <p>{message}</p>}
      {children}
    </div>
  );
}
