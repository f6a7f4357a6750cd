// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import katex from 'katex';
import 'katex/contrib/mhchem';
import { sanitizeHtml } from '@/lib/sanitize';
import { sanitizeMathHtml } from './math-sanitize';

/** Formulas whose markup covers what KaTeX writes: fractions, roots (SVG), arrows, braces, strike-outs, colour, mhchem. */
const FORMULAS = [
  '\\frac{a}{b}+\\dfrac{1}{2}',
  '\\sqrt{x^2+1}+\\sqrt[3]{27}+\\sqrt{\\dfrac{\\frac{1}{2}}{\\frac{3}{4}}}',
  '\\sum_{i=1}^n i^2=\\frac{n(n+1)(2n+1)}{6}',
  '\\begin{pmatrix}1&2\\\\3&4\\end{pmatrix}\\begin{array}{c|c}\\hline a&b\\\\\\hdashline c&d\\end{array}',
  '\\overrightarrow{AB}\\xrightarrow[under]{over}\\overbrace{a+b}^{n}\\underbrace{c}_{m}\\widehat{ABC}',
  '\\cancel{x}\\bcancel{y}\\xcancel{z}\\fbox{box}\\colorbox{yellow}{hi}\\fcolorbox{red}{#eee}{yo}\\color{#0a0}{g}',
  '\\phantom{x}\\rule{1em}{0.5em}\\kern1em\\pmb{x}\\left\\{\\frac{\\frac{1}{2}}{\\frac{3}{4}}\\right.\\Bigg(',
  '\\ce{2H2 + O2 ->[\\Delta] 2H2O}\\ce{N2 + 3H2 <=> 2NH3}\\ce{SO4^2-}\\ce{^{14}_{6}C}',
  '\\frac{1}{', // malformed: the error span
];

/** Every element of some HTML as `tag attr=value…` lines, as a browser reads it (styles without spacing noise). */
function shape(html: string): string[] {
  const root = document.createElement('div');
  root.innerHTML = html;
  return [...root.querySelectorAll('*')].map((element) => {
    const attributes = [...element.attributes]
      .map(({ name, value }) => `${name}=${name === 'style' ? value.replace(/\s|;$/g, '') : value}`)
      .sort();
    return [element.nodeName.toLowerCase(), ...attributes].join(' ');
  });
}

describe('the math sanitiser keeps typeset math', () => {
  for (const displayMode of [false, true]) {
    it(`keeps every element, attribute and style KaTeX writes (${displayMode ? 'display' : 'inline'})`, () => {
      for (const tex of FORMULAS) {
        const html = `<p>Before ${katex.renderToString(tex, { displayMode, throwOnError: false, trust: false, strict: 'ignore' })} after</p>`;
        expect(shape(sanitizeMathHtml(html)), tex).toEqual(shape(html));
      }
      // A second of KaTeX and jsdom work on an idle machine: room for a machine busy with the other test lines.
    }, 30_000);
  }

  it('keeps the SVG of a root and the MathML for screen readers', () => {
    const clean = sanitizeMathHtml(katex.renderToString('\\sqrt{2}', { throwOnError: false }));
    const root = document.createElement('div');
    root.innerHTML = clean;
    expect(root.querySelector('svg path')?.getAttribute('d')).toBeTruthy();
    expect(root.querySelector('svg')?.getAttribute('viewBox')).toMatch(/^0 0 /);
    expect(root.querySelector('math annotation')?.textContent).toBe('\\sqrt{2}');
    expect(root.querySelector('.katex-html')?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('the math allowance lets nothing else through', () => {
  const formula = katex.renderToString('x^2', { throwOnError: false });

  it('still removes scripts and event handlers, inside a formula too', () => {
    const dirty =
      `<p>${formula}<script>alert(1)</script><img src="x" onerror="alert(1)"></p>` +
      `<span class="katex"><span class="mord" onclick="alert(1)" onmouseover="alert(2)">x</span>` +
      `<svg onload="alert(1)"><path d="M0 0" onclick="alert(1)"></path><script>alert(1)</script></svg>` +
      `<math><mi href="javascript:alert(1)" xlink:href="javascript:alert(1)">a</mi></math></span>`;
    const clean = sanitizeMathHtml(dirty);
    expect(clean).not.toMatch(/<script|onerror|onclick|onmouseover|onload|javascript:/i);
    expect(clean).toContain('<img src="x">');
    expect(clean).toContain('class="katex"');
  });

  it('keeps an inline style only inside a formula, and only with the declarations KaTeX writes', () => {
    const clean = sanitizeMathHtml(
      '<p><span style="height:1em">outside</span></p>' +
        '<span class="katex"><span style="height:1em;vertical-align:-0.25em;">a</span>' +
        '<span style="position:fixed;top:0">b</span><span style="background-image:url(javascript:alert(1))">c</span>' +
        '<span style="color:expression(alert(1))">d</span><span style="margin-right:0.05em;behavior:url(x.htc)">e</span></span>',
    );
    expect(shape(clean)).toEqual([
      'p',
      'span',
      'span class=katex',
      'span style=height:1em;vertical-align:-0.25em',
      'span',
      'span',
      'span',
      'span',
    ]);
  });

  it('keeps KaTeX attributes only on the elements KaTeX writes them on', () => {
    const clean = sanitizeMathHtml(
      '<span class="katex"><svg viewBox="0 0 1 1" d="M0"><path d="M0 0" viewBox="0 0 1 1"></path></svg>' +
        '<p encoding="x" mathvariant="bold">p</p><math><mi mathvariant="bold" stroke-width="1">a</mi></math></span>',
    );
    expect(shape(clean)).toEqual(['span class=katex', 'svg viewBox=0 0 1 1', 'path d=M0 0', 'p', 'math', 'mi mathvariant=bold']);
  });
});

describe('the rich-text sanitiser without math', () => {
  it("keeps none of KaTeX's extras: no MathML, no SVG, no inline style, even after the math rules have been used", () => {
    const html = katex.renderToString('\\sqrt{x^2}', { throwOnError: false });
    expect(sanitizeMathHtml(html)).toContain('<svg');
    const plain = sanitizeHtml(html);
    expect(plain).not.toMatch(/<math|<svg|<path|style=|<annotation/);
    expect(plain).toContain('class="katex"');
  });
});
