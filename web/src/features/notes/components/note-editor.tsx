import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAX_TITLE_LENGTH, validateDraft, type Note, type NoteDraft } from '../lib/notes';
import { LoadBoundary } from './load-boundary';
import { PlainTextEditor } from './plain-text-editor';
import styles from './notes-overlay.module.css';

// The rich-text editor (Tiptap + ProseMirror) is its own chunk, fetched only when the editor opens.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface NoteEditorProps {
  /** The note being edited, or undefined for a new one. */
  note?: Note;
  onSave: (draft: NoteDraft) => void;
  onCancel: () => void;
}

export function NoteEditor({ note, onSave, onCancel }: NoteEditorProps) {
  const [title, setTitle] = useState(note?.title ?? '');
  const [content, setContent] = useState(note?.content ?? '');
  const titleRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const contentLabelId = useId();

  // Opening the editor puts the caret in the title.
  useEffect(() => titleRef.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { title, content };
    const problem = validateDraft(draft);
    if (problem) {
      window.alert(problem);
      titleRef.current?.focus();
      return;
    }
    onSave(draft);
  };
  return (
    <form className={styles.editor} onSubmit={submit} noValidate>
      <button type="button" className={styles.back} onClick={onCancel}>
        <span aria-hidden="true">←</span> All notes
      </button>
      <h3 className={styles.noteTitle}>{note ? 'Edit Note' : 'New Note'}</h3>
      <label htmlFor={titleId} className="field-label">
        Title
      </label>
      <input
        ref={titleRef}
        id={titleId}
        className="input"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={MAX_TITLE_LENGTH}
        autoComplete="off"
        aria-required="true"
      />
      <p id={contentLabelId} className={`field-label ${styles.contentLabel}`}>
        Content
      </p>
      <LoadBoundary fallback={<PlainTextEditor initialHtml={content} onChange={setContent} labelledBy={contentLabelId} />}>
        <Suspense
          fallback={
            <div className={styles.editorLoading} role="status">
              Loading editor…
            </div>
          }
        >
          <RichTextEditor initialHtml={content} onChange={setContent} labelledBy={contentLabelId} />
        </Suspense>
      </LoadBoundary>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary">
          Save
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
