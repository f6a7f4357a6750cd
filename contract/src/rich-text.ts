/*
 * The site's rich-text rules, one copy for the proxy (admin writes, blank-text checks) and the CMS (every write
 * through its document service, and the stored rows): both clean text alike, so what one stores the other keeps.
 */
import sanitizeHtml from 'sanitize-html';

/**
 * A picture in rich text must be one of the site's own uploads (the panel's editor inserts them from Strapi's
 * media library as `<CMS address>/uploads/…`): kept as the path the site serves, `/uploads/<file>`, so it
 * works on every host; a picture from anywhere else (tracking pixels, hot-linked images) is removed.
 */
const OWN_UPLOAD = /^(?:https?:\/\/[^/?#]+)?(\/uploads\/(?![^?#]*\.\.)[^?#\s"'<>]+)$/i;

/**
 * What the admin editors' toolbars produce (headers 1-3, bold, italic, underline, strike, lists, links, code,
 * pictures from the media library) plus sup/sub for maths and plain tables. Everything else goes: scripts, event
 * handlers, style attributes, iframes, other images, forms, javascript: and data: URLs. Text inside a removed tag
 * is kept, except inside script/style-like tags.
 */
export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'sup',
    'sub',
    // Reference tables (normal forms, schedules of the Constitution...) in cheatsheet text.
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'img',
    // Quill 2's code blocks: a div.ql-code-block-container holding one div.ql-code-block per line (FAQ answers,
    // code-question texts); their public pages turn them into highlighted code.
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    img: ['src', 'alt', 'width', 'height'],
    // Quill 2 marks bullet items of its single <ol> this way; without it bullets would turn into numbers.
    li: [{ name: 'data-list', multiple: false, values: ['bullet', 'ordered'] }],
    // The language a Quill code line was typed in (plain text; highlighting reads it).
    div: ['data-language'],
    // Alignment, indentation and code-block classes of the editor; classes cannot run code.
    '*': ['class'],
  },
  allowedClasses: { '*': ['ql-align-*', 'ql-indent-*', 'ql-syntax', 'ql-direction-rtl', 'ql-code-block-container', 'ql-code-block'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these is never text a reader should see.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'embed',
    'template',
    'xmp',
    'noembed',
    'noframes',
  ],
  // A picture that is not one of the site's uploads has lost its src below, and goes.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    img: (tagName, attribs) => {
      const src = OWN_UPLOAD.exec(attribs.src ?? '')?.[1];
      const size = (value: string | undefined) => (value && /^\d{1,4}$/.test(value) ? value : undefined);
      const kept: Record<string, string | undefined> = {
        src,
        alt: attribs.alt ?? '',
        width: size(attribs.width),
        height: size(attribs.height),
      };
      return {
        tagName,
        attribs: Object.fromEntries(Object.entries(kept).filter((entry): entry is [string, string] => entry[1] !== undefined)),
      };
    },
    // Only new-tab links keep a target, and they never hand the opener to the linked page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href !== undefined ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
};

/** Text with none of these has no tag and no entity: sanitize-html would give it back unchanged (trimmed). */
const MARKUP_OR_ENTITY = /[<>&]/;
/** A guard against a parser quirk that would never settle; clean input takes one pass, dirty input two. */
const MAX_PASSES = 3;

/**
 * Safe HTML for a rich-text field (question, explanation, text option, cheatsheet text). Its output is a fixed
 * point: sanitising it again changes nothing, so what is stored is exactly what a client would get after
 * cleaning it once more itself.
 */
export function sanitizeRichText(html: string): string {
  if (!MARKUP_OR_ENTITY.test(html)) return html.trim();
  let current = html;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = sanitizeHtml(current, RICH_TEXT_OPTIONS).trim();
    if (next === current) return next;
    current = next;
  }
  return current;
}

/** True when rich text shows nothing to read ('', '<p><br></p>', '<p> </p>'...). */
export function isBlankRichText(html: string | null | undefined): boolean {
  if (!html) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|\u00a0/g, ' ').trim() === '';
}
