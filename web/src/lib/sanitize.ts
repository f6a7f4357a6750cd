import DOMPurify, { type Config } from 'dompurify';

/**
 * HTML that does not come from the public API is cleaned with this before it is shown: a student's own notes, the
 * admin editors' text, their math preview. (The public API's rich text arrives cleaned by the proxy and is shown as
 * given: components/safe-html.tsx.) The toolbar's formatting survives; scripts, event handlers, javascript: links,
 * iframes and styles do not.
 * `extra` widens the rules for one call (typeset math in the admin preview: components/rich-text/math-sanitize.ts).
 */
export function sanitizeHtml(html: string | null | undefined, extra?: Config): string {
  if (!html) return '';
  // Plain text (most options: '25', 'Figure A') has no '<', so no element or attribute to remove: skip the
  // parse. On a practice page that is most of its ~50 fields, a third of its main-thread time on a cheap phone.
  if (!html.includes('<')) return html;
  // Without a DOM (a server render) DOMPurify cannot clean, and would hand the text back as it came: show nothing
  // instead. Nothing a server-rendered page shows comes through here (notes live in the browser's storage).
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'iframe', 'form', 'input', 'textarea', 'select', 'button', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ...extra,
  });
}

// Links in content open safely in a new tab. (Without a DOM, on the server, DOMPurify is an empty shell.)
DOMPurify.addHook?.('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  }
});
