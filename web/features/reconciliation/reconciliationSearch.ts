import type { ReconciliationStatus } from '../../i18n/transactionLabels';
import {
  DATE_FILTER_PRESETS,
  datePresetDates,
  type DateFilterPreset,
} from '../../ui/filters/datePresetDates';

/** The screen's two tabs (spec: Unreconciled and Reconciled; `?tab=unreconciled` selects the first). */
export type ReconciliationTab = 'unreconciled' | 'reconciled';

/**
 * The spec's values of the reconciled filter: YES (reconciled), PARTIAL, or
 * empty (unreconciled). The Unreconciled tab offers empty and PARTIAL (lines
 * with something left to match), the Reconciled tab YES and PARTIAL (lines
 * with a match).
 */
export type ReconciledFilter = '' | 'YES' | 'PARTIAL';

/** Everything the screen shows that the URL carries, so a link (from a list, another member) opens the same view. */
export type ReconciliationSearch = {
  tab: ReconciliationTab;
  reconciled: ReconciledFilter;
  bankAccountId: string;
  preset: DateFilterPreset;
  from: string;
  to: string;
  /** The statement transaction picked in the left pane (its global id), or empty. */
  statementTransaction: string;
  /** The words the candidate search on the right looks for. */
  q: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filter values each tab offers, its default first. */
export const RECONCILED_FILTERS: Record<ReconciliationTab, readonly ReconciledFilter[]> = {
  unreconciled: ['', 'PARTIAL'],
  reconciled: ['YES', 'PARTIAL'],
};

/** Reads the screen's state from the URL's query; anything unknown falls back to the tab's default. */
export function readReconciliationSearch(params: URLSearchParams): ReconciliationSearch {
  const tab: ReconciliationTab = params.get('tab') === 'reconciled' ? 'reconciled' : 'unreconciled';
  const asked = (params.get('reconciled') ?? '').toUpperCase();
  const allowed = RECONCILED_FILTERS[tab];
  const reconciled = (allowed as readonly string[]).includes(asked)
    ? (asked as ReconciledFilter)
    : allowed[0]!;
  const preset = (DATE_FILTER_PRESETS as readonly string[]).includes(params.get('period') ?? '')
    ? (params.get('period') as DateFilterPreset)
    : 'ANY';
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    tab,
    reconciled,
    bankAccountId: params.get('bankAccount') ?? '',
    preset,
    from: preset === 'CUSTOM' ? date('from') : '',
    to: preset === 'CUSTOM' ? date('to') : '',
    statementTransaction: params.get('statementTransaction') ?? '',
    q: (params.get('q') ?? '').slice(0, 100),
  };
}

/** The URL query of a state, leaving out what is at its default, so links stay short. */
export function writeReconciliationSearch(search: ReconciliationSearch): string {
  const params = new URLSearchParams();
  params.set('tab', search.tab);
  if (search.reconciled !== RECONCILED_FILTERS[search.tab][0])
    params.set('reconciled', search.reconciled);
  if (search.bankAccountId) params.set('bankAccount', search.bankAccountId);
  if (search.preset !== 'ANY') params.set('period', search.preset);
  if (search.preset === 'CUSTOM' && search.from) params.set('from', search.from);
  if (search.preset === 'CUSTOM' && search.to) params.set('to', search.to);
  if (search.statementTransaction) params.set('statementTransaction', search.statementTransaction);
  if (search.q) params.set('q', search.q);
  return `?${params.toString()}`;
}

/** The status the statement list asks for: the spec's YES is RECONCILED, PARTIAL is PARTIAL, empty is UNRECONCILED. */
export function statusOfFilter(reconciled: ReconciledFilter): ReconciliationStatus {
  return reconciled === 'YES'
    ? 'RECONCILED'
    : reconciled === 'PARTIAL'
      ? 'PARTIAL'
      : 'UNRECONCILED';
}

/** The list's query variables for a state, as of `now` in the organisation's time zone. */
export function lineListVariables(search: ReconciliationSearch, now: Date, timeZone: string) {
  const { dateFrom, dateTo } = datePresetDates(search.preset, now, timeZone, {
    from: search.from,
    to: search.to,
  });
  return {
    reconciliationStatus: statusOfFilter(search.reconciled),
    bankAccountId: search.bankAccountId || null,
    dateFrom,
    dateTo,
  };
}
