import { useCallback, useEffect, useState } from 'react';
import { addNote, deleteNote, updateNote, type Note, type NoteDraft } from '@/features/notes/lib/notes';
import { NOTES_KEY, readNotes, writeNotes } from '@/features/notes/lib/notes-storage';
import { NOTES_OPENED_EVENT, NOTES_STORED_EVENT, announceNoteChange } from '@/features/notes/lib/notes-events';

const STORAGE_REFUSED =
  "Your note could not be stored: this browser's storage is full or turned off. It will be lost when you leave the page.";

/**
 * The notes of this browser, kept in step with localStorage (also when another tab, or the account's sync, changes
 * them). Each save and deletion is announced, and opening announces itself (notes-events.ts): a signed-in student's
 * account follows.
 */
export function useNotes() {
  const [notes, setNotes] = useState<Note[]>(() => readNotes());

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === NOTES_KEY || event.key === null) setNotes(readNotes());
    };
    const onStored = () => setNotes(readNotes());
    window.addEventListener('storage', onStorage);
    window.addEventListener(NOTES_STORED_EVENT, onStored);
    window.dispatchEvent(new Event(NOTES_OPENED_EVENT));
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(NOTES_STORED_EVENT, onStored);
    };
  }, []);

  const commit = useCallback((next: Note[]) => {
    setNotes(next);
    if (!writeNotes(next)) window.alert(STORAGE_REFUSED);
  }, []);

  /** Creates (id null) or updates a note; the caller has validated the draft. */
  const save = useCallback(
    (draft: NoteDraft, id: string | null) => {
      const next = id ? updateNote(notes, id, draft) : addNote(notes, draft);
      commit(next);
      // Both put the saved note first.
      if (next !== notes && next[0]) announceNoteChange({ note: next[0] });
    },
    [commit, notes],
  );

  const remove = useCallback(
    (id: string) => {
      commit(deleteNote(notes, id));
      announceNoteChange({ noteId: id, deleted: true });
    },
    [commit, notes],
  );

  return { notes, save, remove };
}
