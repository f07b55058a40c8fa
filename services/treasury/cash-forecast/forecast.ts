import { cashCategoryOrder, type CashCategory } from '../../../contracts/treasury/categories.js';
import {
  occurrencesOf,
  residualForecaster,
  type BaselineModel,
  type Direction,
} from './baseline.js';
import { periodPositionOf, type ForecastPeriod } from './periods.js';

/**
 * The forecast's composition (a pure module, money in integer cents): for
 * each of the periods, from the opening balance, what is known by date plus
 * what the baseline expects, by category, then the closing balance.
 *
 * - Known items (expected transactions, bills, payments and transfers not yet
 *   sent, deposit maturities) count on their date; an overdue one in period 1.
 * - The baseline's recurring items count on their projected dates, unless a
 *   known item stands for the same occurrence: same period and flow, and the
 *   same counterparty when both have one, or else the same category and an
 *   amount within 25% (a rent bill entered for March replaces the learned
 *   rent of March, not the rent of April). Each replaces one occurrence.
 * - The baseline's remainder of a category and flow in a period is what it
 *   learned less the known items of that category and flow in the period
 *   that replaced no recurring occurrence, never below zero: known items come
 *   first and the baseline fills the rest, so the figure is the larger of the
 *   two rather than their sum (the expected customer payments of next week
 *   are part of next week's sales, not on top of them).
 * - A scenario's adjustments apply last: a removed item or occurrence is gone,
 *   an added item counts on its date (on top of the baseline), and a
 *   percentage changes every figure of its category (and flow, when given).
 *
 * Every figure keeps its source: per category, flow and period the known
 * items, the recurring items and the remainder; and the list of items and
 * occurrences, each with its period.
 */

export type Flow = 'INFLOW' | 'OUTFLOW';
export const flowOf = (direction: Direction): Flow =>
  direction === 'CREDIT' ? 'INFLOW' : 'OUTFLOW';

export type KnownItemSource =
  'EXPECTED_TRANSACTION' | 'BILL' | 'PAYMENT' | 'TRANSFER' | 'DEPOSIT' | 'ADDED';

/** A dated amount the organisation knows of. */
export type KnownItem = {
  /** Unique in a forecast: `BILL:<id>`, `PAYMENT:<id>`, `PAYMENT:<id>:<occurrence>` (a recurring order's later occurrence), `TRANSFER:<id>:IN`, `DEPOSIT:<id>:INTEREST`, `ADDED:<n>`. */
  key: string;
  source: KnownItemSource;
  /** The record's id (null for a scenario's added item). */
  id: string | null;
  date: string;
  category: CashCategory;
  flow: Flow;
  /** What is still to move, positive. */
  cents: bigint;
  description: string;
  counterpartyId: string | null;
  /** What reconciliation had matched of the record when forecast (expected transactions, bills, payments, transfers). */
  reconciledCents?: bigint;
  /** What reconciliation may still match of the record: `cents` less a payment's fee. */
  openCents?: bigint;
};

export type Adjustment =
  | {
      kind: 'PERCENT';
      category: CashCategory | null;
      flow: Flow | null;
      /** Hundredths of a percent: −1050 is −10.50%. */ basisPoints: bigint;
    }
  | {
      kind: 'ADD';
      date: string;
      category: CashCategory;
      flow: Flow;
      cents: bigint;
      description: string;
    }
  | { kind: 'REMOVE'; itemKey: string };

export type ForecastItem = {
  key: string;
  source: KnownItemSource | 'RECURRING';
  id: string | null;
  date: string;
  /** 1-based. */
  period: number;
  /** Dated before period 1 and still open. */
  overdue: boolean;
  category: CashCategory | null;
  flow: Flow;
  cents: bigint;
  description: string;
  counterpartyId: string | null;
  /** A known item that stands for a recurring occurrence: the recurring item's key. */
  replacesRecurring: string | null;
  /** A recurring occurrence: its item's key. */
  seriesKey: string | null;
  reconciledCents: bigint | null;
  openCents: bigint | null;
};

export type FigureParts = { known: bigint; recurring: bigint; baseline: bigint; total: bigint };

export type CategoryLine = { category: CashCategory | null; flow: Flow; periods: FigureParts[] };

export type PeriodFigures = ForecastPeriod & {
  opening: bigint;
  inflows: bigint;
  outflows: bigint;
  net: bigint;
  closing: bigint;
};

export type ForecastResult = {
  periods: PeriodFigures[];
  lines: CategoryLine[];
  items: ForecastItem[];
};

const abs = (value: bigint) => (value < 0n ? -value : value);
const lineKey = (category: CashCategory | null, flow: Flow) => `${category ?? ''}|${flow}`;

