import { useEffect, useRef } from 'react';

/**
 * Calls `reload` whenever `refreshKey` changes after the first render (a page
 * bumps the key when something it started elsewhere, such as an import,
 * changed what a list shows). The latest `reload` is used, with the list's
 * current filters.
 */
export function useRefresh(refreshKey: number, reload: () => void): void {
  const latest = useRef(reload);
  // Effects run in order: the latest `reload` is in place before the one below reads it.
  useEffect(() => {
    latest.current = reload;
  });
  const seen = useRef(refreshKey);
  useEffect(() => {
    if (seen.current === refreshKey) return;
    seen.current = refreshKey;
    latest.current();
  }, [refreshKey]);
}
