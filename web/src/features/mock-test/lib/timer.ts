/** The mock test lasts 1800 seconds (30 minutes). */
export const TEST_DURATION_SECONDS = 1800;

/** The absolute moment (ms since the epoch) a test started at `now` ends. */
export function deadlineFrom(now: number, durationSeconds = TEST_DURATION_SECONDS): number {
  return now + durationSeconds * 1000;
}

/**
 * Whole seconds left until the deadline, never negative. Rounded up, so the clock shows 30:00 for the first
 * second and reaches 0:00 exactly at the deadline.
 */
export function remainingSeconds(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** How long to wait before the shown second changes (at least 1 ms; the whole remainder near the end). */
export function msUntilNextTick(deadline: number, now: number): number {
  const left = deadline - now;
  if (left <= 0) return 0;
  const intoSecond = left % 1000;
  return intoSecond === 0 ? 1000 : intoSecond;
}

/** 1800 → '30:00', 65 → '1:05', 0 → '0:00'. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  const rest = safe % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** The last minute is flagged on screen and announced to screen readers. */
export const WARNING_SECONDS = 60;

/**
 * What the timer's live region says: empty until the last minute, then '1 minute left', '30 seconds left',
 * '10 seconds left'. The text changes only at those moments, so a screen reader announces three times, not
 * every second.
 */
export function timeWarning(seconds: number): string {
  if (seconds <= 0 || seconds > WARNING_SECONDS) return '';
  if (seconds <= 10) return '10 seconds left';
  if (seconds <= 30) return '30 seconds left';
  return '1 minute left';
}
