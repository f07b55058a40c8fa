import type {
  ComparisonFigure,
  ForecastBody,
  ForecastItem as ForecastItemResponse,
  ItemOutcome,
  SnapshotComparisonResponse,
} from '../../../contracts/treasury/cash-forecast.js';
import { cashCategoryOrder, type CashCategory } from '../../../contracts/treasury/categories.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import { flowOf, type Flow } from './forecast.js';
import { periodPositionOf } from './periods.js';
import type { actualLines, MatchState } from './repository.js';

/**
 * A frozen forecast against what happened (a snapshot's comparison): the
 * arithmetic, on what the service read. Figures are cents (bigint) until
 * they are answered as decimal strings.
 */

/** A snapshot's stored forecast: the response's body, its matchable items with what matching had taken of their records then. */
export type FrozenItem = ForecastItemResponse & { reconciled: string | null; open: string | null };
export type FrozenForecast = Omit<ForecastBody, 'items'> & { items: FrozenItem[] };

type ActualLine = Awaited<ReturnType<typeof actualLines>>[number];
type PeriodStatus = 'PASSED' | 'CURRENT' | 'FUTURE';
type Comparison = Omit<SnapshotComparisonResponse, 'snapshot' | 'asOf'>;

const keyOf = (category: string | null, flow: Flow) => `${category ?? ''}|${flow}`;

/** Ended before today, under way, or not begun. */
const periodStatus = (period: { start: string; end: string }, today: string): PeriodStatus =>
  period.end < today ? 'PASSED' : period.start <= today ? 'CURRENT' : 'FUTURE';

/** A forecast figure beside what happened; a period not begun has no actual and no variance. */
const figure = (forecast: bigint, got: bigint, status: PeriodStatus): ComparisonFigure => ({
  forecast: fromCents(forecast),
  actual: status === 'FUTURE' ? null : fromCents(got),
  variance: status === 'FUTURE' ? null : fromCents(got - forecast),
});

/**
 * The items whose records matching can follow: those with a record and what
 * matching had taken of it when frozen (an internal transfer's incoming side
 * aside, as its outgoing side stands for it).
 */
const isMatchable = (item: FrozenItem) =>
  Boolean(item.id) && item.reconciled !== null && item.open !== null && !item.key.endsWith(':IN');

/** The matchable items' records by kind, as `matchStates` reads them. */
export function matchableRecords(items: readonly FrozenItem[]) {
  const matchable = items.filter(isMatchable);
  const ids = (sources: readonly string[]) =>
    matchable.filter((item) => sources.includes(item.source)).map((item) => item.id!);
  return {
    expected: ids(['EXPECTED_TRANSACTION']),
    bills: ids(['BILL']),
    orders: ids(['PAYMENT', 'TRANSFER']),
  };
}

/**
 * What happened per category and flow, per period: a categorised line counts
 * under its category, an uncategorised one under the category of the first
 * frozen item it was matched with, else under none.
 */
function actualsByCategory(
  frozen: FrozenForecast,
  lines: readonly ActualLine[],
): Map<string, bigint[]> {
  const { periods } = frozen;
  const itemCategory = new Map(
    frozen.items.filter((item) => item.id).map((item) => [item.id!, item.category]),
  );
  const actual = new Map<string, bigint[]>();
  for (const line of lines) {
    const position = periodPositionOf(periods, line.date);
    if (position === null) continue;
    const category =
      line.category ??
      line.matched
        .map((matched) => itemCategory.get(matched))
        .find((found) => found !== undefined) ??
      null;
    const key = keyOf(category, flowOf(line.direction));
    const sums = actual.get(key) ?? Array<bigint>(periods.length).fill(0n);
    sums[position] = sums[position]! + line.cents;
    actual.set(key, sums);
  }
  return actual;
}

/** Every category and flow that was forecast or happened, inflows first, each period's figure beside its actual. */
function comparedCategories(
  frozen: FrozenForecast,
  actual: Map<string, bigint[]>,
  statuses: readonly PeriodStatus[],
): Comparison['categories'] {
  const forecastOf = new Map(
    frozen.categories.map((line) => [
      keyOf(line.category, line.flow),
      line.periods.map((parts) => toCents(parts.total)),
    ]),
  );
  return [...new Set([...forecastOf.keys(), ...actual.keys()])]
    .map((key) => {
      const [category, flow] = key.split('|') as [string, Flow];
      return { category: category || null, flow, key };
    })
    .sort((a, b) =>
      a.flow !== b.flow
        ? a.flow === 'INFLOW'
          ? -1
          : 1
        : cashCategoryOrder(a.category as CashCategory | null) -
          cashCategoryOrder(b.category as CashCategory | null),
    )
    .map(({ category, flow, key }) => ({
      category,
      flow,
      periods: statuses.map((status, index) =>
        figure(forecastOf.get(key)?.[index] ?? 0n, actual.get(key)?.[index] ?? 0n, status),
      ),
    }));
}

/** Each period's inflows, outflows and net against what happened in it. */
function comparedPeriods(
  frozen: FrozenForecast,
  actual: Map<string, bigint[]>,
  statuses: readonly PeriodStatus[],
): Comparison['periods'] {
  const flowTotal = (flow: Flow, index: number) =>
    [...actual]
      .filter(([key]) => key.endsWith(`|${flow}`))
      .reduce((sum, [, sums]) => sum + sums[index]!, 0n);
  return frozen.periods.map((period, index) => {
    const status = statuses[index]!;
    const inflows = flowTotal('INFLOW', index);
    const outflows = flowTotal('OUTFLOW', index);
    const future = status === 'FUTURE';
    return {
      index: period.index,
      key: period.key,
      start: period.start,
      end: period.end,
      status,
      inflows: figure(toCents(period.inflows), inflows, status),
      outflows: figure(toCents(period.outflows), outflows, status),
      net: {
        forecast: period.net,
        actual: future ? null : fromCents(inflows - outflows),
        variance: future ? null : fromCents(inflows - outflows - toCents(period.net)),
      },
    };
  });
}

/** Each frozen item with what reconciliation has matched of its record since it was frozen, up to what was open then. */
function comparedItems(
  frozen: FrozenForecast,
  states: Map<string, MatchState>,
): Comparison['items'] {
  return frozen.items.map((frozenItem) => {
    const { reconciled, open, ...item } = frozenItem;
    const state = isMatchable(frozenItem) ? states.get(item.id!) : undefined;
    if (!state || reconciled === null || open === null)
      return { ...item, outcome: 'NOT_MATCHABLE' as ItemOutcome, matched: '0.00', matchedOn: null };
    const since = toCents(state.reconciled) - toCents(reconciled);
    const matched = since < 0n ? 0n : since > toCents(open) ? toCents(open) : since;
    const outcome: ItemOutcome =
      matched === 0n ? 'NOT_MATCHED' : matched >= toCents(open) ? 'MATCHED' : 'PARTIALLY_MATCHED';
    return {
      ...item,
      outcome,
      matched: fromCents(matched),
      matchedOn: matched > 0n ? state.matchedOn : null,
    };
  });
}

/** The comparison of a frozen forecast with the statement lines read and the match states of its items' records, as of `today`. */
export function compareFrozen(
  frozen: FrozenForecast,
  lines: readonly ActualLine[],
  states: Map<string, MatchState>,
  today: string,
): Comparison {
  const statuses = frozen.periods.map((period) => periodStatus(period, today));
  const actual = actualsByCategory(frozen, lines);
  return {
    periods: comparedPeriods(frozen, actual, statuses),
    categories: comparedCategories(frozen, actual, statuses),
    items: comparedItems(frozen, states),
  };
}
