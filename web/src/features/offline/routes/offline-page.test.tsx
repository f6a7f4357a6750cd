// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogueHandlers } from '@/test-support/api-fixtures';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { keepItem, type KeptItem } from '@/features/offline/lib/kept-items';
import { goOffline, withMemoryKeptItems } from '@/features/offline/test-support/memory-backend';

setupScreenTests(...catalogueHandlers());

const memory = withMemoryKeptItems();

const percentages: KeptItem = {
  id: 'subtopic:en/general-aptitude/percentages',
  kind: 'subtopic',
  title: 'Percentages',
  path: '/practice/general-aptitude/percentages',
  locale: 'en',
  urls: ['/practice/general-aptitude/percentages'],
  bytes: 1.4 * 1024 * 1024,
  savedAt: Date.UTC(2026, 10, 20),
};
const paper: KeptItem = {
  ...percentages,
  id: 'mock-test:ssc-cgl',
  kind: 'mock-test',
  title: 'SSC CGL 2024',
  path: '/mock-tests/ssc-cgl',
  urls: ['/x'],
  bytes: 600 * 1024,
  locale: 'hi',
  savedAt: Date.UTC(2026, 10, 21),
};

describe('/offline', () => {
  it('lists what is kept with kind, size and date, opens it at its own address, and removes it after asking', async () => {
    await keepItem(percentages);
    await keepItem(paper);
    const screen = renderScreen('/offline');
    expect(await screen.findByRole('heading', { level: 1, name: 'Offline & Data' })).toBeVisible();
    const list = await screen.findByTestId('kept-items');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('SSC CGL 2024');
    expect(first).toHaveTextContent('Mock test');
    expect(within(first!).getByRole('link', { name: 'SSC CGL 2024' })).toHaveAttribute('href', '/hi/mock-tests/ssc-cgl');
    expect(second).toHaveTextContent(/Practice.*1\.4 MB.*Saved 20 Nov 2026/);
    expect(screen.getByText('2 items · 2 MB')).toBeVisible();

    await screen.user.click(within(second!).getByRole('button', { name: 'Remove: Percentages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from this device?' });
    await screen.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(memory().items.has(percentages.id)).toBe(false);
  });

  it('says what can be downloaded, and where, when nothing is kept', async () => {
    const screen = renderScreen('/offline');
    expect(await screen.findByRole('heading', { name: 'Nothing kept yet' })).toBeVisible();
    for (const [name, href] of [
      ['Practice', '/practice'],
      ['Topic Tests', '/test-topics'],
      ['Mock Tests', '/mock-tests'],
    ] as const) {
      expect(within(screen.getByRole('region', { name: 'Kept on this device' })).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('turns data saver on and off for this device', async () => {
    const screen = renderScreen('/offline');
    const box = await screen.findByRole('checkbox', { name: 'Data saver on this device' });
    expect(box).not.toBeChecked();
    await screen.user.click(box);
    expect(box).toBeChecked();
    expect(localStorage.getItem('dataSaver')).toBe('on');
    await screen.user.click(box);
    expect(localStorage.getItem('dataSaver')).toBeNull();
  });

  it('stands in for a page the device does not keep: You are offline, Try again, the kept items', async () => {
    goOffline();
    await keepItem(percentages);
    const screen = renderScreen('/offline?from=%2Fpractice%2Fquantitative%2Fratios');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    expect(screen.getByText('This page is not kept on this device.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/practice/quantitative/ratios');
    expect(await screen.findByRole('link', { name: 'Percentages' })).toHaveAttribute('href', '/practice/general-aptitude/percentages');
  });

  it('says it in Hindi on a Hindi page', async () => {
    goOffline();
    const screen = renderScreen('/offline?from=%2Fpractice%3Fpage%3D2', { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'फिर से कोशिश करें' })).toHaveAttribute('href', '/hi/practice?page=2');
  });
});

describe('/offline on the server', () => {
  it('renders its frame and an honest loading state, not a list it cannot know', async () => {
    const { default: OfflinePage } = await import('@/features/offline/routes/offline-page');
    const { MemoryRouter } = await import('react-router-dom');
    const { I18nProvider } = await import('@/i18n/i18n');
    const { serverTranslator } = await import('@/i18n/server');
    const html = renderToString(
      <I18nProvider translator={serverTranslator('en')}>
        <MemoryRouter initialEntries={['/offline?from=/x']}>
          <OfflinePage />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(html).toContain('Offline &amp; Data');
    expect(html).toContain('Reading what this device keeps...');
    expect(html).not.toContain('You are offline');
  });
});
