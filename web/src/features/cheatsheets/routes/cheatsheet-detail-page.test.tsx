// @vitest-environment happy-dom
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cheatsheetHandlers } from '@/test-support/cheatsheet-fixtures';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

setupScreenTests(...cheatsheetHandlers());

describe('a cheatsheet’s code block (/cheatsheets/{slug})', () => {
  it('names its language and copies its code with the shared Copy button', async () => {
    const screen = renderScreen('/cheatsheets/python-essentials');
    const code = await screen.findByRole('region', { name: 'python code' });
    expect(code).toHaveTextContent('print("hello")');
    const block = code.parentElement!;
    expect(within(block).getByText('python')).toBeVisible();
    await screen.user.click(within(block).getByRole('button', { name: 'Copy python code' }));
    expect(await within(block).findByRole('button', { name: '✓ Copied' })).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe('print("hello")');
    expect(within(block).getByRole('status')).toHaveTextContent('Copied to the clipboard');
  });

  it('speaks Hindi on a Hindi page', async () => {
    const screen = renderScreen('/cheatsheets/python-essentials', { locale: 'hi' });
    const code = await screen.findByRole('region', { name: 'python कोड' });
    expect(within(code.parentElement!).getByRole('button', { name: 'python कोड कॉपी करें' })).toHaveTextContent('कॉपी करें');
  });
});
