import { useSearchParams } from 'react-router';
import { useSearchNavigate } from '../useSearchNavigate';

/** Which way a sorted list runs (the schema's SortDirection). */
export type SortDirection = 'ASC' | 'DESC';

/**
 * What a list keeps in its URL: its filters ('' for any) with their
 * defaults, the columns it sorts by, and the order it opens in.
 */
export type ListUrlSpec<Filters extends Record<string, string>, Sort extends string> = {
  filters: Filters;
  /** The values a filter may take besides '' (the schema's enum): anything else in the URL reads as the default. */
  options?: { readonly [Key in keyof Filters]?: readonly string[] };
  sorts: readonly Sort[];
  sort: Sort;
  direction: SortDirection;
};

/** A list's state as its URL says it: unknown values fall back to the defaults. */
export type ListUrlState<Filters, Sort> = {
  filters: Filters;
  sort: Sort;
  direction: SortDirection;
};

const SORT = 'sort';
const DIRECTION = 'dir';

/** The list's state read from the URL's query string. */
export function readListUrl<Filters extends Record<string, string>, Sort extends string>(
  spec: ListUrlSpec<Filters, Sort>,
  params: URLSearchParams,
): ListUrlState<Filters, Sort> {
  const filters = { ...spec.filters };
  for (const key of Object.keys(spec.filters) as (keyof Filters & string)[]) {
    const value = params.get(key);
    const allowed = spec.options?.[key];
    if (value !== null && (value === '' || !allowed || allowed.includes(value)))
      filters[key] = value as Filters[typeof key];
  }
  const sort = spec.sorts.find((candidate) => candidate === params.get(SORT));
  const direction = params.get(DIRECTION);
  return {
    filters,
    sort: sort ?? spec.sort,
    direction:
      direction === 'ASC' || direction === 'DESC' ? direction : sort ? 'ASC' : spec.direction,
  };
}

/**
 * The query's variables for the list's state: filters ('' as null, so the
 * server reads "any"), `sort` and `sortDirection`. What the route loader
 * preloads and what the list reads, so both ask for the same connection.
 */
export function listUrlVariables<Filters extends Record<string, string>, Sort extends string>(
  spec: ListUrlSpec<Filters, Sort>,
  params: URLSearchParams,
) {
  const state = readListUrl(spec, params);
  const filters = Object.fromEntries(
    Object.entries(state.filters).map(([key, value]) => [key, value === '' ? null : value]),
  ) as { [Key in keyof Filters]: Exclude<Filters[Key], ''> | null };
  return { ...filters, sort: state.sort, sortDirection: state.direction };
}

/** The query string of a state: only what differs from the defaults, other parameters of the URL kept. */
function writeListUrl<Filters extends Record<string, string>, Sort extends string>(
  spec: ListUrlSpec<Filters, Sort>,
  params: URLSearchParams,
  state: ListUrlState<Filters, Sort>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(state.filters)) {
    if (value === spec.filters[key]) next.delete(key);
    else next.set(key, value);
  }
  const isDefault = state.sort === spec.sort && state.direction === spec.direction;
  if (isDefault) {
    next.delete(SORT);
    next.delete(DIRECTION);
  } else {
    next.set(SORT, state.sort);
    next.set(DIRECTION, state.direction);
  }
  return next;
}

/**
 * A list's filters and sort kept in the URL's query string, so a filtered,
 * sorted list can be shared as a link and the browser's Back button returns
 * to the state before. Every change is a history entry; the route's loader
 * reads the same URL (`listUrlVariables`) and loads the list for it, so the
 * list never holds state the URL does not show.
 *
 * `sortBy` a new column sorts it ascending; the same column again turns the
 * direction round.
 *
 * @example const list = useListUrlState(BILL_LIST); list.change({ status: 'APPROVED' }); list.sortBy('AMOUNT')
 */
export function useListUrlState<Filters extends Record<string, string>, Sort extends string>(
  spec: ListUrlSpec<Filters, Sort>,
) {
  const [params] = useSearchParams();
  const navigateSearch = useSearchNavigate();
  const state = readListUrl(spec, params);
  // Each change builds on the latest URL, not the one this render read: two quick changes keep both.
  const go = (next: (latest: ListUrlState<Filters, Sort>) => ListUrlState<Filters, Sort>) =>
    navigateSearch((latest) => writeListUrl(spec, latest, next(readListUrl(spec, latest))));
  const filtered = Object.entries(state.filters).some(
    ([key, value]) => value !== spec.filters[key],
  );
  return {
    ...state,
    filtered,
    change: (patch: Partial<Filters>) =>
      go((latest) => ({ ...latest, filters: { ...latest.filters, ...patch } })),
    clearFilters: () => go((latest) => ({ ...latest, filters: spec.filters })),
    sortBy: (sort: Sort) =>
      go((latest) => ({
        ...latest,
        sort,
        direction: sort === latest.sort && latest.direction === 'ASC' ? 'DESC' : 'ASC',
      })),
  };
}

/** What a sortable table heading needs of its list: the sort in force and how to sort by a column. */
export type ListSorting<Sort extends string = string> = {
  sort: Sort;
  direction: SortDirection;
  sortBy(sort: Sort): void;
};
