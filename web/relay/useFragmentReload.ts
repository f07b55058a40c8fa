import { startTransition, useCallback, useRef } from 'react';
import type { Disposable } from 'relay-runtime';

/** The part of a `useRefetchableFragment` refetch function this hook uses. */
type Refetch = (
  variables: Record<string, never>,
  options: { fetchPolicy: 'store-and-network'; onComplete: (error: Error | null) => void },
) => Disposable;

/**
 * Asks the server again for what a refetchable fragment shows, with its
 * current variables, and resolves once the answer is in the store (so a
 * dialog can close on fresh data). The screen keeps what it shows meanwhile:
 * the store's data renders at once (`store-and-network`), and inside a
 * transition when the store lacks the refetch query's root field (a `node`
 * refetch the first time). A failed reload is ignored rather than sent to the
 * route's error page: the change it follows is already saved, so the fragment
 * goes back to the data the store held.
 *
 * @example
 * const [data, refetch] = useRefetchableFragment(fragment, key);
 * const reload = useFragmentReload(refetch);
 * await reload();
 */
export function useFragmentReload(refetch: Refetch): () => Promise<void> {
  const latest = useRef(0);
  return useCallback(
    () =>
      new Promise<void>((resolve) => {
        const reload = ++latest.current;
        startTransition(() => {
          const request = refetch(
            {},
            {
              fetchPolicy: 'store-and-network',
              onComplete: (error) => {
                // Disposing the refetch makes the fragment read its parent's data again; only the latest
                // reload may do it, or it would cancel a newer one still under way.
                if (error && reload === latest.current) request.dispose();
                resolve();
              },
            },
          );
        });
      }),
    [refetch],
  );
}
