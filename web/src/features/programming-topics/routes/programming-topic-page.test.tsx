// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { programmingHandlers } from '@/test-support/programming-fixtures';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

setupScreenTests(...programmingHandlers());

describe('a programming topic’s page (/programming-topics/{slug})', () => {
  it('shows the header, the contents and the questions sorted by order with their blocks', async () => {
    const screen = renderScreen('/programming-topics/python-basics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Python Basics' })).toBeVisible();
    expect(screen.getByRole('link', { name: '← Back to Topics' })).toHaveAttribute('href', '/programming-topics');
    for (const pill of ['★ Featured', '2 questions', 'Beginner']) expect(screen.getByText(pill)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Questions & Code Solutions' })).toBeVisible();
    const contents = within(screen.getByRole('navigation', { name: 'Table of Contents' })).getAllByRole('link');
    // Sorted by order; the title's tags stripped.
    expect(contents.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Reverse a String', '#question-0'],
      ['Count vowels', '#question-1'],
    ]);

    const reverse = screen.getByRole('region', { name: 'Reverse a String' });
    expect(within(reverse).getByText('Easy')).toBeVisible();
    expect(within(reverse).getByText('Return the string backwards.')).toBeVisible();
    expect(within(reverse).getByText('Slicing copies the string.')).toBeVisible();

    // A single code block: its language upper-cased, and Copy copies the stored code.
    const count = screen.getByRole('region', { name: 'Count vowels' });
    expect(within(count).getByText('PYTHON')).toBeVisible();
    expect(count.querySelector('.hljs-string')).toHaveTextContent('"aeiou"');
    await screen.user.click(within(count).getByRole('button', { name: 'Copy PYTHON code' }));
    expect(await within(count).findByRole('button', { name: '✓ Copied' })).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe('sum(c in "aeiou" for c in s)');
  });

  it('shows consecutive code blocks in two languages as tabs that arrow keys switch', async () => {
    const screen = renderScreen('/programming-topics/python-basics');
    const reverse = await screen.findByRole('region', { name: 'Reverse a String' });
    const tabs = within(within(reverse).getByRole('tablist', { name: 'Solutions in several languages' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['PYTHON (Solution 1)', 'JAVA (Solution 2)']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    const panel = () => within(reverse).getByRole('tabpanel');
    expect(panel()).toHaveAccessibleName('PYTHON (Solution 1)');
    expect(panel()).toHaveTextContent('return s[::-1]');

    tabs[0]!.focus();
    await screen.user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveFocus();
    expect(panel()).toHaveAccessibleName('JAVA (Solution 2)');
    await screen.user.click(within(panel()).getByRole('button', { name: 'Copy JAVA code' }));
    await expect(navigator.clipboard.readText()).resolves.toMatch(/^String reverse\(String s\)/);
    // Wraps around; Home and End go to the ends.
    tabs[1]!.focus();
    await screen.user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await screen.user.keyboard('{End}');
    expect(tabs[1]).toHaveFocus();
    await screen.user.keyboard('{Home}');
    expect(tabs[0]).toHaveFocus();
    await screen.user.click(tabs[1]!);
    expect(panel()).toHaveAccessibleName('JAVA (Solution 2)');
  });

  it('says No questions available yet for this topic. for a topic without questions', async () => {
    const screen = renderScreen('/programming-topics/data-structures');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Structures' })).toBeVisible();
    expect(screen.getByText('No questions available yet for this topic.')).toBeVisible();
  });

  it('shows Topic Not Found for an unknown slug, noindex, with Back to Topics', async () => {
    const screen = renderScreen('/programming-topics/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Topic Not Found' })).toBeVisible();
    expect(screen.getByText("The programming topic you're looking for doesn't exist.")).toBeVisible();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/));
    await screen.user.click(screen.getByRole('link', { name: 'Back to Topics' }));
    // The list's screen loads first (the router keeps this one until it has).
    expect(await screen.findByRole('heading', { level: 1, name: 'Programming Topics & Code Questions' })).toBeVisible();
    expect(screen.location()).toBe('/programming-topics');
  });
});
