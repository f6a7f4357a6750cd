import { describe, expect, it } from 'vitest';
import { decodeEntities, parseSnippet } from './snippet';

describe('a result snippet', () => {
  it('splits the text at the matched words', () => {
    expect(parseSnippet('The area of a <mark>triangle</mark> is half of base × height')).toEqual([
      { text: 'The area of a ', marked: false },
      { text: 'triangle', marked: true },
      { text: ' is half of base × height', marked: false },
    ]);
    expect(parseSnippet('<mark>Triangles</mark> and <mark>triangle</mark>')).toEqual([
      { text: 'Triangles', marked: true },
      { text: ' and ', marked: false },
      { text: 'triangle', marked: true },
    ]);
    expect(parseSnippet('no match shown')).toEqual([{ text: 'no match shown', marked: false }]);
    expect(parseSnippet('')).toEqual([]);
  });

  it('shows escaped characters as the characters they stand for', () => {
    expect(parseSnippet('a &lt; b &amp;&amp; <mark>c&gt;d</mark> &quot;x&quot; &#39;y&#x27; caf&#233;')).toEqual([
      { text: 'a < b && ', marked: false },
      { text: 'c>d', marked: true },
      { text: ' "x" \'y\' café', marked: false },
    ]);
    // Escaped markup stays text: it is what the question says, not a tag.
    expect(parseSnippet('&lt;script&gt;alert(1)&lt;/script&gt;')).toEqual([{ text: '<script>alert(1)</script>', marked: false }]);
  });

  it('keeps no markup but <mark>, and no attribute even on it', () => {
    expect(parseSnippet('<script>alert(1)</script>safe <img src=x onerror=alert(1)><b>bold</b> <mark onclick="x()">hit</mark>')).toEqual([
      { text: 'safe bold ', marked: false },
      { text: 'hit', marked: true },
    ]);
    expect(parseSnippet('<style>p{}</style><!-- <mark>no</mark> -->text')).toEqual([{ text: 'text', marked: false }]);
    expect(parseSnippet('<MARK>up</MARK>')).toEqual([{ text: 'up', marked: true }]);
  });

  it('survives unbalanced marks', () => {
    expect(parseSnippet('a</mark>b<mark>c')).toEqual([
      { text: 'ab', marked: false },
      { text: 'c', marked: true },
    ]);
    expect(parseSnippet('<mark><mark>x</mark>y</mark>z')).toEqual([
      { text: 'xy', marked: true },
      { text: 'z', marked: false },
    ]);
    expect(parseSnippet('a<mark/>b')).toEqual([{ text: 'ab', marked: false }]);
  });

  it('decodes only real character references', () => {
    expect(decodeEntities('&amp;lt; &unknown; &#0; &#xD800; & x')).toBe('&lt; &unknown; \uFFFD \uFFFD & x');
  });
});
