/**
 * Countdowns against an absolute deadline (ms since the epoch), as every timed test keeps its clock: a reload or
 * a sleeping phone never stretches the time, the clock always shows the true time left.
 */

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

/** 1800 → '30:00', 65 → '1:05', 0 → '0:00'; an hour or more as exam screens show it: 7200 → '2:00:00'. */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const rest = String(safe % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The last minute is flagged on screen and announced to screen readers. */
export const WARNING_SECONDS = 60;

/**
 * What a timer's live region says, in the page's language (`t`: the catalogs' exam.warning texts): empty until the
 * last minute, then '1 minute left', '30 seconds left', '10 seconds left'. The text changes only at those moments,
 * so a screen reader announces three times, not every second.
 */
export function timeWarning(seconds: number, t: (key: string) => string): string {
  if (seconds <= 0 || seconds > WARNING_SECONDS) return '';
  if (seconds <= 10) return t('exam.warning.ten');
  if (seconds <= 30) return t('exam.warning.thirty');
  return t('exam.warning.minute');
}
