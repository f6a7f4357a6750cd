import type { Readable } from 'node:stream';

/**
 * A text file's lines, numbered from 1, streamed (CRLF, LF and lone CR all end a line; a leading BOM is dropped).
 * A line is kept to `maxLineChars + 1` characters at most, the rest dropped as it comes: a file of one 500 MB line
 * costs no memory, and the line is still long enough for the checks to report it too long.
 */
export async function* textLines(open: () => Promise<Readable>, maxLineChars: number): AsyncGenerator<{ text: string; line: number }> {
  const input = await open();
  input.setEncoding('utf8');
  const keep = maxLineChars + 1;
  let line = 0;
  let current = '';
  let afterCr = false;
  const finish = () => {
    line++;
    const text = line === 1 ? current.replace(/^\uFEFF/, '') : current;
    current = '';
    return { text, line };
  };
  try {
    for await (const chunk of input as AsyncIterable<string>) {
      let start = 0;
      for (let index = 0; index < chunk.length; index++) {
        const char = chunk.charCodeAt(index);
        if (char !== 10 && char !== 13) continue;
        // The LF of a CRLF (even one split across chunks) ends nothing more.
        if (char === 10 && afterCr && index === start) {
          afterCr = false;
          start = index + 1;
          continue;
        }
        current = append(current, chunk.slice(start, index), keep);
        yield finish();
        afterCr = char === 13;
        start = index + 1;
      }
      if (start < chunk.length) {
        current = append(current, chunk.slice(start), keep);
        afterCr = false;
      }
    }
    if (current !== '') yield finish();
  } finally {
    input.destroy();
  }
}

function append(current: string, text: string, keep: number): string {
  if (current.length >= keep) return current;
  const joined = current + text;
  return joined.length > keep ? joined.slice(0, keep) : joined;
}

/** Text kept to `keep` characters at most: what a reader holds of an over-long cell. */
export const clipText = (text: string, keep: number) => (text.length > keep ? text.slice(0, keep) : text);

/** Plain text as HTML text: the characters HTML would read as markup, escaped. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
