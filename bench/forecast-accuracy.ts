import { toCents } from '../formats/cents.js';
import {
  descriptionKey,
  HISTORY_DAYS,
  historyInputsOf,
  learnBaseline,
  NOT_LEARNED,
  type Direction,
} from '../services/treasury/cash-forecast/baseline.js';
import { composeForecast, flowOf } from '../services/treasury/cash-forecast/forecast.js';
import {
  addDays,
  forecastPeriods,
  FORECAST_PERIODS,
  periodEndOf,
  periodStartOf,
  type Granularity,
} from '../services/treasury/cash-forecast/periods.js';
import type { CashCategory } from '../contracts/treasury/categories.js';
import { generateTreasuryHistory } from './support/treasury-history.js';
import { sized } from './size.js';
import { runWhenMain } from './support/run-directly.js';

/** The generator's seed; FORECAST_SEED runs another history of the same kind. */
const SEED = Number(process.env.FORECAST_SEED ?? 20_261_122);
const TEST_MONTHS = 6;
const TARGETS = { nearHorizons: 0.15, farHorizons: 0.3 } as const;
/** Periods 1–4 are held to the near target, 5–12 to the far one. */
const NEAR = 4;

type Figures = Map<string, bigint>;

/** A line of the generated history as the baseline reads it. */
type HistoryLine =
  Parameters<typeof historyInputsOf>[0] extends Iterable<infer Line> ? Line : never;

/** What happened between two days (both included), per category and flow, internal movements left out. */
function actualsOf(lines: readonly HistoryLine[]): (from: string, to: string) => Figures {
  const actualByDay = new Map<string, Figures>();
  for (const line of lines) {
    if (line.category && NOT_LEARNED.includes(line.category)) continue;
    const figures = actualByDay.get(line.date) ?? new Map<string, bigint>();
    const key = `${line.category}|${flowOf(line.direction)}`;
    figures.set(key, (figures.get(key) ?? 0n) + line.cents);
    actualByDay.set(line.date, figures);
  }
  return (from, to) => {
    const sum = new Map<string, bigint>();
    for (let date = from; date <= to; date = addDays(date, 1))
      for (const [key, cents] of actualByDay.get(date) ?? [])
        sum.set(key, (sum.get(key) ?? 0n) + cents);
    return sum;
  };
}

/** The test periods: the whole periods of the granularity from `testStart` to the history's `end`. */
function testPeriods(
  testStart: string,
  end: string,
  granularity: Granularity,
): { start: string; end: string }[] {
  const targets: { start: string; end: string }[] = [];
  for (
    let start =
      periodStartOf(testStart, granularity) < testStart
        ? addDays(periodEndOf(testStart, granularity), 1)
        : testStart;
    periodEndOf(start, granularity) <= end;
    start = addDays(periodEndOf(start, granularity), 1)
  ) {
    targets.push({ start, end: periodEndOf(start, granularity) });
  }
  return targets;
}

/**
 * The absolute errors and the actual totals at each horizon: a forecast from
 * every origin that reaches a test period within 12 periods, each fitted on
 * the history before its origin, compared with what happened in the test
 * periods it reaches.
 */
function horizonErrors(
  lines: readonly HistoryLine[],
  targets: readonly { start: string; end: string }[],
  granularity: Granularity,
  actualBetween: (from: string, to: string) => Figures,
): { errors: bigint[]; totals: bigint[] } {
  const errors = Array<bigint>(FORECAST_PERIODS).fill(0n);
  const totals = Array<bigint>(FORECAST_PERIODS).fill(0n);
  let origin = targets[0]!.start;
  for (let step = 1; step < FORECAST_PERIODS; step += 1)
    origin = periodStartOf(addDays(origin, -1), granularity);
  for (; origin <= targets.at(-1)!.start; origin = addDays(periodEndOf(origin, granularity), 1)) {
    const inputs = historyInputsOf(lines, addDays(origin, -HISTORY_DAYS), addDays(origin, -1));
    const baseline = learnBaseline(inputs, origin);
    const periods = forecastPeriods(origin, granularity);
    const forecast = composeForecast({ periods, opening: 0n, known: [], baseline });
    periods.forEach((period, index) => {
      if (!targets.some((target) => target.start === period.start)) return;
      const actual = actualBetween(period.start, period.end);
      const predicted = new Map(
        forecast.lines.map((line) => [`${line.category}|${line.flow}`, line.periods[index]!.total]),
      );
      for (const key of new Set([...actual.keys(), ...predicted.keys()])) {
        const difference = (actual.get(key) ?? 0n) - (predicted.get(key) ?? 0n);
        errors[index] = errors[index]! + (difference < 0n ? -difference : difference);
        totals[index] = totals[index]! + (actual.get(key) ?? 0n);
      }
    });
  }
  return { errors, totals };
}

