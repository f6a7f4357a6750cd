import { existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Parser } from 'htmlparser2';
import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { findMath } from '@exam-prep/contract/math-delimiters';
import { isKatexAttribute, KATEX_ATTRIBUTES, KATEX_OPTIONS } from '@exam-prep/contract/katex-markup';
import { plainText } from '@exam-prep/contract/question-structured-data';
import { renderTex, typesetMath } from '#src/lib/math.js';
import { lightMarkdownToHtml } from '#src/ai/light-markdown.js';
import { hasMath, mathStylesheet, MATH_STYLES_BASE, withMathStyles } from '#src/web-app/math-styles.js';
import { KATEX_CORPUS } from '#test/helpers/katex-corpus.js';

/**
 * LaTeX in rich text, typeset on the server by KaTeX (+ mhchem). These are the rules without a stack:
 * which dollars are math, what typesetting changes (only formulas in text), how a malformed formula shows, and
 * that the browser's sanitiser lists exactly KaTeX's markup. math-api.test.ts checks the public API and pages.
 */

/** Every element of some HTML as `tag attr=value…`, as a parser reads it (styles without spacing noise). */
function shape(html: string): string[] {
  const elements: string[] = [];
  new Parser(
    {
      onopentag(name, attributes) {
        const pairs = Object.entries(attributes).map(([key, value]) => `${key}=${key === 'style' ? value.replace(/\s|;$/g, '') : value}`);
        elements.push([name, ...pairs.sort()].join(' '));
      },
    },
    { decodeEntities: true },
  ).end(html);
  return elements;
}

/** The TeX sources of the formulas in some HTML (MathML's annotations), in order. */
const sources = (html: string) =>
  [...html.matchAll(/<annotation encoding="application\/x-tex">([\s\S]*?)<\/annotation>/g)].map((m) => m[1]);

describe('which text is math', () => {
  const math = (text: string) => findMath(text).flatMap((segment) => (segment.type === 'math' ? [[segment.tex, segment.display]] : []));

  it('reads the four delimiters: $…$ and \\(…\\) inline, $$…$$ and \\[…\\] display', () => {
    expect(math('a $x^2$ b \\(\\frac12\\) c $$\\sqrt{2}$$ d \\[e^{i\\pi}+1=0\\] e')).toEqual([
      ['x^2', false],
      ['\\frac12', false],
      ['\\sqrt{2}', true],
      ['e^{i\\pi}+1=0', true],
    ]);
    expect(findMath('Area $\\frac{1}{2}bh$.')).toEqual([
      { type: 'text', text: 'Area ' },
      { type: 'math', tex: '\\frac{1}{2}bh', display: false, source: '$\\frac{1}{2}bh$' },
      { type: 'text', text: '.' },
    ]);
  });

  it('leaves currency alone: a $ opens only before a non-space and closes only after one, never before a digit', () => {
    for (const text of [
      'Pay $5 and $10 today.',
      'US$5 to US$10',
      'costs $5,$10 or $15',
      'a $ 5 fee and a $ 10 fee',
      '$x $ is not closed',
      '$x$5 is not closed',
      'a lone $',
      '$$ $$',
      '\\( \\)',
    ])
      expect(math(text), text).toEqual([]);
    expect(math('Pay $5 and $10, or $x$ and $y$.')).toEqual([
      ['x', false],
      ['y', false],
    ]);
    expect(math('$2^{10}$ = 1024 and $x$, $y$')).toEqual([
      ['2^{10}', false],
      ['x', false],
      ['y', false],
    ]);
  });

  it("reads \\$ as a dollar sign: dropped backslash outside math, TeX's own \\$ inside", () => {
    expect(findMath('\\$5 and \\$10')).toEqual([{ type: 'text', text: '$5 and $10' }]);
    expect(math('$\\$5 + x$')).toEqual([['\\$5 + x', false]]);
    expect(math('\\\\(not math\\\\)')).toEqual([]);
  });

  it('leaves an unclosed delimiter as text', () => {
    expect(findMath('\\(x and $$y')).toEqual([{ type: 'text', text: '\\(x and $$y' }]);
  });
});

