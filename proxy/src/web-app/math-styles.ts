import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import express from 'express';
import { MATH_ERROR_COLOR } from '@exam-prep/contract/katex-markup';
import { buildFileHeaders, IMMUTABLE_FILES } from './build-file-headers.js';

/*
 * KaTeX's stylesheet and fonts, for pages with typeset math only (lib/math.ts typesets it on the server). A
 * server-rendered page with math carries the stylesheet inline (one round trip, like its other styles); a page
 * the browser renders loads it by its address when a formula shows up (web/src/lib/math-styles.ts). Either way the
 * browser fetches only the fonts of the glyphs it draws. The address holds KaTeX's version: kept for a year.
 */

const katexPackage = createRequire(import.meta.url).resolve('katex/package.json');
const KATEX_VERSION = (JSON.parse(readFileSync(katexPackage, 'utf8')) as { version: string }).version;
const KATEX_DIST = path.join(path.dirname(katexPackage), 'dist');

/** Where the stylesheet and its fonts are served (the web app names the same address). */
export const MATH_STYLES_BASE = `/katex/${KATEX_VERSION}`;
export const MATH_STYLESHEET_PATH = `${MATH_STYLES_BASE}/katex.css`;
/** The id of the element holding the stylesheet in a page: the web app adds none while one is there. */
export const MATH_STYLESHEET_ID = 'katex-css';

/** Beside KaTeX's own rules: wide display formulas scroll on a narrow phone; a malformed one is plainly marked. */
const SITE_RULES =
  '.katex-display{overflow-x:auto;overflow-y:hidden;padding:.1em 0}' +
  `.katex-error{color:${MATH_ERROR_COLOR};font-family:ui-monospace,monospace;border-bottom:1px dashed;cursor:help;overflow-wrap:anywhere}`;

let stylesheet: string | undefined;

/**
 * katex.min.css with its fonts at absolute addresses (so the rules work inline in any page) and as WOFF2 only,
 * which every browser the site supports reads: the WOFF and TrueType fallbacks would only add bytes.
 */
export function mathStylesheet(): string {
  stylesheet ??=
    readFileSync(path.join(KATEX_DIST, 'katex.min.css'), 'utf8')
      .replace(/,url\(fonts\/[^)]+\.woff\) format\("woff"\)|,url\(fonts\/[^)]+\.ttf\) format\("truetype"\)/g, '')
      .replace(/url\(fonts\//g, `url(${MATH_STYLES_BASE}/fonts/`) + SITE_RULES;
  return stylesheet;
}

/** True when the app's markup holds typeset math (or a malformed formula's error). */
export const hasMath = (appHtml: string): boolean => /class="katex(?:-error)?[ "]/.test(appHtml);

/** A rendered page with KaTeX's stylesheet inline at the end of its head, when its markup has math. */
export function withMathStyles(page: string, appHtml: string): string {
  if (!hasMath(appHtml)) return page;
  const at = page.search(/<\/head>/i);
  if (at === -1) return page;
  const css = mathStylesheet().replaceAll(/<\/style/gi, '<\\/style');
  return `${page.slice(0, at)}  <style id="${MATH_STYLESHEET_ID}">${css}</style>\n  ${page.slice(at)}`;
}

/** The stylesheet and the fonts, at their versioned addresses, kept by browsers for a year. */
export function mathStylesRouter(): express.Router {
  const router = express.Router();
  router.get(MATH_STYLESHEET_PATH, (_req, res) => {
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.type('text/css').send(mathStylesheet());
  });
  router.use(
    `${MATH_STYLES_BASE}/fonts`,
    buildFileHeaders,
    express.static(path.join(KATEX_DIST, 'fonts'), { ...IMMUTABLE_FILES, fallthrough: true }),
  );
  return router;
}
