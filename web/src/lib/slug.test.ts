import { describe, expect, it } from 'vitest';
import { followingSlug, loadedSlug, slugAfterNameChange, slugAfterSlugInput, slugify } from './slug';

describe('slugify (admin spec §4)', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('SSC CGL')).toBe('ssc-cgl');
    expect(slugify('Python Essentials')).toBe('python-essentials');
  });
  it('drops characters other than letters, digits, spaces and hyphens', () => {
    expect(slugify('SSC CHSL (10+2)')).toBe('ssc-chsl-102');
    expect(slugify('C++ & C#: Tips!')).toBe('c-c-tips');
    expect(slugify('IBPS PO 2025')).toBe('ibps-po-2025');
  });
  it('collapses repeated spaces and hyphens into one hyphen', () => {
    expect(slugify('RRB   NTPC')).toBe('rrb-ntpc');
    expect(slugify('a -- b')).toBe('a-b');
    expect(slugify('Git---Basics')).toBe('git-basics');
  });
  it('keeps a trailing hyphen while the name is still being typed', () => {
    expect(slugify('SSC ')).toBe('ssc-');
  });
  it('gives an empty slug for a name without letters or digits', () => {
    expect(slugify('!!!')).toBe('');
    expect(slugify('')).toBe('');
  });
});

describe('the slug follows the name until the admin types in it', () => {
  it('follows every name change on a create form', () => {
    let field = followingSlug();
    expect(field).toEqual({ slug: '', edited: false });
    field = slugAfterNameChange(field, 'SSC');
    field = slugAfterNameChange(field, 'SSC CGL Tier 1');
    expect(field).toEqual({ slug: 'ssc-cgl-tier-1', edited: false });
  });
  it('stops following once the admin typed in the slug field, even after clearing it', () => {
    let field = slugAfterNameChange(followingSlug(), 'SSC CGL');
    field = slugAfterSlugInput('my-own-slug');
    expect(slugAfterNameChange(field, 'Something Else')).toEqual({ slug: 'my-own-slug', edited: true });
    field = slugAfterSlugInput('');
    expect(slugAfterNameChange(field, 'Another Name')).toEqual({ slug: '', edited: true });
  });
  it('never auto-updates a loaded slug on an edit form', () => {
    const field = loadedSlug('ssc-cgl');
    expect(slugAfterNameChange(field, 'SSC CGL 2026')).toEqual({ slug: 'ssc-cgl', edited: true });
  });
});
