/** A run of a result's snippet: plain text, and whether it is a matched word (shown in <mark>). */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text an escaped HTML string stands for: named (the common ones) and numeric character references. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is never text to show. */
const DROPPED_WITH_CONTENT = /<(script|style|template|iframe|noscript|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Any tag or comment. */
const TAG = /<!--[\s\S]*?-->|<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi;

/**
 * A snippet (HTML in which only <mark> is markup: the API escapes everything else) as text runs, marked or not.
 * The page renders these as React text and <mark> elements, never as innerHTML: only <mark> can come through,
 * whatever the string holds, every other tag is dropped, and the result is the same on the server and in the
 * browser (a DOM-based sanitiser such as DOMPurify passes HTML through untouched where there is no DOM).
 */
export function parseSnippet(html: string): SnippetPart[] {
  const source = html.replace(DROPPED_WITH_CONTENT, '');
  const parts: SnippetPart[] = [];
  let depth = 0;
  const push = (raw: string) => {
    const text = decodeEntities(raw);
    if (!text) return;
    const marked = depth > 0;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let at = 0;
  for (const match of source.matchAll(TAG)) {
    push(source.slice(at, match.index));
    at = match.index + match[0].length;
    if (match[1]?.toLowerCase() !== 'mark' || match[0].endsWith('/>')) continue;
    depth = match[0].startsWith('</') ? Math.max(0, depth - 1) : depth + 1;
  }
  push(source.slice(at));
  return parts;
}
