import { Parser } from 'htmlparser2';
import { htmlTextCollector, withRupeeSigns, type HtmlTextOptions } from './html-text-rules.js';
import { texToPlain } from './plain-math.js';

export type { HtmlTextOptions } from './html-text-rules.js';

/**
 * Rich-text HTML as the plain text a reader sees, read by a real HTML parser (htmlparser2, as sanitize-html reads it):
 * tags dropped, every HTML character reference decoded, scripts and styles left out, blocks separated, typeset math
 * made plain (html-text-rules.ts).
 * For the servers (the CMS, the proxy's exports and AI prompt), which read any HTML an editor or an import stored.
 * The browser reads the rich text the API serves with html-text-light.ts, which keeps htmlparser2's entity tables
 * out of the pages a phone downloads.
 */
export function htmlToText(html: string | null | undefined, options: HtmlTextOptions = {}): string {
  if (!html) return '';
  // The servers' texts (titles, search, exports, prompts) read math made plain unless told otherwise.
  const collector = htmlTextCollector({ mathText: texToPlain, ...options });
  const parser = new Parser(collector, { decodeEntities: true });
  parser.write(withRupeeSigns(html));
  parser.end();
  return collector.text();
}
