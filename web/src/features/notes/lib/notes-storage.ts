import { browserStorage, type KeyValueStorage } from '@/lib/storage';
import { parseNotes, type Note } from './notes';

/** The localStorage key the notes live under (spec §7). */
export const NOTES_KEY = 'userNotes';

/** Every stored note; corrupt or unreadable storage gives an empty list (logged), never an exception. */
export function readNotes(storage: KeyValueStorage | undefined = browserStorage()): Note[] {
  if (!storage) return [];
  try {
    const raw = storage.getItem(NOTES_KEY);
    return raw === null ? [] : parseNotes(JSON.parse(raw));
  } catch (error) {
    console.error(`Could not read ${NOTES_KEY} from local storage`, error);
    return [];
  }
}

/** Stores the notes; false (logged) when the browser refuses, e.g. storage full or disabled. */
export function writeNotes(notes: Note[], storage: KeyValueStorage | undefined = browserStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(NOTES_KEY, JSON.stringify(notes));
    return true;
  } catch (error) {
    console.error(`Could not write ${NOTES_KEY} to local storage`, error);
    return false;
  }
}
