import { lazy, Suspense, useId } from 'react';
import { FULL_TOOLBAR, type RichTextTool } from './tools';
import { MathPreview } from './math-preview';
import styles from './rich-text-editor.module.css';

// The editor (Tiptap + ProseMirror) is its own chunk, fetched the first time an admin form shows one.
const TiptapEditor = lazy(() => import('./tiptap-editor'));

export interface RichTextEditorProps {
  /** The HTML to edit. The editor follows changes made from outside (a form reset, loaded data). */
  value: string;
  /** Called with the new HTML on every edit; an empty editor gives ''. */
  onChange: (html: string) => void;
  /** Visible label; also the editor's accessible name. */
  label: string;
  /** Which tools, in order (default: the spec's full toolbar). */
  toolbar?: readonly RichTextTool[];
  /** Help text under the label, read out with the editor. */
  hint?: string;
  /** Id of the editable element (default: generated). */
  id?: string;
  /** Height of the empty editing area, e.g. '6rem' (default 10rem). */
  minHeight?: string;
  disabled?: boolean;
}

/**
 * The shared admin rich-text editor: `<RichTextEditor value={html} onChange={setHtml} label="Explanation" />`.
 * Import it only from admin screens; the editor itself loads lazily, so even they stay small until it shows.
 * While the text holds a formula (`$…$`, `\(…\)`…), a live preview shows it typeset (KaTeX, loaded lazily too).
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  toolbar = FULL_TOOLBAR,
  hint,
  id,
  minHeight = '10rem',
  disabled = false,
}: RichTextEditorProps) {
  const generated = useId();
  const editorId = id ?? `${generated}-editor`;
  const labelId = `${generated}-label`;
  const hintId = hint ? `${generated}-hint` : undefined;
  return (
    <div className={styles.field}>
      {/* A <label> cannot point at a contenteditable: the editor names itself with aria-labelledby; a click focuses it. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a label's pointer shortcut, not a control: keyboard users Tab to the editor itself */}
      <div id={labelId} className="field-label" onClick={() => document.getElementById(editorId)?.focus()}>
        {label}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <Suspense
        fallback={
          <div className={styles.loading} style={{ minHeight: `calc(${minHeight} + 3.3rem)` }} role="status">
            Loading editor...
          </div>
        }
      >
        <TiptapEditor
          {...{ value, label, onChange, toolbar, minHeight, disabled }}
          editorId={editorId}
          labelledBy={labelId}
          describedBy={hintId}
        />
      </Suspense>
      <MathPreview html={value} label={label} />
    </div>
  );
}

export default RichTextEditor;
