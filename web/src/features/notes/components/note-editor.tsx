import { Suspense, lazy, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAX_TITLE_LENGTH, validateDraft, type Note, type NoteDraft } from '@/features/notes/lib/notes';
import { LoadBoundary } from './load-boundary';
import { PlainTextEditor } from './plain-text-editor';
import { useI18n } from '@/i18n/i18n';
import styles from './notes-overlay.module.css';
import { Button } from '@/components/ui/button';

// The rich-text editor (Tiptap + ProseMirror) is its own chunk, fetched only when the editor opens.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface NoteEditorProps {
  /** The note being edited, or undefined for a new one. */
  note?: Note;
  onSave: (draft: NoteDraft) => void;
  onCancel: () => void;
}

export function NoteEditor({ note, onSave, onCancel }: NoteEditorProps) {
  const { t } = useI18n();
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
    // A title is all a note needs.
    if (validateDraft(draft)) {
      window.alert(t('notes.titleRequired'));
      titleRef.current?.focus();
      return;
    }
    onSave(draft);
  };
  return (
    <form className={styles.editor} onSubmit={submit} noValidate>
      <button type="button" className={styles.back} onClick={onCancel}>
        <span aria-hidden="true">←</span> {t('notes.allNotes')}
      </button>
      <h3 className={styles.noteTitle}>{note ? t('notes.editNote') : t('notes.newNote')}</h3>
      <label htmlFor={titleId} className="field-label">
        {t('notes.noteTitle')}
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
        {t('notes.content')}
      </p>
      <LoadBoundary fallback={<PlainTextEditor initialHtml={content} onChange={setContent} labelledBy={contentLabelId} />}>
        <Suspense
          fallback={
            <div className={styles.editorLoading} role="status">
              {t('notes.loadingEditor')}
            </div>
          }
        >
          <RichTextEditor initialHtml={content} onChange={setContent} labelledBy={contentLabelId} />
        </Suspense>
      </LoadBoundary>
      <div className={styles.actions}>
        <Button type="submit">{t('notes.save')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('notes.cancel')}
        </Button>
      </div>
    </form>
  );
}
