import { useTransition } from 'react';

/**
 * Asks a fragment's query again from the server, as a transition: what the
 * screen shows stays on it (dimmed by the caller) until the answer is in.
 * Returns whether an answer is still awaited, and the reload.
 */
export function useReloadInPlace<Variables>(
  refetch: (variables: Variables, options: { fetchPolicy: 'network-only' }) => unknown,
): [boolean, (variables: Variables) => void] {
  const [isReloading, startReload] = useTransition();
  const reload = (variables: Variables) =>
    startReload(() => {
      refetch(variables, { fetchPolicy: 'network-only' });
    });
  return [isReloading, reload];
}
