// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './safe-html';

// React's act() outside a test renderer.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the public API serves: rich text the proxy cleaned (its content links open safely in a new tab). */
const SERVED =
  '<p>A <strong>train</strong> covers 120&nbsp;km in 2 h.</p>' +
  '<p><a href="https://example.org/" target="_blank" rel="noopener noreferrer nofollow">Source</a></p>';
/** Typeset math as the proxy writes it (KaTeX's markup, shortened). */
const TYPESET =
  '<p>So <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>x</mi></mrow>' +
  '<annotation encoding="application/x-tex">x</annotation></semantics></math></span>' +
  '<span class="katex-html" aria-hidden="true"><span class="base"><span class="mord mathnormal">x</span></span></span></span>.</p>';

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('SafeHtml', () => {
  it('renders the API’s rich text exactly as served, in the element and class asked for', () => {
    expect(renderToStaticMarkup(<SafeHtml html={SERVED} className="rich-text" />)).toBe(`<div class="rich-text">${SERVED}</div>`);
    expect(renderToStaticMarkup(<SafeHtml as="span" html="25" />)).toBe('<span>25</span>');
  });

  it('marks a text shown in another language than the page’s with its lang', () => {
    expect(renderToStaticMarkup(<SafeHtml html="<p>In English</p>" lang="en" />)).toBe('<div lang="en"><p>In English</p></div>');
  });

  it('renders nothing inside for no text', () => {
    expect(renderToStaticMarkup(<SafeHtml html={null} className="rich-text" />)).toBe('<div class="rich-text"></div>');
    expect(renderToStaticMarkup(<SafeHtml html={undefined} />)).toBe('<div></div>');
  });

  it('shows typeset math once KaTeX’s stylesheet is on the page, as served', async () => {
    // A page's first formula: SafeHtml and lib/math-styles as a page first loads them. Test files share modules
    // (vitest.config.ts), and an earlier file may have left them waiting on a stylesheet of another document.
    vi.resetModules();
    const { SafeHtml: FirstLoaded } = await import('./safe-html');
    // A page that has the stylesheet (a server-rendered page with math) shows the formula at once.
    const stylesheet = document.createElement('link');
    stylesheet.id = 'katex-css';
    document.head.append(stylesheet);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<FirstLoaded html={TYPESET} className="rich-text" lang="en" />));
    await act(async () => {
      for (let tick = 0; tick < 20 && !container.querySelector('.katex'); tick += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(container.innerHTML).toBe(`<div class="rich-text" lang="en">${TYPESET}</div>`);
    root.unmount();
  });
});
