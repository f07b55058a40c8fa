import type { Kysely, Selectable, Transaction } from 'kysely';
import {
  invoicePaymentErrors as definitions,
  type WithholdingInput,
  type WithholdingResponse,
  type WithholdingSlipBody,
} from '../../../contracts/invoicing/invoice-payments.js';
import { documentErrors, type DocumentReasonBody } from '../../../contracts/invoicing/documents.js';
import { compareAmounts } from '../../../formats/amount.js';
import { jakartaToday } from '../../../formats/indonesia.js';
import { pph23Of, pph23Rate } from '../../../formats/pph23.js';
import { describeActivity, recordActivity } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { errorsOf, serviceError } from '../../kit/errors.js';
import type { EventChange } from '../../../contracts/common/events.js';
import { publishEvent } from '../../kit/events.js';
import type { InvoiceWithholdings, InvoicingDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import {
  lockInvoicesForAllocation,
  openInvoiceOf,
  type AllocationSource,
} from '../documents/allocations.js';
import { checkedMove } from '../documents/moves.js';
import { filesOf } from './file-records.js';
import { INVOICE_PAYMENT_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';

const errors = errorsOf(definitions);
const kernelErrors = errorsOf(documentErrors);

type Actor = Pick<AccessClaims, 'sub' | 'org'>;
type Row = Selectable<InvoiceWithholdings>;

/** A slip as the API takes it: its number trimmed (1 to 60 characters) and its date not in the future. */
function readSlip(input: { slipNumber?: string; slipDate?: string }) {
  if (input.slipNumber === undefined && input.slipDate === undefined) return null;
  const number = input.slipNumber?.trim() ?? '';
  if (number.length < 1 || number.length > 60 || !input.slipDate || input.slipDate > jakartaToday())
    throw errors.slip();
  return { number, date: input.slipDate };
}

/**
 * The PPh 23 of an invoice by formats/pph23.ts (the rule the payment form
 * shows before saving): its service lines' tax bases, the rate its seller as
 * issued decides by its NPWP, and the amount.
 */
async function pph23OfInvoice(trx: Transaction<InvoicingDatabase>, invoiceId: string) {
  const invoice = await trx
    .selectFrom('sales_invoices')
    .select('seller_had_npwp')
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('document_lines')
    .select('tax_base')
    .where('document_id', '=', invoiceId)
    .where('document_type', '=', 'SALES_INVOICE')
    .where('kind', '=', 'SERVICE')
    .execute();
  return pph23Of(
    lines.map((line) => line.tax_base),
    // The fact issuing fixed (migrations/0055): an NPWP recorded since changes nothing of it.
    pph23Rate(invoice.seller_had_npwp === true),
  );
}

/**
 * Records the PPh 23 the buyer withheld from a payment (or, with no payment,
 * from what it will pay) on each invoice named: the invoices locked in id
 * order, each the source's buyer's in its currency, issued, with service
 * lines, no withholding yet, and room for it. With its slip it counts toward
 * the invoice; without, it is reserved until the slip comes (migrations/0028-baseline).
 */
export async function withholdIn(
  trx: Transaction<InvoicingDatabase>,
  actor: Actor,
  source: AllocationSource & { paymentId: string | null },
  requests: readonly WithholdingInput[],
): Promise<void> {
  if (requests.length === 0) return;
  const slips = requests.map(readSlip);
  const invoices = new Map(
    (
      await lockInvoicesForAllocation(
        trx,
        actor.org,
        requests.map((request) => request.invoiceId),
      )
    ).map((invoice) => [invoice.id, invoice]),
  );
  for (const [index, request] of requests.entries()) {
    const invoice = invoices.get(request.invoiceId);
    if (!invoice) throw errors.invoiceNotFound(`withholdings.${index}.invoiceId`);
    const number = openInvoiceOf(source, invoice, definitions);
    const live = await trx
      .selectFrom('invoice_withholdings')
      .select('id')
      .where('sales_invoice_id', '=', invoice.id)
      .where('status', '<>', 'CANCELLED')
      .executeTakeFirst();
    if (live) throw serviceError(definitions.withheldTwice, undefined, { number });
    const tax = await pph23OfInvoice(trx, invoice.id);
    if (compareAmounts(tax.base, '0.00') <= 0)
      throw serviceError(definitions.noServices, undefined, { number });
    if (compareAmounts(tax.amount, invoice.remaining) > 0)
      throw serviceError(definitions.overWithheld, undefined, {
        number,
        remaining: invoice.remaining,
        amount: tax.amount,
        currency: invoice.currency,
      });
    const slip = slips[index];
    await trx
      .insertInto('invoice_withholdings')
      .values({
        organization_id: actor.org,
        sales_invoice_id: invoice.id,
        payment_id: source.paymentId,
        base: tax.base,
        rate: tax.rate,
        amount: tax.amount,
        status: slip ? 'RECEIVED' : 'AWAITING_SLIP',
        slip_number: slip?.number ?? null,
        slip_date: slip?.date ?? null,
        created_by: actor.sub,
        ...(slip ? { received_by: actor.sub, received_at: new Date() } : {}),
      })
      .execute();
    await logWithholding(
      trx,
      actor,
      invoice.id,
      slip
        ? describeActivity('INVOICE_WITHHOLDING_RECORDED', {
            invoice: number,
            amount: { amount: tax.amount, currency: invoice.currency },
            slip: slip.number,
          })
        : describeActivity('INVOICE_WITHHOLDING_AWAITING_SLIP', {
            invoice: number,
            amount: { amount: tax.amount, currency: invoice.currency },
          }),
    );
    await publishInvoiceChanged(
      trx,
      actor.org,
      invoice.id,
      slip ? 'WITHHOLDING_RECEIVED' : 'WITHHOLDING_AWAITING_SLIP',
    );
  }
}

/** Logs a change of a withholding on its invoice's activity. */
export function logWithholding(
  trx: Transaction<InvoicingDatabase>,
  actor: Actor,
  invoiceId: string,
  description: Parameters<typeof recordActivity>[1]['description'],
) {
  return recordActivity(trx, {
    actor,
    organizationId: actor.org,
    entity: 'SALES_INVOICE',
    entityId: invoiceId,
    action: 'UPDATED',
    description,
  });
}

/** The withholding's invoice changed: it reaches open screens. */
export function publishInvoiceChanged(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  invoiceId: string,
  change: EventChange<'sales-invoice.changed'>,
) {
  return publishEvent(trx, {
    type: 'sales-invoice.changed',
    organizationId,
    subjectId: invoiceId,
    permission: 'invoices:read',
    change,
  });
}

/** A withholding under its invoice's lock and its own, or undefined when the organisation has none by that id. */
export async function lockWithholding(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  id: string,
) {
  const named = await trx
    .selectFrom('invoice_withholdings')
    .select('sales_invoice_id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!named) return undefined;
  const [invoice] = await lockInvoicesForAllocation(trx, organizationId, [named.sales_invoice_id]);
  const row = await trx
    .selectFrom('invoice_withholdings')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { row, number: invoice?.number ?? '' };
}

/** Records the slip that came for a withholding awaiting it: it then counts toward its invoice. Needs `invoice-payments:manage`. */
export async function receiveSlip(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
  body: WithholdingSlipBody,
): Promise<void> {
  requirePermission(auth, 'invoice-payments:manage');
  const slip = readSlip(body)!;
  await db.transaction().execute(async (trx) => {
    const locked = await lockWithholding(trx, auth.org, id);
    if (!locked) throw errors.withholdingNotFound();
    if (locked.row.status !== 'AWAITING_SLIP') throw errors.notAwaitingSlip();
    await trx
      .updateTable('invoice_withholdings')
      .set({
        status: 'RECEIVED',
        slip_number: slip.number,
        slip_date: slip.date,
        received_by: auth.sub,
        received_at: new Date(),
        version: locked.row.version + 1,
      })
      .where('id', '=', id)
      .execute();
    await logWithholding(
      trx,
      auth,
      locked.row.sales_invoice_id,
      describeActivity('INVOICE_WITHHOLDING_SLIP_RECEIVED', {
        invoice: locked.number,
        slip: slip.number,
      }),
    );
    await publishInvoiceChanged(trx, auth.org, locked.row.sales_invoice_id, 'WITHHOLDING_RECEIVED');
  });
}

/** Cancels a withholding with a reason: its invoice has back what it reserved or counted. Needs `invoice-payments:manage`. */
export async function cancelWithholding(
  db: Kysely<InvoicingDatabase>,
  auth: AccessClaims,
  id: string,
  body: Partial<DocumentReasonBody>,
): Promise<void> {
  const reason = checkedMove(INVOICE_PAYMENT_LIFECYCLE, 'cancel', auth, body);
  await db.transaction().execute(async (trx) => {
    const locked = await lockWithholding(trx, auth.org, id);
    if (!locked) throw errors.withholdingNotFound();
    // A cancelled withholding changes no more, as a cancelled document.
    if (locked.row.status === 'CANCELLED') throw kernelErrors.statusNotValid();
    await cancelIn(trx, auth, locked.row, locked.number, reason);
  });
}

/** Cancels a withholding whose invoice the caller holds locked. */
export async function cancelIn(
  trx: Transaction<InvoicingDatabase>,
  auth: Actor,
  row: Pick<Row, 'id' | 'sales_invoice_id' | 'version'>,
  invoiceNumber: string,
  reason: string,
): Promise<void> {
  await trx
    .updateTable('invoice_withholdings')
    .set({
      status: 'CANCELLED',
      cancellation_reason: reason,
      cancelled_by: auth.sub,
      cancelled_at: new Date(),
      version: row.version + 1,
    })
    .where('id', '=', row.id)
    .execute();
  await logWithholding(
    trx,
    auth,
    row.sales_invoice_id,
    describeActivity('INVOICE_WITHHOLDING_CANCELLED', { invoice: invoiceNumber, reason }),
  );
  await publishInvoiceChanged(trx, auth.org, row.sales_invoice_id, 'WITHHOLDING_CANCELLED');
}

/** The withholdings as the API answers them, by their ids or by the invoice or payment they belong to. */
export async function withholdingsOf(
  db: Db,
  by: {
    paymentIds?: readonly string[];
    invoiceIds?: readonly string[];
    withholdingIds?: readonly string[];
  },
): Promise<WithholdingResponse[]> {
  const paymentIds = by.paymentIds ?? [];
  const invoiceIds = by.invoiceIds ?? [];
  const withholdingIds = by.withholdingIds ?? [];
  if (paymentIds.length === 0 && invoiceIds.length === 0 && withholdingIds.length === 0) return [];
  const rows = await db
    .selectFrom('invoice_withholdings as w')
    .innerJoin('sales_invoices as s', 's.id', 'w.sales_invoice_id')
    .selectAll('w')
    .select(['s.number', 's.currency'])
    .where((eb) =>
      eb.or([
        ...(paymentIds.length ? [eb('w.payment_id', 'in', [...paymentIds])] : []),
        ...(invoiceIds.length ? [eb('w.sales_invoice_id', 'in', [...invoiceIds])] : []),
        ...(withholdingIds.length ? [eb('w.id', 'in', [...withholdingIds])] : []),
      ]),
    )
    .orderBy('w.created_at')
    .execute();
  const slipFiles = await filesOf(db, { withholdingIds: rows.map((row) => row.id) });
  return rows.map((row) => ({
    id: row.id,
    invoice: { id: row.sales_invoice_id, number: row.number ?? '' },
    paymentId: row.payment_id,
    tax: 'PPH_23',
    base: row.base,
    rate: row.rate as WithholdingResponse['rate'],
    amount: row.amount,
    currency: row.currency,
    status: row.status as WithholdingResponse['status'],
    slip:
      row.slip_number && row.slip_date ? { number: row.slip_number, date: row.slip_date } : null,
    slipFile: slipFiles.get(row.id)?.[0] ?? null,
    createdAt: row.created_at.toISOString(),
    receivedAt: row.received_at?.toISOString() ?? null,
  }));
}
