/** What the payment providers' queries share: the handle, the business calendar, date filters and keysets. */

import Decimal from 'decimal.js';
import { sql } from 'kysely';

export type { Db } from '../../db.js';
export const two = (value: string) => new Decimal(value).toFixed(2);
/** The organisation's calendar for date filters and settlement days (the treasury does not know its zone; most are here). */
export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';

export type DateFilter = { dateFrom?: string; dateTo?: string };
export const localDate = (column: string) =>
  sql<string>`(${sql.ref(column)} at time zone ${BUSINESS_TIME_ZONE})::date`;
