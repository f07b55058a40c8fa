import { sql } from 'kysely';
import { decodeCursor, encodeCursor } from '../../kit/cursor.js';
import { commonErrors } from '../../kit/errors.js';
import { END_OF_DAY } from './parsing/booking-order.js';

/**
 * Booking order in SQL (the definition is in `parsing/booking-order.ts`):
 * `statement_transactions` under the alias `t`, by date, time (a line
 * without one at the end of its day), bank sequence (`line_number`) and id.
 * The indexes of migrations/0055-baseline (statement transactions) hold exactly this key, so lists, their
 * cursors, exports and the import's gap check all read one order.
 */
const TIME = sql.raw(`coalesce(t.transaction_time, time '${END_OF_DAY}')`);
const KEY = sql`(t.transaction_date, ${TIME}, t.line_number, t.id)`;

/** Newest first: the order of the statement lists and exports. */
export const NEWEST_FIRST = sql`t.transaction_date desc, ${TIME} desc, t.line_number desc, t.id desc`;

/** A line's place in booking order. */
export type BookingPosition = { date: string; time: string | null; line: number; id: string };

export const bookingPositionOf = (row: {
  transaction_date: string;
  transaction_time: string | null;
  line_number: number;
  id: string;
}): BookingPosition => ({
  date: row.transaction_date,
  time: row.transaction_time,
  line: row.line_number,
  id: row.id,
});

/** Lines booked before `position` (the next page of a newest-first list). */
export function bookedBefore(position: BookingPosition) {
  return sql<boolean>`${KEY} < (${position.date}::date, ${position.time ?? END_OF_DAY}::time, ${position.line}::integer, ${position.id}::uuid)`;
}

/**
 * Lines booked no later than a line of `date` at `time`: earlier days, and
 * on that day the lines of the same or an earlier time. Without a time on
 * both sides, which of two lines of one day came first is not known, so that
 * day does not count.
 */
export function bookedAtOrBefore(date: string, time: string | null) {
  return time === null
    ? sql<boolean>`t.transaction_date < ${date}::date`
    : sql<boolean>`(t.transaction_date < ${date}::date or (t.transaction_date = ${date}::date and t.transaction_time <= ${time}::time))`;
}

/** A list cursor: the booking position of the page's last line. */
export const encodeBookingCursor = (position: BookingPosition) =>
  encodeCursor([position.date, position.time, position.line, position.id]);

export function decodeBookingCursor(cursor: string, field = 'after'): BookingPosition {
  const value = decodeCursor(cursor, ['date', 'time?', 'integer', 'uuid']);
  if (!value) throw commonErrors.invalidCursor(field);
  const [date, time, line, id] = value as [string, string | null, number, string];
  return { date, time, line, id };
}
