import { sql, type Kysely, type Transaction } from 'kysely';
import { INVOICE_MAIL_JOB } from '../../../contracts/invoicing/invoice-links.js';
import {
  DEFAULT_NUMBER_PREFIXES,
  type DocumentReasonBody,
  type DocumentRevisionResponse,
} from '../../../contracts/invoicing/documents.js';
import type {
  CoretaxMonthResponse,
  InvoiceApproverBody,
  InvoiceFakturBody,
  InvoicesAwaitingApprovalResponse,
  InvoicePdfLanguage,
  SalesInvoiceCreateBody,
  SalesInvoiceDraftBody,
  SalesInvoiceListQuery,
  SalesInvoiceListResponse,
  SalesInvoiceResponse,
  TaxInvoiceNumberBody,
} from '../../../contracts/invoicing/sales-invoices.js';
// A batch's limit, body and answer (POST /sales-invoices/batch-moves).
import {
  SALES_INVOICE_BATCH_LIMIT,
  type SalesInvoiceBatchMoveBody,
  type SalesInvoiceBatchResponse,
} from '../../../contracts/invoicing/sales-invoices.js';
import { salesOrderErrors as orderDefinitions } from '../../../contracts/invoicing/sales-orders.js';
import type { OrganizationUserResponse } from '../../../contracts/account/users.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { describeActivity, type FieldChange } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { serviceError, ServiceError } from '../../kit/errors.js';
import { CodedError } from '../../../platform/coded-error.js';
import type { EventChange } from '../../../contracts/common/events.js';
import { addJobInTransaction } from '../../kit/jobs.js';
import { INVOICING_JOBS_SCHEMA } from '../database-schema.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { PdfRenderer } from '../documents/pdf-renderer.js';
import type { RegionService } from '../regions/service.js';
import { actionsFrom } from '../documents/lifecycle.js';
import { documentPage } from '../documents/listing.js';
import { checkedMove } from '../documents/moves.js';
import {
  BatchRefusal,
  documentMoves,
  runMove,
  type MoveOf,
  type OwnPart,
} from '../documents/runner.js';
import { issueNumbers } from '../documents/numbering.js';
import { revisionsOf } from '../documents/revisions.js';
import { changeApprover, checkedApprover, mayApprove, namedApprovers } from './approver.js';
import { invoicesAwaitingApproval, queueApproverMail } from './approver-notice.js';
import { salesInvoiceDefinitions as definitions, salesInvoiceErrors as errors } from './errors.js';
import {
  SALES_INVOICE_LIFECYCLE,
  type SalesInvoiceAction,
} from '../../../contracts/invoicing/lifecycles.js';
import {
  coretaxFile,
  coretaxMonth,
  refuseStoredTaxedOtherwise,
  type CoretaxSelection,
} from './coretax.js';
import { invoicePdf } from './invoice-pdf.js';
import { moveDelivery, type DeliveryStep } from './delivery.js';
import { reviseDraft } from './draft.js';
import { chooseFaktur, refuseFacilityWithPpn } from './faktur.js';
import { recordTaxNumber } from './tax-number.js';
import { checkedMilestones } from './milestones.js';
import { invoiceLines } from './invoice-lines.js';
import { publishInvoiceChange, writeDraftInvoice } from './writing.js';
import { buyerAtIssue } from './issued-parties.js';
import { taxConversionAtIssue } from './tax-rate.js';
import {
  findInvoices,
  filteredInvoices,
  lockInvoice,
  lockInvoices,
  lockOrderForInvoice,
  toResponses,
  type SalesInvoiceRow,
} from './repository.js';

const orderNotFound = () =>
  serviceError({ ...orderDefinitions.notFound, status: 400 }, 'salesOrderId');
type Status = SalesInvoiceResponse['status'];
type InvoiceMove = MoveOf<typeof SALES_INVOICE_LIFECYCLE, SalesInvoiceRow>;
/** Who a submission sends an invoice to, as the account service answered before the move: its named approver, and the submitter. */
type SubmitNotice = {
  approver: OrganizationUserResponse;
  by: OrganizationUserResponse | undefined;
};

