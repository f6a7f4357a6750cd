import katex from 'katex';
import 'katex/contrib/mhchem';
import { Parser } from 'htmlparser2';
import { LRUCache } from 'lru-cache';
import { escapeHtml } from '@exam-prep/contract/html-escape';
import { KATEX_OPTIONS, MATH_ERROR_COLOR } from '@exam-prep/contract/katex-markup';
import { findMath, mayHoldMath } from '@exam-prep/contract/math-delimiters';

/*
 * Math in rich text, typeset on the server: the API answers carry KaTeX's HTML (and MathML for screen readers), so
 * KaTeX's code never reaches a student's phone, only its stylesheet and the fonts a page uses
 * (web-app/math-styles.ts). Stored rich text keeps the author's LaTeX; it is typeset when the public API maps it.
 */

/** One formula as HTML; a formula KaTeX cannot read is its source in the error style, never an exception. */
export function renderTex(tex: string, display: boolean): string {
  // An editor's non-breaking spaces are spaces to TeX.
  const source = tex.replace(/\u00a0/g, ' ');
  try {
    return katex.renderToString(source, { ...KATEX_OPTIONS, displayMode: display });
  } catch (error) {
    // throwOnError: false covers KaTeX's parse errors; mhchem and anything else may still throw.
    const message = error instanceof Error ? error.message : String(error);
    return `<span class="katex-error" title="${escapeHtml(message)}" style="color:${MATH_ERROR_COLOR}">${escapeHtml(source)}</span>`;
  }
}

/** Text inside these is never math: code, and markup that is already typeset. */
const NOT_MATH = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'textarea', 'math', 'svg']);
const TYPESET = /(?:^|\s)katex/;

interface TextRun {
  /** Where the run's source is in the HTML: [start, end). */
  start: number;
  end: number;
  /** Its text, entities decoded. */
  text: string;
}

/** The HTML's text outside code (and outside any typeset formula), as contiguous runs. Attributes are never text. */
function textRuns(html: string): TextRun[] {
  const runs: TextRun[] = [];
  const skipped: boolean[] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const skip = NOT_MATH.has(name) || TYPESET.test(attributes.class ?? '');
        skipped.push(skip);
        if (skip) skipping++;
      },
      onclosetag() {
        if (skipped.pop()) skipping--;
      },
      ontext(text) {
        if (skipping > 0) return;
        const start = parser.startIndex;
        const end = parser.endIndex + 1;
        const last = runs.at(-1);
        // An entity is reported as a text of its own: one run holds the text between two tags.
        if (last && last.end === start) {
          last.end = end;
          last.text += text;
        } else runs.push({ start, end, text });
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return runs;
}

function typesetUncached(html: string): string {
  let out = '';
  let copied = 0;
  for (const run of textRuns(html)) {
    if (!mayHoldMath(run.text)) continue;
    const segments = findMath(run.text);
    const changed = segments.some((segment) => segment.type === 'math') || run.text.includes('\\$');
    if (!changed) continue;
    out += html.slice(copied, run.start);
    for (const segment of segments) out += segment.type === 'text' ? escapeHtml(segment.text) : renderTex(segment.tex, segment.display);
    copied = run.end;
  }
  return copied === 0 ? html : out + html.slice(copied);
}

/**
 * Typeset results by their source: the same rich text (an option, a popular question) is typeset once per
 * process, whatever the cache or the random draw that asks for it. About 2-8 KB of HTML per formula.
 */
const typeset = new LRUCache<string, string>({
  max: 20_000,
  maxSize: 48 * 1024 * 1024,
  sizeCalculation: (value, key) => value.length + key.length,
});

/**
 * Rich-text HTML with every formula in its text typeset by KaTeX (mhchem's `\ce{}` and `\pu{}` included):
 * `$…$` and `\(…\)` inline, `$$…$$` and `\[…\]` display (math-delimiters.ts says which dollars are math). Only
 * text is read, with its entities decoded: never an attribute, never code (<code>, <pre>). Everything but the
 * formulas is kept byte for byte. Input without a delimiter is returned as it is.
 */
export function typesetMath(html: string): string;
export function typesetMath(html: string | null): string | null;
export function typesetMath(html: string | null): string | null {
  if (!html || !mayHoldMath(html)) return html;
  let result = typeset.get(html);
  if (result === undefined) {
    result = typesetUncached(html);
    typeset.set(html, result);
  }
  return result;
}
