/** What every reconciliation query shares: the handle (a connection or the caller's transaction) and the any-of-ids parameter. */

import { sql } from 'kysely';

/** A connection, or the caller's transaction. */
export type { Db } from '../../db.js';

/** `= any($1::uuid[])`: one parameter for any number of ids, where `in (…)` takes one each (a run locks thousands). */
export const anyOf = (ids: readonly string[]) => sql<string>`any(${[...ids]}::uuid[])`;
