import { useEffect, useMemo, useRef } from 'react';
import { SafeHtml } from '@/components/safe-html';
import { sanitizeHtml } from '@/lib/sanitize';
import { formatNoteDate, type Note } from '@/features/notes/lib/notes';
import { useI18n } from '@/i18n/i18n';
import styles from './notes-overlay.module.css';
import { Button } from '@/components/ui/button';

interface NoteViewProps {
  note: Note;
  onBack: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One note, read-only. Its HTML is the student's own, from this browser's storage, not the API's: sanitised here
 * before it is shown (DOMPurify comes with the notes' own chunk, never with a page's first load).
 */
export function NoteView({ note, onBack, onEdit, onDelete }: NoteViewProps) {
  const { t, locale } = useI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const content = useMemo(() => sanitizeHtml(note.content), [note.content]);
  useEffect(() => headingRef.current?.focus(), [note.id]);

  return (
    <article className={styles.noteView}>
      <button type="button" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">←</span> {t('notes.allNotes')}
      </button>
      <h3 ref={headingRef} tabIndex={-1} className={styles.noteTitle}>
        {note.title}
      </h3>
      <p className={styles.noteDates}>
        {t('notes.created')} <time dateTime={note.createdAt}>{formatNoteDate(note.createdAt, locale)}</time>
        {note.updatedAt !== note.createdAt && (
          <>
            {' · '}
            {t('notes.updated')} <time dateTime={note.updatedAt}>{formatNoteDate(note.updatedAt, locale)}</time>
          </>
        )}
      </p>
      {note.content ? (
        <SafeHtml html={content} className={`rich-text ${styles.noteContent}`} />
      ) : (
        <p className={styles.empty}>{t('notes.noContent')}</p>
      )}
      <div className={styles.actions}>
        <Button onClick={onEdit}>{t('notes.edit')}</Button>
        <Button variant="secondary" onClick={onDelete}>
          {t('notes.deleteButton')}
        </Button>
      </div>
    </article>
  );
}
