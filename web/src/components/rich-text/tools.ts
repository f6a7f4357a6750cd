/**
 * The admin rich-text toolbar (admin spec §5): headers 1–3, bold, italic, underline, strike, ordered and
 * bullet lists, link and clean. Kept apart from the editor so a screen can pick its tools without loading it.
 */
export type RichTextTool =
  | 'h1'
  | 'h2'
  | 'h3'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'orderedList'
  | 'bulletList'
  | 'link'
  | 'clean'
  // The students' notes also quote, write code and undo (public spec: the notes widget's rich text).
  | 'blockquote'
  | 'codeBlock'
  | 'undo'
  | 'redo';

/** Every tool, in toolbar order. */
export const FULL_TOOLBAR: readonly RichTextTool[] = [
  'h1',
  'h2',
  'h3',
  'bold',
  'italic',
  'underline',
  'strike',
  'orderedList',
  'bulletList',
  'link',
  'clean',
];

/** The notes widget's toolbar (one heading level: a note is short). */
export const NOTES_TOOLBAR: readonly RichTextTool[] = [
  'bold',
  'italic',
  'underline',
  'h3',
  'bulletList',
  'orderedList',
  'blockquote',
  'codeBlock',
  'undo',
  'redo',
];

/** The spec's forms "without strike". */
export const TOOLBAR_WITHOUT_STRIKE: readonly RichTextTool[] = FULL_TOOLBAR.filter((tool) => tool !== 'strike');

/**
 * What the link field accepts: http(s) and mailto addresses (the server keeps no other link). A bare
 * 'example.com/page' gets https:// in front; an e-mail address gets mailto:. Anything else is null.
 */
export function normaliseLinkHref(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(text)) return text;
  if (/^[^@\s/:]+@[^@\s/]+\.[^@\s/]+$/.test(text)) return `mailto:${text}`;
  if (/^https?:\/\/[^/\s]+\.[^/\s]*/i.test(text) || /^https?:\/\/localhost(:\d+)?(\/|$)/i.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null; // another scheme: javascript:, data:, ftp:...
  if (/^[^/\s]+\.[a-z]{2,}([/?#:].*)?$/i.test(text)) return `https://${text}`;
  return null;
}
