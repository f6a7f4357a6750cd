import { lazy, Suspense } from 'react';
import { findMath, mayHoldMath } from '@exam-prep/contract/math-delimiters';
import styles from './rich-text-editor.module.css';

// KaTeX (and its mhchem extension) is its own chunk, fetched the first time an admin field holds a formula; the
// preview shows once KaTeX's stylesheet applies.
const TypesetPreview = lazy(async () => {
  const [preview, { mathStylesReady }] = await Promise.all([import('./typeset-preview'), import('./math-sanitize')]);
  await mathStylesReady;
  return preview;
});

interface MathPreviewProps {
  /** The field's rich-text HTML (or plain text, as an option's). */
  html: string;
  /** The field's name, for the preview's accessible name ('Question text' → 'Question text preview'). */
  label: string;
}

/**
 * A live preview of a field's math, as students will see it (typeset like the proxy does), shown under an admin
 * field while its text holds a formula: `$…$`, `$$…$$`, `\(…\)` or `\[…\]`.
 */
export function MathPreview({ html, label }: MathPreviewProps) {
  // Only text with a formula: "$5 and $10" has none (math-delimiters.ts).
  if (!mayHoldMath(html) || !findMath(html).some((segment) => segment.type === 'math')) return null;
  return (
    <Suspense
      fallback={
        <p className={styles.mathPreviewLoading} role="status">
          Loading math preview...
        </p>
      }
    >
      <TypesetPreview html={html} label={label} />
    </Suspense>
  );
}
