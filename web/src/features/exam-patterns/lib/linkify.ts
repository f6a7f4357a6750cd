export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

/**
 * Splits plain text into text and http(s) links, so a resource like 'SSC — https://ssc.gov.in' can be
 * clicked. Only http and https addresses become links; a trailing full stop or bracket is left out.
 */
export function linkifyText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  const pattern = /https?:\/\/[^\s<>"']+/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    let href = match[0];
    const trailing = /[.,;:!?)\]]+$/.exec(href)?.[0] ?? '';
    href = href.slice(0, href.length - trailing.length);
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href, text: href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
