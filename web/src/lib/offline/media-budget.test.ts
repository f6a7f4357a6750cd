import { describe, expect, it } from 'vitest';
import { budgetOf, DEFAULT_MEDIA_BUDGET_BYTES, entriesToEvict } from './media-budget';

describe('the media byte budget', () => {
  it('evicts the least recently used until the rest fits', () => {
    const entries = {
      '/uploads/a.png': { bytes: 40, lastUsed: 3 },
      '/uploads/b.png': { bytes: 30, lastUsed: 1 },
      '/uploads/c.png': { bytes: 20, lastUsed: 2 },
      '/katex/fonts/d.woff2': { bytes: 10, lastUsed: 4 },
    };
    expect(entriesToEvict(entries, 100)).toEqual([]);
    expect(entriesToEvict(entries, 70)).toEqual(['/uploads/b.png']);
    expect(entriesToEvict(entries, 50)).toEqual(['/uploads/b.png', '/uploads/c.png']);
    expect(entriesToEvict(entries, 45)).toEqual(['/uploads/b.png', '/uploads/c.png', '/uploads/a.png']);
    expect(entriesToEvict(entries, 0)).toHaveLength(4);
  });

  it('reads a stored budget, or 50 MB when none or a bad one is stored', () => {
    expect(DEFAULT_MEDIA_BUDGET_BYTES).toBe(52_428_800);
    expect(budgetOf(10_000_000)).toBe(10_000_000);
    expect(budgetOf(undefined)).toBe(DEFAULT_MEDIA_BUDGET_BYTES);
    expect(budgetOf(-1)).toBe(DEFAULT_MEDIA_BUDGET_BYTES);
    expect(budgetOf('5')).toBe(DEFAULT_MEDIA_BUDGET_BYTES);
  });
});