/**
 * Who wrote an invoice and every member who ever submitted it (a returned
 * invoice may be submitted again by another): none of them approves or
 * returns it, whatever the company's controls.
 */
const writersOf = (invoice: { created_by: string | null; submitters: readonly string[] }) => [
  invoice.created_by,
  ...invoice.submitters,
];

/** Who wrote and submitted an invoice, for its approval's four eyes (which no company control loosens). */
const invoiceAuthorship = (
  invoice: { created_by: string | null; submitters: readonly string[] },
  auth: AccessClaims,
) => ({
  person: auth.sub,
  authors: writersOf(invoice),
  selfApprovalAllowed: false,
});

/** The moves only the invoice's named approver takes, when it names one. */
const APPROVER_MOVES: readonly string[] = ['approve', 'return'];

/**
 * Sales invoices: written for an open order from what is left to invoice of
 * its lines or from its goods receipts, under the order's lock (never more
 * than was ordered); submitted, approved by another member than the one who
 * wrote or submitted it (the approver it names, when it names one), and
 * numbered in the transaction that issues it;
 * cancelled with a reason. Every move runs the documents' way: lock, check,
 * move, revision, activity, event.
 */
export class SalesInvoiceService {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    private readonly deps: {
      account: AccountClient;
      regions: RegionService;
      pdfs: PdfRenderer;
      readonly appUrl: string;
    },
  ) {}

  /** The invoices waiting for the caller's approval, for Home (./approver-notice.ts). */
  awaitingApproval(auth: AccessClaims): Promise<InvoicesAwaitingApprovalResponse> {
    return invoicesAwaitingApproval(this.db, auth);
  }

  async list(auth: AccessClaims, query: SalesInvoiceListQuery): Promise<SalesInvoiceListResponse> {
    requirePermission(auth, 'invoices:read');
    return documentPage(filteredInvoices(this.db, auth.org, query), 'i', query, (rows) =>
      this.respond(auth, rows),
    );
  }

  async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<SalesInvoiceResponse[]> {
    requirePermission(auth, 'invoices:read');
    return this.respond(auth, await findInvoices(this.db, auth.org, ids));
  }

  async get(auth: AccessClaims, id: string): Promise<SalesInvoiceResponse> {
    const [invoice] = await this.findByIds(auth, [id]);
    if (!invoice) throw errors.notFound();
    return invoice;
  }

  /** The e-Faktur file of the month's issued invoices, or of those chosen (./coretax.ts). */
  coretax(auth: AccessClaims, caller: OnBehalfOf, selection: CoretaxSelection): Promise<string> {
    return coretaxFile(this.db, this.deps, auth, caller, selection);
  }

  /** The latest month with issued invoices, and how many the file of a month holds (./coretax.ts). */
  coretaxMonth(auth: AccessClaims, month: string | undefined): Promise<CoretaxMonthResponse> {
    return coretaxMonth(this.db, auth, month);
  }

  /**
   * The invoice as a PDF in the language (./invoice-pdf.ts), for the
   * caller to send its buyer; a draft is marked DRAFT on every page.
   */
  async pdf(
    auth: AccessClaims,
    caller: OnBehalfOf,
    id: string,
    language: InvoicePdfLanguage,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    const invoice = await this.get(auth, id);
    return invoicePdf({ db: this.db, ...this.deps }, caller, invoice, language);
  }

  /** Records the tax invoice number DJP assigned an issued invoice (./tax-number.ts). */
  async recordTaxNumber(
    auth: AccessClaims,
    id: string,
    body: TaxInvoiceNumberBody,
  ): Promise<SalesInvoiceResponse> {
    await recordTaxNumber(this.db, auth, id, body);
    return this.get(auth, id);
  }

  /** Names another approver for a submitted invoice (./approver.ts). */
  async changeApprover(
    auth: AccessClaims,
    caller: OnBehalfOf,
    id: string,
    body: InvoiceApproverBody,
  ): Promise<SalesInvoiceResponse> {
    await changeApprover(
      { db: this.db, account: this.deps.account, appUrl: this.deps.appUrl },
      auth,
      caller,
      id,
      body,
    );
    return this.get(auth, id);
  }

  /** Edits a draft's own fields on its version (./draft.ts). */
  async reviseDraft(
    auth: AccessClaims,
    id: string,
    body: SalesInvoiceDraftBody,
  ): Promise<SalesInvoiceResponse> {
    await reviseDraft(this.db, auth, id, body);
    return this.get(auth, id);
  }

  /** Chooses how a draft without PPN is reported to Coretax: code 07 or 08, or no faktur (./faktur.ts). */
  async chooseFaktur(
    auth: AccessClaims,
    id: string,
    body: InvoiceFakturBody,
  ): Promise<SalesInvoiceResponse> {
    await chooseFaktur(this.db, auth, id, body);
    return this.get(auth, id);
  }

  /** Moves the paper copy's delivery one step (./delivery.ts). */
  async moveDelivery(
    auth: AccessClaims,
    id: string,
    move: DeliveryStep,
  ): Promise<SalesInvoiceResponse> {
    await moveDelivery(this.db, auth, id, move);
    return this.get(auth, id);
  }

  /** The invoice's revision history, newest first. */
  async revisions(auth: AccessClaims, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    await this.get(auth, id);
    return revisionsOf(this.db, auth.org, 'SALES_INVOICE', id);
  }

  /**
   * Writes a draft invoice for an open order: its lines are what is left to
   * invoice of the order's lines named, or the lines of its receipts named
   * (each billed once), with the order line's discount in proportion and the
   * invoice's own discount shared out on top; its milestones split the grand
   * total by percent; the approver it names, if any, is a member who may
   * approve invoices (./approver.ts). The order is locked while what is left
   * is counted.
   */
  async create(
    auth: AccessClaims,
    caller: OnBehalfOf,
    body: SalesInvoiceCreateBody,
  ): Promise<SalesInvoiceResponse> {
    requirePermission(auth, 'invoices:manage');
    if ((body.goodsReceiptIds === undefined) === (body.lines === undefined))
      throw errors.sourceRequired();
    // The percents are checked before anything is read; the due dates once the terms give the invoice's.
    const milestones = checkedMilestones(body.milestones);
    const approver = await checkedApprover(this.deps.account, auth, caller, body.approverId);
    const id = await this.db.transaction().execute(async (trx) => {
      const order = await lockOrderForInvoice(trx, auth.org, body.salesOrderId);
      if (!order) throw orderNotFound();
      if (order.status !== 'OPEN') throw errors.orderNotOpen();
      if (body.invoiceDate < order.order_date) throw errors.beforeOrder();
      const { lines, receiptIds } = await invoiceLines(trx, auth.org, order.id, body);
      const draft = { ...body, order, lines, receiptIds, milestones, approver };
      return (await writeDraftInvoice(trx, auth, draft)).id;
    });
    return this.get(auth, id);
  }

  /**
   * Submits, approves, returns or cancels an invoice, as its lifecycle
   * allows: a missing permission first, then its status; approving or
   * returning needs the approver it names, when it names one, and another
   * member than its author and every member who submitted it; approving
   * numbers it with the Orders settings' invoice prefix in the same
   * transaction.
   */
  async move(
    auth: AccessClaims,
    caller: OnBehalfOf,
    id: string,
    action: SalesInvoiceAction,
    body: Partial<DocumentReasonBody> = {},
  ): Promise<SalesInvoiceResponse> {
    try {
      await this.moveAll(auth, caller, [id], action, body);
    } catch (error) {
      throw error instanceof BatchRefusal ? error.refusal : error;
    }
    return this.get(auth, id);
  }

  /**
   * Submits or approves several invoices at once, all or nothing: each passes
   * exactly the checks it passes alone (the same runner, ../documents/runner.ts
   * runMove), under locks taken in id order; issued ones are numbered in
   * the order asked from one update of their month's counter. A
   * refusal names the invoice by its index (`ids.3`) with its own error;
   * another organisation's invoice is not found and nothing moves. Answers
   * the invoices as they stand after, in the order asked.
   */
  async moveMany(
    auth: AccessClaims,
    caller: OnBehalfOf,
    body: SalesInvoiceBatchMoveBody,
  ): Promise<SalesInvoiceBatchResponse> {
    checkedMove(SALES_INVOICE_LIFECYCLE, body.action, auth, {});
    const ids = [...new Set(body.ids)];
    if (ids.length === 0 || ids.length > SALES_INVOICE_BATCH_LIMIT)
      throw serviceError(definitions.batchSize, 'ids', { limit: SALES_INVOICE_BATCH_LIMIT });
    try {
      await this.moveAll(auth, caller, body.ids, body.action, {});
    } catch (error) {
      if (!(error instanceof BatchRefusal)) throw error;
      const { refusal, at } = error;
      if (!(refusal instanceof CodedError)) throw refusal;
      const { status, code, message, values } = refusal;
      throw new ServiceError(status, code, message, `ids.${at}`, values);
    }
    const moved = new Map(
      (await this.findByIds(auth, ids)).map((invoice) => [invoice.id, invoice]),
    );
    return { items: ids.map((id) => moved.get(id)!) };
  }

  /**
   * Moves the invoices `ids` by `action` (one or a batch: `runMove`), as
   * their lifecycle allows: a missing permission first, then each one's
   * status; approving or returning needs the approver it names, when it names
   * one, and another member than its author and every member who submitted
   * it; approving numbers it with the Orders settings' invoice prefix in the
   * same transaction. The account service is asked once for all of them.
   */
  private async moveAll(
    auth: AccessClaims,
    caller: OnBehalfOf,
    ids: readonly string[],
    action: SalesInvoiceAction,
    body: Partial<DocumentReasonBody>,
  ): Promise<void> {
    // Refused before the account service is asked (the runner checks it again).
    checkedMove(SALES_INVOICE_LIFECYCLE, action, auth, body);
    // Issuing numbers it with the Orders settings' prefix and keeps the seller as the company profile names it now.
    const settings = action === 'approve' ? await this.deps.account.settings(caller) : null;
    const notices = action === 'submit' ? await this.submitNotices(auth, caller, ids) : new Map();
    await runMove(this.db, this.moves(settings, notices), {
      auth,
      ids,
      action,
      body,
      controls: async () => settings ?? this.deps.account.settings(caller),
    });
  }

  /**
   * An invoice's moves (the runner does what every move does): its approval
   * by the approver it names, if any, and by another member than its author
   * and its submitter; issuing gives it its number (with the Orders
   * settings' prefix, `settings`), snapshots its seller and buyer, and
   * queues mailing it; a cancellation refuses an invoice anything was paid,
   * credited or withheld of.
   */
  private moves(
    settings: Awaited<ReturnType<AccountClient['settings']>> | null,
    notices: ReadonlyMap<string, SubmitNotice>,
  ) {
    return documentMoves({
      lifecycle: SALES_INVOICE_LIFECYCLE,
      documentType: 'SALES_INVOICE',
      table: 'sales_invoices',
      notFound: errors.notFound,
      read: async (db: Kysely<InvoicingDatabase>, organizationId: string, id: string) =>
        (await findInvoices(db, organizationId, [id]))[0],
      readMany: findInvoices,
      lock: (trx, auth, id) => lockInvoice(trx, auth.org, id),
      lockMany: (trx, auth, ids) => lockInvoices(trx, auth.org, ids),
      authors: writersOf,
      ownWork: errors.authorApproves,
      actions: {
        // Every submitter is kept, so that none of them approves it after a return and another's submission.
        submit: {
          check: ({ trx, document }) => fakturOrRefusal(trx, document),
          apply: ({ auth }) => ({
            columns: { submitters: sql`array_append(submitters, cast(${auth.sub} as uuid))` },
          }),
          // The approver it names is mailed that it waits for them; one named since the account service was asked is not.
          after: async ({ trx, document, at }) => {
            const notice = notices.get(document.id);
            if (notice && document.approver_id === notice.approver.id)
              await queueApproverMail(trx, {
                ...notice,
                invoice: document,
                appUrl: this.deps.appUrl,
                at,
              });
          },
        },
        return: { check: namedApproverOnly },
        approve: {
          check: approvalCheck,
          apply: async ({ trx, auth, document }) => {
            // Issuing keeps the buyer as its customer profile names it now, beside the seller.
            const issuing = await buyerAtIssue(trx, document.customer_id);
            return {
              columns: {
                delivery_status: issuing.paper ? 'OPEN' : null,
                seller: JSON.stringify(settings?.seller),
                buyer: JSON.stringify(issuing.buyer),
                ...(await taxConversionAtIssue(trx, auth.org, document)),
              },
            };
          },
          // The number last: its counter stays locked to the commit, and every other issue waits for it
          // (bench/foreign-invoice-issue.ts measured a quarter of the issuing connections waiting there).
          last: (issued) => numbersAtIssue(issued, settings),
          // The buyer is mailed the invoice once it is issued: a job queued in the issuing transaction.
          after: ({ trx, auth, document }) =>
            addJobInTransaction(
              trx,
              INVOICING_JOBS_SCHEMA,
              INVOICE_MAIL_JOB,
              { organizationId: auth.org, invoiceId: document.id },
              { jobKey: `invoice-mail:${document.id}` },
            ),
        },
        cancel: {
          check: ({ document }) => {
            const amounts = [
              document.paid_amount,
              document.credited_amount,
              document.withheld_amount,
              document.withholding_pending,
            ];
            if (amounts.some((amount) => amount !== '0.00')) throw errors.paidNotCancelled();
          },
        },
      },
      describe: describeInvoiceMove,
      publish: ({ trx, auth, document, transition }) =>
        publishInvoiceChange(trx, auth.org, {
          invoiceId: document.id,
          orderId: document.sales_order_id,
          change: movedTo(transition.to),
        }),
    });
  }

  /**
   * The approver a submission of each of invoices `ids` will mail, with its
   * submitter, as the account service knows them now (asked once, before the
   * moves' locks: it answers over HTTP), by invoice. None for an invoice that
   * names no one or one no longer active.
   */
  private async submitNotices(
    auth: AccessClaims,
    caller: OnBehalfOf,
    ids: readonly string[],
  ): Promise<Map<string, SubmitNotice>> {
    const approvers = await namedApprovers(this.db, auth, ids);
    const notices = new Map<string, SubmitNotice>();
    if (approvers.size === 0) return notices;
    const people = await this.deps.account.users(caller, [
      ...new Set(approvers.values()),
      auth.sub,
    ]);
    const by = people.find((person) => person.id === auth.sub);
    for (const [invoiceId, approverId] of approvers) {
      const approver = people.find((person) => person.id === approverId && person.active);
      if (approver) notices.set(invoiceId, { approver, by });
    }
    return notices;
  }

  private async respond(
    auth: AccessClaims,
    rows: readonly SalesInvoiceRow[],
  ): Promise<SalesInvoiceResponse[]> {
    return toResponses(this.db, rows, (row) =>
      actionsFrom(
        SALES_INVOICE_LIFECYCLE,
        row.status as Status,
        auth.perms,
        invoiceAuthorship(row, auth),
      ).filter((action) => !APPROVER_MOVES.includes(action) || mayApprove(row, auth)),
    );
  }
}

