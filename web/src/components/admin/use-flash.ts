import { useCallback, useEffect, useRef, useState } from 'react';

export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/** Admin success/error messages that clear themselves after 3 s, as the admin spec asks. */
export function useFlash(clearAfterMs = 3000) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(
    (kind: Flash['kind'], text: string) => {
      window.clearTimeout(timer.current);
      setFlash({ kind, text });
      timer.current = window.setTimeout(() => setFlash(null), clearAfterMs);
    },
    [clearAfterMs],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { flash, show, clear: () => setFlash(null) };
}
