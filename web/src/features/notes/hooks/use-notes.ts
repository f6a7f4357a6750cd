import { useCallback, useEffect, useState } from 'react';
import { addNote, deleteNote, updateNote, type Note, type NoteDraft } from '@/features/notes/lib/notes';
import { NOTES_KEY, readNotes, writeNotes } from '@/features/notes/lib/notes-storage';

const STORAGE_REFUSED =
  "Your note could not be stored: this browser's storage is full or turned off. It will be lost when you leave the page.";

/** The notes of this browser, kept in step with localStorage (also when another tab changes them). */
export function useNotes() {
  const [notes, setNotes] = useState<Note[]>(() => readNotes());

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === NOTES_KEY || event.key === null) setNotes(readNotes());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const commit = useCallback((next: Note[]) => {
    setNotes(next);
    if (!writeNotes(next)) window.alert(STORAGE_REFUSED);
  }, []);

  /** Creates (id null) or updates a note; the caller has validated the draft. */
  const save = useCallback(
    (draft: NoteDraft, id: string | null) => commit(id ? updateNote(notes, id, draft) : addNote(notes, draft)),
    [commit, notes],
  );

  const remove = useCallback((id: string) => commit(deleteNote(notes, id)), [commit, notes]);

  return { notes, save, remove };
}
