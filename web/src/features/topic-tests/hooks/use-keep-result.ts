import { useEffect } from 'react';
import { browserStorage } from '@/lib/storage';
import { keepResult } from '@/features/topic-tests/lib/kept-results';
import type { TestResult } from '@/features/topic-tests/lib/scoring';

/** Once a test is finished (submitted or out of time): its score is kept on this device and announced (kept-results.ts). */
export function useKeepResult(subtopicName: string, result: TestResult | null, submittedAt: number | null) {
  useEffect(() => {
    if (result && submittedAt !== null) keepResult(browserStorage(), subtopicName, result, submittedAt);
  }, [subtopicName, result, submittedAt]);
}
