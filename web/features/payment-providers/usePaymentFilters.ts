import { useEffect, useRef, useState, useTransition } from 'react';
import { filterVariables, NO_FILTERS, type PaymentFilters } from './PaymentListFilters';

/** Typing in the search waits this long before asking the server. */
const SEARCH_DELAY_MS = 300;

/**
 * A payment list's filters: changes refetch the list's first page (the
 * search once typing pauses), and `refreshKey` bumps read it again (after an
 * import). The rows stay while the new page loads.
 */
export function usePaymentFilters(
  refetch: (variables: ReturnType<typeof filterVariables>) => void,
  withSettlement: boolean,
  refreshKey: number,
) {
  const [filters, setFilters] = useState<PaymentFilters>(NO_FILTERS);
  const [isRefetching, startTransition] = useTransition();
  const first = useRef(true);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  const { search, ...rest } = filters;
  const others = JSON.stringify(rest);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(
      () =>
        startTransition(() =>
          latest.current(
            filterVariables(
              { ...(JSON.parse(others) as Omit<PaymentFilters, 'search'>), search },
              withSettlement,
            ),
          ),
        ),
      search ? SEARCH_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [others, search, withSettlement, refreshKey]);
  return {
    filters,
    setFilters,
    isRefetching,
    filtered: JSON.stringify(filters) !== JSON.stringify(NO_FILTERS),
    clear: () => setFilters(NO_FILTERS),
  };
}
