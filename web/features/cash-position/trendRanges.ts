/** The trend's ranges, in days up to the last day (the schema's trend takes at most three years; longer than 180 days comes a week at a time). */
export const TREND_RANGES = [30, 90, 365, 730] as const;
export type TrendRange = (typeof TREND_RANGES)[number];
/** The range the screen opens with, as the server's default. */
export const DEFAULT_TREND_RANGE: TrendRange = 90;

/**
 * The first day of a range of `days` days ending on `to` (both `YYYY-MM-DD`, both included).
 *
 * @example trendFrom('2026-11-22', 90) // '2026-08-25'
 */
export function trendFrom(to: string, days: number): string {
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - (days - 1))).toISOString().slice(0, 10);
}
