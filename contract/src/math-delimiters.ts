/**
 * Where the math is in a piece of text: the one delimiter rule of the proxy's typesetting (proxy/src/lib/math.ts)
 * and the admin editor's live preview. Authors write LaTeX between `$…$` or `\(…\)` (inline) and `$$…$$` or
 * `\[…\]` (display). Dependency-free.
 *
 * A `$` in ordinary prose stays a dollar: as in Pandoc, an inline `$…$` opens only before a non-space character and
 * closes only after one, and the closing `$` is not followed by a digit. So "$5 and $10" and "US$5 to US$10" are
 * text, while "$x^2$" and "$2^{10}$" are math. `\$` is a dollar sign that never delimits (the backslash is dropped
 * outside math and kept inside it, where it is TeX's own `\$`).
 */

export type MathSegment = { type: 'text'; text: string } | { type: 'math'; tex: string; display: boolean; source: string };

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Index of `closer` at or after `from`, skipping backslash escapes (`\$`, `\\`…), or -1. */
function findCloser(text: string, from: number, closer: string): number {
  for (let at = from; at < text.length; at++) {
    if (text.startsWith(closer, at)) return at;
    if (text[at] === '\\') at++;
  }
  return -1;
}

/**
 * The closing `$` of an inline formula opened just before `from`, by the rules above, or -1. The first unescaped
 * `$` decides: a formula holds none (so in "$5 and $10, or $x$" only `x` is math), a `$$` never closes one, and an
 * inline formula never runs past a blank line.
 */
function findInlineDollar(text: string, from: number): number {
  for (let at = from; at < text.length; at++) {
    const char = text[at];
    if (char === '\\') {
      at++;
      continue;
    }
    if (char === '\n' && /^\n[^\S\n]*\n/.test(text.slice(at, at + 64))) return -1;
    if (char !== '$') continue;
    return text[at + 1] !== '$' && at > from && !isSpace(text[at - 1]) && !isDigit(text[at + 1]) ? at : -1;
  }
  return -1;
}

/**
 * The text split into prose and formulas, in order; adjacent prose is one segment. `source` is the formula as
 * written, delimiters included. Formulas with nothing but spaces inside are prose.
 */
export function findMath(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let prose = '';
  const pushMath = (tex: string, display: boolean, source: string) => {
    if (prose) segments.push({ type: 'text', text: prose });
    prose = '';
    segments.push({ type: 'math', tex, display, source });
  };
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    const next = text[at + 1];
    if (char === '\\' && (next === '(' || next === '[')) {
      const closer = next === '(' ? '\\)' : '\\]';
      const end = findCloser(text, at + 2, closer);
      if (end !== -1 && text.slice(at + 2, end).trim()) {
        pushMath(text.slice(at + 2, end), next === '[', text.slice(at, end + 2));
        at = end + 2;
        continue;
      }
    } else if (char === '\\' && next === '$') {
      prose += '$';
      at += 2;
      continue;
    } else if (char === '\\' && next !== undefined) {
      // Any other escape is kept as written (and never starts a formula: `\\(` is a backslash and a parenthesis).
      prose += char + next;
      at += 2;
      continue;
    } else if (char === '$' && next === '$') {
      const end = findCloser(text, at + 2, '$$');
      if (end !== -1 && text.slice(at + 2, end).trim()) {
        pushMath(text.slice(at + 2, end), true, text.slice(at, end + 2));
        at = end + 2;
        continue;
      }
      prose += '$$';
      at += 2;
      continue;
    } else if (char === '$' && next !== undefined && !isSpace(next)) {
      const end = findInlineDollar(text, at + 1);
      if (end !== -1) {
        pushMath(text.slice(at + 1, end), false, text.slice(at, end + 1));
        at = end + 1;
        continue;
      }
    }
    prose += char;
    at++;
  }
  if (prose) segments.push({ type: 'text', text: prose });
  return segments;
}

/** True when the text may hold a formula: a cheap test before parsing anything. */
export const mayHoldMath = (text: string): boolean => text.includes('$') || text.includes('\\(') || text.includes('\\[');
