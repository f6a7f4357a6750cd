import { useId, type ReactNode } from 'react';
import styles from './admin-form.module.css';

/** A titled part of a full-page admin form; the heading names the section for screen readers. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
