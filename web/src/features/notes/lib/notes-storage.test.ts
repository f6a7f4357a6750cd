import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, brokenStorage } from '@/lib/memory-storage.test-support';
import { NOTES_KEY, readNotes, writeNotes } from './notes-storage';
import { addNote, deleteNote, updateNote, type Note } from './notes';

afterEach(() => vi.restoreAllMocks());

describe('notes in localStorage', () => {
  it('uses the key userNotes and stores [{id, title, content, createdAt, updatedAt}]', () => {
    expect(NOTES_KEY).toBe('userNotes');
    const storage = new MemoryStorage();
    const notes = addNote([], { title: 'Ratio tricks', content: '<p><strong>a:b</strong></p>' }, new Date('2025-01-01T00:00:00Z'), 'n1');
    expect(writeNotes(notes, storage)).toBe(true);
    expect(JSON.parse(storage.data.get('userNotes')!)).toEqual([
      {
        id: 'n1',
        title: 'Ratio tricks',
        content: '<p><strong>a:b</strong></p>',
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
      },
    ]);
    expect(readNotes(storage)).toEqual(notes);
  });

  it('a create, edit, delete round trip through storage', () => {
    const storage = new MemoryStorage();
    let notes: Note[] = readNotes(storage);
    expect(notes).toEqual([]);
    notes = addNote(notes, { title: 'First', content: '' }, new Date('2025-01-01T00:00:00Z'), 'a');
    notes = addNote(notes, { title: 'Second', content: '<p>2</p>' }, new Date('2025-01-02T00:00:00Z'), 'b');
    writeNotes(notes, storage);
    notes = updateNote(readNotes(storage), 'a', { title: 'First, edited', content: '<p>1</p>' }, new Date('2025-01-03T00:00:00Z'));
    writeNotes(notes, storage);
    expect(readNotes(storage).map((n) => [n.id, n.title, n.updatedAt])).toEqual([
      ['a', 'First, edited', '2025-01-03T00:00:00.000Z'],
      ['b', 'Second', '2025-01-02T00:00:00.000Z'],
    ]);
    writeNotes(deleteNote(readNotes(storage), 'a'), storage);
    expect(readNotes(storage).map((n) => n.id)).toEqual(['b']);
  });

  it('reads notes written by the original site (numeric ids) and ignores corrupt data', () => {
    const legacy = new MemoryStorage({
      userNotes: JSON.stringify([
        {
          id: 1700000000000,
          title: 'Old',
          content: '<p>x</p>',
          createdAt: '2023-11-14T22:13:20.000Z',
          updatedAt: '2023-11-14T22:13:20.000Z',
        },
      ]),
    });
    expect(readNotes(legacy)[0]).toMatchObject({ id: '1700000000000', title: 'Old' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readNotes(new MemoryStorage({ userNotes: '{not json' }))).toEqual([]);
    expect(readNotes(new MemoryStorage({ userNotes: '"a string"' }))).toEqual([]);
  });

  it('never throws when the browser refuses storage', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readNotes(brokenStorage)).toEqual([]);
    expect(writeNotes([], brokenStorage)).toBe(false);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(readNotes(undefined)).toEqual([]);
    expect(writeNotes([], undefined)).toBe(false);
  });
});
