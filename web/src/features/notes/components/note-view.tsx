import { useEffect, useRef } from 'react';
import { SafeHtml } from '../../../components/safe-html';
import { formatNoteDate, type Note } from '../lib/notes';
import styles from './notes-overlay.module.css';

interface NoteViewProps {
  note: Note;
  onBack: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One note, read-only; its HTML is sanitised before it is shown. */
export function NoteView({ note, onBack, onEdit, onDelete }: NoteViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [note.id]);

  return (
    <article className={styles.noteView}>
      <button type="button" className={styles.back} onClick={onBack}>
        <span aria-hidden="true">←</span> All notes
      </button>
      <h3 ref={headingRef} tabIndex={-1} className={styles.noteTitle}>
        {note.title}
      </h3>
      <p className={styles.noteDates}>
        Created <time dateTime={note.createdAt}>{formatNoteDate(note.createdAt)}</time>
        {note.updatedAt !== note.createdAt && (
          <>
            {' · '}Updated <time dateTime={note.updatedAt}>{formatNoteDate(note.updatedAt)}</time>
          </>
        )}
      </p>
      {note.content ? (
        <SafeHtml html={note.content} className={`rich-text ${styles.noteContent}`} />
      ) : (
        <p className={styles.empty}>This note has no content.</p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="btn btn-outline" onClick={onDelete}>
          Delete
        </button>
      </div>
    </article>
  );
}
