import { sql, type Kysely } from 'kysely';
import {
  agedReceivablesErrors,
  type AgedReceivableAmounts,
  type AgedReceivableBucket,
  type AgedReceivablesQuery,
  type AgedReceivablesResponse,
} from '../../../contracts/invoicing/aged-receivables.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import type { OnBehalfOf } from '../../kit/account-client.js';
import type { OrganizationToday } from '../organization-today.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { errorsOf } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';

const errors = errorsOf(agedReceivablesErrors);

/**
 * The bucket of what is owed `days` past its due date: current up to the due
 * date itself, then 1-30, 31-60, 61-90, over 90. Each bound belongs to the
 * bucket that names it (30 days is 1-30, 31 is 31-60).
 */
export function agedReceivableBucket(days: number): AgedReceivableBucket {
  if (days <= 0) return 'CURRENT';
  if (days <= 30) return 'OVERDUE_1_30';
  if (days <= 60) return 'OVERDUE_31_60';
  if (days <= 90) return 'OVERDUE_61_90';
  return 'OVERDUE_OVER_90';
}

/** Amounts per bucket and in total, in cents. */
export type AgedCents = Record<AgedReceivableBucket | 'total', bigint>;

/** Nothing in any bucket yet. */
export const zeroAgedCents = (): AgedCents => ({
  CURRENT: 0n,
  OVERDUE_1_30: 0n,
  OVERDUE_31_60: 0n,
  OVERDUE_61_90: 0n,
  OVERDUE_OVER_90: 0n,
  total: 0n,
});

/** Adds what is owed `days` past its due date to its bucket and to the total of each of `sums`. */
export function ageInto(sums: readonly AgedCents[], days: number, cents: bigint): void {
  const bucket = agedReceivableBucket(days);
  for (const sum of sums) {
    sum[bucket] += cents;
    sum.total += cents;
  }
}

/** The buckets as the API answers them: decimal strings with two decimals. */
export const agedAmounts = (cents: AgedCents) =>
  Object.fromEntries(
    Object.entries(cents).map(([bucket, value]) => [bucket, fromCents(value)]),
  ) as AgedReceivableAmounts;

/**
 * Aged receivables of the organisation (needs `invoices:read`): each issued
 * invoice's remaining amount (payments, credit memos and PPh 23 withheld or
 * awaiting its slip taken off) in the bucket of its days past due on the
 * as-of date, added up per buyer and currency in cents.
 */
export class AgedReceivablesService {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    /** "Today" in the organisation's time zone: the as-of date when none is asked. */
    private readonly today: OrganizationToday,
  ) {}

  async report(
    auth: AccessClaims,
    caller: OnBehalfOf,
    query: AgedReceivablesQuery,
  ): Promise<AgedReceivablesResponse> {
    requirePermission(auth, 'invoices:read');
    const asOf = query.asOf ?? (await this.today(caller));
    if (Number.isNaN(Date.parse(`${asOf}T00:00:00Z`))) throw errors.invalidDate();
    const rows = await this.db
      .selectFrom('sales_invoices as s')
      .innerJoin('customers as c', 'c.id', 's.customer_id')
      .select([
        's.customer_id',
        's.currency',
        's.remaining_amount',
        sql<string>`coalesce(c.name, c.email)`.as('customer_name'),
        sql<number>`(${asOf}::date - s.due_date)`.as('days'),
      ])
      .where('s.organization_id', '=', auth.org)
      .where('s.status', '=', 'ISSUED')
      .where('s.remaining_amount', '>', '0')
      .execute();
    const byCurrency = new Map<
      string,
      {
        totals: AgedCents;
        customers: Map<string, { name: string; cents: AgedCents; invoices: number }>;
      }
    >();
    for (const row of rows) {
      const currency = byCurrency.get(row.currency) ?? {
        totals: zeroAgedCents(),
        customers: new Map(),
      };
      byCurrency.set(row.currency, currency);
      const customer = currency.customers.get(row.customer_id) ?? {
        name: row.customer_name,
        cents: zeroAgedCents(),
        invoices: 0,
      };
      currency.customers.set(row.customer_id, customer);
      ageInto([currency.totals, customer.cents], Number(row.days), toCents(row.remaining_amount));
      customer.invoices += 1;
    }
    return {
      asOf,
      currencies: [...byCurrency.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, { totals, customers }]) => ({
          currency,
          totals: agedAmounts(totals),
          customers: [...customers.entries()]
            .sort(([, a], [, b]) =>
              b.cents.total > a.cents.total
                ? 1
                : b.cents.total < a.cents.total
                  ? -1
                  : a.name.localeCompare(b.name),
            )
            .map(([id, customer]) => ({
              customer: { id, name: customer.name },
              amounts: agedAmounts(customer.cents),
              invoices: customer.invoices,
            })),
        })),
    };
  }
}
