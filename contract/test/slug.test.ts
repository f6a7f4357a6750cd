import { describe, expect, it } from 'vitest';
import { slugify } from '#src/slug.js';

describe('slugify (admin spec §4, as the proxy stores slugs and topic names)', () => {
  it('lowercases, drops other characters, turns spaces into single hyphens', () => {
    expect(slugify('SSC CGL')).toBe('ssc-cgl');
    expect(slugify('SSC CHSL (10+2)')).toBe('ssc-chsl-102');
    expect(slugify('C++ & C#: Tips!')).toBe('c-c-tips');
    expect(slugify('RRB   NTPC')).toBe('rrb-ntpc');
    expect(slugify('Git---Basics')).toBe('git-basics');
    expect(slugify('General Aptitude')).toBe('general-aptitude');
  });

  it('trims spaces and hyphens at either end', () => {
    expect(slugify('  Hello!  ')).toBe('hello');
    expect(slugify('-a -- b-')).toBe('a-b');
  });

  it('keeps ASCII letters and digits only (Strapi uid fields take nothing else)', () => {
    expect(slugify('Café Ünïcode 2025')).toBe('caf-ncode-2025');
    expect(slugify('हिंदी')).toBe('');
  });
});
