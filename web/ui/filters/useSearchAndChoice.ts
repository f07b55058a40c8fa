import { useState, useTransition } from 'react';
import { useTypingPause } from '../useTypingPause';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box, applied once typing pauses, beside one choice filter
 * whose `ALL` means none: each change calls `apply` with the search and the
 * choice in a transition (`isRefetching` while it runs); a choice not among
 * `choices` reads as `ALL`.
 */
export function useSearchAndChoice<Choice extends string>(
  choices: readonly Choice[],
  apply: (search: string, choice: Choice | 'ALL') => void,
) {
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<Choice | 'ALL'>('ALL');
  const [isRefetching, startTransition] = useTransition();
  const pause = useTypingPause();

  const applyNow = (nextSearch: string, nextChoice: Choice | 'ALL') => {
    pause.cancel();
    startTransition(() => apply(nextSearch, nextChoice));
  };

  const onSearchChange = (value: string) => {
    setSearch(value);
    pause.after(SEARCH_DEBOUNCE_MS, () => applyNow(value, choice));
  };

  const onChoiceChange = (value: string) => {
    const next = choices.find((known) => known === value) ?? 'ALL';
    setChoice(next);
    applyNow(search, next);
  };

  const clearFilters = () => {
    setSearch('');
    setChoice('ALL');
    applyNow('', 'ALL');
  };

  return {
    search,
    choice,
    filtered: search.trim() !== '' || choice !== 'ALL',
    isRefetching,
    onSearchChange,
    onChoiceChange,
    clearFilters,
  };
}
