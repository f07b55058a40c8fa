import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import { activityText, type ActivityDescription } from '../../kit/activity.js';
import { countRows } from '../../kit/database.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import type { Currency } from '../../../contracts/treasury/bank-accounts.js';
import type { PaymentProviderCode } from '../../../contracts/treasury/payment-providers.js';
import type {
  ExceptionResolution,
  ExceptionResponse,
  ExceptionStatus,
  ExceptionType,
} from '../../../contracts/treasury/exceptions.js';

export type ListFilter = {
  statuses?: ExceptionStatus[];
  type?: ExceptionType;
  assigneeId?: string;
  unassigned?: boolean;
};
/** The position of a row in the list: the longest open first (oldest `opened_on`), then id. */
export type Keyset = { openedOn: string; id: string };

type Reconciliation = 'UNRECONCILED' | 'PARTIAL' | 'RECONCILED' | 'ARCHIVED';
type Row = {
  id: string;
  type: ExceptionType;
  status: ExceptionStatus;
  opened_on: string;
  days_open: number;
  assignee_id: string | null;
  resolution: ExceptionResolution | null;
  resolution_note: string | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** The line's columns, null on a payout's ticket. */
  line_id: string | null;
  bank_account_id: string | null;
  transaction_date: string | null;
  description: string | null;
  direction: 'DEBIT' | 'CREDIT' | null;
  amount: string | null;
  currency: Currency | null;
  reconciliation_status: Reconciliation | null;
  /** The payout's columns, null on a line's ticket. */
  settlement_id: string | null;
  payment_provider_id: string | null;
  provider: PaymentProviderCode | null;
  provider_name: string | null;
  settlement_bank_account_id: string | null;
  settlement_date: string | null;
  settlement_reference: string | null;
  settlement_currency: Currency | null;
  expected_amount: string | null;
  received_amount: string | null;
  settlement_status: Reconciliation | null;
  /** The checkout payment's columns, null unless CHECKOUT_AMOUNT_DIFFERS. */
  checkout_notification_id: string | null;
  checkout_invoice_id: string | null;
  checkout_invoice_number: string | null;
  checkout_order_id: string | null;
  checkout_gateway: 'XENDIT' | 'MIDTRANS' | null;
  checkout_currency: Currency | null;
  checkout_notified_at: Date | null;
};

/** The tickets of one organisation that the filter keeps. */
function matching(db: Db, organizationId: string, filter: ListFilter) {
  let query = db
    .selectFrom('exception_tickets as e')
    .where('e.organization_id', '=', organizationId);
  if (filter.statuses?.length) query = query.where('e.status', 'in', filter.statuses);
  if (filter.type) query = query.where('e.type', '=', filter.type);
  if (filter.assigneeId) query = query.where('e.assignee_id', '=', filter.assigneeId);
  if (filter.unassigned) query = query.where('e.assignee_id', 'is', null);
  return query;
}

/** Those tickets with their subject (the line and its account's currency, or the payout and its provider); `today` counts days open. */
function filtered(db: Db, organizationId: string, today: string, filter: ListFilter) {
  return matching(db, organizationId, filter)
    .leftJoin('statement_transactions as s', 's.id', 'e.statement_transaction_id')
    .leftJoin('bank_accounts as b', 'b.id', 's.bank_account_id')
    .leftJoin('payment_settlements as ps', 'ps.id', 'e.payment_settlement_id')
    .leftJoin('payment_providers as pp', 'pp.id', 'ps.payment_provider_id')
    .select([
      'e.id',
      'e.type',
      'e.status',
      'e.opened_on',
      // Days open stop counting when the ticket is resolved; never below zero.
      sql<number>`greatest(coalesce(e.resolved_on, ${today}::date) - e.opened_on, 0)`.as(
        'days_open',
      ),
      'e.assignee_id',
      'e.resolution',
      'e.resolution_note',
      'e.resolved_by',
      'e.resolved_at',
      'e.created_at',
      'e.updated_at',
      's.id as line_id',
      's.bank_account_id',
      's.transaction_date',
      's.description',
      's.direction',
      's.amount',
      'b.currency',
      's.reconciliation_status',
      'ps.id as settlement_id',
      'ps.payment_provider_id',
      'pp.provider',
      'pp.name as provider_name',
      'ps.bank_account_id as settlement_bank_account_id',
      sql<string | null>`to_char(ps.settlement_date, 'YYYY-MM-DD')`.as('settlement_date'),
      'ps.reference as settlement_reference',
      'ps.currency as settlement_currency',
      'e.expected_amount',
      'e.received_amount',
      'ps.reconciliation_status as settlement_status',
      'e.checkout_notification_id',
      'e.checkout_invoice_id',
      'e.checkout_invoice_number',
      'e.checkout_order_id',
      'e.checkout_gateway',
      'e.checkout_currency',
      'e.checkout_notified_at',
    ]);
}

