import { CURRENCIES } from '../../../contracts/treasury/bank-account-values.js';

/** The tabs of /cash-flow. */
export const CASH_FLOW_TABS = ['report', 'uncategorised', 'rules'] as const;
export type CashFlowTab = (typeof CASH_FLOW_TABS)[number];

/** The currencies the cash flow reports in: the accounts' own (the contract's list). */
export const CASH_FLOW_CURRENCIES = CURRENCIES;
export type CashFlowCurrency = (typeof CASH_FLOW_CURRENCIES)[number];
export type CashFlowGranularityValue = 'MONTH' | 'WEEK';

/** What /cash-flow shows, as its address holds it: the tab, and the report's currency, granularity and range (none: the server's default, the last three months). */
export type CashFlowParams = {
  tab: CashFlowTab;
  currency: CashFlowCurrency;
  granularity: CashFlowGranularityValue;
  from: string | null;
  to: string | null;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string | null): value is string =>
  value !== null &&
  DATE.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const oneOf = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;

/**
 * The screen's state from its address (`?tab=rules&currency=USD&granularity=WEEK&from=…&to=…`):
 * anything missing or malformed takes its default, and a range whose ends
 * are not both valid dates in order is left to the server's default.
 *
 * @example cashFlowParams(new URLSearchParams('tab=rules')) // { tab: 'rules', currency: 'IDR', granularity: 'MONTH', from: null, to: null }
 */
export function cashFlowParams(search: URLSearchParams): CashFlowParams {
  const from = search.get('from');
  const to = search.get('to');
  const range = isDate(from) && isDate(to) && from <= to ? { from, to } : { from: null, to: null };
  return {
    tab: oneOf(search.get('tab'), CASH_FLOW_TABS, 'report'),
    currency: oneOf(search.get('currency'), CASH_FLOW_CURRENCIES, 'IDR'),
    granularity: oneOf(search.get('granularity'), ['MONTH', 'WEEK'] as const, 'MONTH'),
    ...range,
  };
}

/** The address of a state of the screen; defaults are left out, so the plain /cash-flow stays plain. */
export function cashFlowSearch(params: CashFlowParams): string {
  const search = new URLSearchParams();
  if (params.tab !== 'report') search.set('tab', params.tab);
  if (params.currency !== 'IDR') search.set('currency', params.currency);
  if (params.granularity !== 'MONTH') search.set('granularity', params.granularity);
  if (params.from && params.to) {
    search.set('from', params.from);
    search.set('to', params.to);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** How many weeks or months a range spans (as the server counts them, at most 60 per report). */
export function periodCount(
  from: string,
  to: string,
  granularity: CashFlowGranularityValue,
): number {
  if (granularity === 'MONTH')
    return (
      (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
      Number(to.slice(5, 7)) -
      Number(from.slice(5, 7)) +
      1
    );
  const monday = (date: string) => {
    const day = new Date(`${date}T00:00:00Z`);
    return day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000;
  };
  return Math.round((monday(to) - monday(from)) / (7 * 86_400_000)) + 1;
}

/** The most periods a report covers. */
export const MAX_PERIODS = 60;
