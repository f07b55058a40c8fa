/**
 * Booking order: the one order of statement lines that every list, check and
 * balance uses. Lines are in the order the bank booked them: by date, then by
 * time of day, then by the bank's own sequence (the row in the export, the
 * position in a bank's answer; the database's `line_number`, which grows with
 * time even for an export listed newest first), then by id so the order is
 * total.
 *
 * A line without a time (exports without times, lines entered without one)
 * sorts after the timed lines of its day: among lines of one source the
 * sequence alone orders them, and between sources the end of the day is the
 * only place it is known to have happened by.
 */
export const END_OF_DAY = '24:00:00';

/** A line's date and time as one string that sorts in booking order: `2026-10-01 03:51:12`, `2026-10-01 24:00:00`. */
export function bookingKey(date: string, time: string | null): string {
  return `${date} ${time ?? END_OF_DAY}`;
}