/** `cents` changed by `basisPoints` hundredths of a percent, rounded half away from zero. */
export function changedBy(cents: bigint, basisPoints: bigint): bigint {
  const scaled = cents * (10_000n + basisPoints);
  return (scaled + (scaled >= 0n ? 5_000n : -5_000n)) / 10_000n;
}

export type ForecastInput = {
  periods: readonly ForecastPeriod[];
  /** The balances' sum at the start of period 1. */
  opening: bigint;
  known: readonly KnownItem[];
  baseline: BaselineModel | null;
  adjustments?: readonly Adjustment[];
};

/** Places an item in its period (null when it falls outside them or a scenario removed it). */
type Place = (item: Omit<ForecastItem, 'period' | 'overdue'>) => ForecastItem | null;

/** The recurring series' occurrences within the periods, those a scenario removed left out. */
function recurringOccurrences(
  periods: readonly ForecastPeriod[],
  baseline: BaselineModel | null,
  removed: ReadonlySet<string>,
): ForecastItem[] {
  const occurrences: ForecastItem[] = [];
  for (const series of baseline?.series ?? []) {
    if (!series.alive || periods.length === 0) continue;
    for (const date of occurrencesOf(series, periods[0]!.start, periods.at(-1)!.end)) {
      const position = periodPositionOf(periods, date);
      const key = `RECURRING:${series.key}:${date}`;
      if (position === null || removed.has(key)) continue;
      occurrences.push({
        key,
        source: 'RECURRING',
        id: null,
        date,
        period: position + 1,
        overdue: false,
        category: series.category,
        flow: flowOf(series.direction),
        cents: series.cents,
        description: series.description,
        counterpartyId: series.counterpartyId,
        replacesRecurring: null,
        seriesKey: series.key,
        reconciledCents: null,
        openCents: null,
      });
    }
  }
  return occurrences;
}

/**
 * Places the known items, each standing for at most one recurring occurrence (the same
 * counterparty's, else the same category's within a quarter of its amount), then the occurrences
 * none stands for. Returns, per category line and period, the known items that stood for none:
 * what they take from the learned baseline.
 */
function placeKnownItems(
  known: readonly KnownItem[],
  occurrences: readonly ForecastItem[],
  place: Place,
  items: ForecastItem[],
  count: number,
): Map<string, bigint[]> {
  const replaced = new Set<ForecastItem>();
  const consuming = new Map<string, bigint[]>();
  const sortedKnown = [...known].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.key < b.key ? -1 : 1,
  );
  for (const item of sortedKnown) {
    const placed = place({
      ...item,
      replacesRecurring: null,
      seriesKey: null,
      reconciledCents: item.reconciledCents ?? null,
      openCents: item.openCents ?? null,
    });
    if (!placed) continue;
    const candidates = occurrences.filter(
      (occurrence) =>
        !replaced.has(occurrence) &&
        occurrence.period === placed.period &&
        occurrence.flow === placed.flow,
    );
    const byCounterparty = placed.counterpartyId
      ? candidates.filter((occurrence) => occurrence.counterpartyId === placed.counterpartyId)
      : [];
    const byCategory = candidates.filter(
      (occurrence) =>
        (!occurrence.counterpartyId || !placed.counterpartyId) &&
        occurrence.category === placed.category &&
        abs(occurrence.cents - placed.cents) * 4n <= occurrence.cents,
    );
    const pool = byCounterparty.length > 0 ? byCounterparty : byCategory;
    const match = pool.sort((a, b) =>
      abs(a.cents - placed.cents) < abs(b.cents - placed.cents) ? -1 : 1,
    )[0];
    if (match) {
      replaced.add(match);
      placed.replacesRecurring = match.seriesKey;
      continue;
    }
    const key = lineKey(placed.category, placed.flow);
    const sums = consuming.get(key) ?? Array<bigint>(count).fill(0n);
    sums[placed.period - 1] = sums[placed.period - 1]! + placed.cents;
    consuming.set(key, sums);
  }
  for (const occurrence of occurrences) if (!replaced.has(occurrence)) items.push(occurrence);
  return consuming;
}

/** A scenario's added items, counted on top. */
function placeAddedItems(adjustments: readonly Adjustment[], place: Place): void {
  adjustments.forEach((adjustment, index) => {
    if (adjustment.kind !== 'ADD') return;
    place({
      key: `ADDED:${index + 1}`,
      source: 'ADDED',
      id: null,
      date: adjustment.date,
      category: adjustment.category,
      flow: adjustment.flow,
      cents: adjustment.cents,
      description: adjustment.description,
      counterpartyId: null,
      replacesRecurring: null,
      seriesKey: null,
      reconciledCents: null,
      openCents: null,
    });
  });
}

