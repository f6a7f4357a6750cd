/** The mock test lasts 1800 seconds (30 minutes). */
export const TEST_DURATION_SECONDS = 1800;

/** The absolute moment (ms since the epoch) a test started at `now` ends. */
export function deadlineFrom(now: number, durationSeconds = TEST_DURATION_SECONDS): number {
  return now + durationSeconds * 1000;
}