const two = (amount: string) => new Decimal(amount).toFixed(2);

function lineOf(row: Row): ExceptionResponse['statementTransaction'] {
  if (row.line_id === null) return null;
  return {
    id: row.line_id,
    bankAccountId: row.bank_account_id!,
    transactionDate: row.transaction_date!,
    description: row.description!,
    direction: row.direction!,
    amount: two(row.amount!),
    currency: row.currency!,
    reconciliationStatus: row.reconciliation_status!,
  };
}

function payoutOf(row: Row): ExceptionResponse['payout'] {
  if (row.settlement_id === null) return null;
  const expected = new Decimal(row.expected_amount!);
  const received = new Decimal(row.received_amount!);
  return {
    id: row.settlement_id,
    paymentProviderId: row.payment_provider_id!,
    provider: row.provider!,
    providerName: row.provider_name!,
    bankAccountId: row.settlement_bank_account_id!,
    settlementDate: row.settlement_date!,
    reference: row.settlement_reference || null,
    currency: row.settlement_currency!,
    expectedAmount: expected.toFixed(2),
    receivedAmount: received.toFixed(2),
    difference: expected.minus(received).toFixed(2),
    reconciliationStatus: row.settlement_status!,
  };
}

function checkoutOf(row: Row): ExceptionResponse['checkout'] {
  if (row.checkout_notification_id === null) return null;
  return {
    notificationId: row.checkout_notification_id,
    invoiceId: row.checkout_invoice_id!,
    invoiceNumber: row.checkout_invoice_number!,
    orderId: row.checkout_order_id!,
    gateway: row.checkout_gateway!,
    currency: row.checkout_currency!,
    chargedAmount: two(row.expected_amount!),
    paidAmount: two(row.received_amount!),
    notifiedAt: row.checkout_notified_at!.toISOString(),
  };
}

