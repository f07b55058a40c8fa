import type { Kysely, Transaction, Updateable } from 'kysely';
import { recurringInvoiceErrors as definitions } from '../../../contracts/invoicing/recurring-invoices.js';
import { dateIn } from '../../../formats/calendar.js';
import {
  describeActivity,
  recordActivity,
  type ActivityDescription,
  type FieldChange,
} from '../../kit/activity.js';
import type { AccessClaims } from '../../kit/auth.js';
import { serviceError, ServiceError } from '../../kit/errors.js';
import type { InvoicingDatabase, RecurringInvoices } from '../db-types.js';
import { orderLinesTaken, takeOrderLines } from '../documents/order-lines.js';
import { lockOrderForInvoice } from '../sales-invoices/repository.js';
import { writeDraftInvoice } from '../sales-invoices/writing.js';
import { dueTemplates, lockTemplate, type TemplateRow } from './repository.js';
import { isRecurringCycle, nextPeriod } from './schedule.js';

/** The refusals that skip a period at a run (tried again at the next): the buyer, the order or its cycle. */
const SKIP_CODES: readonly string[] = [
  definitions.customerNotActive.code,
  definitions.perOrderCycle.code,
  definitions.orderNotOpen.code,
  definitions.orderUsedUp.code,
];

/** The most periods one run writes of one template: a run after a long stop catches up a year of months at most. */
const MAX_PERIODS_PER_RUN = 12;

/** Who a period is issued by: a member ("issue now"), or the job (null), which writes in the template author's name. */
export type Issuer = Pick<AccessClaims, 'sub' | 'org'> | null;

/** What a period's entries name: the order, the buyer and the period. */
const templateValues = (template: TemplateRow) => ({
  order: template.order_number,
  name: template.customer_name,
  date: { date: template.next_date },
});

/**
 * Writes what a period's issue or skip changes of its template, and logs it
 * on the template: by the member who issued it now, or by the product (the
 * job).
 */
async function moveTemplate(
  trx: Transaction<InvoicingDatabase>,
  template: TemplateRow,
  set: Updateable<RecurringInvoices>,
  actor: Issuer,
  description: ActivityDescription,
  changes: FieldChange[] = [],
): Promise<void> {
  await trx
    .updateTable('recurring_invoices')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', template.id)
    .execute();
  await recordActivity(trx, {
    actor,
    organizationId: template.organization_id,
    entity: 'RECURRING_INVOICE',
    entityId: template.id,
    action: 'UPDATED',
    description,
    changes,
  });
}

/**
 * Writes the template's next period, locked by the caller, as a DRAFT
 * invoice of its order dated `invoiceDate` (the order's lock held while its
 * lines are taken, as for an invoice written by hand), then moves the next
 * date on by the buyer's billing cycle and ends the template once its count
 * or end date is reached; logged on the template. Refuses, writing nothing,
 * a buyer no longer active or invoiced per order, an order not open, or
 * one with not enough left of a line.
 */
export async function issuePeriod(
  trx: Transaction<InvoicingDatabase>,
  template: TemplateRow,
  invoiceDate: string,
  issuer: Issuer,
): Promise<string> {
  const organizationId = template.organization_id;
  if (template.customer_status !== 'ACTIVE') throw serviceError(definitions.customerNotActive);
  const cycle = template.billing_cycle;
  if (!isRecurringCycle(cycle)) throw serviceError(definitions.perOrderCycle);
  const order = await lockOrderForInvoice(trx, organizationId, template.sales_order_id);
  if (!order || order.status !== 'OPEN') throw serviceError(definitions.orderNotOpen);
  const orderLines =
    (await orderLinesTaken(trx, organizationId, [order.id], 'INVOICES')).get(order.id) ?? [];
  const lines = takeOrderLines(template.lines, orderLines, definitions.orderUsedUp);
  const invoice = await writeDraftInvoice(
    trx,
    issuer ?? { sub: template.created_by, org: organizationId },
    {
      order,
      lines,
      receiptIds: [],
      // Never before the order: an invoice of an order is not dated before it.
      invoiceDate: invoiceDate < order.order_date ? order.order_date : invoiceDate,
      paymentTermDays: template.payment_term_days,
      bankDetails: template.bank_details,
      notes: template.notes,
      recurring: { id: template.id, period: template.next_date },
    },
  );
  const next = nextPeriod(template.next_date, template.anchor_day, cycle);
  const issued = template.issued_count + 1;
  const ended =
    (template.max_count !== null && issued >= template.max_count) ||
    (template.end_date !== null && next > template.end_date);
  await moveTemplate(
    trx,
    template,
    {
      next_date: next,
      issued_count: issued,
      status: ended ? 'ENDED' : template.status,
      skipped_code: null,
      skipped_on: null,
      version: template.version + 1,
    },
    issuer,
    describeActivity('RECURRING_INVOICE_ISSUED', {
      ...templateValues(template),
      amount: { amount: invoice.grandTotal, currency: order.currency },
    }),
    [
      { field: 'nextDate', before: template.next_date, after: next },
      ...(ended ? [{ field: 'status', before: template.status, after: 'ENDED' }] : []),
    ],
  );
  return invoice.id;
}

/**
 * Records on the template why its next period was not invoiced, once per
 * period and reason (the daily runs that meet the same reason again add
 * nothing), in the activity log too.
 */
async function recordSkip(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  templateId: string,
  error: ServiceError,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const template = await lockTemplate(trx, organizationId, templateId);
    if (!template || template.status !== 'ACTIVE') return;
    if (template.skipped_code === error.code && template.skipped_on === template.next_date) return;
    await moveTemplate(
      trx,
      template,
      { skipped_code: error.code, skipped_on: template.next_date },
      null,
      describeActivity('RECURRING_INVOICE_SKIPPED', {
        ...templateValues(template),
        reason: error.message,
      }),
    );
  });
}

/**
 * One template's due periods as of `now`, on the day it is then in the
 * template's time zone (its organisation's): each in a transaction of its
 * own that locks the template first and writes the period only while it is
 * still ACTIVE and due, so two runs (or a run and "issue now") that meet
 * write each period once, the second finding the next date moved on. A
 * period that cannot be invoiced is skipped with its reason. Answers how
 * many invoices it wrote.
 */
async function runTemplate(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  templateId: string,
  now: Date,
): Promise<number> {
  let written = 0;
  while (written < MAX_PERIODS_PER_RUN) {
    try {
      const wrote = await db.transaction().execute(async (trx) => {
        const template = await lockTemplate(trx, organizationId, templateId);
        if (!template || template.status !== 'ACTIVE') return false;
        if (template.next_date > dateIn(template.time_zone, now)) return false;
        await issuePeriod(trx, template, template.next_date, null);
        return true;
      });
      if (!wrote) return written;
      written++;
    } catch (error) {
      if (!(error instanceof ServiceError) || !SKIP_CODES.includes(error.code)) throw error;
      await recordSkip(db, organizationId, templateId, error);
      return written;
    }
  }
  return written;
}

/** An organisation's run as of the instant `now` (each template on its organisation's day then): every due template's periods; answers how many invoices it wrote. */
export async function runDue(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  now: Date,
): Promise<number> {
  let written = 0;
  for (const { id } of await dueTemplates(db, now, organizationId))
    written += await runTemplate(db, organizationId, id, now);
  return written;
}
