import { useEffect, useRef, useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { DIRECTION_LABEL, STATUS_LABEL, type ReconciliationStatus, type TransactionDirection } from '../../i18n/transactionLabels';
import { readListUrl, useListUrlState, type ListUrlSpec, type SortDirection } from '../lists/listUrlState';
import { amountRangeErrors } from './amountRange';
import { DATE_FILTER_PRESETS } from './datePresetDates';
import { DEFAULT_TRANSACTION_FILTERS, isFiltered, transactionFilterVariables, type TransactionFilterValues, type TransactionFilterVariables } from './transactionFilters';

/** How long the list waits after the last keystroke in a typed filter before it changes the URL (and loads). */
const TYPING_DEBOUNCE_MS = 350;

/** The filters typed letter by letter: they reach the URL after a pause, and only while the amount range holds. */
const TYPED: ReadonlySet<keyof TransactionFilterValues> = new Set(['search', 'amountMin', 'amountMax', 'customFrom', 'customTo']);

/**
 * The URL spec of a transaction list (statement lines, expected
 * transactions): every filter of its filter bar, and the sorts it offers.
 * A list the server does not sort passes one sort and never shows it.
 */
export function transactionListSpec<Sort extends string>(sorts: readonly Sort[], sort: Sort, direction: SortDirection): ListUrlSpec<TransactionFilterValues, Sort> {
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
function urlFilters<Sort extends string>(spec: ListUrlSpec<TransactionFilterValues, Sort>, params: URLSearchParams) {
  const state = readListUrl(spec, params);
  return { ...state, filters: { ...state.filters, preset: state.filters.preset || DEFAULT_TRANSACTION_FILTERS.preset } };
}

/**
 * The list query's variables for the state its URL names, as of now in the
 * organisation's time zone (date presets are its calendar days): what the
 * route loader preloads. An amount range that breaks its rule (typed into
 * the URL by hand) is left out rather than refused.
 */
export function transactionListUrlVariables<Sort extends string>(spec: ListUrlSpec<TransactionFilterValues, Sort>, params: URLSearchParams, timeZone: string) {
  const state = urlFilters(spec, params);
  const filters = Object.keys(amountRangeErrors(state.filters.amountMin, state.filters.amountMax)).length > 0 ? { ...state.filters, amountMin: '', amountMax: '' } : state.filters;
  return { filters: transactionFilterVariables(filters, new Date(), timeZone) as TransactionFilterVariables, sort: state.sort, sortDirection: state.direction };
}

/**
 * A transaction list's filters and sort kept in the URL (`useListUrlState`):
 * selects and presets change the URL at once; typed filters show as typed
 * and reach the URL after a pause, and only once the amount range holds, so
 * Back steps through whole searches, not keystrokes. The route loader loads
 * the list for the URL; `refresh` loads it again (after an import).
 * `variables` are the filters the list shows, as the export sends them.
 */
export function useTransactionListUrlState<Sort extends string>(spec: ListUrlSpec<TransactionFilterValues, Sort>, timeZone: string) {
  const list = useListUrlState(spec);
  const url = { ...list.filters, preset: list.filters.preset || DEFAULT_TRANSACTION_FILTERS.preset };
  const urlKey = JSON.stringify(url);
  const [draft, setDraft] = useState<{ values: Partial<TransactionFilterValues>; typing: boolean; urlKey: string }>({ values: {}, typing: false, urlKey });
  // A URL changed from outside (Back, a link) or by the draft's own commit replaces the draft, unless typing goes on.
  if (draft.urlKey !== urlKey) setDraft({ ...draft, values: draft.typing ? draft.values : {}, urlKey });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const filters = { ...url, ...draft.values };
  const revalidator = useRevalidator();
  const navigation = useNavigation();

  const change = (patch: Partial<TransactionFilterValues>) => {
    window.clearTimeout(timer.current);
    const next = { ...filters, ...patch };
    const commit = () => {
      if (Object.keys(amountRangeErrors(next.amountMin, next.amountMax)).length === 0) list.change(next);
    };
    if (!Object.keys(patch).some((key) => TYPED.has(key as keyof TransactionFilterValues))) {
      setDraft({ values: {}, typing: false, urlKey });
      commit();
      return;
    }
    setDraft((current) => ({ ...current, values: { ...current.values, ...patch }, typing: true }));
    timer.current = window.setTimeout(() => {
      setDraft((current) => ({ ...current, typing: false }));
      commit();
    }, TYPING_DEBOUNCE_MS);
  };

  const clearFilters = () => {
    window.clearTimeout(timer.current);
    setDraft({ values: {}, typing: false, urlKey });
    list.clearFilters();
  };

  return {
    filters,
    change,
    clearFilters,
    filtered: isFiltered(filters),
    sort: list.sort,
    direction: list.direction,
    sortBy: list.sortBy,
    isRefetching: navigation.state === 'loading' || revalidator.state === 'loading',
    refresh: () => void revalidator.revalidate(),
    variables: transactionFilterVariables(filters, new Date(), timeZone),
  };
}
