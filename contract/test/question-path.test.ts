import { describe, expect, it } from 'vitest';
import { questionPagePath, questionSlug } from '#src/question-path.js';

// Question pages are linked and indexed by these addresses: seeded questions (as the CMS stores them) keep their slugs.
describe('questionSlug (a question page address from its text)', () => {
  it.each([
    [
      '<p>If 15% of <em>x</em> is equal to 20% of <em>y</em>, then <em>x</em> : <em>y</em> is:</p>',
      'if-15-of-x-is-equal-to-20-of-y-then-x-y-is',
    ],
    [
      '<p>In 8-bit <strong>two’s complement</strong> representation, how is the number <strong>−5</strong> stored?</p>',
      'in-8-bit-twos-complement-representation-how-is-the-number-5-stored',
    ],
    [
      '<p>What is the time complexity of the following code fragment as a function of <code>n</code>?</p>\n<pre><code>count = 0;\nfor (i = 1; i &lt; n; i = i * 2)</code></pre>',
      'what-is-the-time-complexity-of-the-following-code-fragment-as-a-function-of-n',
    ],
    [
      '<p>Which gas is given off when zinc reacts with dilute hydrochloric acid, $\\ce{Zn + 2HCl -&gt; ZnCl2 + ?}$</p>',
      'which-gas-is-given-off-when-zinc-reacts-with-dilute-hydrochloric-acid-cezn-2hcl',
    ],
    [
      '<p>A host has the IP address <code>192.168.10.77/27</code>. What is the <strong>network address</strong> of its subnet?</p>',
      'a-host-has-the-ip-address-192168107727-what-is-the-network-address-of-its-subnet',
    ],
    [
      '<p>Choose the word or phrase that best fills the blank in the sentence below.</p><p>If I ________ you, I would apologise to her at once.</p>',
      'choose-the-word-or-phrase-that-best-fills-the-blank-in-the-sentence-below-if-i',
    ],
    ['<p>किसी संख्या का $12\\frac{1}{2}\\%$, 40 है। वह संख्या क्या है?</p>', '12frac12-40'],
    ['<p>Bulk question 7: what is 12 + 34?</p>', 'bulk-question-7-what-is-12-34'],
  ])('%j → %s', (text, slug) => {
    expect(questionSlug(text)).toBe(slug);
  });

  it('reads the text a reader sees: entities decoded, blocks apart, scripts left out, underscores as spaces', () => {
    expect(questionSlug('<p>Tom &amp; Jerry</p><p>snake_case&nbsp;names</p><script>x()</script>')).toBe('tom-jerry-snake-case-names');
  });

  it('gives `question` to a text without letters or digits', () => {
    expect(questionSlug('<p>&nbsp;?!</p>')).toBe('question');
    expect(questionSlug('')).toBe('question');
  });

  it('cuts a long text at a word boundary within 80 characters', () => {
    const slug = questionSlug(`<p>${'word '.repeat(40)}</p>`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toBe(Array(16).fill('word').join('-'));
    expect(questionSlug('x'.repeat(100))).toBe('x'.repeat(80));
  });
});

describe('questionPagePath', () => {
  it('is /questions/{documentId}/{slug}', () => {
    expect(questionPagePath('abc123', '<p>What is 2 + 2?</p>')).toBe('/questions/abc123/what-is-2-2');
  });
});
