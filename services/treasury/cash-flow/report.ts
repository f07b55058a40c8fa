import type {
  CashFlowGranularity,
  CashFlowPeriod,
  CashFlowResponse,
  CashFlowRow,
} from '../../../contracts/treasury/cash-flow.js';
import { cashCategoryOrder, type CashCategory } from '../../../contracts/treasury/categories.js';
import { addDays, addMonths, daysFrom, periodStartOf } from '../../../formats/calendar.js';

/** The first day of a date's period: its ISO week's Monday, or its month's 1st (as SQL's `date_trunc`). */
export const periodStart = (date: string, granularity: CashFlowGranularity): string =>
  periodStartOf(date, granularity);

/**
 * The periods from `from` to `to`, each with its first day (the key SQL
 * groups by) and its days within the range: a week or month that starts
 * before `from` or ends after `to` is cut to the range.
 *
 * @example periodsBetween('2026-10-15', '2026-11-30', 'MONTH') // [{ key: '2026-10-01', start: '2026-10-15', end: '2026-10-31' }, { key: '2026-11-01', start: '2026-11-01', end: '2026-11-30' }]
 */
export function periodsBetween(
  from: string,
  to: string,
  granularity: CashFlowGranularity,
): { key: string; start: string; end: string }[] {
  const periods: { key: string; start: string; end: string }[] = [];
  for (let key = periodStart(from, granularity); key <= to;) {
    const next = granularity === 'MONTH' ? addMonths(key, 1) : addDays(key, 7);
    const last = addDays(next, -1);
    periods.push({ key, start: key < from ? from : key, end: last > to ? to : last });
    key = next;
  }
  return periods;
}

/** How many periods a range spans, without listing them. */
export function periodCount(from: string, to: string, granularity: CashFlowGranularity): number {
  if (granularity === 'MONTH')
    return (
      (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
      Number(to.slice(5, 7)) -
      Number(from.slice(5, 7)) +
      1
    );
  return daysFrom(periodStart(from, 'WEEK'), periodStart(to, 'WEEK')) / 7 + 1;
}

type Sum = {
  period: string | null;
  direction: 'DEBIT' | 'CREDIT';
  category: CashCategory | null;
  total: string;
  lines: string;
};
type Total = { period: string | null; inflow: string; outflow: string; net: string };

const ZERO = '0.00';

/**
 * The report from SQL's sums (repository.ts `cashFlowFigures`):
 * every period of the range (empty ones at zero), the categories that have
 * lines in each direction in the list's order, and the uncategorised row
 * always, last. No arithmetic here: every figure is a sum PostgreSQL made.
 */
export function assembleReport(
  query: {
    currency: CashFlowResponse['currency'];
    from: string;
    to: string;
    granularity: CashFlowGranularity;
  },
  sums: readonly Sum[],
  totals: readonly Total[],
): CashFlowResponse {
  const periods = periodsBetween(query.from, query.to, query.granularity);
  const totalOf = new Map(totals.map((total) => [total.period, total]));
  const rows = (direction: 'DEBIT' | 'CREDIT'): CashFlowRow[] => {
    const mine = sums.filter((sum) => sum.direction === direction);
    const categories = [...new Set([...mine.map((sum) => sum.category), null])].sort(
      (a, b) => cashCategoryOrder(a) - cashCategoryOrder(b),
    );
    return categories.map((category) => {
      const cells = new Map(
        mine
          .filter((sum) => sum.category === category && sum.period !== null)
          .map((sum) => [sum.period, sum.total]),
      );
      const whole = mine.find((sum) => sum.category === category && sum.period === null);
      return {
        category,
        amounts: periods.map((period) => cells.get(period.key) ?? ZERO),
        total: whole?.total ?? ZERO,
        lineCount: Number(whole?.lines ?? 0),
      };
    });
  };
  const overall = totalOf.get(null);
  return {
    ...query,
    periods: periods.map(({ key, start, end }): CashFlowPeriod => {
      const total = totalOf.get(key);
      return {
        start,
        end,
        inflow: total?.inflow ?? ZERO,
        outflow: total?.outflow ?? ZERO,
        net: total?.net ?? ZERO,
      };
    }),
    inflows: rows('CREDIT'),
    outflows: rows('DEBIT'),
    totalInflow: overall?.inflow ?? ZERO,
    totalOutflow: overall?.outflow ?? ZERO,
    net: overall?.net ?? ZERO,
  };
}
