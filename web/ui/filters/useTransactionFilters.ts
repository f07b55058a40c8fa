import { useEffect, useRef, useState } from 'react';
import { DEFAULT_TRANSACTION_FILTERS, isFiltered, type TransactionFilterValues } from './transactionFilters';

/** How long the list waits after the last keystroke in a typed filter before it asks the server. */
const TYPING_DEBOUNCE_MS = 350;
/** The filters typed letter by letter (debounced); the others (selects, presets) apply at once. */
const TYPED: ReadonlySet<keyof TransactionFilterValues> = new Set(['search', 'amountMin', 'amountMax', 'customFrom', 'customTo']);

/**
 * The state of a transaction list's filter bar: `change` applies a patch and
 * reloads through `load` (after a pause while the member types), `clearFilters`
 * goes back to the defaults, `filtered` says whether any filter is set.
 */
export function useTransactionFilters(load: (values: TransactionFilterValues) => void) {
  const [filters, setFilters] = useState<TransactionFilterValues>(DEFAULT_TRANSACTION_FILTERS);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (patch: Partial<TransactionFilterValues>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    window.clearTimeout(timer.current);
    const typed = Object.keys(patch).some((key) => TYPED.has(key as keyof TransactionFilterValues));
    if (typed) timer.current = window.setTimeout(() => load(next), TYPING_DEBOUNCE_MS);
    else load(next);
  };

  const clearFilters = () => {
    window.clearTimeout(timer.current);
    setFilters(DEFAULT_TRANSACTION_FILTERS);
    load(DEFAULT_TRANSACTION_FILTERS);
  };

  return { filters, change, clearFilters, filtered: isFiltered(filters) };
}
