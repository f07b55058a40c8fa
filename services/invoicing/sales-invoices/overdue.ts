import { sql, type Kysely } from 'kysely';
import type { InvoicingDatabase } from '../db-types.js';
import { publishEvents } from '../../kit/events.js';

/** The job that tells the invoices whose due date has passed. */
export const INVOICES_OVERDUE_JOB = 'sales-invoices:overdue';

/**
 * When overdue invoices are told: hourly at ten past (graphile-worker's
 * crontab is in UTC), so an invoice is told within the first hour of the day
 * after its due date in its organisation's own time zone, whichever zone that
 * is. `fill=1h`: a run missed while no worker was up runs at the next start
 * (a run tells only what was never told, so a late or repeated one tells
 * nothing twice).
 */
export const INVOICES_OVERDUE_CRONTAB = `10 * * * * ${INVOICES_OVERDUE_JOB} ?fill=1h`;

/** The time zone of an organisation the account service never answered this service for: the product's default. */
const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

/**
 * Tells each issued invoice with an amount still open whose due date is
 * before `now`'s date in its organisation's time zone (as the account
 * service last answered it, organization-today.ts): one OVERDUE event per
 * invoice and due date. The notices are inserted and the events written in
 * one transaction; an invoice already told for its due date (by an earlier
 * run, or by one running beside it, which the notice's primary key makes
 * wait) is not told again. Answers how many were told.
 */
export async function tellOverdueInvoices(
  db: Kysely<InvoicingDatabase>,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ invoice_id: string; organization_id: string }>`
      insert into invoice_overdue_notices (invoice_id, due_date, organization_id)
      select i.id, i.due_date, i.organization_id
        from sales_invoices i
        left join organization_time_zones z on z.organization_id = i.organization_id
        where i.status = 'ISSUED' and i.remaining_amount > 0
          and i.due_date < (${now}::timestamptz at time zone coalesce(z.time_zone, ${DEFAULT_TIME_ZONE}))::date
      on conflict do nothing
      returning invoice_id, organization_id`.execute(trx);
    await publishEvents(
      trx,
      rows.map((row) => ({
        type: 'sales-invoice.changed' as const,
        organizationId: row.organization_id,
        subjectId: row.invoice_id,
        permission: 'invoices:read',
        change: 'OVERDUE' as const,
      })),
    );
    return rows.length;
  });
}
