import { formatNoteDate, previewText, type Note } from '@/features/notes/lib/notes';
import { useI18n } from '@/i18n/i18n';
import styles from './notes-overlay.module.css';

interface NoteListProps {
  notes: Note[];
  selectedId: string | null;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}

export function NoteList({ notes, selectedId, onOpen, onDelete }: NoteListProps) {
  const { t, locale } = useI18n();
  if (notes.length === 0) {
    return <p className={styles.empty}>{t('notes.empty')}</p>;
  }
  return (
    <ul className={styles.list}>
      {notes.map((note) => {
        const preview = previewText(note.content);
        return (
          <li key={note.id} className={styles.item} data-selected={note.id === selectedId ? 'true' : undefined}>
            <button
              type="button"
              className={styles.itemOpen}
              aria-current={note.id === selectedId ? 'true' : undefined}
              onClick={() => onOpen(note.id)}
            >
              <span className={styles.itemTitle}>{note.title}</span>
              {preview && <span className={styles.itemPreview}>{preview}</span>}
              <time className={styles.itemDate} dateTime={note.updatedAt}>
                {formatNoteDate(note.updatedAt, locale)}
              </time>
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('notes.deleteNamed', { title: note.title })}
              title={t('notes.delete')}
              onClick={() => onDelete(note.id)}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z" />
              </svg>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
