import { useEffect, useRef } from 'react';

/**
 * The pause after typing before the work it stands for (a search, a typed
 * filter's reload): `after(ms, run)` runs `run` once `ms` pass without
 * another call, `cancel()` drops what waits (a change applied at once
 * instead), and leaving the screen drops it too.
 */
export function useTypingPause() {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const cancel = () => window.clearTimeout(timer.current);
  const after = (ms: number, run: () => void) => {
    cancel();
    timer.current = window.setTimeout(run, ms);
  };
  return { after, cancel };
}
