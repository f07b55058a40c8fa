import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  DEFAULT_NUMBER_PREFIXES,
  type DocumentReasonBody,
  type DocumentRevisionResponse,
} from '../../../contracts/invoicing/documents.js';
import {
  creditRefundErrors,
  invoicePaymentErrors as definitions,
  MAX_PAYMENT_ALLOCATIONS,
  type CreditRefundBody,
  type CreditRefundResponse,
  type CustomerCreditResponse,
  type InvoicePaymentAllocateBody,
  type InvoicePaymentCreateBody,
  type InvoicePaymentListQuery,
  type InvoicePaymentMethod,
  type InvoicePaymentResponse,
  type InvoicePaymentSource,
  type WithholdingInput,
  type WithholdingResponse,
  type WithholdingSlipBody,
} from '../../../contracts/invoicing/invoice-payments.js';
import { compareAmounts } from '../../../formats/amount.js';
import { fromCents, toCents } from '../../../formats/cents.js';
import type { OrganizationToday } from '../organization-today.js';
import { describeActivity } from '../../kit/activity.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import type { PdfRenderer } from '../documents/pdf-renderer.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { organizationHas } from '../../kit/database.js';
import { errorsOf, serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { customerErrors } from '../customers/errors.js';
import {
  checkAllocations,
  lockInvoicesForAllocation,
  positiveAmount,
  readAllocations,
  type AllocationRefusals,
  type AllocationRequest,
} from '../documents/allocations.js';
import { actionsFrom, declaredTransition } from '../documents/lifecycle.js';
import { documentPage } from '../documents/listing.js';
import { issueNumber } from '../documents/numbering.js';
import { recordRevision, revisionsOf } from '../documents/revisions.js';
import {
  documentMoves,
  noFourEyes,
  runMove,
  writeMove,
  type OwnPart,
} from '../documents/runner.js';
import type { InvoicePdfLanguage } from '../../../contracts/invoicing/sales-invoices.js';
import {
  INVOICE_PAYMENT_LIFECYCLE,
  type InvoicePaymentStatus,
} from '../../../contracts/invoicing/lifecycles.js';
import { parseTaxRate } from '../tax-exchange-rates/values.js';
import { paymentRateColumns } from './exchange.js';
import { logPayment, publishPayment, recordPaymentChange, type PaymentActor } from './log.js';
import { printReceipt } from './receipt.js';
import { releaseRefund, reserveRefund } from './refunds.js';
import {
  cancelIn,
  cancelWithholding,
  receiveSlip,
  withholdIn,
  withholdingsOf,
} from './withholdings.js';
import {
  creditOf,
  filteredPayments,
  findPayments,
  lockPayment,
  openInvoicesByDueDate,
  toResponses,
  unallocatedOf,
  type InvoicePaymentRow,
} from './repository.js';

const errors = errorsOf(definitions);

/** The refusals of an allocation, from the invoice payments' contract. */
const refusals: AllocationRefusals = { ...definitions, overSource: definitions.overPayment };

export type { PaymentActor } from './log.js';

/** A payment to record, checked: the amount canonical, the allocations read (or null: the oldest due first). */
export type NewPayment = {
  customerId: string;
  paymentDate: string;
  currency: string;
  amount: string;
  method: InvoicePaymentMethod;
  reference: string | null;
  source: InvoicePaymentSource;
  sourceRef: string | null;
  /** Settled from the start: the day its money reached the bank, and what settled it (a bank credit's match). */
  settled?: { on: string; by: string };
  allocations: AllocationRequest[] | null;
  /** The rupiah per unit the bank converted a foreign payment at, checked; left out: the kurs pajak of its week (./exchange.ts). */
  exchangeRate?: string | null;
  /** PPh 23 the buyer withheld, per invoice: recorded before the payment is allocated. */
  withholdings?: readonly WithholdingInput[];
};

type Payment = Pick<InvoicePaymentRow, 'id' | 'number' | 'customer_id' | 'currency'> & {
  customer_name: string;
  remaining: string;
};

/**
 * Records a payment of a buyer, numbered, and allocates it in the same
 * transaction: to the invoices named, or to the buyer's open invoices in its
 * currency, the oldest due first, until it is used up. What is left is the
 * buyer's credit. The caller holds nothing locked; a source's payment is made
 * once (the database refuses a second one for the same source reference).
 */
export async function recordPayment(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  actor: PaymentActor,
  payment: NewPayment,
): Promise<{ id: string; number: string }> {
  const customer = await trx
    .selectFrom('customers')
    .select(['id', 'status', 'name', 'email'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', payment.customerId)
    .forShare()
    .executeTakeFirst();
  if (!customer) throw errors.customerNotFound();
  if (customer.status !== 'ACTIVE' && customer.status !== 'DEACTIVATED')
    throw errors.customerNotActive();
  const rate = await paymentRateColumns(trx, organizationId, payment);
  const { id } = await trx
    .insertInto('invoice_payments')
    .values({
      organization_id: organizationId,
      // Numbered last (below): until then a name no other payment has.
      number: `~${randomUUID()}`,
      customer_id: customer.id,
      payment_date: payment.paymentDate,
      currency: payment.currency,
      amount: payment.amount,
      method: payment.method,
      reference: payment.reference,
      source: payment.source,
      source_ref: payment.sourceRef,
      ...rate,
      ...(payment.settled && {
        settlement_status: 'SETTLED',
        settled_on: payment.settled.on,
        settled_by: payment.settled.by,
      }),
      created_by: actor?.sub ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const name = customer.name ?? customer.email;
  await recordRevision(
    trx,
    { organizationId, documentType: 'INVOICE_PAYMENT', documentId: id },
    { action: 'CREATED', actorId: actor?.sub ?? null, changes: [] },
  );
  const source = {
    id,
    customer_id: customer.id,
    currency: payment.currency,
    customer_name: name,
    remaining: payment.amount,
  };
  if (payment.withholdings?.length) {
    if (!actor) throw new Error('a withholding is recorded by a member');
    await withholdIn(trx, actor, { ...source, paymentId: id }, payment.withholdings);
  }
  const allocations =
    payment.allocations ?? (await oldestDueFirst(trx, organizationId, source, false));
  // A checkout's payment is announced on its invoice by its charge (checkout/apply.ts announceCharge):
  // one update of the invoice, CHECKOUT_PAID, not a second one for the allocation.
  const logAllocation = await allocateIn(trx, organizationId, actor, source, allocations, {
    announceInvoices: payment.source !== 'CHECKOUT',
  });
  // The number last: its counter stays locked until the transaction ends, so the organisation's
  // payments wait on each other only for this, not for their allocations.
  const number = await issueNumber(trx, {
    organizationId,
    documentType: 'INVOICE_PAYMENT',
    date: payment.paymentDate,
    prefix: DEFAULT_NUMBER_PREFIXES.INVOICE_PAYMENT,
  });
  await trx.updateTable('invoice_payments').set({ number }).where('id', '=', id).execute();
  await logPayment(
    trx,
    organizationId,
    actor,
    id,
    'CREATED',
    describeActivity('INVOICE_PAYMENT_RECORDED', {
      number,
      name,
      amount: { amount: payment.amount, currency: payment.currency },
    }),
  );
  await logAllocation?.(number);
  await publishPayment(trx, organizationId, id, 'CREATED', []);
  return { id, number };
}

/**
 * What cancelling a locked payment undoes, in the caller's transaction: its
 * allocations go (each invoice has back what it paid), with what the buyer
 * withheld from it, and it is settled no more. Answers its own columns and
 * changes, and the invoices it paid.
 */
async function undoPayment(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  payment: InvoicePaymentRow,
  reason: string,
): Promise<Required<OwnPart>> {
  const id = payment.id;
  const allocated = await trx
    .selectFrom('invoice_payment_allocations')
    .select('sales_invoice_id')
    .where('payment_id', '=', id)
    .execute();
  const withheld = await trx
    .selectFrom('invoice_withholdings')
    .select(['id', 'sales_invoice_id', 'version'])
    .where('payment_id', '=', id)
    .where('status', '<>', 'CANCELLED')
    .execute();
  const invoiceIds = allocated.map((row) => row.sales_invoice_id);
  const locked = await lockInvoicesForAllocation(trx, auth.org, [
    ...new Set([...invoiceIds, ...withheld.map((row) => row.sales_invoice_id)]),
  ]);
  await trx.deleteFrom('invoice_payment_allocations').where('payment_id', '=', id).execute();
  // What the buyer withheld from this payment goes with it.
  for (const row of withheld)
    await cancelIn(
      trx,
      auth,
      row,
      locked.find((invoice) => invoice.id === row.sales_invoice_id)?.number ?? '',
      reason,
    );
  return {
    columns: { settlement_status: 'PENDING', settled_on: null, settled_by: null },
    changes: [{ field: 'allocatedAmount', before: payment.allocated_amount, after: '0.00' }],
    related: invoiceIds,
  };
}

/**
 * Cancels a locked payment with a reason, in the caller's transaction: the
 * undoing of the bank match that settled it (a member's cancellation is a
 * move of the runner, INVOICE_PAYMENT_MOVES, with its checks). The runner
 * writes it as it writes a member's: undoPayment, the row, revision,
 * activity and live update.
 */
export async function cancelPaymentIn(
  trx: Transaction<InvoicingDatabase>,
  auth: AccessClaims,
  payment: InvoicePaymentRow,
  reason: string,
): Promise<void> {
  await writeMove(INVOICE_PAYMENT_MOVES, {
    trx,
    auth,
    document: payment,
    transition: declaredTransition(INVOICE_PAYMENT_LIFECYCLE, 'cancel'),
    reason,
    at: new Date(),
  });
}

/**
 * A member's cancellation of a payment, as the runner makes it: a payment
 * made at checkout, settled by a bank line, or with a refund reserved is not
 * cancelled here; otherwise undoPayment undoes what it did.
 */
const INVOICE_PAYMENT_MOVES = documentMoves({
  lifecycle: INVOICE_PAYMENT_LIFECYCLE,
  documentType: 'INVOICE_PAYMENT',
  table: 'invoice_payments',
  notFound: errors.notFound,
  read: async (db: Kysely<InvoicingDatabase>, organizationId: string, id: string) =>
    (await findPayments(db, organizationId, [id]))[0],
  lock: (trx, auth, id) => lockPayment(trx, auth.org, id),
  actions: {
    cancel: {
      check: ({ document: payment }) => {
        if (payment.source === 'CHECKOUT')
          throw serviceError(definitions.fromGateway, undefined, { number: payment.number });
        if (payment.settlement_status === 'SETTLED')
          throw serviceError(definitions.settled, undefined, { number: payment.number });
        if (compareAmounts(payment.refunded_amount, '0.00') > 0)
          throw serviceError(creditRefundErrors.reserved, undefined, {
            number: payment.number,
            amount: payment.refunded_amount,
          });
      },
      apply: ({ trx, auth, document, reason }) => undoPayment(trx, auth, document, reason),
    },
  },
  describe: ({ document, reason }) =>
    describeActivity('INVOICE_PAYMENT_CANCELLED', { number: document.number, reason }),
  publish: ({ trx, auth, document }, related) =>
    // The lifecycle's one move is cancel: every invoice the payment paid is told PAYMENT_CANCELLED.
    publishPayment(trx, auth.org, document.id, 'CANCELLED', related),
});

/**
 * The allocations that use `payment` on the buyer's open invoices in its
 * currency, the oldest due first, each up to what the invoice has left. With
 * `required`, a buyer with no open invoice is refused.
 */
async function oldestDueFirst(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  payment: Omit<Payment, 'number'>,
  required: boolean,
): Promise<AllocationRequest[]> {
  const open = await openInvoicesByDueDate(
    trx,
    organizationId,
    payment.customer_id,
    payment.currency,
    MAX_PAYMENT_ALLOCATIONS,
  );
  if (open.length === 0 && required)
    throw serviceError(definitions.nothingOpen, undefined, {
      customer: payment.customer_name,
      currency: payment.currency,
    });
  let left = toCents(payment.remaining);
  const allocations: AllocationRequest[] = [];
  for (const invoice of open) {
    if (left <= 0n) break;
    const take = toCents(invoice.remaining) < left ? toCents(invoice.remaining) : left;
    if (take <= 0n) continue;
    allocations.push({ invoiceId: invoice.id, amount: fromCents(take), field: 'allocations' });
    left -= take;
  }
  return allocations;
}

/**
 * Writes allocations of a payment: the invoices locked in id order and
 * checked (the payment's buyer and currency, issued, enough left) and,
 * together, within what is left of the payment; the database moves the
 * amounts and statuses (migrations/0028-baseline, invoice payments).
 */
async function allocateIn(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  actor: PaymentActor,
  payment: Omit<Payment, 'number'>,
  allocations: readonly AllocationRequest[],
  { announceInvoices }: { announceInvoices: boolean } = { announceInvoices: true },
): Promise<((paymentNumber: string) => Promise<void>) | null> {
  if (allocations.length === 0) return null;
  const invoices = new Map(
    (
      await lockInvoicesForAllocation(
        trx,
        organizationId,
        allocations.map((allocation) => allocation.invoiceId),
      )
    ).map((invoice) => [invoice.id, invoice]),
  );
  const total = checkAllocations(payment, invoices, allocations, refusals);
  await trx
    .insertInto('invoice_payment_allocations')
    .values(
      allocations.map((allocation) => ({
        organization_id: organizationId,
        payment_id: payment.id,
        sales_invoice_id: allocation.invoiceId,
        amount: allocation.amount,
        rounding: allocation.rounding ?? '0.00',
        allocated_by: actor?.sub ?? null,
      })),
    )
    .execute();
  const before = fromCents(toCents(payment.remaining));
  const changes = [
    { field: 'unallocatedAmount', before, after: fromCents(toCents(before) - total) },
  ];
  await recordRevision(
    trx,
    { organizationId, documentType: 'INVOICE_PAYMENT', documentId: payment.id },
    { action: 'allocate', actorId: actor?.sub ?? null, changes },
  );
  const numbers = allocations.map((allocation) => invoices.get(allocation.invoiceId)!.number ?? '');
  await publishPayment(
    trx,
    organizationId,
    payment.id,
    'ALLOCATED',
    announceInvoices ? [...invoices.keys()] : [],
  );
  const rounded = allocations.filter((allocation) => toCents(allocation.rounding ?? '0.00') > 0n);
  // Logged once the payment has its number (a new payment takes it last: ./service.ts recordPayment).
  return async (paymentNumber) => {
    await logPayment(
      trx,
      organizationId,
      actor,
      payment.id,
      'UPDATED',
      describeActivity('INVOICE_PAYMENT_ALLOCATED', {
        number: paymentNumber,
        invoices: numbers.join(', '),
        amount: { amount: fromCents(total), currency: payment.currency },
      }),
      changes,
    );
    for (const allocation of rounded)
      await logPayment(
        trx,
        organizationId,
        actor,
        payment.id,
        'UPDATED',
        describeActivity('INVOICE_PAYMENT_ROUNDED', {
          number: paymentNumber,
          invoice: invoices.get(allocation.invoiceId)!.number ?? '',
          amount: { amount: allocation.rounding!, currency: payment.currency },
        }),
      );
  };
}

/**
 * The rate a member entered for a payment, checked as a kurs pajak is (rupiah
 * per unit, at most two decimals, more than zero); null when none was. A
 * rupiah payment takes none.
 */
function enteredRate(currency: string, text: string | undefined): string | null {
  if (text === undefined || text.trim() === '') return null;
  if (currency === 'IDR') throw errors.exchangeRateInRupiah();
  const rate = parseTaxRate(text);
  if (!rate) throw errors.exchangeRate();
  return rate;
}

/**
 * Invoice payments as members record and allocate them: every write under
 * the payment's lock and its invoices' (in id order), all or nothing, the
 * same rules as a credit memo's applications (documents/allocations.ts).
 */
export class InvoicePaymentService {
  constructor(
    private readonly db: Kysely<InvoicingDatabase>,
    private readonly deps: { account: AccountClient; pdfs: PdfRenderer; today: OrganizationToday },
  ) {}

  async list(auth: AccessClaims, query: InvoicePaymentListQuery) {
    requirePermission(auth, 'invoice-payments:read');
    return documentPage(filteredPayments(this.db, auth.org, query), 'p', query, (rows) =>
      this.respond(auth, rows),
    );
  }

  async findByIds(auth: AccessClaims, ids: readonly string[]): Promise<InvoicePaymentResponse[]> {
    requirePermission(auth, 'invoice-payments:read');
    return this.respond(auth, await findPayments(this.db, auth.org, ids));
  }

  async get(auth: AccessClaims, id: string): Promise<InvoicePaymentResponse> {
    const [payment] = await this.findByIds(auth, [id]);
    if (!payment) throw errors.notFound();
    return payment;
  }

  async revisions(auth: AccessClaims, id: string): Promise<{ items: DocumentRevisionResponse[] }> {
    await this.get(auth, id);
    return revisionsOf(this.db, auth.org, 'INVOICE_PAYMENT', id);
  }

  /**
   * A payment's receipt as a PDF in the language: the seller as the company
   * profile names it now (asked of the account service on the caller's
   * behalf), flagged for an e-Meterai above the stamp duty's threshold.
   */
  async receipt(
    auth: AccessClaims,
    caller: OnBehalfOf,
    id: string,
    language: InvoicePdfLanguage,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    const payment = await this.get(auth, id);
    const { seller } = await this.deps.account.settings(caller);
    return printReceipt(this.deps.pdfs, payment, seller, language);
  }

  /** The buyer's credit per currency: its open payments' unallocated amounts and its open credit memos' unapplied ones. */
  async credit(auth: AccessClaims, customerId: string): Promise<CustomerCreditResponse> {
    requirePermission(auth, 'invoice-payments:read');
    // Another organisation's buyer answers as a missing one.
    if (!(await organizationHas(this.db, 'customers', auth.org, customerId)))
      throw customerErrors.notFound();
    const credits = await creditOf(this.db, auth.org, customerId);
    return { customerId, credits };
  }

  /** Records a payment and allocates it (as asked, or the oldest due first), all or nothing. */
  async create(
    auth: AccessClaims,
    body: InvoicePaymentCreateBody,
    caller: OnBehalfOf,
  ): Promise<InvoicePaymentResponse> {
    requirePermission(auth, 'invoice-payments:manage');
    const amount = positiveAmount(body.amount);
    if (!amount) throw errors.amount();
    if (body.paymentDate > (await this.deps.today(caller))) throw errors.futureDate();
    const reference = body.reference?.trim() || null;
    if (reference && reference.length > 100) throw errors.reference();
    const allocations = body.allocations
      ? readAllocations(body.allocations, refusals, 'allocations')
      : null;
    const currency = body.currency ?? 'IDR';
    const exchangeRate = enteredRate(currency, body.exchangeRate);
    const { id } = await this.db.transaction().execute((trx) =>
      recordPayment(trx, auth.org, auth, {
        customerId: body.customerId,
        paymentDate: body.paymentDate,
        currency,
        amount,
        method: body.method,
        reference,
        source: 'MANUAL',
        sourceRef: null,
        allocations,
        exchangeRate,
        withholdings: body.withholdings ?? [],
      }),
    );
    return this.get(auth, id);
  }

  /** Allocates what is left of an open payment: to the invoices named, or the oldest due first. */
  async allocate(
    auth: AccessClaims,
    id: string,
    body: InvoicePaymentAllocateBody,
  ): Promise<InvoicePaymentResponse> {
    requirePermission(auth, 'invoice-payments:manage');
    const asked = body.allocations
      ? readAllocations(body.allocations, refusals, 'allocations')
      : null;
    if (asked && asked.length === 0) throw errors.amount('allocations');
    await this.db.transaction().execute(async (trx) => {
      const row = await lockPayment(trx, auth.org, id);
      if (!row) throw errors.notFound();
      if (row.status === 'CANCELLED') throw errors.cancelled();
      if (row.status !== 'OPEN') throw errors.notOpen();
      const payment = { ...row, remaining: unallocatedOf(row) };
      const allocations = asked ?? (await oldestDueFirst(trx, auth.org, payment, true));
      await (
        await allocateIn(trx, auth.org, auth, payment, allocations)
      )?.(payment.number);
    });
    return this.get(auth, id);
  }

  /** Reserves a payment's credit for the treasury order that pays it back (./refunds.ts). */
  reserveRefund(
    auth: AccessClaims,
    id: string,
    refundId: string,
    body: CreditRefundBody,
  ): Promise<CreditRefundResponse> {
    return reserveRefund(this.db, auth, id, refundId, body);
  }

  /** Lets a refund's reservation go: its treasury order ended unpaid (./refunds.ts). */
  releaseRefund(auth: AccessClaims, id: string, refundId: string): Promise<void> {
    return releaseRefund(this.db, auth, id, refundId);
  }

  /** Records the slip that came for a withholding awaiting it (./withholdings.ts). */
  async receiveSlip(
    auth: AccessClaims,
    id: string,
    body: WithholdingSlipBody,
  ): Promise<WithholdingResponse> {
    await receiveSlip(this.db, auth, id, body);
    return this.withholding(auth, id);
  }

  /** Cancels a withholding with a reason (./withholdings.ts). */
  async cancelWithholding(
    auth: AccessClaims,
    id: string,
    body: Partial<DocumentReasonBody> = {},
  ): Promise<WithholdingResponse> {
    await cancelWithholding(this.db, auth, id, body);
    return this.withholding(auth, id);
  }

  private async withholding(auth: AccessClaims, id: string): Promise<WithholdingResponse> {
    // Another organisation's withholding answers as a missing one.
    const [found] = (await organizationHas(this.db, 'invoice_withholdings', auth.org, id))
      ? await withholdingsOf(this.db, { withholdingIds: [id] })
      : [];
    if (!found) throw errors.withholdingNotFound();
    return found;
  }

  /** Undoes one allocation: its invoice has back what it paid, the others stay as they are. */
  async unallocate(
    auth: AccessClaims,
    id: string,
    allocationId: string,
  ): Promise<InvoicePaymentResponse> {
    requirePermission(auth, 'invoice-payments:manage');
    await this.db.transaction().execute(async (trx) => {
      const payment = await lockPayment(trx, auth.org, id);
      if (!payment) throw errors.notFound();
      if (payment.status === 'CANCELLED') throw errors.cancelled();
      const allocation = await trx
        .selectFrom('invoice_payment_allocations')
        .select(['id', 'sales_invoice_id', 'amount', 'rounding'])
        .where('id', '=', allocationId)
        .where('payment_id', '=', id)
        .executeTakeFirst();
      if (!allocation) throw errors.allocationNotFound();
      const [invoice] = await lockInvoicesForAllocation(trx, auth.org, [
        allocation.sales_invoice_id,
      ]);
      await trx.deleteFrom('invoice_payment_allocations').where('id', '=', allocationId).execute();
      const before = unallocatedOf(payment);
      const changes = [
        {
          field: 'unallocatedAmount',
          before,
          // Its rounding was no money of the payment: the invoice has it back to pay, the payment not.
          after: fromCents(
            toCents(before) + toCents(allocation.amount) - toCents(allocation.rounding),
          ),
        },
      ];
      await recordPaymentChange(trx, auth.org, auth, id, {
        revision: 'unallocate',
        description: describeActivity('INVOICE_PAYMENT_UNALLOCATED', {
          number: payment.number,
          invoice: invoice?.number ?? '',
          amount: { amount: allocation.amount, currency: payment.currency },
        }),
        changes,
      });
      await publishPayment(trx, auth.org, id, 'UNALLOCATED', [allocation.sales_invoice_id]);
    });
    return this.get(auth, id);
  }

  /** Cancels a payment with a reason: its allocations go, and each invoice has back what it paid. */
  async cancel(
    auth: AccessClaims,
    id: string,
    body: Partial<DocumentReasonBody> = {},
  ): Promise<InvoicePaymentResponse> {
    await runMove(this.db, INVOICE_PAYMENT_MOVES, {
      auth,
      id,
      action: 'cancel',
      body,
      controls: noFourEyes,
    });
    return this.get(auth, id);
  }

  private respond(
    auth: AccessClaims,
    rows: readonly InvoicePaymentRow[],
  ): Promise<InvoicePaymentResponse[]> {
    return toResponses(this.db, rows, (row) => {
      const actions: string[] = actionsFrom(
        INVOICE_PAYMENT_LIFECYCLE,
        row.status as InvoicePaymentStatus,
        auth.perms,
        // A payment a bank line settled is cancelled by undoing that match; one made at checkout not at all.
      ).filter(
        (action) =>
          action !== 'cancel' ||
          (row.settlement_status !== 'SETTLED' &&
            row.source !== 'CHECKOUT' &&
            compareAmounts(row.refunded_amount, '0.00') === 0),
      );
      const hasCredit =
        row.status === 'OPEN' &&
        auth.perms.includes('invoice-payments:manage') &&
        compareAmounts(unallocatedOf(row), '0.00') > 0;
      // Its credit is paid back by a treasury payment, which its maker makes.
      if (hasCredit && auth.perms.includes('payments:create')) actions.unshift('refund');
      if (hasCredit) actions.unshift('allocate');
      return actions;
    });
  }
}
