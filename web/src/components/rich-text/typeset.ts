import katex from 'katex';
import 'katex/contrib/mhchem';
import { escapeHtml } from '@exam-prep/contract/html-escape';
import { KATEX_OPTIONS, MATH_ERROR_COLOR } from '@exam-prep/contract/katex-markup';
import { findMath, mayHoldMath } from '@exam-prep/contract/math-delimiters';

/*
 * The admin editor's preview typesets math in the browser exactly as the proxy does for students
 * (proxy/src/lib/math.ts: the same delimiters, KaTeX options and skipped elements). Loaded only with the preview.
 */

/** Text inside these is never math. */
const NOT_MATH = 'code, pre, kbd, samp, script, style, textarea, math, svg, .katex, .katex-error';

function renderTex(tex: string, display: boolean): string {
  const source = tex.replace(/\u00a0/g, ' ');
  try {
    return katex.renderToString(source, { ...KATEX_OPTIONS, displayMode: display });
  } catch (error) {
    // mhchem (and anything but a KaTeX parse error) may still throw: shown as the server shows it.
    const span = document.createElement('span');
    span.className = 'katex-error';
    span.title = error instanceof Error ? error.message : String(error);
    span.style.color = MATH_ERROR_COLOR;
    span.textContent = source;
    return span.outerHTML;
  }
}

/** Rich-text HTML with its formulas typeset (text only: never an attribute, never code). */
export function typesetHtml(html: string): string {
  if (!mayHoldMath(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    const value = text.data;
    if (!mayHoldMath(value) || text.parentElement?.closest(NOT_MATH)) continue;
    const segments = findMath(value);
    if (!segments.some((segment) => segment.type === 'math') && !value.includes('\\$')) continue;
    const replacement = document.createElement('template');
    replacement.innerHTML = segments
      .map((segment) => (segment.type === 'text' ? escapeHtml(segment.text) : renderTex(segment.tex, segment.display)))
      .join('');
    text.replaceWith(replacement.content);
  }
  return template.innerHTML;
}
