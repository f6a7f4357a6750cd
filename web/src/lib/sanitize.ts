import DOMPurify, { type Config } from 'dompurify';

let serverSanitizer: ((html: string) => string) | undefined;

/**
 * Server rendering has no DOM for DOMPurify: the proxy hands in its own sanitiser (sanitize-html with the site's
 * rich-text rules and KaTeX's markup, proxy/src/lib/math.ts), which the CMS already applied to every stored row.
 */
export function setServerSanitizer(sanitize: (html: string) => string) {
  serverSanitizer = sanitize;
}

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
  if (serverSanitizer) return serverSanitizer(html);
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
