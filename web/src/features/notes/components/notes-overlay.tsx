import { useCallback, useId, useRef, useState } from 'react';
import type { NoteDraft } from '@/features/notes/lib/notes';
import { useI18n } from '@/i18n/i18n';
import { useModalDialog } from '@/components/use-modal-dialog';
import { useNotes } from '@/features/notes/hooks/use-notes';
import { NoteList } from './note-list';
import { NoteView } from './note-view';
import { NoteEditor } from './note-editor';
import styles from './notes-overlay.module.css';
import { Button } from '@/components/ui/button';

/** closed (the widget) → list ⇄ viewing a note ⇄ editor (new or edit); Save and Cancel return to the list. */
type Screen = { mode: 'list' } | { mode: 'view'; id: string } | { mode: 'edit'; id: string | null };

/** The full-screen 'My Notes' overlay: a list pane and a note pane (one pane at a time on small screens). */
export default function NotesOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const { notes, save, remove } = useNotes();
  const [screen, setScreen] = useState<Screen>({ mode: 'list' });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useModalDialog(dialogRef, onClose);

  const selectedId = screen.mode === 'list' ? null : screen.id;
  const selected = selectedId ? notes.find((note) => note.id === selectedId) : undefined;
  // A note deleted meanwhile (e.g. in another tab) cannot be shown or edited: back to the list (set while
  // rendering, so the stale screen is never shown).
  if (selectedId !== null && !selected) setScreen({ mode: 'list' });

  const toList = useCallback(() => {
    setScreen({ mode: 'list' });
    requestAnimationFrame(() => {
      if (!dialogRef.current?.contains(document.activeElement) || document.activeElement === dialogRef.current)
        listHeadingRef.current?.focus();
    });
  }, []);

  const onSave = (draft: NoteDraft) => {
    save(draft, screen.mode === 'edit' ? screen.id : null);
    toList();
  };

  const onDelete = (id: string) => {
    if (!window.confirm(t('notes.confirmDelete'))) return;
    remove(id);
    if (selectedId === id) toList();
  };

  return (
    <dialog ref={dialogRef} className={styles.overlay} aria-labelledby={titleId} tabIndex={-1} data-mode={screen.mode}>
      <header className={styles.header}>
        <h2 id={titleId}>{t('notes.title')}</h2>
        <div className={styles.headerActions}>
          <Button variant="accent" onClick={() => setScreen({ mode: 'edit', id: null })}>
            <span aria-hidden="true">+</span> {t('notes.newNote')}
          </Button>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('notes.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </header>
      <div className={styles.panes}>
        <section className={styles.listPane} aria-labelledby={`${titleId}-list`}>
          <h3 id={`${titleId}-list`} ref={listHeadingRef} tabIndex={-1} className={styles.paneTitle}>
            {t('notes.count', { count: notes.length })}
            <span className="visually-hidden">{t('notes.onDevice')}</span>
          </h3>
          <NoteList notes={notes} selectedId={selectedId} onOpen={(id) => setScreen({ mode: 'view', id })} onDelete={onDelete} />
        </section>
        <section className={styles.notePane} aria-label={screen.mode === 'edit' ? t('notes.editor') : t('notes.note')}>
          {screen.mode === 'list' && <p className={styles.placeholder}>{t('notes.placeholder')}</p>}
          {screen.mode === 'view' && selected && (
            <NoteView
              note={selected}
              onBack={toList}
              onEdit={() => setScreen({ mode: 'edit', id: selected.id })}
              onDelete={() => onDelete(selected.id)}
            />
          )}
          {screen.mode === 'edit' && (screen.id === null || selected) && (
            <NoteEditor key={screen.id ?? 'new'} note={selected} onSave={onSave} onCancel={toList} />
          )}
        </section>
      </div>
    </dialog>
  );
}
