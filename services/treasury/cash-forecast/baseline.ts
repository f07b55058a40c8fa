import type { CashCategory } from '../../../contracts/treasury/categories.js';
import { addDays, dayOfMonth, daysFrom, isoWeekday } from './periods.js';

/**
 * The forecast's baseline, learned from the organisation's categorised
 * statement lines (a pure module: plain values in, plain values out, money in
 * integer cents as `bigint`, ratios in millionths as `bigint`).
 *
 * The method, in two parts:
 *
 * 1. Recurring items. Lines are grouped by account, direction and normalised
 *    description (`descriptionKey`: lower case, letters only, month names
 *    dropped, so "GAJI KARYAWAN NOV 2026" and "Gaji karyawan DES 2026" share a
 *    key). A group is a candidate when it has at least 3 lines, at most one
 *    every 5 days over the history, and amounts within about 25% of each
 *    other (coefficient of variation at most 0.25: `16·(n·Σx² − (Σx)²) ≤ (Σx)²`,
 *    exact in integers; the repository applies the same rule in SQL). A
 *    candidate is recurring when at least 75% of the gaps between its recent
 *    occurrences (the last 400 days) are a month (25–36 days) or a week (6–8),
 *    and its recent amounts are each within 25% of their median. A monthly
 *    item is projected on its day of the month (the 31st is a month's last
 *    day) with the weekend rule its history shows (the Friday before, the
 *    Monday after, or none); a weekly item on its weekday. Its amount is the
 *    last one when the last two agree within 2% (a raise, a new rent),
 *    otherwise the median of the last three. A recurring item not seen for a
 *    month and a half (monthly) or 12 days (weekly) has ended: not projected.
 *
 * 2. The remainder, per category and direction: every line not part of a
 *    recurring item, as a daily series. Its forecast for a day is
 *    `level × weekday factor × day-of-month factor × year-on-year factor`:
 *    - the weekday factors (7) and day-of-month factors (6 five-day segments,
 *      the last one to the month's end) are ratios of means over the last 364
 *      days, shrunk a little towards 1;
 *    - the level is the mean of the last 91 days with those factors divided
 *      out;
 *    - with more than 15 months of history, a day's year-on-year factor is how
 *      the same calendar month a year earlier stood against the 91 days a year
 *      before the origin (both seasonally adjusted), shrunk towards 1 and
 *      bounded: it carries the month-of-year seasonality (December, Lebaran,
 *      a yearly premium) and the year's growth; with less history it is 1.
 *
 * Internal movements (INTERNAL_TRANSFER, DEPOSITS) are not learned: within a
 * currency they cancel out, and the known transfers and deposit maturities
 * carry them. Uncategorised lines are learned as their own row (category
 * null), so the forecast's totals do not miss them.
 */

export type Direction = 'DEBIT' | 'CREDIT';

/** One day's total of one category (null: uncategorised) and direction. */
export type DailyTotal = {
  date: string;
  category: CashCategory | null;
  direction: Direction;
  cents: bigint;
};

/** A line of a group that may be a recurring item (a candidate group, see above). */
export type CandidateLine = {
  date: string;
  accountId: string;
  category: CashCategory | null;
  direction: Direction;
  cents: bigint;
  description: string;
  /** `descriptionKey(description)`. */
  key: string;
  /** The counterparty of the expected transaction, payment or bill reconciliation matched the line with, when it did. */
  counterpartyId: string | null;
};

/** A line as the benchmark and the tests give it: its key worked out from its description when left out, no counterparty when none is given. */
export type PlainLine = Omit<CandidateLine, 'key' | 'counterpartyId'> &
  Partial<Pick<CandidateLine, 'key' | 'counterpartyId'>>;

/** What the baseline learns from: the history from `from` to `to` (both included), internal categories left out. */
export type HistoryInputs = {
  from: string;
  to: string;
  daily: DailyTotal[];
  candidates: CandidateLine[];
};

/**
 * How far back the baseline learns: 487 days (16 months), all it reads. The
 * remainder's factors look at the last 364 days, its level at the last 91,
 * its year-on-year factors at the months of the last year against the 91
 * days a year before those (456 days back), and need 487 days of history to
 * be used at all; recurring items are judged on their last 400 days. Reading
 * two years would change no figure and cost a third more.
 */
