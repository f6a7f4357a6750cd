// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { typesetHtml } from './typeset';

/** The admin preview typesets as the proxy does for students (proxy/test/math.test.ts holds the full rules). */
describe("the admin preview's typesetting", () => {
  it('typesets inline and display math in text, and leaves code, attributes and currency alone', () => {
    const html = typesetHtml('<p>Area $\\frac{1}{2}bh$ <code>$x$</code> <a href="/a" title="$y$">$5 and $10</a></p>$$\\sqrt{2}$$');
    const root = document.createElement('div');
    root.innerHTML = html;
    expect([...root.querySelectorAll('annotation')].map((node) => node.textContent)).toEqual(['\\frac{1}{2}bh', '\\sqrt{2}']);
    expect(root.querySelectorAll('.katex-display')).toHaveLength(1);
    expect(root.querySelector('code')?.textContent).toBe('$x$');
    expect(root.querySelector('a')?.getAttribute('title')).toBe('$y$');
    expect(root.querySelector('a')?.textContent).toBe('$5 and $10');
  });

  it('typesets chemistry with mhchem and shows a malformed formula as its source in the error style', () => {
    const root = document.createElement('div');
    root.innerHTML = typesetHtml('<p>\\(\\ce{H2SO4}\\) and $\\frac{1}{$</p>');
    expect(root.querySelector('annotation')?.textContent).toBe('\\ce{H2SO4}');
    const error = root.querySelector<HTMLElement>('.katex-error');
    expect(error?.textContent).toBe('\\frac{1}{');
    expect(error?.title).toMatch(/KaTeX parse error/);
    expect(error?.style.color).toBe('rgb(204, 0, 0)');
  });

  it('returns text without a delimiter as it is', () => {
    expect(typesetHtml('<p>No math, only <strong>₹5</strong>.</p>')).toBe('<p>No math, only <strong>₹5</strong>.</p>');
  });
});
