import { sql, type Selectable, type Transaction } from 'kysely';
import type { RecurringInvoiceListQuery } from '../../../contracts/invoicing/recurring-invoices.js';
import type { Customers, InvoicingDatabase, RecurringInvoices } from '../db-types.js';
import type { Db } from '../db.js';

/** A template with what it names: its buyer (status and billing cycle now), its order, and its latest invoice. */
export type TemplateRow = Selectable<RecurringInvoices> & {
  customer_name: string;
  customer_status: Customers['status'];
  billing_cycle: Customers['billing_cycle'];
  order_number: string;
  order_status: string;
  currency: string;
  last_invoice_id: string | null;
  last_period: string | null;
};

function templates(db: Db, organizationId: string) {
  return db
    .selectFrom('recurring_invoices as r')
    .where('r.organization_id', '=', organizationId)
    .innerJoin('sales_orders as o', 'o.id', 'r.sales_order_id')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .select([
      sql<string>`coalesce(c.name, c.email)`.as('customer_name'),
      'c.status as customer_status',
      'c.billing_cycle',
      'o.number as order_number',
      'o.status as order_status',
      'o.currency',
      sql<string | null>`(select s.id from sales_invoices s where s.recurring_invoice_id = r.id
        order by s.recurring_period desc limit 1)`.as('last_invoice_id'),
      sql<string | null>`(select max(s.recurring_period)::text from sales_invoices s
        where s.recurring_invoice_id = r.id)`.as('last_period'),
    ])
    .selectAll('r');
}

/** The organisation's templates with these ids (others' are left out). */
export const findTemplates = (db: Db, organizationId: string, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve<TemplateRow[]>([])
    : templates(db, organizationId).where('r.id', 'in', ids).execute();

/** The organisation's templates the filters keep, the next to run first. */
export function listTemplates(
  db: Db,
  organizationId: string,
  query: RecurringInvoiceListQuery,
): Promise<TemplateRow[]> {
  const filtered = templates(db, organizationId);
  return (query.status ? filtered.where('r.status', '=', query.status) : filtered)
    .orderBy('r.next_date')
    .orderBy('r.created_at')
    .orderBy('r.id')
    .limit(500)
    .execute();
}

/**
 * The template under its lock (its buyer and order as they are now), or
 * undefined when the organisation has none with that id: every run, issue
 * and change of one template waits for the one before it.
 */
export function lockTemplate(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  id: string,
): Promise<TemplateRow | undefined> {
  return templates(trx, organizationId).where('r.id', '=', id).forUpdate('r').executeTakeFirst();
}

/**
 * The ACTIVE templates whose next period is on or before the day it is at
 * `now` in each template's own time zone (its organisation's), with their
 * organisation: of one organisation, or of all (the job's, to queue a run
 * for each organisation that has one). At 15:30 UTC a template of Jayapura
 * dated the next day is due; one of Jakarta is not yet.
 */
export function dueTemplates(db: Db, now: Date, organizationId?: string) {
  return db
    .selectFrom('recurring_invoices')
    .select(['id', 'organization_id'])
    .where('status', '=', 'ACTIVE')
    .where('next_date', '<=', sql<string>`(${now}::timestamptz at time zone time_zone)::date`)
    .$if(organizationId !== undefined, (query) =>
      query.where('organization_id', '=', organizationId!),
    )
    .orderBy('next_date')
    .orderBy('id')
    .execute();
}
