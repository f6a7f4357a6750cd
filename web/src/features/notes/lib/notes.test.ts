import { describe, expect, it } from 'vitest';
import {
  addNote,
  deleteNote,
  formatNoteDate,
  newNoteId,
  normaliseContent,
  parseNotes,
  previewText,
  TITLE_REQUIRED_MESSAGE,
  updateNote,
  validateDraft,
  type Note,
} from './notes';

const note = (id: string, title: string, at = '2025-03-14T09:05:00.000Z'): Note => ({
  id,
  title,
  content: `<p>${title}</p>`,
  createdAt: at,
  updatedAt: at,
});

describe('validateDraft', () => {
  it('requires a title, with the spec message', () => {
    expect(validateDraft({ title: '', content: '<p>text</p>' })).toBe('Please enter a title for your note');
    expect(validateDraft({ title: '   \n\t', content: '' })).toBe(TITLE_REQUIRED_MESSAGE);
  });
  it('accepts any non-blank title, content optional', () => {
    expect(validateDraft({ title: 'Percentages', content: '' })).toBeNull();
    expect(validateDraft({ title: ' x ', content: '<p></p>' })).toBeNull();
  });
});

describe('addNote / updateNote / deleteNote', () => {
  const now = new Date('2025-03-14T10:00:00.000Z');

  it('adds a note at the top with both timestamps and a trimmed title', () => {
    const existing = [note('a', 'Old')];
    const result = addNote(existing, { title: '  Formulae  ', content: '<p>a² + b²</p>' }, now, 'new-id');
    expect(result).toEqual([
      {
        id: 'new-id',
        title: 'Formulae',
        content: '<p>a² + b²</p>',
        createdAt: '2025-03-14T10:00:00.000Z',
        updatedAt: '2025-03-14T10:00:00.000Z',
      },
      existing[0],
    ]);
    expect(existing).toHaveLength(1); // not mutated
  });

  it('refuses a draft without a title', () => {
    expect(() => addNote([], { title: ' ', content: '<p>x</p>' }, now)).toThrow(TITLE_REQUIRED_MESSAGE);
    expect(() => updateNote([note('a', 'A')], 'a', { title: '', content: '' }, now)).toThrow(TITLE_REQUIRED_MESSAGE);
  });

  it('updates one note: new title/content/updatedAt, createdAt kept, moved to the top', () => {
    const notes = [note('a', 'A'), note('b', 'B'), note('c', 'C')];
    const result = updateNote(notes, 'b', { title: 'B2', content: '<p>changed</p>' }, now);
    expect(result.map((n) => n.id)).toEqual(['b', 'a', 'c']);
    expect(result[0]).toEqual({
      id: 'b',
      title: 'B2',
      content: '<p>changed</p>',
      createdAt: '2025-03-14T09:05:00.000Z',
      updatedAt: '2025-03-14T10:00:00.000Z',
    });
    expect(result[1]).toBe(notes[0]);
  });

  it('updating an unknown id changes nothing', () => {
    const notes = [note('a', 'A')];
    expect(updateNote(notes, 'zzz', { title: 'X', content: '' }, now)).toBe(notes);
  });

  it('deletes exactly the given note', () => {
    const notes = [note('a', 'A'), note('b', 'B')];
    expect(deleteNote(notes, 'a')).toEqual([notes[1]]);
    expect(deleteNote(notes, 'nope')).toEqual(notes);
  });

  it("stores the editor's empty document as empty content", () => {
    expect(normaliseContent('<p></p>')).toBe('');
    expect(normaliseContent('<p><br></p><p>&nbsp;</p>')).toBe('');
    expect(normaliseContent(' <p>kept</p> ')).toBe('<p>kept</p>');
    expect(addNote([], { title: 'T', content: '<p></p>' }, now, 'id')[0]!.content).toBe('');
  });

  it('makes unique ids', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newNoteId()));
    expect(ids.size).toBe(200);
  });
});

describe('parseNotes', () => {
  it('keeps well-formed notes as they are', () => {
    const notes = [note('a', 'A'), note('b', 'B')];
    expect(parseNotes(JSON.parse(JSON.stringify(notes)))).toEqual(notes);
  });

  it('drops what is not a note, numeric ids become strings, duplicates and bad dates are repaired', () => {
    const parsed = parseNotes([
      null,
      'text',
      { title: 'no id' },
      { id: 'x' },
      { id: 17, title: 'Numeric id', content: '<p>n</p>', createdAt: '2024-01-02T03:04:05.000Z', updatedAt: 'not a date' },
      { id: 'd', title: 'No content', createdAt: 'garbage' },
      { id: 'd', title: 'Duplicate' },
    ]);
    expect(parsed).toEqual([
      { id: '17', title: 'Numeric id', content: '<p>n</p>', createdAt: '2024-01-02T03:04:05.000Z', updatedAt: '2024-01-02T03:04:05.000Z' },
      { id: 'd', title: 'No content', content: '', createdAt: '1970-01-01T00:00:00.000Z', updatedAt: '1970-01-01T00:00:00.000Z' },
    ]);
  });

  it('anything but a list is no notes', () => {
    expect(parseNotes({ id: 'a', title: 'A' })).toEqual([]);
    expect(parseNotes(null)).toEqual([]);
    expect(parseNotes('[]')).toEqual([]);
  });
});

describe('formatNoteDate', () => {
  it('is US English short date with time', () => {
    const iso = new Date(2025, 2, 14, 9, 5).toISOString(); // 14 March 2025, 09:05 local time
    expect(formatNoteDate(iso)).toMatch(/^3\/14\/25, 9:05\s?AM$/);
    expect(formatNoteDate(new Date(2024, 11, 1, 21, 30).toISOString())).toMatch(/^12\/1\/24, 9:30\s?PM$/);
  });
  it('an invalid date shows nothing', () => {
    expect(formatNoteDate('nonsense')).toBe('');
  });
});

describe('previewText', () => {
  it('turns HTML into one line of plain text, entities decoded, cut with an ellipsis', () => {
    expect(previewText('<p>Speed = <strong>distance</strong> / time</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Speed = distance / time one two',
    );
    expect(previewText('<p>a &lt;b&gt; &amp; c</p>')).toBe('a <b> & c');
    expect(previewText(`<p>${'x'.repeat(300)}</p>`, 20)).toBe(`${'x'.repeat(19)}…`);
  });
  it('reads as the shown note does: cells and blocks apart, any numeric entity, no script text', () => {
    expect(previewText('<table><tr><td>a</td><td>b</td></tr></table><div>c</div><div>d&#8377;&#x27;</div>')).toBe("a b c d₹'");
    // sanitizeHtml drops a script with its content when the note is shown: the preview shows none of it either.
    expect(previewText('<p>note</p><script>alert(1)</script>')).toBe('note');
  });
});
