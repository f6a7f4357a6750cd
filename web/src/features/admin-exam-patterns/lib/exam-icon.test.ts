import { describe, expect, it } from 'vitest';
import { examIcon } from './exam-icon';

const kind = (name: string) => examIcon(name).kind;

describe('examIcon', () => {
  it('picks the icon by keyword, in any case', () => {
    expect(kind('SSC CGL')).toBe('ssc');
    expect(kind('RRB NTPC')).toBe('rrb');
    expect(kind('IBPS Bank PO')).toBe('bank');
    expect(kind('UPSC Civil Services')).toBe('upsc');
    expect(kind('Defence Services (CDS)')).toBe('defence');
    expect(kind('Engineering Services')).toBe('engineering');
    expect(kind('JEE Main')).toBe('engineering');
    expect(kind('Medical Officer')).toBe('medical');
    expect(kind('NEET UG')).toBe('medical');
  });
  it('uses the default for other names and for a missing name', () => {
    expect(kind('CAT')).toBe('default');
    expect(kind('')).toBe('default');
    expect(examIcon(undefined)).toEqual({ icon: '📚', kind: 'default' });
  });
  it('checks the keywords in the listed order', () => {
    expect(kind('SSC and Bank combined')).toBe('ssc');
    expect(kind('State Bank RRB')).toBe('rrb');
  });
  it('gives each kind its own icon', () => {
    const icons = ['ssc', 'rrb', 'bank', 'upsc', 'defence', 'jee', 'neet', 'other'].map((name) => examIcon(name).icon);
    expect(new Set(icons).size).toBe(icons.length);
  });
});
