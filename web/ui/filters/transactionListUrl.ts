import {
  DIRECTION_LABEL,
  STATUS_LABEL,
  type ReconciliationStatus,
  type TransactionDirection,
} from '../../i18n/transactionLabels';
import { readListUrl, type ListUrlSpec, type SortDirection } from '../lists/listUrlState';
import { useTypedListUrlState } from '../lists/useTypedListUrlState';
import { amountRangeErrors } from './amountRange';
import { DATE_FILTER_PRESETS } from './datePresetDates';
import {
  DEFAULT_TRANSACTION_FILTERS,
  isFiltered,
  transactionFilterVariables,
  type TransactionFilterValues,
  type TransactionFilterVariables,
} from './transactionFilters';

/** The filters typed letter by letter: they reach the URL after a pause, and only while the amount range holds. */
const TYPED: ReadonlySet<keyof TransactionFilterValues> = new Set([
  'search',
  'amountMin',
  'amountMax',
  'customFrom',
  'customTo',
]);

/**
 * The URL spec of a transaction list (statement lines, expected
 * transactions): every filter of its filter bar, and the sorts it offers.
 * A list the server does not sort passes one sort and never shows it.
 */
export function transactionListSpec<Sort extends string>(
  sorts: readonly Sort[],
  sort: Sort,
  direction: SortDirection,
): ListUrlSpec<TransactionFilterValues, Sort> {
  return {
    filters: DEFAULT_TRANSACTION_FILTERS,
    options: {
      preset: DATE_FILTER_PRESETS.filter((preset) => preset !== 'ANY'),
      direction: Object.keys(DIRECTION_LABEL) as TransactionDirection[],
      status: Object.keys(STATUS_LABEL) as ReconciliationStatus[],
    },
    sorts,
    sort,
    direction,
  };
}

/** The filters a URL names, with a preset left empty read as "any date". */
function urlFilters<Sort extends string>(
  spec: ListUrlSpec<TransactionFilterValues, Sort>,
  params: URLSearchParams,
) {
  const state = readListUrl(spec, params);
  return {
    ...state,
    filters: {
      ...state.filters,
      preset: state.filters.preset || DEFAULT_TRANSACTION_FILTERS.preset,
    },
  };
}

/**
 * The list query's variables for the state its URL names, as of now in the
 * organisation's time zone (date presets are its calendar days): what the
 * route loader preloads. An amount range that breaks its rule (typed into
 * the URL by hand) is left out rather than refused.
 */
export function transactionListUrlVariables<Sort extends string>(
  spec: ListUrlSpec<TransactionFilterValues, Sort>,
  params: URLSearchParams,
  timeZone: string,
) {
  const state = urlFilters(spec, params);
  const filters =
    Object.keys(amountRangeErrors(state.filters.amountMin, state.filters.amountMax)).length > 0
      ? { ...state.filters, amountMin: '', amountMax: '' }
      : state.filters;
  return {
    filters: transactionFilterVariables(
      filters,
      new Date(),
      timeZone,
    ) as TransactionFilterVariables,
    sort: state.sort,
    sortDirection: state.direction,
  };
}

/**
 * A transaction list's filters and sort kept in the URL
 * (`useTypedListUrlState`): the search, the amount range and the custom dates
 * are typed, and reach the URL only once the amount range holds. `variables`
 * are the filters the list shows, as the export sends them.
 */
export function useTransactionListUrlState<Sort extends string>(
  spec: ListUrlSpec<TransactionFilterValues, Sort>,
  timeZone: string,
) {
  const list = useTypedListUrlState(spec, TYPED, {
    url: (filters) => ({
      ...filters,
      preset: filters.preset || DEFAULT_TRANSACTION_FILTERS.preset,
    }),
    accepts: (filters) =>
      Object.keys(amountRangeErrors(filters.amountMin, filters.amountMax)).length === 0,
  });
  return {
    ...list,
    filtered: isFiltered(list.filters),
    variables: transactionFilterVariables(list.filters, new Date(), timeZone),
  };
}
