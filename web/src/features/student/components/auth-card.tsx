import { useEffect, useRef, type ReactNode } from 'react';
import styles from './auth-card.module.css';

/** The card every sign-in screen sits in; its heading takes the focus when its content changes state. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new state of the same screen (verified, failed) is announced by moving the focus to its heading.
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) heading.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="student-card-title">
        <h1 id="student-card-title" ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}

/** A message above a form: errors are alerts (announced at once), the rest polite status updates. */
export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (!children) return null;
  return (
    <p className={`${styles.notice} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
