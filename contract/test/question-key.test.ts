import { describe, expect, it } from 'vitest';
import { normaliseQuestionKey } from '#src/question-key.js';

describe("normaliseQuestionKey (the import's duplicate key, computed alike by the proxy and the CMS)", () => {
  it.each([
    ['<p>What  is <strong>20%</strong> of&nbsp;150?</p>', 'what is 20% of 150?'],
    ['H<sub>2</sub>O &amp; CO<sub>2</sub> &lt;gases&gt; &#8377; &#x20B9; &bogus; &#0;', 'h 2 o & co 2 <gases> ₹ ₹ &bogus; &#0;'],
    ['  <p>त्रिभुज के   तीनों कोणों</p>\n<p>का योग?</p> ', 'त्रिभुज के तीनों कोणों का योग?'],
    ['ÀÉÎ <br/> ΣΑΣ', 'àéî σας'],
    ['', ''],
  ])('%j → %j', (html, key) => {
    expect(normaliseQuestionKey(html)).toBe(key);
  });

  it('has no key for a missing text', () => {
    expect(normaliseQuestionKey(null)).toBe('');
    expect(normaliseQuestionKey(undefined)).toBe('');
  });
});
