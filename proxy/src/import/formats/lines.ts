import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** A text file's lines, numbered from 1, streamed (CRLF, LF and lone CR all end a line; a leading BOM is dropped). */
export async function* textLines(open: () => Promise<Readable>): AsyncGenerator<{ text: string; line: number }> {
  const input = await open();
  input.setEncoding('utf8');
  const reader = createInterface({ input, crlfDelay: Infinity });
  let line = 0;
  try {
    for await (const text of reader) {
      line++;
      yield { text: line === 1 ? text.replace(/^\uFEFF/, '') : text, line };
    }
  } finally {
    reader.close();
    input.destroy();
  }
}

/** Plain text as HTML text: the characters HTML would read as markup, escaped. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
