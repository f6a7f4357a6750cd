const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The project's one HTML escaper, for the proxy's pages and the web app alike: text made safe for HTML or XML
 * element content and quoted attribute values.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * JSON for inside a <script type="application/ld+json"> element: `<`, `>` and `&` escaped as \u003c… (so no
 * text can close the element or open a comment) and the line separators JavaScript parsers once choked on.
 * JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
