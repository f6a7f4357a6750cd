import DOMPurify from 'dompurify';
import { isKatexAttribute, KATEX_FOREIGN_TAGS } from '@exam-prep/contract/katex-markup';
import { sanitizeHtml } from '@/lib/sanitize';
import { loadMathStyles } from '@/lib/math-styles';

/*
 * The admin editors' math preview (typeset-preview.tsx) is typeset in the browser, from text an editor is typing:
 * it is cleaned with the rich-text rules plus exactly the markup KaTeX writes before it is shown. (The public API's
 * rich text arrives cleaned and typeset by the proxy: components/safe-html.tsx.) Loaded with the preview only.
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

/** Resolves once KaTeX's stylesheet applies (the preview waits for it: a formula is never shown unstyled). */
export const mathStylesReady = loadMathStyles();
