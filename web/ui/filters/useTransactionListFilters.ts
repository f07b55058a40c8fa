import { useTransition } from 'react';
import { useRefresh } from '../../relay/useRefresh';
import { transactionFilterVariables, type TransactionFilterVariables } from './transactionFilters';
import { useTransactionFilters } from './useTransactionFilters';

type TransactionListFiltersOptions<Variables> = {
  /** The organisation's time zone: date presets are its calendar days. */
  timeZone: string;
  /** Bumped by the page after an import or entry: the list loads again with the filters it shows. */
  refreshKey: number;
  /** The list's own variables for the filters' (the party is the list's counterparty or bank account). */
  toVariables: (variables: TransactionFilterVariables) => Variables;
  /** Loads the list's first page for those variables (the list's refetch, from the server). */
  refetch: (variables: Variables) => void;
};

/**
 * A transaction list's filter bar wired to its query: every change (and every
 * refresh the page asks for) loads the first page again in a transition, so
 * the rows on screen stay, dimmed, until the new ones are in; filters that
 * cannot be sent (an amount range the wrong way round) load nothing.
 * `variables` are the current filters' (null while they cannot be sent).
 */
export function useTransactionListFilters<Variables>({ timeZone, refreshKey, toVariables, refetch }: TransactionListFiltersOptions<Variables>) {
  const [isRefetching, startTransition] = useTransition();
  const variablesOf = (values: Parameters<typeof transactionFilterVariables>[0]) => {
    const variables = transactionFilterVariables(values, new Date(), timeZone);
    return variables ? toVariables(variables) : null;
  };
  const load = (values: Parameters<typeof transactionFilterVariables>[0]) => {
    const variables = variablesOf(values);
    if (variables === null) return;
    startTransition(() => refetch(variables));
  };
  const state = useTransactionFilters(load);
  useRefresh(refreshKey, () => load(state.filters));
  return { ...state, isRefetching, variables: variablesOf(state.filters) };
}
