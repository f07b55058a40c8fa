import { sql, type RawBuilder } from 'kysely';
import type { PageInfo } from '../../contracts/common/schemas.js';

/**
 * Keyset cursors: a page's last row named by the values it is sorted on, as
 * a JSON array in base64url. Clients treat it as opaque; the service reads it
 * back against the shape it expects and refuses anything else, so a client
 * with a broken cursor gets an error instead of the first page again (and
 * never loops).
 *
 * An instant must keep PostgreSQL's microseconds: a JavaScript `Date` keeps
 * milliseconds only, and a cursor cut to the millisecond skips the rows
 * written later in that same millisecond. Select the sort column through
 * `instantKey` and put that text in the cursor.
 */
export type CursorPart =
  'text' | 'uuid' | 'bigint' | 'integer' | 'decimal' | 'date' | 'time?' | 'instant';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const accepts: Record<CursorPart, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  uuid: (value) => typeof value === 'string' && UUID.test(value),
  bigint: (value) => typeof value === 'string' && /^\d{1,19}$/.test(value),
  integer: (value) => Number.isSafeInteger(value),
  decimal: (value) => typeof value === 'string' && /^-?\d{1,20}(\.\d{1,6})?$/.test(value),
  date: (value) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(value)),
  'time?': (value) =>
    value === null || (typeof value === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(value)),
  instant: (value) =>
    typeof value === 'string' && INSTANT.test(value) && !Number.isNaN(Date.parse(value)),
};

export type CursorValue = string | number | null;

export const encodeCursor = (values: readonly CursorValue[]): string =>
  Buffer.from(JSON.stringify(values)).toString('base64url');

/** The values of a cursor of the given shape, or null when it is not one. */
export function decodeCursor(cursor: string, shape: readonly CursorPart[]): CursorValue[] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === shape.length &&
      shape.every((part, index) => accepts[part](value[index]))
    )
      return value as CursorValue[];
  } catch {
    // not JSON: not a cursor
  }
  return null;
}

/** A `timestamptz` column as UTC text to the microsecond, the form an `instant` cursor part keeps. */
export const instantKey = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of a list read forward by keyset, as the contracts' list answers
 * carry it: its rows with their cursors, how many rows the filters keep in
 * all, and where the page sits (a next page when the read found a row more
 * than asked, a previous one when it started after a cursor).
 *
 * @example forwardPage(rows.map((node) => ({ cursor: encodeCursor([node.openedOn, node.id]), node })), { hasMore, after: cursor }, totalCount)
 */
export function forwardPage<Node>(
  items: { cursor: string; node: Node }[],
  read: { hasMore: boolean; after: unknown },
  totalCount: number,
): { items: { cursor: string; node: Node }[]; totalCount: number; pageInfo: PageInfo } {
  return {
    items,
    totalCount,
    pageInfo: {
      hasNextPage: read.hasMore,
      hasPreviousPage: Boolean(read.after),
      startCursor: items[0]?.cursor ?? null,
      endCursor: items.at(-1)?.cursor ?? null,
    },
  };
}