describe('typesetting rich text', () => {
  it('typesets inline math as a KaTeX span and display math as a block, with MathML for screen readers', () => {
    const inline = typesetMath('<p>Area $\\frac{1}{2}bh$.</p>');
    expect(inline).toMatch(
      /^<p>Area <span class="katex"><span class="katex-mathml"><math xmlns="http:\/\/www.w3.org\/1998\/Math\/MathML">/,
    );
    expect(inline).toMatch(/<\/span>\.<\/p>$/);
    expect(inline).toContain('<mfrac>');
    expect(inline).not.toContain('katex-display');
    const display = typesetMath('<p>$$\\sqrt{2}$$</p><p>\\[x^2\\]</p><p>\\(y\\)</p>');
    expect(display.match(/class="katex-display"/g)).toHaveLength(2);
    expect(display.match(/<math [^>]*display="block"/g)).toHaveLength(2);
    expect(sources(display)).toEqual(['\\sqrt{2}', 'x^2', 'y']);
    // The root's sign is KaTeX's SVG.
    expect(display).toMatch(/<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox=/);
  });

  it('typesets chemistry with mhchem', () => {
    const html = typesetMath('<p>$\\ce{2H2 + O2 -> 2H2O}$ and \\(\\ce{SO4^2-}\\)</p>');
    expect(html).not.toContain('katex-error');
    expect(sources(html)).toEqual(['\\ce{2H2 + O2 -&gt; 2H2O}', '\\ce{SO4^2-}']);
    expect(html).toContain('<msub>');
    expect(html).toMatch(/<mo[^>]*>→<\/mo>/);
  });

  it('shows a malformed formula as its source in the error style, and the rest of the text as written', () => {
    const html = typesetMath('<p>Before $\\frac{1}{$ after $x^2$.</p>');
    expect(html).toMatch(
      /^<p>Before <span class="katex-error" title="ParseError: KaTeX parse error: [^"]+" style="color:#cc0000">\\frac\{1\}\{<\/span> after <span class="katex">/,
    );
    expect(sources(html)).toEqual(['x^2']);
    expect(html.endsWith('</span>.</p>')).toBe(true);
    // Errors other than KaTeX's parse errors (mhchem's own) end the same way, never as an exception.
    expect(() => renderTex('\\ce{A ->[}', false)).not.toThrow();
    // An unknown command is KaTeX's own kind of error: its name in the error colour, the rest typeset.
    expect(renderTex('\\unknowncommand{x}', true)).toContain('<span class="mord" style="color:#cc0000;">\\unknowncommand</span>');
  });

  it('changes nothing outside formulas: currency, code, attributes and text without math stay byte for byte', () => {
    for (const html of [
      '<p>Pay $5 and $10, or US$5 to US$10.</p>',
      '<p>No math here &amp; none <strong>at all</strong>.</p>',
      '<pre><code>echo "$HOME" $$ \\(x\\)</code></pre><p>Use <code>$x$</code> in a shell.</p>',
      '<p><a href="/a?x=$y$" title="$z$">link</a> <img src="/uploads/$a$.png" alt="$b$"></p>',
    ])
      expect(typesetMath(html), html).toBe(html);
    const mixed = typesetMath('<p><a href="/a?x=$y$">The $x$ link</a> <code>$z$</code></p>');
    expect(mixed.startsWith('<p><a href="/a?x=$y$">The <span class="katex">')).toBe(true);
    expect(mixed.endsWith('</span> link</a> <code>$z$</code></p>')).toBe(true);
  });

  it('reads formulas with their entities decoded, and writes the text around them escaped', () => {
    const html = typesetMath('<p>a &lt; b: $a &lt; b$&nbsp;and $x&nbsp;+&nbsp;y$ \\$5</p>');
    expect(sources(html)).toEqual(['a &lt; b', 'x + y']);
    expect(html.startsWith('<p>a &lt; b: <span class="katex">')).toBe(true);
    expect(html.endsWith('</span> $5</p>')).toBe(true);
    expect(html).not.toContain('&amp;lt;');
  });

  it('typesets once: the result typeset again is the same, and null stays null', () => {
    const once = typesetMath('<p>$x^2$ and $$\\frac{a}{b}$$</p>');
    expect(typesetMath(once)).toBe(once);
    expect(typesetMath(null)).toBeNull();
    expect(typesetMath('')).toBe('');
  });

  it('never trusts a formula with a link, a picture, a class, an id or a style of its own', () => {
    const html = typesetMath(
      '<p>$\\href{javascript:alert(1)}{x}$ $\\url{https://evil.example}$ $\\includegraphics{https://evil.example/a.png}$ ' +
        '$\\htmlClass{evil}{x}$ $\\htmlId{evil}{x}$ $\\htmlStyle{position:fixed}{x}$ $\\htmlData{a=b}{x}$</p>',
    );
    // Each command shows as its name (in the error colour): nothing of its arguments becomes markup.
    for (const element of shape(html)) expect(element).not.toMatch(/^(?:a|img)\b|evil|position|href=|src=| id=|data-/);
    expect(html.match(/style="color:#cc0000;"/g)?.length).toBeGreaterThanOrEqual(7);
  });
});

