/** Minutes a time zone is ahead of UTC at an instant (Asia/Jakarta: 420). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The value of a `datetime-local` input (`YYYY-MM-DDTHH:mm`) showing an
 * instant as the wall clock of a time zone (the organisation's, not the
 * browser's).
 *
 * @example toZonedInputValue(new Date('2026-11-22T02:30:00Z'), 'Asia/Jakarta') // '2026-11-22T09:30'
 */
export function toZonedInputValue(instant: Date, timeZone: string): string {
  const shifted = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/**
 * The instant a `datetime-local` value names on the wall clock of a time
 * zone, as an ISO string, or null when the value is not one.
 *
 * @example fromZonedInputValue('2026-11-22T09:30', 'Asia/Jakarta') // '2026-11-22T02:30:00.000Z'
 */
export function fromZonedInputValue(value: string, timeZone: string): string | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  if (Number.isNaN(guess)) return null;
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  // Across a change of offset, the second guess is right.
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * 60_000).toISOString();
}
