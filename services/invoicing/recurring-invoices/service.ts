import type { Kysely, Transaction } from 'kysely';
import {
  RECURRING_INVOICES_DUE_JOB,
  RECURRING_INVOICES_RUN_JOB,
  recurringInvoiceErrors as definitions,
  type RecurringInvoiceCreateBody,
  type RecurringInvoiceIssueBody,
  type RecurringInvoiceListQuery,
  type RecurringInvoiceResponse,
  type RecurringInvoiceUpdateBody,
  type RecurringInvoiceLine,
} from '../../../contracts/invoicing/recurring-invoices.js';
import { dateIn } from '../../../formats/calendar.js';
import { changesBetween, describeActivity, recordActivityBy } from '../../kit/activity.js';
import type { ActivityDescription } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { errorsOf, serviceError } from '../../kit/errors.js';
import { addJobInTransaction } from '../../kit/jobs.js';
import { INVOICING_JOBS_SCHEMA } from '../database-schema.js';
import type { InvoicingDatabase } from '../db-types.js';
import { figuresOrRefusal } from '../documents/lines.js';
import { orderLinesTaken, takeOrderLines } from '../documents/order-lines.js';
import { lockOrderForInvoice } from '../sales-invoices/repository.js';
import { issuePeriod, runDue } from './issuing.js';
import {
  dueTemplates,
  findTemplates,
  listTemplates,
  lockTemplate,
  type TemplateRow,
} from './repository.js';
import { toResponses } from './responses.js';
import { anchorDayOf, isRecurringCycle } from './schedule.js';
import { refuseTaxedOtherwise } from '../sales-invoices/coretax.js';

const errors = errorsOf(definitions);

/**
 * When recurring invoices are written: hourly at five past (graphile-worker's
 * crontab is in UTC), so each organisation's due periods are written at 00:05
 * of its own day, whatever its time zone: 17:05 UTC for Jakarta, 15:05 for
 * Jayapura; a run finds due only the templates whose day has come
 * (./repository.ts `dueTemplates`), so the other hours queue nothing.
 * `fill=1h`: a run missed while no worker was up runs at the next start (a
 * run writes only the periods still due, so a late or repeated one writes
 * nothing twice).
 */
export const RECURRING_INVOICES_CRONTAB = `5 * * * * ${RECURRING_INVOICES_DUE_JOB} ?fill=1h`;

/** What a run does: the organisation's due templates as of an instant. */
export type RecurringRun = { organizationId: string; now?: string };

/** The fields a change of a template is logged by. */
const LOGGED = [
  'lines',
  'nextDate',
  'endDate',
  'count',
  'paymentTermDays',
  'bankDetails',
  'notes',
] as const;

/** A template's own fields as its log compares them. */
const loggedOf = (row: TemplateRow) => ({
  lines: row.lines.map((line) => `${line.orderLine} x ${line.quantity}`),
  nextDate: row.next_date,
  endDate: row.end_date,
  count: row.max_count,
  paymentTermDays: row.payment_term_days,
  bankDetails: row.bank_details,
  notes: row.notes,
});

/** Text as stored: trimmed, an empty text none. */
const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * Recurring invoices (contracts/invoicing/recurring-invoices.ts): templates
 * of a standing order read with `invoices:read` and written, paused,
 * resumed, removed and issued now with `invoices:manage`; the daily job's
 * runs, which write each due period as a draft invoice once.
 */
export class RecurringInvoiceService {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    /** The account service: the organisation's time zone, asked with the caller's token. */
    private readonly account: Pick<AccountClient, 'settings'>,
    /** The clock that decides "today", in the organisation's time zone, for a new next date and a run that names no instant. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The caller's organisation's time zone (its account settings) and the day
   * it is there now: a template keeps the zone, for the job that runs it
   * without a caller to ask with.
   */
  private async dayOf(caller: OnBehalfOf): Promise<{ timeZone: string; today: string }> {
    const { timeZone } = await this.account.settings(caller);
    return { timeZone, today: dateIn(timeZone, this.now()) };
  }

