import { describe, expect, it } from 'vitest';
import { guessLanguage, highlightCode, highlightRichText } from './code-highlight.js';

describe('highlightCode', () => {
  it('wraps tokens of a known language (any letter case, common aliases) in hljs spans, the code escaped', () => {
    const html = highlightCode('const tag = "<script>";', 'JS');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(highlightCode('def f(): pass', 'Python')).toContain('hljs-keyword');
    expect(highlightCode('#include <stdio.h>', 'c++')).toContain('&lt;stdio.h&gt;');
  });

  it('gives plain escaped text for an unknown language', () => {
    expect(highlightCode('a < b && "c"', 'brainfuck')).toBe('a &lt; b &amp;&amp; &quot;c&quot;');
    expect(highlightCode('x', '')).toBe('x');
  });
});

describe('guessLanguage', () => {
  it("tells the spec's languages apart, else text", () => {
    expect(guessLanguage('def add(a, b):\n    return a + b')).toBe('python');
    expect(guessLanguage('public static void main(String[] args) {}')).toBe('java');
    expect(guessLanguage('const x = () => 1;')).toBe('javascript');
    expect(guessLanguage('<div class="box">hi</div>')).toBe('html');
    expect(guessLanguage('.box { color: red; }')).toBe('css');
    expect(guessLanguage('just some words')).toBe('text');
  });
});

describe('highlightRichText', () => {
  it('turns each <pre> into a labelled code block, decoding then re-escaping its text, and keeps the rest', () => {
    const html = highlightRichText('<p>Intro &amp; more</p><pre class="ql-syntax">if a &lt; b:\n    print(a)</pre><p>End</p>');
    expect(html.startsWith('<p>Intro &amp; more</p><pre class="code-block" data-language="python"><code>')).toBe(true);
    expect(html).toContain('a &lt; b');
    expect(html.endsWith('</code></pre><p>End</p>')).toBe(true);
  });

  it('turns a Quill 2 code-block container (one div per line) into one block with its lines', () => {
    const html = highlightRichText(
      '<div class="ql-code-block-container"><div class="ql-code-block">let a = 1;</div><div class="ql-code-block">console.log(a &lt; 2);</div></div><p>after</p>',
    );
    expect(html).toMatch(/^<pre class="code-block" data-language="javascript"><code>.*\n.*<\/code><\/pre><p>after<\/p>$/s);
    expect(html).toContain('&lt; <span class="hljs-number">2</span>');
  });

  it('changes nothing without code blocks, and a <br> inside <pre> is a line break', () => {
    expect(highlightRichText('<p>plain <code>x</code></p>')).toBe('<p>plain <code>x</code></p>');
    expect(highlightRichText('<pre>a<br>b</pre>')).toBe('<pre class="code-block" data-language="text"><code>a\nb</code></pre>');
  });
});
