import { lazy, Suspense, useId } from 'react';
import formStyles from '@/components/admin/admin-form.module.css';

// CodeMirror is its own chunk, fetched only when an admin form shows a code field.
const CodeMirrorEditor = lazy(() => import('./code-mirror-editor'));

interface CodeEditorProps {
  value: string;
  onChange: (code: string) => void;
  language: string;
  /** Visible label; also the editor's accessible name. */
  label: string;
  minHeight?: string;
}

export function CodeEditor({ value, onChange, language, label, minHeight = '8rem' }: CodeEditorProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  return (
    <div className={formStyles.field}>
      {/* A <label> cannot point at a contenteditable: the editor names itself with aria-labelledby. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a label's pointer shortcut, not a control: keyboard users Tab to the editor itself */}
      <div
        id={labelId}
        className="field-label"
        onClick={() => document.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"]`)?.focus()}
      >
        {label}
      </div>
      <Suspense
        fallback={
          <div
            className={formStyles.hint}
            style={{
              minHeight: `calc(${minHeight} + 2px)`,
              display: 'grid',
              placeItems: 'center',
              border: '1px dashed var(--border)',
              borderRadius: 'var(--radius)',
            }}
            role="status"
          >
            Loading editor...
          </div>
        }
      >
        <CodeMirrorEditor
          value={value}
          onChange={onChange}
          language={language}
          labelledBy={labelId}
          describedBy={hintId}
          minHeight={minHeight}
        />
      </Suspense>
      <p id={hintId} className={formStyles.hint}>
        Tab indents; press Esc, then Tab, to move on.
      </p>
    </div>
  );
}
