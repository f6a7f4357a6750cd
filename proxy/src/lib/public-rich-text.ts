import { LRUCache } from 'lru-cache';
import { typesetMath } from './math.js';
import { sanitizeRichText } from '@exam-prep/contract/rich-text';

/*
 * Rich text as the public API serves it: cleaned here as it leaves (the CMS cleans every write and its stored rows
 * too, but a row written behind its back must still never reach a reader as markup), then typeset (lib/math.ts).
 * The browser renders it as given, with no sanitiser of its own (web/src/components/safe-html.tsx).
 */

/** Links in content open in a new tab, never hand the opener to the linked page, and pass no ranking on. */
const WITH_LINK_RULES = /<a\b([^>]*)>/gi;
function openLinksSafely(html: string): string {
  if (!html.includes('<a')) return html;
  // Safe to read with a pattern: sanitize-html's output quotes every attribute value and escapes its quotes.
  return html.replace(WITH_LINK_RULES, (_tag, attributes: string) => {
    if (!/\shref="/i.test(attributes)) return `<a${attributes}>`;
    const rest = attributes.replace(/\s(?:target|rel)="[^"]*"/gi, '');
    return `<a${rest} target="_blank" rel="noopener noreferrer nofollow">`;
  });
}

/** The cleaned HTML by its source: a popular question's fields are cleaned once per process, not per request. */
const cleaned = new LRUCache<string, string>({
  max: 20_000,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (value, key) => value.length + key.length,
});

/** The site's rich-text rules (the CMS's own, @exam-prep/contract/rich-text) with content links opening safely. */
export function sanitizePublicRichText(html: string): string {
  // Text without markup or entities has nothing to clean (most options: '25', 'Figure A').
  if (!/[<>&]/.test(html)) return html.trim();
  let result = cleaned.get(html);
  if (result === undefined) {
    result = openLinksSafely(sanitizeRichText(html));
    cleaned.set(html, result);
  }
  return result;
}

/**
 * A rich-text field of a public answer: cleaned with the site's rules, then its math typeset by KaTeX. Cleaning
 * first means KaTeX's markup (its spans, inline styles, MathML and SVG) is the only markup beyond the rules, and
 * only KaTeX can write it: stored text never keeps a <span> or a style.
 */
export function publicRichText(html: string): string;
export function publicRichText(html: string | null): string | null;
export function publicRichText(html: string | null): string | null {
  if (!html) return html;
  return typesetMath(sanitizePublicRichText(html));
}
