import { stripHtml } from '@/lib/plain-text';

/** A personal note, kept only in this browser (localStorage key `userNotes`). */
export interface Note {
  id: string;
  title: string;
  /** Rich-text HTML from the editor; always cleaned with sanitizeHtml before it is shown (components/note-view.tsx). */
  content: string;
  /** ISO timestamps. */
  createdAt: string;
  updatedAt: string;
}

export interface NoteDraft {
  title: string;
  content: string;
}

export const TITLE_REQUIRED_MESSAGE = 'Please enter a title for your note';
/** Longer titles are cut: a title is a label, not the note. */
export const MAX_TITLE_LENGTH = 200;

/** The message to show when a draft cannot be saved, or null when it can (a title is all that is required). */
export function validateDraft(draft: NoteDraft): string | null {
  return draft.title.trim() ? null : TITLE_REQUIRED_MESSAGE;
}

/** The editor's empty document ('<p></p>') counts as no content. */
export function normaliseContent(html: string): string {
  const trimmed = html.trim();
  return /^(?:<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>)*$/i.test(trimmed) ? '' : trimmed;
}

/** A random id: crypto.randomUUID where the browser has it (secure contexts only), else time plus randomness. */
export function newNoteId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A new note, newest first in the list. Throws on an invalid draft (callers validate first). */
export function addNote(notes: Note[], draft: NoteDraft, now = new Date(), id = newNoteId()): Note[] {
  assertValid(draft);
  const at = now.toISOString();
  const note: Note = { id, title: cleanTitle(draft.title), content: normaliseContent(draft.content), createdAt: at, updatedAt: at };
  return [note, ...notes];
}

/** The note with this id changed (and moved to the top, as the most recently updated); others untouched. */
export function updateNote(notes: Note[], id: string, draft: NoteDraft, now = new Date()): Note[] {
  assertValid(draft);
  const existing = notes.find((note) => note.id === id);
  if (!existing) return notes;
  const updated: Note = {
    ...existing,
    title: cleanTitle(draft.title),
    content: normaliseContent(draft.content),
    updatedAt: now.toISOString(),
  };
  return [updated, ...notes.filter((note) => note.id !== id)];
}

export function deleteNote(notes: Note[], id: string): Note[] {
  return notes.filter((note) => note.id !== id);
}

/** Notes from storage, whatever is there: entries that are not notes are dropped, missing dates filled. */
export function parseNotes(value: unknown): Note[] {
  if (!Array.isArray(value)) return [];
  const notes: Note[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    if (!item || typeof item !== 'object') continue;
    const { id, title, content, createdAt, updatedAt } = item as Record<string, unknown>;
    if ((typeof id !== 'string' && typeof id !== 'number') || typeof title !== 'string') continue;
    const key = String(id);
    if (seen.has(key)) continue;
    seen.add(key);
    const created = validDate(createdAt) ?? validDate(updatedAt) ?? new Date(0).toISOString();
    notes.push({
      id: key,
      title,
      content: typeof content === 'string' ? content : '',
      createdAt: created,
      updatedAt: validDate(updatedAt) ?? created,
    });
  }
  return notes;
}

/**
 * Plain text of a note's HTML, for the list's one-line preview (the list never renders the HTML): the site's one
 * HTML-to-text rule (stripHtml), so blocks read apart, entities decode, and what the shown note leaves out (scripts,
 * styles) the preview leaves out too.
 */
export function previewText(html: string, maxLength = 120): string {
  const text = stripHtml(html);
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

const noteDateFormats = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' }),
  hi: new Intl.DateTimeFormat('hi-IN', { dateStyle: 'short', timeStyle: 'short' }),
};

/** A short date with time: US English '3/14/25, 9:05 AM' on English pages, Hindi's own on Hindi pages. */
export function formatNoteDate(iso: string, locale: keyof typeof noteDateFormats = 'en'): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : noteDateFormats[locale].format(date);
}

function cleanTitle(title: string): string {
  return title.trim().replace(/\s+/g, ' ').slice(0, MAX_TITLE_LENGTH);
}

function assertValid(draft: NoteDraft) {
  const problem = validateDraft(draft);
  if (problem) throw new Error(problem);
}

function validDate(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
