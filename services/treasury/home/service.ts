import { sql, type Kysely } from 'kysely';
import type { HomeSummaryResponse } from '../../../contracts/treasury/home.js';
import type { AccessClaims } from '../../kit/auth.js';
import type { TreasuryDatabase } from '../db-types.js';
import { todayIn } from '../expected-transactions/values.js';
import { periodEndOf, periodStartOf } from '../../../formats/calendar.js';

/** The Monday and Sunday of the ISO week holding `date` ('YYYY-MM-DD'). */
export function weekOf(date: string): { start: string; end: string } {
  return { start: periodStartOf(date, 'WEEK'), end: periodEndOf(date, 'WEEK') };
}

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/**
 * Home's figures, each summed by PostgreSQL in one query
 * of its own and each only for a member who may read what it sums (null
 * otherwise): cash today by currency, what is due in and out this week, what
 * waits for approval, and what is not reconciled yet. Money stays NUMERIC to
 * the wire.
 */
export class HomeService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly now: () => Date = () => new Date(),
    private readonly timeZone = 'Asia/Jakarta',
  ) {}

  async summary(auth: AccessClaims): Promise<HomeSummaryResponse> {
    const may = (permission: string) => auth.perms.includes(permission as never);
    const today = todayIn(this.timeZone, this.now());
    const week = weekOf(today);
    const [cash, due, overdueBills, approvals, reconciliation] = await Promise.all([
      may('balances:read') ? this.cash(auth.org) : null,
      may('expected-transactions:read') || may('bills:read') || may('payments:read')
        ? this.due(auth.org, week, {
            expected: may('expected-transactions:read'),
            bills: may('bills:read'),
            payments: may('payments:read'),
          })
        : null,
      may('bills:read') ? this.overdueBills(auth.org, today) : null,
      may('payments:read') || may('transfers:read') || may('bills:read')
        ? this.approvals(auth.org, {
            payments: may('payments:read'),
            transfers: may('transfers:read'),
            bills: may('bills:read'),
          })
        : null,
      may('statements:read') ? this.reconciliation(auth.org, may('reconciliation:read')) : null,
    ]);
    return {
      today,
      weekStart: week.start,
      weekEnd: week.end,
      cash,
      dueThisWeek: due,
      overdueBills,
      approvals,
      reconciliation,
    };
  }

  /** Per currency, the latest available balance of each active account summed; an account without any is counted apart, never as zero. */
  private async cash(organizationId: string): Promise<NonNullable<HomeSummaryResponse['cash']>> {
    const { rows } = await sql<{
      currency: 'IDR' | 'USD' | 'SGD';
      amount: string;
      accounts: string;
      without: string;
      as_of: Date | null;
    }>`
      select a.currency,
             coalesce(sum(b.available), 0)::numeric(20, 2)::text as amount,
             count(*) as accounts,
             count(*) filter (where b.available is null) as without,
             min(b.as_of) as as_of
        from bank_accounts a
        left join lateral (
          select available, as_of from balances where bank_account_id = a.id and organization_id = ${organizationId} order by as_of desc, recorded_at desc limit 1
        ) b on true
       where a.organization_id = ${organizationId} and a.status in ('NEW', 'ACTIVE', 'DORMANT')
       group by a.currency
       order by case a.currency when 'IDR' then 0 when 'USD' then 1 else 2 end`.execute(this.db);
    return rows.map((row) => ({
      currency: row.currency,
      amount: row.amount,
      accounts: count(row.accounts),
      accountsWithoutBalance: count(row.without),
      asOf: row.as_of ? new Date(row.as_of).toISOString() : null,
    }));
  }

  /**
   * What is due this week per currency, each thing once: open expected
   * transactions no payment pays, approved bills no payment pays (what is left
   * of them), and payments on their way (waiting for approval, scheduled or
   * being sent) dated this week. Transfers move cash between the
   * organisation's own accounts: neither in nor out.
   */
  private async due(
    organizationId: string,
    week: { start: string; end: string },
    reads: { expected: boolean; bills: boolean; payments: boolean },
  ) {
    const { rows } = await sql<{
      currency: 'IDR' | 'USD' | 'SGD';
      direction: 'DEBIT' | 'CREDIT';
      amount: string;
      items: string;
    }>`
      with due as (
        select e.currency, e.direction, e.amount - e.reconciled_amount as open
          from expected_transactions e
         where ${reads.expected} and e.organization_id = ${organizationId} and e.archived_at is null and e.reconciled_amount < e.amount
           and e.expected_date between ${week.start}::date and ${week.end}::date
           and not exists (select 1 from payment_orders o where o.expected_transaction_id = e.id and payment_order_pays_expected(o.status, o.archived_at))
        union all
        select b.currency, 'DEBIT', b.amount - b.reconciled_amount
          from bills b
         where ${reads.bills} and b.organization_id = ${organizationId} and b.status = 'APPROVED' and b.reconciled_amount < b.amount
           and b.due_date between ${week.start}::date and ${week.end}::date
           and not exists (select 1 from payment_orders o where o.bill_id = b.id and payment_order_pays_expected(o.status, o.archived_at))
        union all
        select o.currency, 'DEBIT', o.amount
          from payment_orders o
         where ${reads.payments} and o.organization_id = ${organizationId} and o.kind = 'PAYMENT' and o.status in ('NEEDS_APPROVAL', 'SCHEDULED', 'IN_PROGRESS')
           and o.payment_date between ${week.start}::date and ${week.end}::date
      )
      select currency, direction, sum(open)::numeric(20, 2)::text as amount, count(*) as items from due group by currency, direction`.execute(
      this.db,
    );
    const currencies = [...new Set(rows.map((row) => row.currency))].sort(
      (a, b) => ['IDR', 'USD', 'SGD'].indexOf(a) - ['IDR', 'USD', 'SGD'].indexOf(b),
    );
    return currencies.map((currency) => {
      const of = (direction: 'DEBIT' | 'CREDIT') =>
        rows.find((row) => row.currency === currency && row.direction === direction);
      return {
        currency,
        incoming: of('CREDIT')?.amount ?? '0.00',
        outgoing: of('DEBIT')?.amount ?? '0.00',
        incomingCount: count(of('CREDIT')?.items),
        outgoingCount: count(of('DEBIT')?.items),
      };
    });
  }

  private async overdueBills(organizationId: string, today: string): Promise<number> {
    const row = await this.db
      .selectFrom('bills')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'APPROVED')
      .where(sql<boolean>`reconciled_amount < amount`)
      .where(sql<boolean>`due_date < ${today}::date`)
      .executeTakeFirstOrThrow();
    return count(row.count);
  }

  private async approvals(
    organizationId: string,
    reads: { payments: boolean; transfers: boolean; bills: boolean },
  ) {
    const [orders, bills] = await Promise.all([
      this.db
        .selectFrom('payment_orders')
        .select(['kind', (eb) => eb.fn.countAll<string>().as('count')])
        .where('organization_id', '=', organizationId)
        .where('status', '=', 'NEEDS_APPROVAL')
        .groupBy('kind')
        .execute(),
      reads.bills
        ? this.db
            .selectFrom('bills')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('organization_id', '=', organizationId)
            .where('status', '=', 'SUBMITTED')
            .executeTakeFirstOrThrow()
        : null,
    ]);
    const ofKind = (kind: string) => count(orders.find((row) => row.kind === kind)?.count);
    return {
      payments: reads.payments ? ofKind('PAYMENT') : null,
      transfers: reads.transfers ? ofKind('TRANSFER') : null,
      bills: bills ? count(bills.count) : null,
    };
  }

  private async reconciliation(organizationId: string, readsProposals: boolean) {
    const [lines, proposals] = await Promise.all([
      this.db
        .selectFrom('statement_transactions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('organization_id', '=', organizationId)
        .where('archived_at', 'is', null)
        .where(sql<boolean>`reconciled_amount < amount`)
        .executeTakeFirstOrThrow(),
      readsProposals
        ? this.db
            .selectFrom('reconciliation_proposals')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('organization_id', '=', organizationId)
            .where('status', '=', 'PENDING')
            .executeTakeFirstOrThrow()
        : null,
    ]);
    return {
      unreconciledLines: count(lines.count),
      pendingProposals: proposals ? count(proposals.count) : null,
    };
  }
}
