import { lazy, Suspense } from 'react';
import { mayHoldMath } from '@exam-prep/contract/math-delimiters';
import styles from './rich-text-editor.module.css';

// KaTeX (and its mhchem extension) is its own chunk, fetched the first time an admin field holds a formula.
const TypesetPreview = lazy(() =>
  import('./typeset-preview').then(async (module) => {
    await (
      await import('../math-html')
    ).mathStylesReady;
    return module;
  }),
);

interface MathPreviewProps {
  /** The field's rich-text HTML (or plain text, as an option's). */
  html: string;
  /** The field's name, for the preview's accessible name ('Question text' → 'Question text preview'). */
  label: string;
}

/**
 * A live preview of a field's math, as students will see it (typeset like the proxy does), shown under an admin
 * field while its text holds a formula delimiter: `$…$`, `$$…$$`, `\(…\)` or `\[…\]`.
 */
export function MathPreview({ html, label }: MathPreviewProps) {
  if (!mayHoldMath(html)) return null;
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