export const HISTORY_DAYS = 487;
/** A candidate group has at least this many lines … */
export const MIN_OCCURRENCES = 3;
/** … and at most one every this many days of the history (a daily stream is no recurring item). */
export const DAYS_PER_OCCURRENCE = 5;
/** Categories the baseline does not learn: they move cash between the organisation's own accounts and placements. */
export const NOT_LEARNED: readonly CashCategory[] = ['INTERNAL_TRANSFER', 'DEPOSITS'];

const MONTH_NAMES = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'mei',
  'jun',
  'jul',
  'aug',
  'agu',
  'agt',
  'agus',
  'sep',
  'sept',
  'oct',
  'okt',
  'nov',
  'dec',
  'des',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'januari',
  'februari',
  'maret',
  'juni',
  'juli',
  'agustus',
  'oktober',
  'desember',
  'nopember',
  'pebruari',
];
const MONTH_WORDS = new RegExp(`\\b(${MONTH_NAMES.join('|')})\\b`, 'g');

/**
 * A description reduced to what stays the same from one occurrence to the
 * next: lower case, letters only, month names dropped, spaces collapsed.
 *
 * @example descriptionKey('GAJI KARYAWAN NOV 2026 CAB 3') // 'gaji karyawan cab'
 */
export function descriptionKey(description: string): string {
  return description
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .replace(MONTH_WORDS, ' ')
    .replace(/ +/g, ' ')
    .trim();
}

/** Whether amounts are alike enough for a candidate group: coefficient of variation at most 0.25, in exact integers. */
export function amountsAlike(count: bigint, sum: bigint, sumOfSquares: bigint): boolean {
  return 16n * (count * sumOfSquares - sum * sum) <= sum * sum;
}

/** The most lines a candidate group may have over a history of `days` days. */
export const maxOccurrences = (days: number) => Math.floor(days / DAYS_PER_OCCURRENCE);

/**
 * The baseline's inputs from plain lines, exactly as the repository reads
 * them in SQL (its test holds the two equal): what the accuracy benchmark and
 * the unit tests learn from.
 */
export function historyInputsOf(
  lines: Iterable<PlainLine>,
  from: string,
  to: string,
): HistoryInputs {
  const daily = new Map<string, DailyTotal>();
  const groups = new Map<string, { lines: CandidateLine[]; sum: bigint; squares: bigint }>();
  for (const line of lines) {
    if (
      line.date < from ||
      line.date > to ||
      (line.category && NOT_LEARNED.includes(line.category))
    )
      continue;
    const dayKey = `${line.date}|${line.category ?? ''}|${line.direction}`;
    const total = daily.get(dayKey);
    if (total) total.cents += line.cents;
    else
      daily.set(dayKey, {
        date: line.date,
        category: line.category,
        direction: line.direction,
        cents: line.cents,
      });
    const key = line.key ?? descriptionKey(line.description);
    const groupKey = `${line.accountId}|${line.direction}|${key}`;
    let group = groups.get(groupKey);
    if (!group) groups.set(groupKey, (group = { lines: [], sum: 0n, squares: 0n }));
    group.lines.push({
      date: line.date,
      accountId: line.accountId,
      category: line.category,
      direction: line.direction,
      cents: line.cents,
      description: line.description,
      key,
      counterpartyId: line.counterpartyId ?? null,
    });
    group.sum += line.cents;
    group.squares += line.cents * line.cents;
  }
  const most = maxOccurrences(daysFrom(from, to) + 1);
  const candidates: CandidateLine[] = [];
  for (const group of groups.values()) {
    const count = BigInt(group.lines.length);
    if (
      group.lines.length >= MIN_OCCURRENCES &&
      group.lines.length <= most &&
      amountsAlike(count, group.sum, group.squares)
    )
      candidates.push(...group.lines);
  }
  return { from, to, daily: [...daily.values()], candidates };
}

// ---------------------------------------------------------------- recurring items

export type Cadence = 'MONTHLY' | 'WEEKLY';
/** Where a monthly item goes when its day is a Saturday or a Sunday. */
export type WeekendRule = 'BEFORE' | 'AFTER' | 'NONE';

export type RecurringSeries = {
  /** Stable across runs: the account, the direction and the description's key. */
  key: string;
  accountId: string;
  direction: Direction;
  category: CashCategory | null;
  /** The latest occurrence's description, as the bank wrote it. */
  description: string;
  cadence: Cadence;
  /** The day of the month (1–31) of a monthly item, the ISO weekday (1–7) of a weekly one. */
  day: number;
  weekendRule: WeekendRule;
  /** What one occurrence is projected at, in cents. */
  cents: bigint;
  lastDate: string;
  /** Occurrences seen in the last 400 days. */
  occurrences: number;
  /** The counterparty reconciliation tied its lines to, most often; null when none. */
  counterpartyId: string | null;
  /** Still going: seen recently enough to be projected. */
  alive: boolean;
};