  async list(
    auth: AccessClaims,
    query: RecurringInvoiceListQuery,
  ): Promise<{ items: RecurringInvoiceResponse[] }> {
    requirePermission(auth, 'invoices:read');
    const rows = await listTemplates(this.db, auth.org, query);
    return { items: await toResponses(this.db, auth.org, rows) };
  }

  async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<RecurringInvoiceResponse[]> {
    requirePermission(auth, 'invoices:read');
    return toResponses(this.db, auth.org, await findTemplates(this.db, auth.org, ids));
  }

  async get(auth: AccessClaims, id: string): Promise<RecurringInvoiceResponse> {
    const [template] = await this.findByIds(auth, [id]);
    if (!template) throw errors.notFound();
    return template;
  }

  /**
   * Sets up a template for an open order of an active buyer invoiced weekly,
   * every two weeks or monthly: its lines checked as an invoice's (the
   * order's lines, with enough left for one period, and their figures), its
   * next date today or later (the organisation's today), its end not before it.
   */
  async create(
    auth: AccessClaims,
    body: RecurringInvoiceCreateBody,
    caller: OnBehalfOf,
  ): Promise<RecurringInvoiceResponse> {
    requirePermission(auth, 'invoices:manage');
    const { timeZone, today } = await this.dayOf(caller);
    const id = await this.db.transaction().execute(async (trx) => {
      const order = await lockRecurringOrder(trx, auth.org, body.salesOrderId);
      checkDates(body.nextDate, body.endDate ?? null, today);
      const lines = await this.checkedLines(trx, auth.org, order.id, body.lines);
      const { id } = await trx
        .insertInto('recurring_invoices')
        .values({
          organization_id: auth.org,
          sales_order_id: order.id,
          customer_id: order.customer_id,
          lines: JSON.stringify(lines),
          next_date: body.nextDate,
          anchor_day: anchorDayOf(body.nextDate),
          end_date: body.endDate ?? null,
          max_count: body.count ?? null,
          payment_term_days: body.paymentTermDays ?? null,
          bank_details: text(body.bankDetails),
          notes: text(body.notes),
          created_by: auth.sub,
          time_zone: timeZone,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.log(
        trx,
        auth,
        id,
        'CREATED',
        describeActivity('RECURRING_INVOICE_CREATED', {
          order: order.number,
          name: order.customer_name,
          date: { date: body.nextDate },
        }),
      );
      return id;
    });
    return this.get(auth, id);
  }

  /**
   * Changes a template on the version it was read at: the fields given,
   * checked as at setting up (a new next date moves the monthly anchor to
   * its day); an ended template is not changed. A change takes the
   * organisation's time zone as it is now.
   */
  async update(
    auth: AccessClaims,
    id: string,
    body: RecurringInvoiceUpdateBody,
    caller: OnBehalfOf,
  ): Promise<RecurringInvoiceResponse> {
    requirePermission(auth, 'invoices:manage');
    const { timeZone, today } = await this.dayOf(caller);
    await this.db.transaction().execute(async (trx) => {
      const template = await this.locked(trx, auth, id, body.version);
      if (template.status === 'ENDED') throw errors.ended();
      const nextDate = body.nextDate ?? template.next_date;
      const endDate = body.endDate === undefined ? template.end_date : body.endDate;
      if (body.nextDate !== undefined && body.nextDate !== template.next_date)
        checkDates(nextDate, endDate, today);
      else if (endDate !== null && endDate < nextDate) throw errors.endBeforeNext();
      const count = body.count === undefined ? template.max_count : body.count;
      if (count !== null && count <= template.issued_count)
        throw serviceError(definitions.countReached, undefined, { issued: template.issued_count });
      const lines = body.lines
        ? await this.checkedLines(trx, auth.org, template.sales_order_id, body.lines)
        : template.lines;
      const after = {
        lines,
        next_date: nextDate,
        anchor_day: body.nextDate ? anchorDayOf(nextDate) : template.anchor_day,
        end_date: endDate,
        max_count: count,
        payment_term_days:
          body.paymentTermDays === undefined ? template.payment_term_days : body.paymentTermDays,
        bank_details:
          body.bankDetails === undefined ? template.bank_details : text(body.bankDetails),
        notes: body.notes === undefined ? template.notes : text(body.notes),
        time_zone: timeZone,
      };
      const changes = changesBetween(loggedOf(template), loggedOf({ ...template, ...after }), [
        ...LOGGED,
      ]);
      if (changes.length === 0) return;
      await trx
        .updateTable('recurring_invoices')
        .set({
          ...after,
          lines: JSON.stringify(lines),
          version: template.version + 1,
          updated_at: new Date(),
        })
        .where('id', '=', template.id)
        .execute();
      await this.log(
        trx,
        auth,
        id,
        'UPDATED',
        describeActivity('RECURRING_INVOICE_UPDATED', valuesOf(template)),
        changes,
      );
    });
    return this.get(auth, id);
  }

  /** Pauses an ACTIVE template (the job leaves it), or resumes a PAUSED one. */
  async setPaused(
    auth: AccessClaims,
    id: string,
    paused: boolean,
  ): Promise<RecurringInvoiceResponse> {
    requirePermission(auth, 'invoices:manage');
    await this.db.transaction().execute(async (trx) => {
      const template = await lockTemplate(trx, auth.org, id);
      if (!template) throw errors.notFound();
      if (paused && template.status !== 'ACTIVE') throw errors.notActive();
      if (!paused && template.status !== 'PAUSED') throw errors.notPaused();
      const status = paused ? 'PAUSED' : 'ACTIVE';
      await trx
        .updateTable('recurring_invoices')
        .set({ status, version: template.version + 1, updated_at: new Date() })
        .where('id', '=', template.id)
        .execute();
      const message = paused ? 'RECURRING_INVOICE_PAUSED' : 'RECURRING_INVOICE_RESUMED';
      await this.log(trx, auth, id, 'UPDATED', describeActivity(message, valuesOf(template)), [
        { field: 'status', before: template.status, after: status },
      ]);
    });
    return this.get(auth, id);
  }

  /** Removes a template; the invoices it wrote stay as they are. */
  async remove(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, 'invoices:manage');
    await this.db.transaction().execute(async (trx) => {
      const template = await lockTemplate(trx, auth.org, id);
      if (!template) throw errors.notFound();
      await trx.deleteFrom('recurring_invoices').where('id', '=', id).execute();
      await this.log(
        trx,
        auth,
        id,
        'DELETED',
        describeActivity('RECURRING_INVOICE_DELETED', valuesOf(template)),
      );
    });
  }

  /**
   * "Issue now": writes the period `body.period` (the next date the caller
   * saw) at once, dated today when it is later, under the template's lock:
   * of many such requests, and the job's run, the first writes it and the
   * others find it invoiced (U-INV-REC-12). What would skip it at a run
   * refuses it here, writing nothing.
   */
  async issueNow(
    auth: AccessClaims,
    id: string,
    body: RecurringInvoiceIssueBody,
    caller: OnBehalfOf,
  ): Promise<RecurringInvoiceResponse> {
    requirePermission(auth, 'invoices:manage');
    const { today } = await this.dayOf(caller);
    await this.db.transaction().execute(async (trx) => {
      const template = await lockTemplate(trx, auth.org, id);
      if (!template) throw errors.notFound();
      if (template.next_date !== body.period)
        throw serviceError(definitions.periodIssued, 'period', {
          period: body.period,
          next: template.next_date,
        });
      if (template.status === 'ENDED') throw errors.ended();
      if (template.status !== 'ACTIVE') throw errors.notActive();
      await issuePeriod(trx, template, body.period < today ? body.period : today, auth);
    });
    return this.get(auth, id);
  }

  /**
   * The hourly job: a run queued for each organisation with a template due
   * on its own day, all as of the same instant; a run still waiting for an organisation is
   * replaced rather than doubled.
   */
  async queueRuns(now: Date = this.now()): Promise<number> {
    const due = await dueTemplates(this.db, now);
    const organizations = [...new Set(due.map((template) => template.organization_id))];
    await this.db.transaction().execute(async (trx) => {
      for (const organizationId of organizations)
        await addJobInTransaction(
          trx,
          INVOICING_JOBS_SCHEMA,
          RECURRING_INVOICES_RUN_JOB,
          { organizationId, now: now.toISOString() } satisfies RecurringRun,
          { jobKey: `${RECURRING_INVOICES_RUN_JOB}:${organizationId}` },
        );
    });
    return organizations.length;
  }

  /** One organisation's run as of `now` (each template on its organisation's day then): answers how many invoices it wrote (./issuing.ts). */
  run(organizationId: string, now: Date = this.now()): Promise<number> {
    return runDue(this.db, organizationId, now);
  }

  /**
   * A period's lines, checked as an invoice's are taken from the order (its
   * lines, each once, quantities, enough left for one period) and figured by
   * the documents' totals; answered as stored.
   */
  private async checkedLines(
    db: Kysely<InvoicingDatabase>,
    organizationId: string,
    orderId: string,
    lines: readonly RecurringInvoiceLine[],
  ): Promise<RecurringInvoiceLine[]> {
    const orderLines =
      (await orderLinesTaken(db, organizationId, [orderId], 'INVOICES')).get(orderId) ?? [];
    const taken = takeOrderLines(lines, orderLines, definitions.orderUsedUp);
    figuresOrRefusal(taken, '0.00');
    // Each period's draft must be one faktur, or its submit would refuse every draft the template writes.
    refuseTaxedOtherwise(taken.map((line) => line.taxCode));
    return lines.map((line) => ({ orderLine: line.orderLine, quantity: line.quantity.trim() }));
  }

  /** The template under its lock, on the version the caller read. */
  private async locked(
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    id: string,
    version: number,
  ): Promise<TemplateRow> {
    const template = await lockTemplate(trx, auth.org, id);
    if (!template) throw errors.notFound();
    if (template.version !== version) throw errors.versionChanged();
    return template;
  }

  private log(
    trx: Transaction<InvoicingDatabase>,
    auth: AccessClaims,
    id: string,
    action: 'CREATED' | 'UPDATED' | 'DELETED',
    description: ActivityDescription,
    changes?: ReturnType<typeof changesBetween>,
  ): Promise<void> {
    return recordActivityBy(trx, auth, {
      entity: 'RECURRING_INVOICE',
      entityId: id,
      action,
      description,
      ...(changes ? { changes } : {}),
    });
  }
}

/** The next date `today` (the organisation's) or later, and an end date not before it. */
function checkDates(nextDate: string, endDate: string | null, today: string): void {
  if (nextDate < today) throw errors.nextDatePast();
  if (endDate !== null && endDate < nextDate) throw errors.endBeforeNext();
}

/** The order and buyer a template's log entries name. */
const valuesOf = (template: TemplateRow) => ({
  order: template.order_number,
  name: template.customer_name,
});

/**
 * The order a template is set up for, locked as an invoice's is (what is left
 * of its lines holds until the template is written): open, of an active
 * buyer, invoiced weekly, every two weeks or monthly.
 */
async function lockRecurringOrder(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  orderId: string,
) {
  const order = await lockOrderForInvoice(trx, organizationId, orderId);
  if (!order) throw errors.orderNotFound();
  if (order.status !== 'OPEN') throw errors.orderNotOpen();
  if (order.customer_status !== 'ACTIVE') throw errors.customerNotActive();
  if (!isRecurringCycle(order.billing_cycle)) throw errors.perOrderCycle();
  return order;
}
