import { useCallback, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/**
 * Changes the current page's query string, building on the latest one: the
 * one a change of ours is still loading, else the address bar's. The
 * `useSearchParams` a component rendered with can lag behind both: the
 * router renders a finished navigation in a transition, and while the new
 * screen suspends on its query React keeps showing the one before, with the
 * handlers of the one before. A second filter typed then must not put the
 * first one back.
 *
 * @example const navigateSearch = useSearchNavigate(); navigateSearch((current) => { current.set('to', '2026-09-10'); return current; }, { replace: true });
 */
export function useSearchNavigate() {
  const navigate = useNavigate();
  const loading = useRef<string | null>(null);
  return useCallback(
    (build: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const target = `?${build(new URLSearchParams(loading.current ?? window.location.search)).toString()}`;
      loading.current = target;
      void Promise.resolve(navigate(target, options)).finally(() => {
        if (loading.current === target) loading.current = null;
      });
    },
    [navigate],
  );
}
