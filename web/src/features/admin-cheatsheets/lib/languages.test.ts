import { describe, expect, it } from 'vitest';
import { LANGUAGE_GROUPS, LANGUAGES, languageName } from './languages';

describe('code languages (admin spec §3)', () => {
  it('lists the three groups in order with every language of the spec', () => {
    expect(LANGUAGE_GROUPS.map((group) => group.label)).toEqual(['Formulas & Science', 'Programming', 'Markup & Config']);
    expect(LANGUAGES).toHaveLength(38);
    expect(LANGUAGE_GROUPS[0]!.languages).toEqual(['physics', 'formula', 'plaintext']);
    expect(LANGUAGE_GROUPS[1]!.languages[0]).toBe('python');
    expect(LANGUAGE_GROUPS[1]!.languages.at(-1)).toBe('matlab');
    expect(LANGUAGE_GROUPS[2]!.languages[0]).toBe('html');
    expect(LANGUAGE_GROUPS[2]!.languages.at(-1)).toBe('other');
    expect(LANGUAGE_GROUPS.flatMap((group) => group.languages)).toEqual(LANGUAGES);
    expect(new Set(LANGUAGES).size).toBe(LANGUAGES.length);
  });
  it('names every language for the select', () => {
    for (const language of LANGUAGES) expect(languageName(language)).not.toBe('');
    expect(languageName('cpp')).toBe('C++');
    expect(languageName('csharp')).toBe('C#');
  });
});
