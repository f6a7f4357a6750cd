// @vitest-environment happy-dom
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueHandlers } from '@/test-support/api-fixtures';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

// The desktop bar's sections: six in its row, three behind a native "More" disclosure; all nine in the phone menu.

setupScreenTests(...catalogueHandlers());

const ROW = ['Practice', 'Mock Tests', 'Cheatsheets', 'Programming', 'FAQs', 'Saved'];

async function bar(at = '/practice', locale?: 'hi') {
  const screen = renderScreen(at, locale ? { locale } : undefined);
  const main = within(await screen.findByRole('navigation', { name: locale === 'hi' ? 'मुख्य' : 'Main' }));
  const details = screen.container.querySelector<HTMLDetailsElement>('header details')!;
  const more = details.querySelector('summary')!;
  return { screen, main, details, more };
}

describe('the top bar', () => {
  it('shows six sections in its row, Programming and FAQs among them, and three behind "More"', async () => {
    const { main, details, more } = await bar();
    // The row's links before "More" (the account link follows it once the session is known).
    const items = [...details.closest('ul')!.children];
    const rowLinks = items
      .slice(
        0,
        items.findIndex((item) => item.contains(details)),
      )
      .map((item) => item.textContent);
    expect(rowLinks).toEqual(ROW);
    expect(main.getByRole('link', { name: 'Programming' })).toHaveAttribute('href', '/programming-topics');
    expect(main.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    expect(more).toHaveTextContent('More');
    expect(details.open).toBe(false);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const hidden = [...details.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hidden).toEqual([
      ['Random Topics', '/random-topics'],
      ['Topic Tests', '/test-topics'],
      ['Exam Patterns', '/exam-patterns'],
    ]);
  });

  it('has all nine sections in the phone menu, in Hindi too under /hi', async () => {
    const screen = renderScreen('/practice', { locale: 'hi' });
    const menu = within(await screen.findByRole('navigation', { name: 'मोबाइल', hidden: true }));
    const sections = menu.getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href')]);
    // Then the account link and the language switch.
    expect(sections.slice(0, 9)).toEqual([
      ['अभ्यास', '/hi/practice'],
      ['रैंडम विषय', '/hi/random-topics'],
      ['विषय टेस्ट', '/hi/test-topics'],
      ['मॉक टेस्ट', '/hi/mock-tests'],
      ['परीक्षा पैटर्न', '/hi/exam-patterns'],
      ['चीटशीट', '/hi/cheatsheets'],
      ['प्रोग्रामिंग', '/hi/programming-topics'],
      ['सामान्य प्रश्न', '/hi/faqs'],
      ['सहेजे गए', '/hi/saved'],
    ]);
  });

  it('"More" says whether it is open, closes on Escape with the focus back on it, and on a click outside', async () => {
    const { screen, details, more } = await bar();
    await screen.user.click(more);
    expect(details.open).toBe(true);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    within(details).getByRole('link', { name: 'Topic Tests' }).focus();
    await screen.user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    await screen.user.click(more);
    expect(details.open).toBe(true);
    await screen.user.click(await screen.findByRole('heading', { level: 1 }));
    expect(details.open).toBe(false);
  });

  it('"More" closes when the focus leaves it, and when one of its links is followed; its button is then marked', async () => {
    const { screen, main, details, more } = await bar();
    await screen.user.click(more);
    fireEvent.blur(more, { relatedTarget: main.getByRole('link', { name: 'Saved' }) });
    expect(details.open).toBe(false);

    await screen.user.click(more);
    await screen.user.click(within(details).getByRole('link', { name: 'Topic Tests' }));
    // The route's chunk loads before the address changes.
    await waitFor(() => expect(screen.location()).toBe('/test-topics'));
    expect(details.open).toBe(false);
    await waitFor(() => expect(more.className).toMatch(/active/));
  });

  it('is in Hindi on a Hindi page: "और"', async () => {
    const { main, more } = await bar('/practice', 'hi');
    expect(more).toHaveTextContent('और');
    expect(main.getByRole('link', { name: 'सामान्य प्रश्न' })).toHaveAttribute('href', '/hi/faqs');
    expect(main.getByRole('link', { name: 'प्रोग्रामिंग' })).toHaveAttribute('href', '/hi/programming-topics');
  });
});
