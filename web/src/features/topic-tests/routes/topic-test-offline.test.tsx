// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QUESTIONS, catalogueHandlers } from '@/test-support/api-fixtures';
import { failNetwork } from '@/test-support/fake-api';
import { renderScreen, setupScreenTests } from '@/test-support/screen';
import { keptWholeListUrl } from '@/features/topic-tests/lib/offline-sample';

// A topic test without a network: drawn on the device from the subtopic's downloaded whole list, else the error.

const api = setupScreenTests(...catalogueHandlers());
afterEach(() => vi.unstubAllGlobals());

/** Cache Storage holding what "Download for offline" kept. */
function keptDownloads(kept: Record<string, unknown>) {
  vi.stubGlobal('caches', {
    open: async () => ({
      match: async (url: string) => (url in kept ? new Response(JSON.stringify(kept[url])) : undefined),
    }),
  });
}

describe('a topic test offline', () => {
  it('starts from the downloaded list when the draw cannot reach the server', async () => {
    keptDownloads({ [keptWholeListUrl('percentages', 'en')]: QUESTIONS.percentages });
    api.use(failNetwork('listQuestionsOfSubtopic'));
    const screen = renderScreen('/onlinetest/percentages');
    const palette = await screen.findByRole('region', { name: 'Question Palette' });
    // The whole subtopic (8 questions, fewer than a test's 30), each once.
    expect(palette.querySelectorAll('button')).toHaveLength(QUESTIONS.percentages!.length);
    expect(api.calls('listQuestionsOfSubtopic').every((url) => url.searchParams.get('sample') === '30')).toBe(true);
  });

  it('without a download, says the test could not be loaded', async () => {
    keptDownloads({});
    api.use(failNetwork('listQuestionsOfSubtopic'));
    const screen = renderScreen('/onlinetest/percentages');
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeVisible();
  });
});
