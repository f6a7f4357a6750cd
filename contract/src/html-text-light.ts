import { htmlTextCollector, withRupeeSigns, type HtmlTextHandler, type HtmlTextOptions } from './html-text-rules.js';

export type { HtmlTextOptions } from './html-text-rules.js';

/**
 * Rich-text HTML as plain text with the same rules as htmlToText (html-text.ts), read by a small tokenizer instead
 * of htmlparser2, whose entity tables would add ~27 KB (gzipped) to the pages a phone downloads. Enough for the
 * HTML the site itself writes (sanitised rich text, KaTeX markup): tags with quoted attributes, comments, scripts
 * and styles, the character references such HTML holds (numeric ones and &amp; &lt; &gt; &quot; &apos; &nbsp;).
 * An unknown or invalid reference stays as written.
 */
export function htmlToTextLight(html: string | null | undefined, options: HtmlTextOptions = {}): string {
  if (!html) return '';
  const collector = htmlTextCollector(options);
  tokenize(withRupeeSigns(html), collector);
  return collector.text();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi;

/** HTML's character references decoded (the common named ones and every numeric one). */
function decodeCommonEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/** A start or end tag; quoted attribute values may hold ">". */
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
/** Elements whose content is not markup: everything up to their end tag is their text. */
const RAW_TEXT = new Set(['script', 'style']);

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (source.trim() === '' || source.trim() === '/') return attributes;
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const key = name!.toLowerCase();
    if (!(key in attributes)) attributes[key] = decodeCommonEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}

function tokenize(html: string, handler: HtmlTextHandler): void {
  const text = (chunk: string) => chunk && handler.ontext(decodeCommonEntities(chunk));
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt === -1) {
      text(html.slice(at));
      return;
    }
    text(html.slice(at, lt));
    if (html.startsWith('<!--', lt) || html[lt + 1] === '!' || html[lt + 1] === '?') {
      // A comment, a doctype or a processing instruction: nothing a reader sees.
      const end = html.startsWith('<!--', lt) ? html.indexOf('-->', lt + 4) : html.indexOf('>', lt);
      at = end === -1 ? html.length : end + (html.startsWith('<!--', lt) ? 3 : 1);
      continue;
    }
    TAG.lastIndex = lt;
    const tag = TAG.exec(html);
    if (!tag) {
      // "a < b": a "<" that starts no tag is text.
      text('<');
      at = lt + 1;
      continue;
    }
    at = TAG.lastIndex;
    const [, slash, rawName, rest] = tag;
    const name = rawName!.toLowerCase();
    if (slash) {
      handler.onclosetag(name);
      continue;
    }
    handler.onopentag(name, attributesOf(rest!));
    if (VOID.has(name) || rest!.trimEnd().endsWith('/')) handler.onclosetag(name);
    else if (RAW_TEXT.has(name)) {
      const end = html.slice(at).search(new RegExp(`</${name}[\\s/>]`, 'i'));
      const stop = end === -1 ? html.length : at + end;
      handler.ontext(html.slice(at, stop));
      at = stop;
    }
  }
}
