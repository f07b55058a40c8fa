/**
 * The scan's part for payment providers' payouts (migrations/0056): the
 * differences between what a provider says it paid out and what the bank
 * statement shows become tickets of the same table and lifecycle as the
 * statement transactions', and resolve themselves when the difference goes.
 */

import { sql, type Transaction } from 'kysely';
import type { TreasuryDatabase } from '../db-types.js';
import type { ScannedTicket } from './repository.js';

/** The notes a payout's ticket keeps when it resolved itself, in English for integrators. */
export type PayoutResolutionNotes = Record<'RECONCILED' | 'ARCHIVED' | 'UNMATCHED', string>;

/** What the scan reads of a payout's ticket for its activity entry: the payout's figures, its day and its provider. */
const SCANNED_COLUMNS = sql`e.id, e.type, e.expected_amount::text as amount, ps.currency,
  ps.settlement_date::text as transaction_date, pp.name as provider, e.received_amount::text as received`;

/**
 * Resolves the unresolved payout tickets whose difference is gone: a
 * PAYOUT_NOT_ON_STATEMENT ticket once its payout is reconciled in full or
 * archived (RECONCILED, ARCHIVED), a PAYOUT_AMOUNT_DIFFERS ticket once no fee
 * stays booked on its payout, its match removed (UNMATCHED).
 */
export async function resolvePayoutTickets(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  today: string,
  notes: PayoutResolutionNotes,
): Promise<ScannedTicket[]> {
  const { rows } = await sql<ScannedTicket>`
    with settled as (
      select t.id, case when t.type = 'PAYOUT_AMOUNT_DIFFERS' then 'UNMATCHED' else ps.reconciliation_status end as resolution
      from exception_tickets t
      join payment_settlements ps on ps.id = t.payment_settlement_id
      where t.organization_id = ${organizationId} and t.status <> 'RESOLVED' and t.payment_settlement_id is not null
        and case when t.type = 'PAYOUT_AMOUNT_DIFFERS'
          then not exists (select 1 from reconciliation_allocations a where a.payment_settlement_id = ps.id and a.fee > 0)
          else ps.reconciliation_status in ('RECONCILED', 'ARCHIVED')
        end
    )
    update exception_tickets e
    set status = 'RESOLVED',
        resolution = settled.resolution,
        resolution_note = case settled.resolution when 'RECONCILED' then ${notes.RECONCILED}::text
          when 'ARCHIVED' then ${notes.ARCHIVED}::text else ${notes.UNMATCHED}::text end,
        resolved_by = null, resolved_on = ${today}::date, resolved_at = now(), updated_at = now()
    from settled, payment_settlements ps, payment_providers pp
    where e.id = settled.id and ps.id = e.payment_settlement_id and pp.id = ps.payment_provider_id
    returning ${SCANNED_COLUMNS}, e.resolution`.execute(trx);
  return rows;
}

/**
 * Opens the tickets the organisation's payouts call for:
 * - PAYOUT_NOT_ON_STATEMENT for a payout not reconciled in full, nor
 *   archived, `notOnStatementAfterDays` after its settlement date, opened on
 *   that day (today at the latest), with what its matched bank credits
 *   received so far (0.00 when none); skipped when null (a reconciliation's
 *   follow-up leaves ageing to the scheduled scan);
 * - PAYOUT_AMOUNT_DIFFERS for a payout reconciled with a fee booked (a bank
 *   credit short of it), opened today (a reconciliation's follow-up scans
 *   moments after the match), with the credit it received (its amount less
 *   the fee).
 * A payout with an unresolved ticket of the type is left (the unique index);
 * so is one whose ticket of the type a member resolved. Each ticket keeps the
 * figures it was opened for.
 */
export async function openPayoutTickets(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  today: string,
  notOnStatementAfterDays: number | null,
): Promise<ScannedTicket[]> {
  const { rows } = await sql<ScannedTicket>`
    with candidates as (
      select 'PAYOUT_NOT_ON_STATEMENT'::text as type, ps.id as settlement_id,
             least(ps.settlement_date + ${notOnStatementAfterDays}::integer, ${today}::date) as opened_on,
             ps.amount as expected, ps.reconciled_amount as received
      from payment_settlements ps
      where ${notOnStatementAfterDays !== null}::boolean and ps.organization_id = ${organizationId}
        and ps.reconciled_amount < ps.amount and ps.archived_at is null
        and ps.settlement_date <= ${today}::date - ${notOnStatementAfterDays ?? 0}::integer
      union all
      select 'PAYOUT_AMOUNT_DIFFERS', ps.id, ${today}::date, ps.amount, ps.amount - f.fee
      from payment_settlements ps
      cross join lateral (
        select sum(a.fee) as fee from reconciliation_allocations a where a.payment_settlement_id = ps.id and a.fee > 0
      ) f
      where ps.organization_id = ${organizationId} and ps.reconciliation_status = 'RECONCILED' and f.fee > 0
    ),
    inserted as (
      insert into exception_tickets (organization_id, type, payment_settlement_id, opened_on, expected_amount, received_amount)
      select ${organizationId}, c.type, c.settlement_id, c.opened_on, c.expected, c.received
      from candidates c
      where not exists (
        select 1 from exception_tickets done
        where done.payment_settlement_id = c.settlement_id and done.type = c.type and done.resolution = 'MANUAL'
      )
      order by c.settlement_id, c.type
      on conflict (organization_id, payment_settlement_id, type) where status <> 'RESOLVED' and payment_settlement_id is not null do nothing
      returning *
    )
    select ${SCANNED_COLUMNS}
    from inserted e
    join payment_settlements ps on ps.id = e.payment_settlement_id
    join payment_providers pp on pp.id = ps.payment_provider_id`.execute(trx);
  return rows;
}
