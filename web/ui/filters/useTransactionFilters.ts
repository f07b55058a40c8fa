import { DEFAULT_TRANSACTION_FILTERS, isFiltered, type TransactionFilterValues } from './transactionFilters';
import { useListFilters } from './useListFilters';

/** The filters typed letter by letter (debounced); the others (selects, presets) apply at once. */
const TYPED: ReadonlySet<keyof TransactionFilterValues> = new Set(['search', 'amountMin', 'amountMax', 'customFrom', 'customTo']);

/**
 * The state of a transaction list's filter bar: `change` applies a patch and
 * reloads through `load` (after a pause while the member types), `clearFilters`
 * goes back to the defaults, `filtered` says whether any filter is set.
 */
export function useTransactionFilters(load: (values: TransactionFilterValues) => void) {
  const state = useListFilters(DEFAULT_TRANSACTION_FILTERS, load, TYPED);
  return { ...state, filtered: isFiltered(state.filters) };
}