describe("the lists of KaTeX's markup the browser's sanitiser keeps (the admin editors' math preview)", () => {
  it('the contract lists everything KaTeX writes for the corpus (the lists the browser sanitiser uses too)', () => {
    for (const displayMode of [false, true])
      for (const tex of KATEX_CORPUS) {
        new Parser({
          onopentag(name, attributes) {
            expect(name === 'span' || name in KATEX_ATTRIBUTES, `${tex}: <${name}>`).toBe(true);
            for (const [attribute, value] of Object.entries(attributes))
              expect(isKatexAttribute(name, attribute, value), `${tex}: <${name} ${attribute}="${value}">`).toBe(true);
          },
        }).end(katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode }));
      }
  });
});

describe("plain text of typeset rich text (a question page's structured data)", () => {
  it('reads each formula once, as readable text (plain-math.ts), a malformed one too', () => {
    expect(plainText(typesetMath('<p>Area $\\frac{1}{2}bh$ &amp; $$\\sqrt{x}$$, bad $\\frac{1}{$ and $\\ce{H2O}$.</p>'))).toBe(
      'Area 1/2bh & √x, bad 1/ and H₂O.',
    );
    expect(plainText(typesetMath('<p>If $x &lt; 0$ and $x^2 = 4$</p>'))).toBe('If x < 0 and x² = 4');
  });
});

describe('Owl AI explanations keep their formulas', () => {
  it('reads no markdown inside a formula, and escapes it like any text', () => {
    expect(lightMarkdownToHtml('So $a_1 * b_2 = c_3 * d$ and **$x < 2$** is *true*.')).toBe(
      '<p>So $a_1 * b_2 = c_3 * d$ and <strong>$x &lt; 2$</strong> is <em>true</em>.</p>',
    );
    expect(lightMarkdownToHtml('Costs $5 and $10.\n\n$$\\frac{a}{b}\n\n+c$$')).toBe(
      '<p>Costs \\$5 and \\$10.</p><p>$$\\frac{a}{b}\n\n+c$$</p>',
    );
    expect(typesetMath(lightMarkdownToHtml('Costs $5 and $10.'))).toBe('<p>Costs $5 and $10.</p>');
  });
});

describe("KaTeX's stylesheet", () => {
  const fonts = path.join(path.dirname(createRequire(import.meta.url).resolve('katex/package.json')), 'dist', 'fonts');

  it('names its fonts by absolute address, WOFF2 only, each a file KaTeX ships', () => {
    const css = mathStylesheet();
    expect(css).not.toMatch(/url\(fonts\//);
    expect(css).not.toMatch(/\.woff\)|\.ttf\)/);
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThanOrEqual(15);
    for (const url of urls) {
      expect(url.startsWith(`${MATH_STYLES_BASE}/fonts/KaTeX_`) && url.endsWith('.woff2'), url).toBe(true);
      expect(existsSync(path.join(fonts, url.slice(`${MATH_STYLES_BASE}/fonts/`.length))), url).toBe(true);
    }
    expect(css).toContain('.katex-error{color:#cc0000');
  });

  it('goes into a page only when its markup shows math', () => {
    const page = '<html><head><title>x</title></head><body><div id="root">APP</div></body></html>';
    const withMath = `<div>${typesetMath('<p>$x$</p>')}</div>`;
    expect(hasMath(withMath)).toBe(true);
    expect(hasMath(typesetMath('<p>$\\frac{$</p>'))).toBe(true);
    expect(hasMath('<p>$5 and $10 <span class="katexish">x</span></p>')).toBe(false);
    expect(withMathStyles(page, '<p>no math</p>')).toBe(page);
    const styled = withMathStyles(page, withMath);
    expect(styled).toMatch(/<style id="katex-css">@font-face[\s\S]*<\/style>\n {2}<\/head>/);
  });
});
