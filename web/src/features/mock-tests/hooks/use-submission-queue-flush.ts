import { useEffect } from 'react';

/**
 * Sends the offline submission queue (every paper's, not only this page's) when a mock-test page opens and whenever
 * the browser comes back online; Background Sync does the same where the browser has it, even with no page open.
 * The queue's module (IndexedDB) loads after the page is up.
 */
export function useSubmissionQueueFlush() {
  useEffect(() => {
    let live = true;
    const flush = () =>
      void import('@/service-worker/submission-queue')
        .then((queue) => (live && queue.canQueueSubmissions() ? queue.flushSubmissions() : undefined))
        .catch(() => undefined);
    flush();
    window.addEventListener('online', flush);
    return () => {
      live = false;
      window.removeEventListener('online', flush);
    };
  }, []);
}
