// @vitest-environment happy-dom
import { waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueHandlers } from '@/test-support/api-fixtures';
import { renderScreen, setupScreenTests, type Screen } from '@/test-support/screen';
import { goOffline, withMemoryKeptItems } from '@/features/offline/test-support/memory-backend';

setupScreenTests(...catalogueHandlers());

const PAGE = '/practice/general-aptitude/percentages';
const DOWNLOAD = 'Download for offline: Percentages';
// What a download of that page fetches: the page, its one page of questions, the AI switch.
const FILES = {
  [PAGE]: '<html>page</html>',
  '/api/questions/subtopic/percentages?page=1&limit=10': '[]',
  '/api/ai/status': '{}',
};

// The button and the page's URL list load lazily: loaded once here, so no test's wait includes their first transform.
beforeAll(async () => {
  await Promise.all([import('@/features/offline/components/download-button'), import('@/features/offline/lib/subtopic-download')]);
});

const memory = withMemoryKeptItems(FILES);

/** The button, once it knows whether the list is kept (it is disabled until then). */
async function downloadButton(screen: Screen) {
  const button = await screen.findByRole('button', { name: DOWNLOAD });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

const region = async () => within(await waitFor(() => document.querySelector<HTMLElement>('[data-testid="download-for-offline"]')!));

describe('Download for offline on a practice list', () => {
  it('downloads the page, its API reads and files, then says Available offline with its size and can remove it', async () => {
    const screen = renderScreen(PAGE);
    const button = await downloadButton(screen);
    expect(button).toHaveTextContent('Download for offline');
    await screen.user.click(button);

    const download = await region();
    await waitFor(() => expect(download.getByRole('status')).toHaveTextContent('Available offline · 21 B'));
    const [kept] = memory().items.values();
    expect(kept).toMatchObject({
      id: 'subtopic:en/general-aptitude/percentages',
      kind: 'subtopic',
      title: 'Percentages',
      path: PAGE,
      locale: 'en',
    });
    expect([...kept!.urls].sort()).toEqual(Object.keys(FILES).sort());
    expect(memory().cache.keysList()).toEqual(Object.keys(FILES).sort());

    await screen.user.click(download.getByRole('button', { name: 'Remove download: Percentages' }));
    expect(await downloadButton(screen)).toBeVisible();
    expect(memory().items.size).toBe(0);
    expect(memory().cache.keysList()).toEqual([]);
  });

  it('says so when the device is offline, and keeps nothing', async () => {
    goOffline();
    const screen = renderScreen(PAGE);
    await screen.user.click(await downloadButton(screen));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download: you are offline.');
    expect(memory().items.size).toBe(0);
  });

  it('says how many files failed when only some arrived, and keeps the rest', async () => {
    memory().network.files['/api/ai/status'] = 503;
    const screen = renderScreen(PAGE);
    await screen.user.click(await downloadButton(screen));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not download 1 of 3 files.');
    const download = await region();
    await waitFor(() => expect(download.getByRole('status')).toHaveTextContent('Available offline'));
    expect([...memory().items.values()][0]!.urls).not.toContain('/api/ai/status');
  });

  it('asks first, with the size, when data saver is on; Cancel downloads nothing', async () => {
    localStorage.setItem('dataSaver', 'on');
    const screen = renderScreen(PAGE);
    await screen.user.click(await downloadButton(screen));
    const dialog = await screen.findByRole('dialog', { name: 'Download for offline?' });
    expect(dialog).toHaveTextContent(/This download is about \d+ KB\. Download\?/);
    await screen.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(memory().fetched).toEqual([]);

    await screen.user.click(await downloadButton(screen));
    await screen.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Download' }));
    const download = await region();
    await waitFor(() => expect(download.getByRole('status')).toHaveTextContent('Available offline · 21 B'));
  });
});
