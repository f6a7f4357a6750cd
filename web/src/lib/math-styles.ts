import { version } from 'katex/package.json';

/**
 * KaTeX's stylesheet, as the proxy serves it (proxy/src/web-app/math-styles.ts: the same address, by KaTeX's
 * version). The proxy typesets math on the server and puts the stylesheet into server-rendered pages that show
 * some; a page the browser renders adds it the first time a formula shows up. Fonts follow only for glyphs drawn.
 */
export const MATH_STYLESHEET_PATH = `/katex/${version}/katex.css`;
const MATH_STYLESHEET_ID = 'katex-css';

let loaded: Promise<void> | undefined;

/**
 * Adds KaTeX's stylesheet to the page once; resolves when it applies (at once when the page already has it, as a
 * server-rendered page with math does, and on the server, which has no page).
 */
export function loadMathStyles(): Promise<void> {
  if (loaded) return loaded;
  if (typeof document === 'undefined' || document.getElementById(MATH_STYLESHEET_ID)) return Promise.resolve();
  loaded = new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.id = MATH_STYLESHEET_ID;
    link.rel = 'stylesheet';
    link.href = MATH_STYLESHEET_PATH;
    // A stylesheet that cannot load leaves the formulas readable (their MathML): show them anyway.
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
  });
  return loaded;
}
