import { useState } from 'react';
import { useTypingPause } from '../useTypingPause';

/** How long the list waits after the last keystroke in a typed filter before it asks the server. */
const TYPING_DEBOUNCE_MS = 350;

/**
 * The state of a list's filters: `change` applies a patch and reloads through
 * `load` (after a pause while the member types, for the filters in `typed`;
 * at once for the others), `clearFilters` goes back to `defaults` and reloads.
 *
 * @example const { filters, change, clearFilters } = useListFilters({ status: 'UNRESOLVED', type: '' }, reload)
 */
export function useListFilters<Values extends object>(
  defaults: Values,
  load: (values: Values) => void,
  typed: ReadonlySet<keyof Values> = new Set(),
) {
  const [filters, setFilters] = useState<Values>(defaults);
  const pause = useTypingPause();

  const change = (patch: Partial<Values>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    pause.cancel();
    if (Object.keys(patch).some((key) => typed.has(key as keyof Values)))
      pause.after(TYPING_DEBOUNCE_MS, () => load(next));
    else load(next);
  };

  const clearFilters = () => {
    pause.cancel();
    setFilters(defaults);
    load(defaults);
  };

  return { filters, change, clearFilters };
}
