import { describe, expect, it } from 'vitest';
import { truncate } from './text';

describe('truncate', () => {
  it('leaves short descriptions alone (whitespace tidied)', () => {
    expect(truncate('Everyday  git\ncommands', 60)).toBe('Everyday git commands');
  });
  it('cuts long ones at a word with an ellipsis', () => {
    expect(truncate('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox...');
  });
  it('drops punctuation left at the cut before the ellipsis', () => {
    expect(truncate('The Git commands you use every day, setting up', 35)).toBe('The Git commands you use every day...');
  });
  it('cuts inside a long word when there is no space near the end', () => {
    expect(truncate('Supercalifragilisticexpialidocious', 10)).toBe('Supercalif...');
  });
});
