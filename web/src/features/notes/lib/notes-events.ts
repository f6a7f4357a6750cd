import type { Note } from './notes';

/*
 * The window events the notes send and hear, so that a signed-in student's account follows them (features/student
 * listens; features do not import each other, so it repeats these names).
 */

/** Sent after a note is saved or deleted in localStorage. */
export const NOTE_CHANGE_EVENT = 'noteChange';
export type NoteChange = { note: Note; deleted?: false } | { noteId: string; deleted: true };

/** Sent when the notes panel opens: the account's notes are fetched and merged into localStorage. */
export const NOTES_OPENED_EVENT = 'notesOpened';

/** Heard: another part of the page rewrote the stored notes (e.g. the account's arrived); the list reads them again. */
export const NOTES_STORED_EVENT = 'notesStored';

export function announceNoteChange(change: NoteChange) {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent<NoteChange>(NOTE_CHANGE_EVENT, { detail: change }));
}
