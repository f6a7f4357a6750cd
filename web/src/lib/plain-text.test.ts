import { describe, expect, it } from 'vitest';
import { isBlankHtml, stripHtml } from './plain-text';

describe('stripHtml', () => {
  it('removes tags and separates blocks with a space', () => {
    expect(stripHtml('<p>What is <strong>25%</strong> of 80?</p><p>Choose one.</p>')).toBe('What is 25% of 80? Choose one.');
    expect(stripHtml('<h1>Title</h1><ul><li><p>one</p></li><li><p>two</p></li></ul>')).toBe('Title one two');
    expect(stripHtml('line<br>break<br/>again')).toBe('line break again');
  });
  it('decodes entities after removing tags, so escaped markup stays text', () => {
    expect(stripHtml('<p>a &lt; b &amp;&amp; c &gt; d&nbsp;&quot;x&quot; &#39;y&#39; &#x20B9;5</p>')).toBe('a < b && c > d "x" \'y\' ₹5');
    expect(stripHtml('&lt;script&gt;')).toBe('<script>');
    expect(stripHtml('&unknown; &#0;')).toBe('&unknown; &#0;');
  });
  it('handles empty input', () => {
    expect(stripHtml(null)).toBe('');
    expect(stripHtml(undefined)).toBe('');
    expect(stripHtml('')).toBe('');
  });
});

describe('isBlankHtml', () => {
  it('treats markup without text as empty', () => {
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p><p> </p>')).toBe(true);
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>0</p>')).toBe(false);
  });
});
