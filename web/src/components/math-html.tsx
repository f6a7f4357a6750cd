import { use, useMemo, type ElementType } from 'react';
import DOMPurify from 'dompurify';
import { isKatexAttribute, KATEX_FOREIGN_TAGS } from '@exam-prep/contract/katex-markup';
import { sanitizeHtml } from '../lib/sanitize';
import { loadMathStyles } from '../lib/math-styles';

/*
 * Rich text with typeset math (the proxy typesets it: proxy/src/lib/math.ts). Its own chunk, loaded by SafeHtml only
 * when a field holds a formula, with KaTeX's stylesheet: pages without math load neither. A server-rendered page
 * keeps its HTML while this loads (React hydrates the field once it is here).
 */

/** True only while sanitizeMathHtml runs: KaTeX's attributes are kept in typeset math, never elsewhere. */
let inMath = false;

// KaTeX's attributes (its inline styles too) on its own elements inside a formula: kept past the rich-text lists.
DOMPurify.addHook?.('uponSanitizeAttribute', (node, data) => {
  if (inMath && isKatexAttribute(node.nodeName.toLowerCase(), data.attrName, data.attrValue) && node.closest('.katex,.katex-error'))
    data.forceKeepAttr = true;
});

/**
 * The rich-text rules plus exactly the markup KaTeX writes (@exam-prep/contract/katex-markup): its MathML and SVG
 * elements, and on its elements inside a formula only its attributes and inline styles (each declaration one KaTeX
 * writes). Scripts, handlers, links and any other style still go.
 */
export function sanitizeMathHtml(html: string | null | undefined): string {
  inMath = true;
  try {
    return sanitizeHtml(html, { ADD_TAGS: KATEX_FOREIGN_TAGS as string[] });
  } finally {
    inMath = false;
  }
}

/** Resolves once KaTeX's stylesheet applies. */
export const mathStylesReady = loadMathStyles();

export default function MathHtml({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  // A formula is never shown unstyled: the field waits for the stylesheet (at once on a page that has it).
  use(mathStylesReady);
  const clean = useMemo(() => sanitizeMathHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
