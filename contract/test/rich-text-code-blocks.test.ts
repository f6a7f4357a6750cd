import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '#src/rich-text.js';

/** Code in rich text (FAQ answers, code-question texts) survives the site's allow-list line by line. */
describe('code in rich text', () => {
  it('keeps Quill 2 code blocks: the container, one div per line, and the language', () => {
    const quill =
      '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="python">x = 1</div>' +
      '<div class="ql-code-block" data-language="python">print(x)</div></div>';
    expect(sanitizeRichText(quill)).toBe(
      '<div class="ql-code-block-container"><div class="ql-code-block" data-language="python">x = 1</div>' +
        '<div class="ql-code-block" data-language="python">print(x)</div></div>',
    );
  });

  it('keeps <pre><code> with its text as typed, escaped', () => {
    expect(sanitizeRichText('<pre><code>if a &lt; b:\n    print("&lt;b&gt;")</code></pre>')).toBe(
      '<pre><code>if a &lt; b:\n    print("&lt;b&gt;")</code></pre>',
    );
  });

  it('drops what a div might carry besides its code classes and language', () => {
    expect(sanitizeRichText('<div class="evil ql-code-block" style="position:fixed" onclick="x()" id="a">y</div>')).toBe(
      '<div class="ql-code-block">y</div>',
    );
  });
});
