import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { useSearchNavigate } from '../../ui/useSearchNavigate';
import {
  readReconciliationSearch,
  writeReconciliationSearch,
  type ReconciliationSearch,
} from './reconciliationSearch';

/**
 * The reconciliation screen's state in the URL: `search` as this render
 * reads it, `requested` as the filters show it (the URL a change of them is
 * loading, once there is one), and `go` to change it.
 */
export function useReconciliationSearch() {
  const [params] = useSearchParams();
  const navigateSearch = useSearchNavigate();
  const search = readReconciliationSearch(params);
  // While a change of the filters loads, the filters show it, not the URL it has yet to reach.
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const requested =
    pending && pending.pathname === pathname
      ? readReconciliationSearch(new URLSearchParams(pending.search))
      : search;
  // A change builds on the latest URL (one still loading included), never on the one this render read.
  const go = (patch: Partial<ReconciliationSearch>) =>
    navigateSearch(
      (latest) =>
        new URLSearchParams(
          writeReconciliationSearch({ ...readReconciliationSearch(latest), ...patch }),
        ),
      { replace: true, preventScrollReset: true },
    );
  return { search, requested, go };
}
