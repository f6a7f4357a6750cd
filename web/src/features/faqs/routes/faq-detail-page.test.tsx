// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqHandlers } from '@/test-support/faq-fixtures';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

setupScreenTests(...faqHandlers());

describe('an FAQ’s page (/faqs/{slug})', () => {
  it('shows the header, a table of contents and the answers sorted by order, code blocks with Copy', async () => {
    const screen = renderScreen('/faqs/python-interview-questions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Python Interview Questions' })).toBeVisible();
    expect(screen.getByRole('link', { name: '← Back to FAQs' })).toHaveAttribute('href', '/faqs');
    expect(document.querySelector('article img')).toHaveAttribute('src', '/uploads/python_logo.png');
    expect(screen.getByText('★ Featured')).toBeVisible();
    expect(screen.getByText('6 questions')).toBeVisible();
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['#python', '#programming', '#interview', '#coding']);

    const contents = within(screen.getByRole('navigation', { name: 'Table of Contents' })).getAllByRole('link');
    expect(contents.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['What is the difference between a list and a tuple?', '#question-0'],
      ['What does a generator do?', '#question-1'],
      // Entities decoded in the plain question.
      ['Is Python & Java the same?', '#question-2'],
      ['What is PEP 8?', '#question-3'],
      ['What is a decorator?', '#question-4'],
      ['What is the GIL?', '#question-5'],
    ]);
    const second = screen.getByRole('region', { name: 'What does a generator do?' });
    expect(second).toHaveAttribute('id', 'question-1');
    expect(second.querySelector('.hljs-keyword')).toHaveTextContent('def');

    // The code block gets its language and a Copy button, which copies the block's text.
    const copy = await within(second).findByRole('button', { name: 'Copy PYTHON code' });
    expect(within(second).getByText('PYTHON')).toBeVisible();
    await screen.user.click(copy);
    expect(await within(second).findByRole('button', { name: '✓ Copied' })).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe('def count():\n    yield 1');
    expect(within(second).getByRole('status')).toHaveTextContent('Copied to the clipboard');

    expect(screen.getByRole('link', { name: 'See Other FAQs' })).toHaveAttribute('href', '/faqs');
    expect(screen.getByRole('button', { name: '↑ Back to top' })).toBeVisible();
  });

  it('says No questions available yet. for an FAQ without questions', async () => {
    const screen = renderScreen('/faqs/rrb-ntpc');
    expect(await screen.findByRole('heading', { level: 1, name: 'RRB NTPC' })).toBeVisible();
    expect(screen.getByText('No questions available yet.')).toBeVisible();
    expect(screen.getByText('0 questions')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Table of Contents' })).toBeNull();
  });

  it('shows FAQ Not Found for an unknown slug, noindex, with a way back', async () => {
    const screen = renderScreen('/faqs/no-such-faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'FAQ Not Found' })).toBeVisible();
    expect(screen.getByText("The FAQ you're looking for doesn't exist.")).toBeVisible();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/));
    await screen.user.click(screen.getByRole('link', { name: 'Back to FAQs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    expect(screen.location()).toBe('/faqs');
  });
});