const RECENT_DAYS = 400;

const DAY_MS = 86_400_000;
const RULES: readonly WeekendRule[] = ['NONE', 'BEFORE', 'AFTER'];
/** Per month (`year × 12 + month − 1`): the day number (days since 1970-01-01) of every (rule, day of month) pair. */
const monthTables = new Map<number, Int32Array>();

function monthTable(monthIndex: number): Int32Array {
  let table = monthTables.get(monthIndex);
  if (table) return table;
  table = new Int32Array(RULES.length * 31);
  const [year, month] = [Math.floor(monthIndex / 12), monthIndex % 12];
  const first = Date.UTC(year, month, 1) / DAY_MS;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  RULES.forEach((rule, ruleIndex) => {
    for (let day = 1; day <= 31; day += 1) {
      const nominal = first + Math.min(day, last) - 1;
      const weekday = (((nominal + 3) % 7) + 7) % 7; // 0 = Monday
      const shift =
        weekday < 5 || rule === 'NONE' ? 0 : rule === 'BEFORE' ? 4 - weekday : 7 - weekday;
      table![ruleIndex * 31 + day - 1] = nominal + shift;
    }
  });
  if (monthTables.size > 10_000) monthTables.clear();
  monthTables.set(monthIndex, table);
  return table;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** A monthly item's date in a month: its day (clamped to the month's end), moved off a weekend by its rule. */
