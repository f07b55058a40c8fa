import { useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { useTypingPause } from '../useTypingPause';
import { useListUrlState, type ListUrlSpec } from './listUrlState';

/** How long a list waits after the last keystroke in a typed filter before it changes the URL (and loads). */
const TYPING_DEBOUNCE_MS = 350;

/**
 * A list's filters and sort kept in the URL (`useListUrlState`), with
 * filters typed letter by letter (a search, an amount): selects change the
 * URL at once; typed filters show as typed and reach the URL after a pause,
 * and only once `accepts` holds for the whole set, so Back steps through
 * whole searches, not keystrokes. `url` reads the URL's filters as the list
 * shows them (a default filled in). The route loader loads the list for the
 * URL; `refresh` loads it again (after an import).
 */
export function useTypedListUrlState<Filters extends Record<string, string>, Sort extends string>(
  spec: ListUrlSpec<Filters, Sort>,
  typed: ReadonlySet<keyof Filters>,
  options: { accepts?: (filters: Filters) => boolean; url?: (filters: Filters) => Filters } = {},
) {
  const list = useListUrlState(spec);
  const url = options.url ? options.url(list.filters) : list.filters;
  const urlKey = JSON.stringify(url);
  const [draft, setDraft] = useState<{ values: Partial<Filters>; typing: boolean; urlKey: string }>(
    { values: {}, typing: false, urlKey },
  );
  // A URL changed from outside (Back, a link) or by the draft's own commit replaces the draft, unless typing goes on.
  if (draft.urlKey !== urlKey)
    setDraft({ ...draft, values: draft.typing ? draft.values : {}, urlKey });
  const pause = useTypingPause();
  const filters: Filters = { ...url, ...draft.values };
  const revalidator = useRevalidator();
  const navigation = useNavigation();

  const change = (patch: Partial<Filters>) => {
    pause.cancel();
    const next = { ...filters, ...patch };
    const commit = () => {
      if (!options.accepts || options.accepts(next)) list.change(next);
    };
    if (!Object.keys(patch).some((key) => typed.has(key))) {
      setDraft({ values: {}, typing: false, urlKey });
      commit();
      return;
    }
    setDraft((current) => ({ ...current, values: { ...current.values, ...patch }, typing: true }));
    pause.after(TYPING_DEBOUNCE_MS, () => {
      setDraft((current) => ({ ...current, typing: false }));
      commit();
    });
  };

  const clearFilters = () => {
    pause.cancel();
    setDraft({ values: {}, typing: false, urlKey });
    list.clearFilters();
  };

  return {
    filters,
    change,
    clearFilters,
    filtered:
      list.filtered ||
      Object.entries(draft.values).some(([key, value]) => value !== spec.filters[key]),
    sort: list.sort,
    direction: list.direction,
    sortBy: list.sortBy,
    isRefetching: navigation.state === 'loading' || revalidator.state === 'loading',
    refresh: () => void revalidator.revalidate(),
  };
}
