import { useCallback, useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/**
 * Reads the screen's query again `delayMs` after the first of a burst of
 * calls (the updates a bulk change announces one by one), once for the whole
 * burst rather than once a call; nothing stays pending once the screen is
 * gone. The function it answers stays the same from render to render, so a
 * subscription's config can hold it.
 */
export function useCoalescedRevalidate(delayMs: number): () => void {
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  useEffect(() => {
    revalidateRef.current = revalidate;
  }, [revalidate]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      void revalidateRef.current();
    }, delayMs);
  }, [delayMs]);
}