export function monthlyDate(year: number, month: number, day: number, rule: WeekendRule): string {
  const number = monthTable(year * 12 + month - 1)[RULES.indexOf(rule) * 31 + day - 1]!;
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

const median = (values: bigint[]): bigint => {
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2n;
};
const abs = (value: bigint) => (value < 0n ? -value : value);
/** Whether `value` is within `percent`% of `reference`. */
const within = (value: bigint, reference: bigint, percent: bigint) =>
  abs(value - reference) * 100n <= abs(reference) * percent;

function mostCommon<T>(values: readonly T[]): T | null {
  const counts = new Map<T, number>();
  let best: T | null = null;
  let bestCount = 0;
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

/**
 * The day of the month and weekend rule that explain the most of a monthly
 * item's last 12 dates (a date may belong to the month before or after, as
 * rent due on a Saturday the 1st is paid on Friday the 31st); ties go to no
 * rule, then to the latest date's day.
 */
function monthlyDay(dates: readonly string[]): { day: number; weekendRule: WeekendRule } {
  const scores = new Int32Array(RULES.length * 31);
  for (const date of dates.slice(-12)) {
    const number = dayNumber(date);
    const monthIndex = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
    const [own, before, after] = [
      monthTable(monthIndex),
      monthTable(monthIndex - 1),
      monthTable(monthIndex + 1),
    ];
    for (let slot = 0; slot < scores.length; slot += 1)
      if (own[slot] === number || before[slot] === number || after[slot] === number)
        scores[slot] = scores[slot]! + 1;
  }
  const latest = dayOfMonth(dates.at(-1)!);
  let best = RULES.indexOf('NONE') * 31 + latest - 1;
  for (let slot = 0; slot < scores.length; slot += 1)
    if (scores[slot]! > scores[best]!) best = slot;
  return { day: (best % 31) + 1, weekendRule: RULES[Math.floor(best / 31)]! };
}

/**
 * The recurring items among the candidate lines, as of `asOf` (the first day
 * forecast; the lines are before it), and the lines each one explains.
 */
export function detectRecurring(
  candidates: readonly CandidateLine[],
  asOf: string,
): { series: RecurringSeries[]; explained: Set<CandidateLine> } {
  const groups = new Map<string, CandidateLine[]>();
  for (const line of candidates) {
    if (line.date >= asOf) continue;
    const key = `${line.accountId}|${line.direction}|${line.key}`;
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  const series: RecurringSeries[] = [];
  const explained = new Set<CandidateLine>();
  const recentFrom = addDays(asOf, -RECENT_DAYS);
  for (const [key, lines] of groups) {
    lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    // One occurrence a day: lines of one day add up.
    const occurrences: { date: string; cents: bigint }[] = [];
    for (const line of lines) {
      if (line.date < recentFrom) continue;
      const last = occurrences.at(-1);
      if (last && last.date === line.date) last.cents += line.cents;
      else occurrences.push({ date: line.date, cents: line.cents });
    }
    if (occurrences.length < MIN_OCCURRENCES) continue;
    const gaps = occurrences
      .slice(1)
      .map((occurrence, index) => daysFrom(occurrences[index]!.date, occurrence.date));
    const share = (low: number, high: number) =>
      gaps.filter((gap) => gap >= low && gap <= high).length / gaps.length;
    const cadence: Cadence | null =
      share(25, 36) >= 0.75 ? 'MONTHLY' : share(6, 8) >= 0.75 ? 'WEEKLY' : null;
    if (!cadence) continue;
    const recent = occurrences.slice(-6).map((occurrence) => occurrence.cents);
    const middle = median(recent);
    if (!recent.every((cents) => within(cents, middle, 25n))) continue;
    const [beforeLast, last] = [recent.at(-2)!, recent.at(-1)!];
    const cents = within(last, beforeLast, 2n) ? last : median(recent.slice(-3));
    const lastDate = occurrences.at(-1)!.date;
    const dates = occurrences.map((occurrence) => occurrence.date);
    const timing =
      cadence === 'MONTHLY'
        ? monthlyDay(dates)
        : { day: mostCommon(dates.slice(-8).map(isoWeekday))!, weekendRule: 'NONE' as const };
    const first = lines[0]!;
    series.push({
      key,
      accountId: first.accountId,
      direction: first.direction,
      category: mostCommon(lines.map((line) => line.category)),
      description: lines.at(-1)!.description,
      cadence,
      day: timing.day,
      weekendRule: timing.weekendRule,
      cents,
      lastDate,
      occurrences: occurrences.length,
      counterpartyId: mostCommon(
        lines.map((line) => line.counterpartyId).filter((id): id is string => id !== null),
      ),
      alive: daysFrom(lastDate, asOf) <= (cadence === 'MONTHLY' ? 46 : 12),
    });
    for (const line of lines) explained.add(line);
  }
  series.sort((a, b) => (a.key < b.key ? -1 : 1));
  return { series, explained };
}

/**
 * A recurring item's dates from `from` to `to` (both included). A monthly
 * occurrence due in the week before `from` that has not been seen since its
 * last one is taken as late: it is projected on `from`.
 */
export function occurrencesOf(series: RecurringSeries, from: string, to: string): string[] {
  if (!series.alive) return [];
  const dates: string[] = [];
  if (series.cadence === 'WEEKLY') {
    let date = addDays(from, (series.day - isoWeekday(from) + 7) % 7);
    for (; date <= to; date = addDays(date, 7)) dates.push(date);
    return dates;
  }
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const previous =
    month === 1
      ? monthlyDate(year - 1, 12, series.day, series.weekendRule)
      : monthlyDate(year, month - 1, series.day, series.weekendRule);
  const thisMonth = monthlyDate(year, month, series.day, series.weekendRule);
  const due = thisMonth < from ? thisMonth : previous;
  if (daysFrom(due, from) <= 7 && daysFrom(series.lastDate, due) > 10) dates.push(from);
  for (;;) {
    const date = monthlyDate(year, month, series.day, series.weekendRule);
    if (date > to) break;
    if (date >= from) dates.push(date);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return dates;
}

// ---------------------------------------------------------------- the remainder

const ONE = 1_000_000n;
const LEVEL_DAYS = 91;
const FACTOR_DAYS = 364;
const YEAR = 365;
/** The history the year-on-year factors need; HISTORY_DAYS reads exactly that. */
const YEAR_ON_YEAR_DAYS = YEAR + LEVEL_DAYS + 31;
/** Pseudo-observations that pull a factor towards 1. */
const SHRINK = 2n;
/** How much of last year's month-of-year movement is carried, in millionths, and its bounds. */
const YOY_WEIGHT = 800_000n;
const YOY_MIN = 250_000n;
const YOY_MAX = 4_000_000n;
/** A remainder seen on fewer days than this in the last year is sporadic: not projected. */
const MIN_ACTIVE_DAYS = 6;

/** `numerator / denominator` in millionths, rounded; 1 when the denominator is zero. */
function ratio(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) return ONE;
  const scaled = numerator * ONE;
  return (scaled + (scaled >= 0n ? denominator / 2n : -denominator / 2n)) / denominator;
}

/** A factor from a mean over `count` days, shrunk towards 1. */
const shrunk = (factor: bigint, count: number) =>
  (factor * BigInt(count) + ONE * SHRINK) / (BigInt(count) + SHRINK);

/**
 * The calendar of `days` days from `from`, as arrays by day: the weekday
 * (0 = Monday), the day-of-month segment (0 for the 1st–5th … 5 for the 26th
 * to the month's end) and the month (`year × 12 + month − 1`). One table
 * serves every curve, so no date text is parsed per curve and day.
 */
export type DayTable = {
  from: string;
  weekday: Uint8Array;
  segment: Uint8Array;
  month: Uint32Array;
};

export function dayTable(from: string, days: number): DayTable {
  const weekday = new Uint8Array(days);
  const segment = new Uint8Array(days);
  const month = new Uint32Array(days);
  const date = new Date(`${from}T00:00:00Z`);
  for (let index = 0; index < days; index += 1) {
    weekday[index] = (date.getUTCDay() + 6) % 7;
    segment[index] = Math.min(5, Math.floor((date.getUTCDate() - 1) / 5));
    month[index] = date.getUTCFullYear() * 12 + date.getUTCMonth();
    date.setUTCDate(date.getUTCDate() + 1);
  }
  return { from, weekday, segment, month };
}

export type ResidualCurve = {
  category: CashCategory | null;
  direction: Direction;
  /** Cents a day with every factor at 1, in millionths of a cent. */
  level: bigint;
  /** By weekday (0 = Monday), in millionths. */
  weekday: bigint[];
  /** By day-of-month segment, in millionths. */
  monthDay: bigint[];
  /** By forecast month (`year × 12 + month − 1`), in millionths; absent months are 1. */
  yearOnYear: Map<number, bigint>;
};

function residualCurve(
  category: CashCategory | null,
  direction: Direction,
  values: bigint[],
  table: DayTable,
): ResidualCurve {
  const days = values.length;
  const factorStart = Math.max(0, days - FACTOR_DAYS);
  // Weekday factors.
  const weekdaySums = Array<bigint>(7).fill(0n);
  const weekdayCounts = Array<number>(7).fill(0);
  let total = 0n;
  let activeDays = 0;
  for (let index = factorStart; index < days; index += 1) {
    const weekday = table.weekday[index]!;
    weekdaySums[weekday] = weekdaySums[weekday]! + values[index]!;
    weekdayCounts[weekday] = weekdayCounts[weekday]! + 1;
    total += values[index]!;
    if (values[index]! > 0n) activeDays += 1;
  }
  const count = BigInt(days - factorStart);
  const weekday = weekdaySums.map((sum, index) =>
    weekdayCounts[index]
      ? shrunk(ratio(sum * count, total * BigInt(weekdayCounts[index]!)), weekdayCounts[index]!)
      : ONE,
  );
  // Day-of-month factors, with the weekday factors divided out.
  const segmentSums = Array<bigint>(6).fill(0n);
  const segmentWeights = Array<bigint>(6).fill(0n);
  const segmentCounts = Array<number>(6).fill(0);
  let weightTotal = 0n;
  for (let index = factorStart; index < days; index += 1) {
    const segment = table.segment[index]!;
    const weight = weekday[table.weekday[index]!]!;
    segmentSums[segment] = segmentSums[segment]! + values[index]!;
    segmentWeights[segment] = segmentWeights[segment]! + weight;
    segmentCounts[segment] = segmentCounts[segment]! + 1;
    weightTotal += weight;
  }
  const monthDay = segmentSums.map((sum, index) =>
    segmentCounts[index]
      ? shrunk(
          ratio(sum * weightTotal, total * segmentWeights[index]!),
          Math.ceil(segmentCounts[index]! / 5),
        )
      : ONE,
  );
  /** Seasonally adjusted cents a day over [start, end), in millionths of a cent; null when the range holds no day. */
  const adjusted = (start: number, end: number): bigint | null => {
    let sum = 0n;
    let weight = 0n;
    for (let index = Math.max(0, start); index < Math.min(days, end); index += 1) {
      sum += values[index]!;
      weight += (weekday[table.weekday[index]!]! * monthDay[table.segment[index]!]!) / ONE;
    }
    return weight === 0n ? null : (sum * ONE * ONE) / weight;
  };
  // A category seen on only a few days of the last year (a loan drawdown, a one-off sale of equipment) is not projected.
  const level = activeDays < MIN_ACTIVE_DAYS ? 0n : (adjusted(days - LEVEL_DAYS, days) ?? 0n);
  // Year on year: each calendar month of the year before, against the level window a year before.
  const yearOnYear = new Map<number, bigint>();
  if (days >= YEAR_ON_YEAR_DAYS) {
    const reference = adjusted(days - YEAR - LEVEL_DAYS, days - YEAR);
    if (reference && reference > 0n) {
      const months = new Map<number, [number, number]>();
      for (let index = days - YEAR; index < days; index += 1) {
        const month = table.month[index]!;
        const range = months.get(month);
        if (range) range[1] = index + 1;
        else months.set(month, [index, index + 1]);
      }
      for (const [month, [start, end]] of months) {
        const then = adjusted(start, end);
        if (then === null) continue;
        const damped = ONE + ((ratio(then, reference) - ONE) * YOY_WEIGHT) / ONE;
        yearOnYear.set(
          month + 12,
          damped < YOY_MIN ? YOY_MIN : damped > YOY_MAX ? YOY_MAX : damped,
        );
      }
    }
  }
  return { category, direction, level, weekday, monthDay, yearOnYear };
}

/**
 * The remainder's forecast for each of `ranges` (consecutive date ranges,
 * both ends included), in cents, over one calendar table.
 */
export function residualForecaster(
  ranges: readonly { start: string; end: string }[],
): (curve: ResidualCurve) => bigint[] {
  if (ranges.length === 0) return () => [];
  const from = ranges[0]!.start;
  const table = dayTable(from, daysFrom(from, ranges.at(-1)!.end) + 1);
  const bounds = ranges.map(
    (range) => [daysFrom(from, range.start), daysFrom(from, range.end) + 1] as const,
  );
  return (curve) =>
    bounds.map(([start, end]) => {
      let sum = 0n;
      for (let index = start; index < end; index += 1) {
        const yoy = curve.yearOnYear.get(table.month[index]!) ?? ONE;
        sum +=
          (curve.level *
            curve.weekday[table.weekday[index]!]! *
            curve.monthDay[table.segment[index]!]! *
            yoy) /
          (ONE * ONE * ONE);
      }
      return (sum + ONE / 2n) / ONE;
    });
}

export type BaselineModel = { asOf: string; series: RecurringSeries[]; residual: ResidualCurve[] };

/**
 * Learns the baseline as of `asOf` (the first day forecast) from the history
 * before it: the recurring items, and the remainder's curve per category and
 * direction.
 */
export function learnBaseline(inputs: HistoryInputs, asOf: string): BaselineModel {
  const { series, explained } = detectRecurring(inputs.candidates, asOf);
  const last = addDays(asOf, -1) < inputs.to ? addDays(asOf, -1) : inputs.to;
  // The history starts at the organisation's first line, not at the window's start: days before it are unknown, not zero.
  let from = last;
  for (const total of inputs.daily)
    if (total.date >= inputs.from && total.date < from) from = total.date;
  const days = daysFrom(from, last) + 1;
  if (days <= 0) return { asOf, series, residual: [] };
  const table = dayTable(from, days);
  const curves = new Map<
    string,
    { category: CashCategory | null; direction: Direction; values: bigint[] }
  >();
  const valuesOf = (category: CashCategory | null, direction: Direction) => {
    const key = `${category ?? ''}|${direction}`;
    let curve = curves.get(key);
    if (!curve)
      curves.set(key, (curve = { category, direction, values: Array<bigint>(days).fill(0n) }));
    return curve.values;
  };
  for (const total of inputs.daily) {
    const index = daysFrom(from, total.date);
    if (index < 0 || index >= days) continue;
    const values = valuesOf(total.category, total.direction);
    values[index] = values[index]! + total.cents;
  }
  for (const line of explained) {
    const index = daysFrom(from, line.date);
    if (index < 0 || index >= days) continue;
    const values = valuesOf(line.category, line.direction);
    values[index] = values[index]! - line.cents;
  }
  const residual = [...curves.values()]
    .map((curve) => residualCurve(curve.category, curve.direction, curve.values, table))
    .sort((a, b) =>
      `${a.category ?? '~'}|${a.direction}`.localeCompare(`${b.category ?? '~'}|${b.direction}`),
    );
  return { asOf, series, residual };
}
