/**
 * What rich-text HTML reads as plain text, one set of rules for every reader of it: the CMS's question titles and
 * search texts, the AI prompt, the Aiken export, the structured data and the web app's blank checks. The rules read
 * a parser's events (named as htmlparser2 names them), so the server's parser (html-text.ts) and the browser's small
 * tokenizer (html-text-light.ts) give the same text. Parser-free and dependency-free, so the browser can load it.
 */

export interface HtmlTextOptions {
  /** A line per block (paragraph, heading, list item, table row, `<br>`) instead of one line. */
  lines?: boolean;
  /** `x<sup>2</sup>` read `x^2` (how a language model reads a power) instead of `x2`. */
  caretSuperscripts?: boolean;
  /** With `lines`: a `<pre>` block keeps its spaces (code's indentation) instead of having them collapsed. */
  keepPreformatted?: boolean;
  /**
   * How a typeset formula's TeX source reads (plain-math.ts's texToPlain: `x^2` → `x²`); default, the source as
   * written. An option, so a reader that needs no readable math (a slug, a blank check) keeps plain-math's ~4 KB
   * out of the browser's chunks.
   */
  mathText?: (tex: string) => string;
}

/** The parser events the rules read. */
export interface HtmlTextHandler {
  onopentag(name: string, attributes: Record<string, string>): void;
  onclosetag(name: string): void;
  ontext(text: string): void;
}

/** Elements that start a new line (a space when the text is one line). */
const LINE_BREAKING = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table tbody tfoot thead tr ul'.split(
    ' ',
  ),
);
/** Elements that separate words without ending a line: "<td>a</td><td>b</td>" reads "a b", "H<sub>2</sub>O" stays "H2O". */
const WORD_BREAKING = new Set(['td', 'th', 'img', 'caption']);
/** Elements whose content is not text a reader sees. */
const INVISIBLE = new Set(['script', 'style', 'template', 'noscript']);

/** `&rupee;` is no HTML character reference, but editors type it for ₹: both readers read it as one. */
export const withRupeeSigns = (html: string) => (html.includes('&') ? html.replace(/&rupee;/gi, '&#8377;') : html);

const hasClass = (attributes: Record<string, string>, name: string) => (attributes.class ?? '').split(/\s+/).includes(name);

interface OpenElement {
  name: string;
  hides: boolean;
  math: boolean;
  tex: boolean;
}

/** Stand-ins for a `<pre>` block's spaces and tabs while white space is collapsed (private-use characters). */
const PRE_SPACE = '\ue000';
const PRE_TAB = '\ue001';
const PRE_WHITE_SPACE = /[ \t]/g;
const preWhiteSpace = (char: string) => (char === ' ' ? PRE_SPACE : PRE_TAB);

/**
 * The rules as a parser's handler; `text()` gives what was read. Typeset math (the public API's KaTeX markup) reads
 * as its TeX source (made plain by `mathText`): the MathML's annotation, or a failed formula's source, while the
 * visual rendering (`katex-html`, hidden from screen readers) is dropped, so `$x^2$` reads `x²`, not `x2x^2x2`.
 */
export function htmlTextCollector(options: HtmlTextOptions = {}): HtmlTextHandler & { text(): string } {
  const out: string[] = [];
  const open: OpenElement[] = [];
  let hidden = 0;
  let inMath = 0;
  let inPre = 0;
  const keepPre = Boolean(options.lines && options.keepPreformatted);
  let tex: string | null = null;
  const visible = () => hidden === 0 && inMath === 0 && tex === null;
  const breakAt = (name: string) => {
    if (!visible()) return;
    if (LINE_BREAKING.has(name)) out.push(options.lines ? '\n' : ' ');
    else if (WORD_BREAKING.has(name)) out.push(' ');
  };
  const close = (element: OpenElement) => {
    if (element.tex && tex !== null) {
      const source = tex;
      tex = null;
      if (hidden === 0) out.push(options.mathText ? options.mathText(source) : source);
    }
    if (element.hides) hidden--;
    if (element.math) inMath--;
    if (element.name === 'pre') inPre--;
  };

  return {
    onopentag(rawName, attributes) {
      const name = rawName.toLowerCase();
      breakAt(name);
      if (name === 'sup' && options.caretSuperscripts && visible()) out.push('^');
      const element: OpenElement = {
        name,
        hides: INVISIBLE.has(name) || (name === 'span' && hasClass(attributes, 'katex-html')),
        math: name === 'math',
        tex:
          tex === null &&
          ((name === 'annotation' && attributes.encoding === 'application/x-tex') ||
            (name === 'span' && hasClass(attributes, 'katex-error'))),
      };
      open.push(element);
      if (element.hides) hidden++;
      if (element.math) inMath++;
      if (element.tex) tex = '';
      if (name === 'pre') inPre++;
    },
    onclosetag(rawName) {
      const name = rawName.toLowerCase();
      let index = open.length - 1;
      while (index >= 0 && open[index]!.name !== name) index--;
      // Elements left open inside it end with it.
      while (index >= 0 && open.length > index) close(open.pop()!);
      breakAt(name);
    },
    ontext(text) {
      if (tex !== null) tex += text;
      else if (visible()) out.push(keepPre && inPre > 0 ? text.replace(PRE_WHITE_SPACE, preWhiteSpace) : text);
    },
    text() {
      const read = out.join('');
      if (!options.lines) return read.replace(/\s+/g, ' ').trim();
      return read
        .split(/\r\n|\r|\n/)
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .map((line) => (keepPre ? line.replaceAll(PRE_SPACE, ' ').replaceAll(PRE_TAB, '\t').trimEnd() : line))
        .filter((line) => line !== '')
        .join('\n');
    },
  };
}
