import { describe, expect, it } from 'vitest';
import { htmlToText } from '#src/html-text.js';
import { htmlToTextLight } from '#src/html-text-light.js';
import { texToPlain } from '#src/plain-math.js';
import type { HtmlTextOptions } from '#src/html-text-rules.js';

/** KaTeX's markup of `$x^2$`, as the public API serves it: MathML with the TeX, then the visual rendering. */
const TYPESET_X_SQUARED =
  '<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><msup><mi>x</mi><mn>2</mn></msup></mrow>' +
  '<annotation encoding="application/x-tex">x^2</annotation></semantics></math></span>' +
  '<span class="katex-html" aria-hidden="true"><span class="base"><span class="mord"><span class="mord mathnormal">x</span>' +
  '<span class="msupsub"><span class="vlist-t"><span class="vlist"><span class="mord mtight">2</span></span></span></span></span></span></span></span>';

/** Inputs both readers must read alike, with what each option gives: [html, one line, lines]. */
const SHARED: Array<[string, string, string]> = [
  ['<p>What is <strong>25%</strong> of 80?</p><p>Choose one.</p>', 'What is 25% of 80? Choose one.', 'What is 25% of 80?\nChoose one.'],
  ['<h1>Title</h1><ul><li><p>one</p></li><li><p>two</p></li></ul>', 'Title one two', 'Title\none\ntwo'],
  ['line<br>break<br/>again', 'line break again', 'line\nbreak\nagain'],
  ['H<sub>2</sub>O and E = mc<sup>2</sup>', 'H2O and E = mc2', 'H2O and E = mc2'],
  ['<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>', 'a b c', 'a b\nc'],
  [
    '<p>a &lt; b &amp;&amp; c &gt; d&nbsp;&quot;x&quot; &#39;y&#39; &#x20B9;5</p>',
    'a < b && c > d "x" \'y\' ₹5',
    'a < b && c > d "x" \'y\' ₹5',
  ],
  ['&lt;script&gt;alert(1)&lt;/script&gt;', '<script>alert(1)</script>', '<script>alert(1)</script>'],
  ['a < b and c > d', 'a < b and c > d', 'a < b and c > d'],
  // Not an HTML character reference, but what editors type for ₹; "&amp;rupee;" is the text "&rupee;".
  ['&rupee;10 and &amp;rupee;', '₹10 and &rupee;', '₹10 and &rupee;'],
  ['<p title="x > y" data-a=\'<p>\'>quoted</p>', 'quoted', 'quoted'],
  ['x<!-- a <p>comment</p> -->y<script>var s = "<p>no</p>";</script><style>p { color: red }</style>z', 'xyz', 'xyz'],
  ['<template><p>unused</p></template><p>shown</p>', 'shown', 'shown'],
  ['<p>  spaced \t out  </p>\n<p>\n</p><p>&nbsp;</p>', 'spaced out', 'spaced out'],
  ['<P CLASS="x">Upper</P><DIV>case</DIV>', 'Upper case', 'Upper\ncase'],
  ['<p>plain text\nkeeps its lines</p>', 'plain text keeps its lines', 'plain text\nkeeps its lines'],
  ['<p>नदी के किनारे</p><p>गंगा</p>', 'नदी के किनारे गंगा', 'नदी के किनारे\nगंगा'],
  [`<p>If ${TYPESET_X_SQUARED} = 4</p>`, 'If x² = 4', 'If x² = 4'],
  ['<p>bad <span class="katex-error" title="ParseError" style="color:#cc0000">\\frac{1}{</span> end</p>', 'bad 1/ end', 'bad 1/ end'],
  ['', '', ''],
];

const readers: Array<[string, (html: string, options?: HtmlTextOptions) => string]> = [
  ['htmlToText (htmlparser2)', htmlToText],
  // Told to make math plain, as the structured data tells it (its default keeps the TeX: see below).
  ['htmlToTextLight', (html, options) => htmlToTextLight(html, { mathText: texToPlain, ...options })],
];

describe.each(readers)('%s', (_name, read) => {
  it.each(SHARED)('reads %j', (html, oneLine, lines) => {
    expect(read(html)).toBe(oneLine);
    expect(read(html, { lines: true })).toBe(lines);
  });

  it('writes superscripts with a caret when asked', () => {
    expect(read('<p>x<sup>2</sup> + 10<sup>-3</sup></p>', { caretSuperscripts: true })).toBe('x^2 + 10^-3');
    expect(read('<p>x<sup>2</sup></p>', { caretSuperscripts: true, lines: true })).toBe('x^2');
  });

  it("keeps a <pre> block's indentation when asked, on lines only", () => {
    const code = '<p>What prints?</p><pre><code>def f(n):\n    if n &lt; 2:\n\treturn n  \n\n    return f(n - 1)\n</code></pre>';
    expect(read(code, { lines: true, keepPreformatted: true })).toBe(
      'What prints?\ndef f(n):\n    if n < 2:\n\treturn n\n    return f(n - 1)',
    );
    expect(read(code, { lines: true })).toBe('What prints?\ndef f(n):\nif n < 2:\nreturn n\nreturn f(n - 1)');
    expect(read(code, { keepPreformatted: true })).toBe('What prints? def f(n): if n < 2: return n return f(n - 1)');
    expect(read('<p>  a   b  </p>', { lines: true, keepPreformatted: true })).toBe('a b');
  });

  it('reads nothing of nothing', () => {
    expect(read(null as unknown as string)).toBe('');
    expect(read(undefined as unknown as string)).toBe('');
    expect(read('<p></p><p><br></p>')).toBe('');
  });
});

describe('where the readers differ', () => {
  it('htmlparser2 decodes every character reference, as a browser does', () => {
    expect(htmlToText('&hellip; &rsquo;s &ndash; &#8377;5 &frac12; &amp &#0; &Rupee;')).toBe('… ’s – ₹5 ½ & \ufffd ₹');
  });

  it('the light reader decodes the references the site writes and leaves the others as written', () => {
    expect(htmlToTextLight('&amp;&apos;&#8377; &hellip; &unknown; &#0;')).toBe("&'₹ &hellip; &unknown; &#0;");
  });
});

describe('typeset math without mathText', () => {
  it('the light reader keeps the TeX source as written (a slug or a blank check needs no readable math)', () => {
    expect(htmlToTextLight(`<p>If ${TYPESET_X_SQUARED} = 4</p>`)).toBe('If x^2 = 4');
    expect(htmlToText(`<p>If ${TYPESET_X_SQUARED} = 4</p>`, { mathText: (tex) => `[${tex}]` })).toBe('If [x^2] = 4');
  });
});
