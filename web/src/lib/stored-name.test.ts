import { describe, expect, it } from 'vitest';
import { checkStoredName, toStoredName } from './stored-name';

describe('toStoredName (the server slug rule)', () => {
  it('lowercases and hyphenates', () => {
    expect(toStoredName('General Aptitude')).toBe('general-aptitude');
    expect(toStoredName('  Time   and  Work ')).toBe('time-and-work');
  });
  it('drops other characters, collapses and trims hyphens', () => {
    expect(toStoredName('Profit & Loss')).toBe('profit-loss');
    expect(toStoredName('SSC CHSL (10+2)')).toBe('ssc-chsl-102');
    expect(toStoredName('--Data -- Interpretation!--')).toBe('data-interpretation');
    expect(toStoredName('Français')).toBe('franais');
  });
  it('keeps a name that is already a slug', () => {
    expect(toStoredName('logical-reasoning')).toBe('logical-reasoning');
  });
});

describe('checkStoredName', () => {
  it('says nothing for an empty field', () => {
    expect(checkStoredName('   ', 'Topic')).toEqual({ state: 'empty' });
  });
  it('shows the stored slug and whether it differs from the typed text', () => {
    expect(checkStoredName('General Aptitude', 'Topic')).toEqual({ state: 'ok', stored: 'general-aptitude', changed: true });
    expect(checkStoredName(' general-aptitude ', 'Topic')).toEqual({ state: 'ok', stored: 'general-aptitude', changed: false });
  });
  it('refuses names without letters or digits, and names too long, as the server does', () => {
    expect(checkStoredName('!!! ---', 'Topic')).toEqual({ state: 'invalid', message: 'Topic name must contain letters or digits' });
    expect(checkStoredName('#', 'Subtopic')).toEqual({ state: 'invalid', message: 'Subtopic name must contain letters or digits' });
    expect(checkStoredName('a'.repeat(121), 'Topic')).toEqual({ state: 'invalid', message: 'Topic name must be at most 120 characters' });
    expect(checkStoredName('a'.repeat(120), 'Topic').state).toBe('ok');
  });
});
