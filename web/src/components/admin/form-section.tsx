import { useId, type ReactNode } from 'react';
import styles from './admin-form.module.css';

interface FormSectionProps {
  title: string;
  children: ReactNode;
  /** A form's own look for the section and its title (the question form's); the admin forms' by default. */
  classNames?: { section: string; title: string };
}

/** A titled part of a full-page admin form; the heading names the section for screen readers. */
export function FormSection({ title, children, classNames = { section: styles.section, title: styles.sectionTitle } }: FormSectionProps) {
  const id = useId();
  return (
    <section className={classNames.section} aria-labelledby={id}>
      <h2 id={id} className={classNames.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
