import { CURRENCIES } from '../../../contracts/treasury/bank-account-values.js';

/** The tabs of /cash-forecast. */
export const CASH_FORECAST_TABS = ['forecast', 'scenarios', 'actuals'] as const;
export type CashForecastTab = (typeof CASH_FORECAST_TABS)[number];

/** The currencies the forecast is shown in: the accounts' own (the contract's list). */
export const FORECAST_CURRENCIES = CURRENCIES;
export type ForecastCurrency = (typeof FORECAST_CURRENCIES)[number];
export type ForecastGranularityValue = 'WEEK' | 'MONTH';

/** Scenarios compared with the forecast at once (contracts/treasury/cash-forecast.ts MAX_COMPARED_SCENARIOS). */
export const MAX_COMPARED = 4;

/**
 * What /cash-forecast shows, as its address holds it: the tab, the currency,
 * weeks or months, the scenarios compared with the forecast (global ids) and
 * the frozen forecast compared with what happened.
 */
export type CashForecastParams = {
  tab: CashForecastTab;
  currency: ForecastCurrency;
  granularity: ForecastGranularityValue;
  compare: string[];
  snapshot: string | null;
};

const oneOf = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
  value !== null && (options as readonly string[]).includes(value) ? (value as T) : fallback;
const ID = /^[A-Za-z0-9_-]{8,200}$/;

/**
 * The screen's state from its address (`?tab=actuals&currency=USD&granularity=MONTH&compare=…&compare=…&snapshot=…`):
 * anything missing or malformed takes its default; at most four scenarios, each once.
 *
 * @example cashForecastParams(new URLSearchParams('granularity=MONTH')) // { tab: 'forecast', currency: 'IDR', granularity: 'MONTH', compare: [], snapshot: null }
 */
export function cashForecastParams(search: URLSearchParams): CashForecastParams {
  const snapshot = search.get('snapshot');
  return {
    tab: oneOf(search.get('tab'), CASH_FORECAST_TABS, 'forecast'),
    currency: oneOf(search.get('currency'), FORECAST_CURRENCIES, 'IDR'),
    granularity: oneOf(search.get('granularity'), ['WEEK', 'MONTH'] as const, 'WEEK'),
    compare: [...new Set(search.getAll('compare').filter((id) => ID.test(id)))].slice(
      0,
      MAX_COMPARED,
    ),
    snapshot: snapshot && ID.test(snapshot) ? snapshot : null,
  };
}

/** The address of a state of the screen; defaults are left out, so the plain /cash-forecast stays plain. */
export function cashForecastSearch(params: CashForecastParams): string {
  const search = new URLSearchParams();
  if (params.tab !== 'forecast') search.set('tab', params.tab);
  if (params.currency !== 'IDR') search.set('currency', params.currency);
  if (params.granularity !== 'WEEK') search.set('granularity', params.granularity);
  for (const id of params.compare) search.append('compare', id);
  if (params.snapshot) search.set('snapshot', params.snapshot);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The periods a table shows at once, so that it fits its card at 1280 px; the others are a page away. */
export const PERIODS_PER_PAGE = 4;
