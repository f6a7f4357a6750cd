import { escapeHtml } from '@exam-prep/contract/html-escape';
import { findMath } from '@exam-prep/contract/math-delimiters';

/** Marks a formula's place while the markdown is read: NUL, number, NUL (NULs are dropped from the model's text). */
const FORMULA = /\u0000(\d+)\u0000/g;

/**
 * The model's light markdown → safe HTML: **bold**, *italic* / _italic_, blank-line paragraphs and single line
 * breaks. Everything is HTML-escaped first, so the only tags in the output are the ones made here
 * (<p>, <br>, <strong>, <em>): model output can never inject markup. Formulas (`$…$`, `\(…\)`, `$$…$$`, `\[…\]`)
 * are kept as written, so `$a_1 * b_2$` is not read as italics; the public API typesets them (lib/math.ts).
 */
export function lightMarkdownToHtml(markdown: string): string {
  const formulas: string[] = [];
  // A dollar that is not a formula's is written `\$`, which never delimits one, so no markdown change can make it one.
  const marked = findMath(markdown.replace(/\u0000/g, ''))
    .map((segment) => (segment.type === 'math' ? `\u0000${formulas.push(segment.source) - 1}\u0000` : segment.text.replace(/\$/g, '\\$')))
    .join('');
  return marked
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const inline = escapeHtml(paragraph)
        .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
        .replace(/__(.+?)__/g, '<strong>$1</strong>')
        .replace(/(^|[^*\w])\*(?!\s)(.+?)(?<!\s)\*(?!\*)/g, '$1<em>$2</em>')
        .replace(/(^|[^_\w])_(?!\s)(.+?)(?<!\s)_(?!\w)/g, '$1<em>$2</em>')
        .replace(/\n/g, '<br>');
      return `<p>${inline}</p>`;
    })
    .join('')
    .replace(FORMULA, (_marker, index: string) => escapeHtml(formulas[Number(index)] ?? ''));
}
