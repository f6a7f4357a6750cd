import { describe, expect, it } from 'vitest';
import { FULL_TOOLBAR, TOOLBAR_WITHOUT_STRIKE, normaliseLinkHref } from './tools';

describe('rich-text toolbar', () => {
  it("offers the spec's tools in order, and a variant without strike", () => {
    expect(FULL_TOOLBAR).toEqual(['h1', 'h2', 'h3', 'bold', 'italic', 'underline', 'strike', 'orderedList', 'bulletList', 'link', 'clean']);
    expect(TOOLBAR_WITHOUT_STRIKE).not.toContain('strike');
    expect(TOOLBAR_WITHOUT_STRIKE).toHaveLength(10);
  });
});

describe('normaliseLinkHref', () => {
  it('keeps http, https and mailto addresses', () => {
    expect(normaliseLinkHref('https://ssc.gov.in/notice')).toBe('https://ssc.gov.in/notice');
    expect(normaliseLinkHref(' http://example.com ')).toBe('http://example.com');
    expect(normaliseLinkHref('mailto:help@example.com')).toBe('mailto:help@example.com');
  });
  it('completes bare domains and e-mail addresses', () => {
    expect(normaliseLinkHref('upsc.gov.in/exams?id=2')).toBe('https://upsc.gov.in/exams?id=2');
    expect(normaliseLinkHref('help@example.com')).toBe('mailto:help@example.com');
  });
  it('refuses other schemes, blanks and text that is not an address', () => {
    expect(normaliseLinkHref('javascript:alert(1)')).toBeNull();
    expect(normaliseLinkHref('data:text/html,<b>x</b>')).toBeNull();
    expect(normaliseLinkHref('ftp://files.example.com')).toBeNull();
    expect(normaliseLinkHref('')).toBeNull();
    expect(normaliseLinkHref('not a link')).toBeNull();
    expect(normaliseLinkHref('hello')).toBeNull();
  });
});
