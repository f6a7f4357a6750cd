import { escapeHtml } from '@exam-prep/contract/html-escape';

/**
 * The model's light markdown → safe HTML: **bold**, *italic* / _italic_, blank-line paragraphs and single line
 * breaks. Everything is HTML-escaped first, so the only tags in the output are the ones made here
 * (<p>, <br>, <strong>, <em>): model output can never inject markup.
 */
export function lightMarkdownToHtml(markdown: string): string {
  return markdown
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
    .join('');
}