/** A granularity's WAPE per horizon beside its target, and which horizons missed it. */
function printHorizons(
  granularity: Granularity,
  testPeriodCount: number,
  figures: readonly { horizon: number; wape: number; target: number }[],
): void {
  console.log(
    `  ${granularity === 'WEEK' ? 'weekly ' : 'monthly'} (${testPeriodCount} test ${granularity === 'WEEK' ? 'weeks' : 'months'}):`,
  );
  console.log(
    `    period  ${figures.map((figure) => String(figure.horizon).padStart(6)).join('')}`,
  );
  console.log(
    `    WAPE    ${figures.map((figure) => `${(figure.wape * 100).toFixed(1)}%`.padStart(6)).join('')}`,
  );
  console.log(
    `    target  ${figures.map((figure) => `${(figure.target * 100).toFixed(0)}%`.padStart(6)).join('')}`,
  );
  console.log(
    `    ${
      figures.every((figure) => figure.wape <= figure.target)
        ? 'PASS'
        : `FAIL at periods ${figures
            .filter((figure) => figure.wape > figure.target)
            .map((figure) => figure.horizon)
            .join(', ')}`
    }`,
  );
}

/**
 * The cash forecast's accuracy: on a generated two-year
 * history of 20 accounts (bench/support/treasury-history.ts, seeded), the
 * last 6 months are forecast again and again from rolling origins, each
 * forecast learning only from the lines before its origin, and compared with
 * what the lines then show.
 *
 * What is measured: WAPE (Σ|actual − forecast| / Σ|actual|) per horizon,
 * over every (period, category, flow) figure the forecast screen shows for
 * the organisation's currency, internal transfers left out (they cancel out
 * within a currency and the baseline does not learn them). A horizon h is
 * the h-th period of a forecast whose origin is the first day of a period;
 * its figures are those of the test window's periods (the 26 whole ISO weeks
 * or 6 calendar months at the end of the history) reached at that horizon,
 * so each horizon is judged on the same periods. Baseline only: no expected
 * transactions, bills or orders help it (the history has none).
 *
 * Judged by the issue's targets: at most 15% for periods 1–4 and at most 30%
 * for periods 5–12, weekly and monthly; the process exits non-zero when one
 * is missed.
 */
export async function runForecastAccuracyBenchmark() {
  const started = performance.now();
  const history = generateTreasuryHistory({ seed: SEED, accounts: sized(20, 2) });
  const lines: HistoryLine[] = history.lines.map((line) => ({
    date: line.date,
    accountId: line.accountId,
    category: line.category as CashCategory | null,
    direction: line.direction as Direction,
    cents: toCents(line.amount),
    description: line.description,
    key: descriptionKey(line.description),
  }));
  const actualBetween = actualsOf(lines);

  const testStart = `${addDays(history.end, 1).slice(0, 7)}-01`.replace(
    /^(\d{4})-(\d{2})/,
    (_, year: string, month: string) => {
      const index = Number(year) * 12 + Number(month) - 1 - TEST_MONTHS;
      return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    },
  );
  console.log(
    `cash forecast accuracy: ${history.accounts.length} accounts, ${lines.length} lines from ${history.start} to ${history.end} (seed ${SEED}); test window ${testStart} to ${history.end}, rolling origins, each fitted on the ${HISTORY_DAYS} days before it`,
  );
  console.log(
    '  WAPE per horizon over (period, category, flow) figures, internal transfers left out:',
  );
  let passed = true;
  const results: Record<Granularity, { horizon: number; wape: number; target: number }[]> = {
    WEEK: [],
    MONTH: [],
  };
  for (const granularity of ['WEEK', 'MONTH'] as const) {
    const targets = testPeriods(testStart, history.end, granularity);
    const { errors, totals } = horizonErrors(lines, targets, granularity, actualBetween);
    const figures = errors.map((error, index) => {
      const wape = Number((error * 1_000_000n) / (totals[index] || 1n)) / 1_000_000;
      const target = index < NEAR ? TARGETS.nearHorizons : TARGETS.farHorizons;
      if (wape > target) passed = false;
      return { horizon: index + 1, wape, target };
    });
    results[granularity] = figures;
    printHorizons(granularity, targets.length, figures);
  }
  console.log(
    `  ${((performance.now() - started) / 1000).toFixed(1)} s; ${passed ? 'PASS' : 'FAIL'} (targets: at most ${TARGETS.nearHorizons * 100}% for periods 1–${NEAR}, ${TARGETS.farHorizons * 100}% for ${NEAR + 1}–${FORECAST_PERIODS})`,
  );
  return { name: 'forecast-accuracy', results, passed };
}

await runWhenMain(import.meta.url, runForecastAccuracyBenchmark);
