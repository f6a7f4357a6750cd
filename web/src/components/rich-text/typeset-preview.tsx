import { useDeferredValue, useId, useMemo } from 'react';
import { sanitizeMathHtml } from './math-sanitize';
import { typesetHtml } from './typeset';
import styles from './rich-text-editor.module.css';

/** The preview itself (loaded through MathPreview, lazily, with KaTeX). */
export default function TypesetPreview({ html, label }: { html: string; label: string }) {
  const headingId = useId();
  // Typing stays responsive: the preview follows the text when the browser has a moment.
  const deferred = useDeferredValue(html);
  const preview = useMemo(() => sanitizeMathHtml(typesetHtml(deferred)), [deferred]);
  return (
    <section className={styles.mathPreview} aria-labelledby={headingId} data-testid="math-preview">
      <p id={headingId} className={styles.mathPreviewTitle}>
        {label} preview
      </p>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: preview }} />
    </section>
  );
}
