import { useEffect } from 'react';
import { browserStorage } from '@/lib/storage';
import { announceTestFinished } from '@/lib/offline/events';
import type { TestResult } from '@/features/topic-tests/lib/scoring';

// Not part of the test page's first load: fetched as the test starts (while the network is surely there), used as it ends.
const loadKeeper = () => import('@/features/topic-tests/lib/kept-results');

/** Once a test is finished (submitted or out of time): its score is kept on this device and announced (kept-results.ts). */
export function useKeepResult(subtopicName: string, result: TestResult | null, submittedAt: number | null) {
  useEffect(() => void loadKeeper().catch(() => undefined), []);
  useEffect(() => {
    if (!result || submittedAt === null) return;
    announceTestFinished();
    loadKeeper()
      .then((keeper) => keeper.keepResult(browserStorage(), subtopicName, result, submittedAt))
      .catch((error: unknown) => console.warn('Could not keep the test result', error));
  }, [subtopicName, result, submittedAt]);
}
