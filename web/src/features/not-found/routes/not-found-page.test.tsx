// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogueHandlers } from '@/test-support/api-fixtures';
import { renderScreen, setupScreenTests } from '@/test-support/screen';

setupScreenTests(...catalogueHandlers());

describe('an address the site does not have', () => {
  it('shows the Page Not Found screen, marked noindex, with the way home', async () => {
    const screen = renderScreen('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/));
    await screen.user.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Crack your competitive exam/ })).toBeVisible();
    expect(screen.location()).toBe('/');
  });
});
