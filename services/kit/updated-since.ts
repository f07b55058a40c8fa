import { sql, type RawBuilder } from 'kysely';
import { syncErrors } from '../../contracts/common/errors.js';
import { serviceError } from './errors.js';
import type { OrderKey } from './list-order.js';

/** An ISO 8601 date-time with its offset: no offset would leave the instant to the server's time zone. */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant of a list's `updatedSince` (contracts/common/schemas.ts
 * `UpdatedSinceQuery`) as PostgreSQL reads it, or a U-COM-SYNC-1 refusal
 * when it is not an ISO 8601 date-time with its offset or names no real
 * day (`Date.parse` takes 30 February; PostgreSQL would fail on it). A list
 * checks it before it starts its reads, so a refusal leaves none of them
 * running.
 *
 * @example checkedUpdatedSince('2026-11-30T07:00:00+07:00') // '2026-11-30T07:00:00+07:00'
 */
export function checkedUpdatedSince<Text extends string | undefined>(text: Text): Text {
  if (text === undefined) return text;
  const match = INSTANT.exec(text);
  const [year, month, day] = (match?.slice(1, 4) ?? []).map(Number);
  const lastDay = year && month ? new Date(Date.UTC(year, month, 0)).getUTCDate() : 0;
  if (!match || Number.isNaN(Date.parse(text)) || !day || day > lastDay)
    throw serviceError(syncErrors.updatedSince);
  return text;
}

/**
 * The predicate "changed at or after `updatedSince`" on a list's
 * `updated_at` column (`b.updated_at`): inclusive, so a client that asks
 * again from the last change it saw reads that row again rather than miss
 * another changed in the same instant. Refuses a malformed instant as
 * `updatedSinceInstant` does.
 *
 * @example query.where(changedSince('b.updated_at', '2026-11-30T00:00:00Z'))
 */
export const changedSince = (column: string, updatedSince: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} >= ${checkedUpdatedSince(updatedSince)}::timestamptz`;

/**
 * The keys of a list read in the order its rows last changed (`UPDATED_AT`):
 * the change time, then the id that breaks its ties, so a keyset cursor
 * names exactly one row and a row changed during a walk moves behind it.
 */
export const lastChangeKeys = (updatedAt: string, id: string): readonly OrderKey[] => [
  { expression: sql.ref(updatedAt), type: 'timestamptz' },
  { expression: sql.ref(id), type: 'uuid' },
];