function toResponse(row: Row): ExceptionResponse {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    statementTransaction: lineOf(row),
    payout: payoutOf(row),
    checkout: checkoutOf(row),
    openedOn: row.opened_on,
    daysOpen: Number(row.days_open),
    assigneeId: row.assignee_id,
    resolution: row.resolution,
    resolutionNote: row.resolution_note,
    resolvedBy: row.resolved_by,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** One page by keyset on (opened_on, id), one row more than asked to know whether another page follows. */
export async function listExceptions(
  db: Db,
  organizationId: string,
  today: string,
  filter: ListFilter,
  page: { limit: number; cursor?: Keyset },
) {
  let query = filtered(db, organizationId, today, filter);
  if (page.cursor)
    query = query.where(
      sql<boolean>`(e.opened_on, e.id) > (${page.cursor.openedOn}::date, ${page.cursor.id}::uuid)`,
    );
  const rows = (await query
    .orderBy('e.opened_on', 'asc')
    .orderBy('e.id', 'asc')
    .limit(page.limit + 1)
    .execute()) as Row[];
  return { rows: rows.slice(0, page.limit).map(toResponse), hasMore: rows.length > page.limit };
}

export async function countExceptions(
  db: Db,
  organizationId: string,
  filter: ListFilter,
): Promise<number> {
  return countRows(matching(db, organizationId, filter));
}

/** Tickets by id, in no particular order; other organisations' ids are left out. */
export async function findExceptionsByIds(
  db: Db,
  organizationId: string,
  today: string,
  ids: readonly string[],
): Promise<ExceptionResponse[]> {
  if (ids.length === 0) return [];
  const rows = (await filtered(db, organizationId, today, {})
    .where('e.id', 'in', ids)
    .execute()) as Row[];
  return rows.map(toResponse);
}

/**
 * What a state change needs to know of a ticket, read after (or instead of) a
 * refused change: its subject as the activity log names it (the line's
 * amount and date, or the payout's with its provider and what arrived), and
 * whether its difference is still there (`settled`: the line or payout is
 * reconciled or archived, or no fee stays booked on the payout of a
 * PAYOUT_AMOUNT_DIFFERS ticket).
 */
export async function findTicketState(db: Db, organizationId: string, id: string) {
  const { rows } = await sql<TicketState>`
    select e.id, e.type, e.status, e.assignee_id, e.statement_transaction_id, e.payment_settlement_id,
      coalesce(s.amount, e.expected_amount)::text as amount,
      coalesce(b.currency, ps.currency, e.checkout_currency) as currency,
      coalesce(s.transaction_date, ps.settlement_date, e.opened_on)::text as transaction_date,
      pp.name as provider, e.received_amount::text as received,
      e.checkout_invoice_number as invoice_number, e.checkout_gateway as gateway,
      case
        when e.type = 'CHECKOUT_AMOUNT_DIFFERS' then false
        when e.type = 'PAYOUT_AMOUNT_DIFFERS' then not exists (
          select 1 from reconciliation_allocations a where a.payment_settlement_id = ps.id and a.fee > 0)
        else coalesce(s.reconciliation_status, ps.reconciliation_status) in ('RECONCILED', 'ARCHIVED')
      end as settled
    from exception_tickets e
    left join statement_transactions s on s.id = e.statement_transaction_id
    left join bank_accounts b on b.id = s.bank_account_id
    left join payment_settlements ps on ps.id = e.payment_settlement_id
    left join payment_providers pp on pp.id = ps.payment_provider_id
    where e.organization_id = ${organizationId} and e.id = ${id}`.execute(db);
  return rows[0];
}

/** A ticket as `findTicketState` reads it. */
export type TicketState = ScannedTicket & {
  status: ExceptionStatus;
  assignee_id: string | null;
  statement_transaction_id: string | null;
  payment_settlement_id: string | null;
  settled: boolean;
};

/** A ticket's status and assignee, its row locked for the rest of the transaction: who moves it next waits for this move. */
export async function lockTicket(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
) {
  return trx
    .selectFrom('exception_tickets')
    .select(['status', 'assignee_id'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Moves a ticket when it is in one of `from`, in one statement: of two people
 * moving the same ticket at once the second's update waits for the first,
 * then finds the status changed and touches nothing (PostgreSQL rechecks the
 * condition on the new row). Answers whether it moved.
 */
export async function moveTicket(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
  from: readonly ExceptionStatus[],
  change: {
    status?: ExceptionStatus;
    assigneeId?: string | null;
    /** Only when the assignee differs from this (null: nobody). */
    unlessAssignee?: string | null;
    /** Sets the assignee only where there is none. */
    assignIfNobody?: string;
    resolution?: {
      resolution: ExceptionResolution;
      note: string;
      by: string | null;
      on: string;
    } | null;
  },
): Promise<boolean> {
  let query = trx
    .updateTable('exception_tickets')
    .set((eb) => ({
      updated_at: new Date(),
      ...(change.status ? { status: change.status } : {}),
      ...(change.assigneeId !== undefined ? { assignee_id: change.assigneeId } : {}),
      ...(change.assignIfNobody
        ? { assignee_id: eb.fn.coalesce('assignee_id', eb.val(change.assignIfNobody)) }
        : {}),
      ...(change.resolution !== undefined
        ? change.resolution
          ? {
              resolution: change.resolution.resolution,
              resolution_note: change.resolution.note,
              resolved_by: change.resolution.by,
              resolved_on: change.resolution.on,
              resolved_at: new Date(),
            }
          : {
              resolution: null,
              resolution_note: null,
              resolved_by: null,
              resolved_on: null,
              resolved_at: null,
            }
        : {}),
    }))
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('status', 'in', from);
  if (change.unlessAssignee !== undefined)
    query = query.where(sql<boolean>`assignee_id is distinct from ${change.unlessAssignee}::uuid`);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function findSettings(db: Db, organizationId: string) {
  return db
    .selectFrom('exception_settings')
    .select(['unmatched_after_days', 'updated_at'])
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
}

/** Sets the organisation's age and answers the one it had before (null: the default). */
export async function upsertSettings(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  days: number,
  by: string,
) {
  const before = await trx
    .selectFrom('exception_settings')
    .select('unmatched_after_days')
    .where('organization_id', '=', organizationId)
    .forUpdate()
    .executeTakeFirst();
  const row = await trx
    .insertInto('exception_settings')
    .values({
      organization_id: organizationId,
      unmatched_after_days: days,
      updated_by: by,
      updated_at: new Date(),
    })
    .onConflict((oc) =>
      oc
        .column('organization_id')
        .doUpdateSet({ unmatched_after_days: days, updated_by: by, updated_at: new Date() }),
    )
    .returning(['unmatched_after_days', 'updated_at'])
    .executeTakeFirstOrThrow();
  return { before: before?.unmatched_after_days ?? null, row };
}

/**
 * Serialises the scans of one organisation for the rest of the transaction:
 * parallel scans would otherwise insert the same tickets in different orders
 * and wait on each other's unique keys.
 */
export async function lockScan(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`exceptions-scan:${organizationId}`}, 0))`.execute(
    trx,
  );
}

/**
 * A ticket the scan opened or resolved, with what its activity entry says:
 * the line's amount and date, or the payout's (what it paid out, its
 * settlement date) with its provider's name and what the statement received.
 */
export type ScannedTicket = {
  id: string;
  type: ExceptionType;
  amount: string;
  currency: string;
  transaction_date: string;
  /** The payout's provider (its name); null or absent on a line's ticket. */
  provider?: string | null;
  received?: string | null;
  /** A checkout payment's ticket: the invoice's number and the gateway; null or absent otherwise. */
  invoice_number?: string | null;
  gateway?: string | null;
  resolution?: ExceptionResolution;
};

/** Resolves the open tickets whose line is reconciled or archived now, noting why. */
export async function resolveSettledTickets(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  today: string,
  notes: Record<'RECONCILED' | 'ARCHIVED', string>,
): Promise<ScannedTicket[]> {
  const { rows } = await sql<ScannedTicket>`
    update exception_tickets e
    set status = 'RESOLVED',
        resolution = s.reconciliation_status,
        resolution_note = case s.reconciliation_status when 'RECONCILED' then ${notes.RECONCILED}::text else ${notes.ARCHIVED}::text end,
        resolved_by = null, resolved_on = ${today}::date, resolved_at = now(), updated_at = now()
    from statement_transactions s
    join bank_accounts b on b.id = s.bank_account_id
    where e.organization_id = ${organizationId} and e.status <> 'RESOLVED'
      and s.id = e.statement_transaction_id and s.reconciliation_status in ('RECONCILED', 'ARCHIVED')
    returning e.id, e.type, s.amount::text as amount, b.currency, s.transaction_date::text as transaction_date, e.resolution`.execute(
    trx,
  );
  return rows;
}

/**
 * Opens the tickets the organisation's lines call for: unreconciled or
 * partially reconciled, not archived, and either `unmatchedAfterDays` past
 * their date or with two rejected proposals. A line with an unresolved
 * ticket of the type is left (the unique index); so is one whose ticket of
 * the type a member resolved (reopening brings that one back), while a
 * ticket that resolved itself does not hold a new one back when the line
 * comes unmatched again. Without an age (null), only rejected-twice lines.
 */
export async function openTickets(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  when: { today: string; timeZone: string },
  unmatchedAfterDays: number | null,
): Promise<ScannedTicket[]> {
  const { today, timeZone } = when;
  const { rows } = await sql<ScannedTicket>`
    with candidates as (
      select 'UNMATCHED_STATEMENT_TRANSACTION'::text as type, s.id as line_id,
             least(s.transaction_date + ${unmatchedAfterDays}::integer, ${today}::date) as opened_on
      from statement_transactions s
      where ${unmatchedAfterDays !== null}::boolean and s.organization_id = ${organizationId} and s.reconciled_amount < s.amount and s.archived_at is null
        and s.transaction_date <= ${today}::date - ${unmatchedAfterDays ?? 0}::integer
      union all
      select 'REJECTED_TWICE', s.id, least(r.second_rejection, ${today}::date)
      from (
        select rejected.line_id, (array_agg((rejected.acted_at at time zone ${timeZone}::text)::date order by rejected.acted_at))[2] as second_rejection
        from (
          select unnest(p.statement_transaction_ids) as line_id, p.acted_at
          from reconciliation_proposals p
          where p.organization_id = ${organizationId} and p.status = 'REJECTED'
        ) rejected
        group by rejected.line_id
        having count(*) >= 2
      ) r
      join statement_transactions s on s.id = r.line_id
      where s.organization_id = ${organizationId} and s.reconciled_amount < s.amount and s.archived_at is null
    ),
    inserted as (
      insert into exception_tickets (organization_id, type, statement_transaction_id, opened_on)
      select ${organizationId}, c.type, c.line_id, coalesce(c.opened_on, ${today}::date)
      from candidates c
      where not exists (
        select 1 from exception_tickets done
        where done.organization_id = ${organizationId} and done.statement_transaction_id = c.line_id and done.type = c.type and done.resolution = 'MANUAL'
      )
      order by c.line_id, c.type
      on conflict (organization_id, statement_transaction_id, type) where status <> 'RESOLVED' do nothing
      returning id, type, statement_transaction_id
    )
    select i.id, i.type, s.amount::text as amount, b.currency, s.transaction_date::text as transaction_date
    from inserted i
    join statement_transactions s on s.id = i.statement_transaction_id
    join bank_accounts b on b.id = s.bank_account_id`.execute(trx);
  return rows;
}

/** The organisations a scan may have work for: open lines or payouts, payouts with a fee booked and no ticket for it, or unresolved tickets. */
export async function organizationsToScan(db: Db): Promise<string[]> {
  const { rows } = await sql<{ organization_id: string }>`
    select distinct organization_id from statement_transactions where reconciled_amount < amount and archived_at is null
    union
    select distinct organization_id from payment_settlements where reconciled_amount < amount and archived_at is null
    union
    select distinct a.organization_id from reconciliation_allocations a
    where a.payment_settlement_id is not null and a.fee > 0 and not exists (
      select 1 from exception_tickets e where e.payment_settlement_id = a.payment_settlement_id
        and e.type = 'PAYOUT_AMOUNT_DIFFERS' and (e.status <> 'RESOLVED' or e.resolution = 'MANUAL'))
    union
    select distinct organization_id from exception_tickets where status <> 'RESOLVED'`.execute(db);
  return rows.map((row) => row.organization_id);
}

/**
 * The activity entries of many tickets at once, as `recordActivity` writes
 * one (the same columns and English summary): a scan may open thousands.
 */
export async function recordTicketActivity(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  entries: readonly {
    entityId: string;
    action: 'CREATED' | 'UPDATED';
    description: ActivityDescription;
  }[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += 1000) {
    const batch = entries.slice(start, start + 1000);
    await sql`insert into activity_log (organization_id, actor_id, entity, entity_id, action, summary, description, changes)
      select ${organizationId}::uuid, null, 'EXCEPTION', entity_id, action, summary, description, '[]'::jsonb
      from unnest(${batch.map((entry) => entry.entityId)}::text[], ${batch.map((entry) => entry.action)}::text[], ${batch.map((entry) => activityText(entry.description))}::text[],
        ${batch.map((entry) => JSON.stringify(entry.description))}::jsonb[]) as t(entity_id, action, summary, description)`.execute(
      trx,
    );
  }
}
