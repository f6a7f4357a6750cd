// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '@/i18n/i18n';
import { serverTranslator } from '@/i18n/server';
import { SafeHtml } from '@/components/safe-html';
import { SavedDataImage } from '@/components/saved-data-image';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const inEnglish = (element: React.ReactElement) => <I18nProvider translator={serverTranslator('en')}>{element}</I18nProvider>;
const FIGURE = <SavedDataImage src="/uploads/chart.png" alt="Figure for question 3" />;
const RICH = '<p>Look:</p><p><img src="/uploads/inline.png" alt="a bar chart"></p>';

describe('data saver off', () => {
  it('shows pictures at once', () => {
    render(
      inEnglish(
        <>
          {FIGURE}
          <SafeHtml html={RICH} />
        </>,
      ),
    );
    expect(screen.getByRole('img', { name: 'Figure for question 3' })).toHaveAttribute('src', '/uploads/chart.png');
    expect(screen.getByRole('img', { name: 'a bar chart' })).toHaveAttribute('src', '/uploads/inline.png');
  });
});

describe('data saver on', () => {
  it('holds a figure back until tapped, naming what it shows', async () => {
    localStorage.setItem('dataSaver', 'on');
    render(inEnglish(FIGURE));
    expect(screen.queryByRole('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load image: Figure for question 3' }));
    expect(screen.getByRole('img', { name: 'Figure for question 3' })).toHaveAttribute('src', '/uploads/chart.png');
  });

  it('holds back pictures inside rich text: no src until the button is pressed', async () => {
    localStorage.setItem('dataSaver', 'on');
    const { container } = render(inEnglish(<SafeHtml html={RICH} />));
    // The buttons are their own chunk: until it has loaded, the picture waits without its address too.
    expect(container.querySelector('img')).not.toHaveAttribute('src');
    const button = await screen.findByRole('button', { name: 'Load image: a bar chart' });
    const image = container.querySelector('img')!;
    expect(image).not.toHaveAttribute('src');
    expect(image).toHaveAttribute('data-src', '/uploads/inline.png');
    await userEvent.click(button);
    expect(image).toHaveAttribute('src', '/uploads/inline.png');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('leaves the server’s HTML as it is (data saver is known only in the browser)', () => {
    localStorage.setItem('dataSaver', 'on');
    const html = renderToString(
      inEnglish(
        <>
          {FIGURE}
          <SafeHtml html={RICH} />
        </>,
      ),
    );
    expect(html).toContain('src="/uploads/chart.png"');
    expect(html).toContain('src="/uploads/inline.png"');
  });
});