/**
 * Refuses submitting or issuing an invoice that cannot be one faktur: lines
 * taxed in ways that need different transaction codes, or a code 07/08
 * facility beside lines that carry PPN (./coretax.ts, ./faktur.ts).
 */
async function fakturOrRefusal(
  trx: Transaction<InvoicingDatabase>,
  document: SalesInvoiceRow,
): Promise<void> {
  await refuseStoredTaxedOtherwise(trx, document.id);
  await refuseFacilityWithPpn(trx, document.id, document.faktur_code);
}

/**
 * The numbers of invoices issued together, in their order: the next of
 * their month's sequence with the Orders settings' invoice prefix, one
 * update of each month's counter for all of that month's (the counter stays
 * locked to the commit, so numbers have no gap and none is given twice).
 */
async function numbersAtIssue(
  issued: readonly InvoiceMove[],
  settings: Awaited<ReturnType<AccountClient['settings']>> | null,
): Promise<OwnPart[]> {
  const prefix = settings?.orders.invoiceNumberPrefix || DEFAULT_NUMBER_PREFIXES.SALES_INVOICE;
  const byMonth = new Map<string, InvoiceMove[]>();
  for (const move of issued) {
    const month = move.document.invoice_date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), move]);
  }
  const numbers = new Map<InvoiceMove, string>();
  for (const month of byMonth.values()) {
    const { trx, auth, document } = month[0]!;
    const request = { organizationId: auth.org, documentType: 'SALES_INVOICE' as const, prefix };
    const given = await issueNumbers(
      trx,
      { ...request, date: document.invoice_date },
      month.length,
    );
    month.forEach((move, index) => numbers.set(move, given[index]!));
  }
  return issued.map((move) => {
    const number = numbers.get(move)!;
    const before = move.document.number;
    return {
      columns: { number },
      changes: number !== before ? [{ field: 'number', before, after: number }] : [],
    };
  });
}

