import { useSearchAndChoice } from '../../ui/filters/useSearchAndChoice';
import { MEMBER_STATUS, type MemberStatusValue } from './memberStatus';

const STATUSES = Object.keys(MEMBER_STATUS) as MemberStatusValue[];

/**
 * The team list's search (applied once typing pauses) and status filter:
 * each change calls `apply` with what to read (null for no search, or any
 * status) in a transition, `isRefetching` while it runs.
 */
export function useMemberFilters(
  apply: (search: string | null, status: MemberStatusValue | null) => void,
) {
  const { choice, onChoiceChange, ...filters } = useSearchAndChoice(STATUSES, (search, status) =>
    apply(search.trim() === '' ? null : search.trim(), status === 'ALL' ? null : status),
  );
  return { ...filters, status: choice, onStatusChange: onChoiceChange };
}
