import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import { TableKit } from '@tiptap/extension-table';

/**
 * What a link may point to: http(s) and mailto addresses, the only ones the CMS's sanitiser keeps
 * (src/sanitize/rich-text.ts). A bare 'example.com/page' gets https:// and an e-mail address mailto:; anything
 * else (javascript:, data:, ftp:, words) is null.
 */
export function safeLinkHref(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^mailto:[^@\s]+@[^@\s]+$/i.test(text)) return text;
  if (/^[^@\s/:]+@[^@\s/]+\.[^@\s/]+$/.test(text)) return `mailto:${text}`;
  if (/^https?:\/\/[^/\s?#]+/i.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  if (/^[^/\s]+\.[a-z]{2,}([/?#:].*)?$/i.test(text)) return `https://${text}`;
  return null;
}

/**
 * The editor's schema: exactly what the sanitiser keeps, so nothing an editor makes is silently stripped on save
 * and nothing stored is lost when a text is edited. No quotes or rules (the sanitiser drops them); h1 is kept for
 * stored content although the toolbar offers h2 and h3 only (a page has its own h1).
 */
export const RICH_TEXT_EXTENSIONS: Extensions = [
  StarterKit.configure({
    blockquote: false,
    horizontalRule: false,
    // It would append an empty paragraph after a final table or code block: opening a text must not change it.
    trailingNode: false,
    heading: { levels: [1, 2, 3] },
    link: {
      openOnClick: false,
      autolink: false,
      linkOnPaste: true,
      isAllowedUri: (url) => safeLinkHref(url) === url,
      // Stored links keep what they have; new links get target and rel from the link panel.
      HTMLAttributes: { target: null, rel: null, class: null },
    },
  }),
  Superscript,
  Subscript,
  // Inside paragraphs, as stored content has them (a block image would split the paragraph around it).
  Image.configure({ inline: true, allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
];