/** An approval: by the approver the invoice names, if any, of an invoice that is one faktur. */
async function approvalCheck(move: {
  trx: Transaction<InvoicingDatabase>;
  document: SalesInvoiceRow;
  auth: AccessClaims;
}): Promise<void> {
  namedApproverOnly(move);
  await fakturOrRefusal(move.trx, move.document);
}

/** The activity entry of an invoice's move, in the lifecycle's words: submitted, returned with its reason, issued with its number, or cancelled. */
function describeInvoiceMove(
  { document, transition, reason }: InvoiceMove,
  changes: readonly FieldChange[],
) {
  const name = document.customer_name;
  if (transition.action === 'submit')
    return describeActivity('SALES_INVOICE_SUBMITTED', {
      order: document.order_number,
      name,
    });
  if (transition.action === 'return')
    return describeActivity('SALES_INVOICE_RETURNED', {
      order: document.order_number,
      name,
      reason,
    });
  if (transition.action === 'approve')
    return describeActivity('SALES_INVOICE_ISSUED', {
      number: changes.find((change) => change.field === 'number')?.after ?? '',
      name,
      amount: { amount: document.grand_total, currency: document.currency },
    });
  return describeActivity('SALES_INVOICE_CANCELLED', {
    reference: document.number ?? `for sales order ${document.order_number}`,
    name,
    reason,
  });
}

/** An approval or a return: only by the approver the invoice names, when it names one. */
function namedApproverOnly(move: { document: SalesInvoiceRow; auth: AccessClaims }): void {
  if (!mayApprove(move.document, move.auth)) throw errors.notTheApprover();
}

/**
 * The change a move of an invoice says: the status it moved to, or RETURNED
 * for the return to DRAFT. No move ends in PAID (the amounts make an invoice
 * PAID, and the database announces it: migrations/0030).
 */
function movedTo(
  status: 'DRAFT' | 'PAID' | EventChange<'sales-invoice.changed'>,
): EventChange<'sales-invoice.changed'> {
  if (status === 'DRAFT') return 'RETURNED';
  if (status === 'PAID') throw new Error(`No move of an invoice ends in ${status}.`);
  return status;
}
