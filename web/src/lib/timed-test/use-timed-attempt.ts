import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { msUntilNextTick } from '@/lib/countdown';
import { browserStorage } from '@/lib/storage';
import { isRunning, settle, submitAttempt, type TimedAttempt, type TimingRules } from './attempt';
import type { AttemptStore } from './stored';

export interface TimedAttemptState<A extends TimedAttempt> {
  attempt: A | null;
  /** The clock's last tick (ms since the epoch): what the countdowns are shown against. */
  now: number;
  /** Replace the attempt outright (a new draw, a result); it is stored like any change. */
  setAttempt: Dispatch<SetStateAction<A | null>>;
  /** Apply a student's action to the attempt as it stands this very moment (settled first). */
  update: (change: (current: A) => A) => void;
  submit: () => void;
}

/**
 * A timed attempt on this device: `initial` makes it (resumed from storage, or new), every change is stored at
 * once under `id` so a reload continues exactly there, and while it runs it ticks once a second against its
 * stored deadlines, settling by itself (a section locks, the test is submitted) when one passes. `store` and
 * `rules` must be stable (module constants).
 */
export function useTimedAttempt<A extends TimedAttempt>(
  store: AttemptStore<A>,
  rules: TimingRules<A>,
  id: string,
  initial: () => A | null,
): TimedAttemptState<A> {
  // Made while rendering, not in an effect: a resume that stores what it returns gives strict mode's second call
  // the same attempt.
  const [attempt, setAttempt] = useState<A | null>(initial);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (attempt) store.save(browserStorage(), id, attempt);
  }, [attempt, id, store]);

  const nextEnd = attempt && isRunning(attempt) ? rules.nextDeadline(attempt) : null;
  useEffect(() => {
    if (nextEnd === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const at = Date.now();
      setNow(at);
      setAttempt((current) => (current ? settle(current, at, rules) : current));
      // Past the end, settle moved the deadline on (or ended the attempt) and this effect starts again.
      if (at < nextEnd) timer = setTimeout(tick, msUntilNextTick(nextEnd, at));
    };
    // A phone's browser pauses timers in the background: catch up the moment the page is seen again.
    const onVisible = () => document.visibilityState === 'visible' && tick();
    tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [nextEnd, rules]);

  const update = useCallback(
    (change: (current: A) => A) => {
      const at = Date.now();
      // Settled first: an action in the very second a deadline passes applies to what is open now, never to a
      // locked section or an ended test.
      setAttempt((current) => (current ? change(settle(current, at, rules)) : current));
    },
    [rules],
  );
  const submit = useCallback(() => update((current) => submitAttempt(current, Date.now(), rules)), [rules, update]);
  return { attempt, now, setAttempt, update, submit };
}
