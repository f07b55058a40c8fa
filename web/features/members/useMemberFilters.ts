import { useEffect, useRef, useState, useTransition } from 'react';
import { MEMBER_STATUS_FILTERS, type MemberStatusFilter } from './memberStatus';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The team list's search (applied once typing pauses) and status filter:
 * each change calls `apply` with what to read (null for no search, or any
 * status) in a transition, `isRefetching` while it runs.
 */
export function useMemberFilters(
  apply: (search: string | null, status: Exclude<MemberStatusFilter, 'ALL'> | null) => void,
) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<MemberStatusFilter>('ALL');
  const [isRefetching, startTransition] = useTransition();
  const searchTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(searchTimer.current), []);

  const applyFilters = (nextSearch: string, nextStatus: MemberStatusFilter) => {
    startTransition(() => {
      apply(
        nextSearch.trim() === '' ? null : nextSearch.trim(),
        nextStatus === 'ALL' ? null : nextStatus,
      );
    });
  };

  const onSearchChange = (value: string) => {
    setSearch(value);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => applyFilters(value, status), SEARCH_DEBOUNCE_MS);
  };

  const onStatusChange = (value: string) => {
    const next = MEMBER_STATUS_FILTERS.find((option) => option.value === value)?.value ?? 'ALL';
    setStatus(next);
    window.clearTimeout(searchTimer.current);
    applyFilters(search, next);
  };

  const clearFilters = () => {
    setSearch('');
    setStatus('ALL');
    window.clearTimeout(searchTimer.current);
    applyFilters('', 'ALL');
  };

  const filtered = search.trim() !== '' || status !== 'ALL';
  return { search, status, isRefetching, onSearchChange, onStatusChange, clearFilters, filtered };
}
