import type { ReconciliationStatus, TransactionDirection } from '../../i18n/transactionLabels';
import { parseWrittenAmount } from '../../../formats/amount';
import { amountRangeErrors } from './amountRange';
import { datePresetDates, type DateFilterPreset } from './datePresetDates';

/**
 * What a transaction list's filter bar holds, as typed: a date preset (or a
 * custom range), direction, reconciliation status, the party the list is
 * narrowed to (a counterparty, a bank account), an amount range and words.
 */
export type TransactionFilterValues = {
  preset: DateFilterPreset;
  customFrom: string;
  customTo: string;
  direction: '' | TransactionDirection;
  status: '' | ReconciliationStatus;
  partyId: string;
  amountMin: string;
  amountMax: string;
  search: string;
};

export const DEFAULT_TRANSACTION_FILTERS: TransactionFilterValues = {
  preset: 'ANY',
  customFrom: '',
  customTo: '',
  direction: '',
  status: '',
  partyId: '',
  amountMin: '',
  amountMax: '',
  search: '',
};

/** The list query's filter arguments; `partyId` is renamed by each list (counterpartyId, bankAccountId). */
export type TransactionFilterVariables = {
  dateFrom: string | null;
  dateTo: string | null;
  direction: TransactionDirection | null;
  reconciliationStatus: ReconciliationStatus | null;
  partyId: string | null;
  amountMin: string | null;
  amountMax: string | null;
  search: string | null;
};

/**
 * The query arguments of the filters as of `now` in the organisation's time
 * zone, or null while the amount range breaks its rule (the list then keeps
 * its last answer and the fields show why).
 */
export function transactionFilterVariables(
  filters: TransactionFilterValues,
  now: Date,
  timeZone: string,
): TransactionFilterVariables | null {
  if (Object.keys(amountRangeErrors(filters.amountMin, filters.amountMax)).length > 0) return null;
  const dates = datePresetDates(filters.preset, now, timeZone, {
    from: filters.customFrom,
    to: filters.customTo,
  });
  const amount = (text: string) => (text.trim() === '' ? null : parseWrittenAmount(text));
  return {
    ...dates,
    direction: filters.direction || null,
    reconciliationStatus: filters.status || null,
    partyId: filters.partyId || null,
    amountMin: amount(filters.amountMin),
    amountMax: amount(filters.amountMax),
    search: filters.search.trim() || null,
  };
}

/** Whether any filter narrows the list. */
export function isFiltered(filters: TransactionFilterValues): boolean {
  return (Object.keys(DEFAULT_TRANSACTION_FILTERS) as (keyof TransactionFilterValues)[]).some(
    (key) => filters[key].trim() !== DEFAULT_TRANSACTION_FILTERS[key],
  );
}
