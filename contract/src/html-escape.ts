const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The project's one HTML escaper, for the proxy's pages and the web app alike: text made safe for HTML or XML
 * element content and quoted attribute values.
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