/** A scenario's percentage changes, applied to every part of the lines they name. */
function applyPercentAdjustments(
  lines: Iterable<CategoryLine>,
  adjustments: readonly Adjustment[],
): void {
  for (const adjustment of adjustments) {
    if (adjustment.kind !== 'PERCENT') continue;
    for (const line of lines) {
      if (
        line.category !== adjustment.category ||
        (adjustment.flow && line.flow !== adjustment.flow)
      )
        continue;
      for (const parts of line.periods) {
        parts.known = changedBy(parts.known, adjustment.basisPoints);
        parts.recurring = changedBy(parts.recurring, adjustment.basisPoints);
        parts.baseline = changedBy(parts.baseline, adjustment.basisPoints);
      }
    }
  }
}

/**
 * The category lines: the placed items' known and recurring parts, the learned baseline less what
 * known items already take of it, a scenario's percentage changes; with their totals, inflows first,
 * then in the categories' order.
 */
function categoryLines(
  periods: readonly ForecastPeriod[],
  items: readonly ForecastItem[],
  baseline: BaselineModel | null,
  consuming: ReadonlyMap<string, bigint[]>,
  adjustments: readonly Adjustment[],
): CategoryLine[] {
  const count = periods.length;
  const lines = new Map<string, CategoryLine>();
  const lineOf = (category: CashCategory | null, flow: Flow) => {
    const key = lineKey(category, flow);
    let line = lines.get(key);
    if (!line)
      lines.set(
        key,
        (line = {
          category,
          flow,
          periods: Array.from({ length: count }, () => ({
            known: 0n,
            recurring: 0n,
            baseline: 0n,
            total: 0n,
          })),
        }),
      );
    return line;
  };
  for (const item of items) {
    const parts = lineOf(item.category, item.flow).periods[item.period - 1]!;
    if (item.source === 'RECURRING') parts.recurring += item.cents;
    else parts.known += item.cents;
  }
  const forecastResidual = residualForecaster(periods);
  for (const curve of baseline?.residual ?? []) {
    const flow = flowOf(curve.direction);
    const taken = consuming.get(lineKey(curve.category, flow));
    const learned = forecastResidual(curve);
    if (learned.every((value) => value === 0n)) continue;
    const line = lineOf(curve.category, flow);
    learned.forEach((value, index) => {
      const rest = value - (taken?.[index] ?? 0n);
      line.periods[index]!.baseline = rest > 0n ? rest : 0n;
    });
  }
  applyPercentAdjustments(lines.values(), adjustments);
  return [...lines.values()]
    .map((line) => ({
      ...line,
      periods: line.periods.map((parts) => ({
        ...parts,
        total: parts.known + parts.recurring + parts.baseline,
      })),
    }))
    .sort((a, b) =>
      a.flow !== b.flow
        ? a.flow === 'INFLOW'
          ? -1
          : 1
        : cashCategoryOrder(a.category) - cashCategoryOrder(b.category),
    );
}

/** Each period's inflows, outflows and balances, from the opening balance and the lines' totals. */
function periodFigures(
  periods: readonly ForecastPeriod[],
  opening: bigint,
  lines: readonly CategoryLine[],
): PeriodFigures[] {
  let balance = opening;
  return periods.map((period, index) => {
    let inflows = 0n;
    let outflows = 0n;
    for (const line of lines) {
      if (line.flow === 'INFLOW') inflows += line.periods[index]!.total;
      else outflows += line.periods[index]!.total;
    }
    const start = balance;
    balance = start + inflows - outflows;
    return {
      ...period,
      opening: start,
      inflows,
      outflows,
      net: inflows - outflows,
      closing: balance,
    };
  });
}

/** Composes the forecast; see the module's description. */
export function composeForecast({
  periods,
  opening,
  known,
  baseline,
  adjustments = [],
}: ForecastInput): ForecastResult {
  const removed = new Set(
    adjustments.flatMap((adjustment) => (adjustment.kind === 'REMOVE' ? [adjustment.itemKey] : [])),
  );
  const items: ForecastItem[] = [];
  const place: Place = (item) => {
    const position = periodPositionOf(periods, item.date);
    if (position === null || removed.has(item.key)) return null;
    const placed: ForecastItem = {
      ...item,
      period: position + 1,
      overdue: item.date < periods[0]!.start,
    };
    items.push(placed);
    return placed;
  };

  const occurrences = recurringOccurrences(periods, baseline, removed);
  const consuming = placeKnownItems(known, occurrences, place, items, periods.length);
  placeAddedItems(adjustments, place);
  const lines = categoryLines(periods, items, baseline, consuming, adjustments);
  const figures = periodFigures(periods, opening, lines);
  items.sort(
    (a, b) =>
      a.period - b.period || (a.date < b.date ? -1 : a.date > b.date ? 1 : a.key < b.key ? -1 : 1),
  );
  return { periods: figures, lines, items };
}
