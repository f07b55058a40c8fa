import { sql, type Selectable, type Transaction } from 'kysely';
import type {
  SalesInvoiceListQuery,
  SalesInvoiceResponse,
} from '../../../contracts/invoicing/sales-invoices.js';
import { facilityStampOf, type FacilityTrxCode } from '../../../formats/coretax-facilities.js';
import type { InvoicingDatabase, SalesInvoices } from '../db-types.js';
import type { Db } from '../db.js';
import { cancellationOf, linesFromOrder, linesOf, totalsOf } from '../documents/lines.js';
import { LINE_VALUES } from '../documents/order-lines.js';
import { pph23Rate } from '../../../formats/pph23.js';
import { withholdingsOf } from '../invoice-payments/withholdings.js';
import { billed } from '../goods-receipts/repository.js';
import { milestonesSettled, nextMilestone, type Milestone } from './milestones.js';

export type SalesInvoiceRow = Selectable<SalesInvoices> & {
  customer_name: string;
  order_number: string;
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The faktur of code 07 or 08 an invoice names, with the stamp its facility prints; null when none. */
export function fakturFacilityOf(
  row: Pick<
    Selectable<SalesInvoices>,
    'faktur_code' | 'faktur_add_info' | 'faktur_custom_doc' | 'faktur_custom_doc_month'
  >,
): SalesInvoiceResponse['fakturFacility'] {
  if (!row.faktur_code || !row.faktur_add_info) return null;
  return {
    trxCode: row.faktur_code as FacilityTrxCode,
    addInfo: row.faktur_add_info,
    facilityStamp: facilityStampOf(row.faktur_add_info),
    customDoc: row.faktur_custom_doc,
    customDocMonth: row.faktur_custom_doc_month,
  };
}

/** The kurs pajak a foreign invoice was issued at, with its rupiah tax figures (migrations/0045); null before or without. */
function taxConversionOf(row: Selectable<SalesInvoices>): SalesInvoiceResponse['taxConversion'] {
  const {
    tax_rate,
    tax_rate_source,
    tax_rate_valid_from,
    idr_tax_base,
    idr_other_tax_base,
    idr_vat,
    idr_luxury_tax,
  } = row;
  if (!tax_rate || !tax_rate_source || !tax_rate_valid_from) return null;
  if (!idr_tax_base || !idr_other_tax_base || !idr_vat || !idr_luxury_tax) return null;
  return {
    rate: tax_rate,
    source: tax_rate_source,
    validFrom: tax_rate_valid_from,
    taxBase: idr_tax_base,
    otherTaxBase: idr_other_tax_base,
    vat: idr_vat,
    luxuryTax: idr_luxury_tax,
  };
}

function invoices(db: Db, organizationId: string) {
  return db
    .selectFrom('sales_invoices as i')
    .innerJoin('customers as c', 'c.id', 'i.customer_id')
    .innerJoin('sales_orders as o', 'o.id', 'i.sales_order_id')
    .selectAll('i')
    .select([
      // An issued invoice names its buyer as issued (its `buyer`); a draft, the customer as it is now.
      sql<string>`coalesce(i.buyer ->> 'name', c.name, c.email)`.as('customer_name'),
      'o.number as order_number',
    ])
    .where('i.organization_id', '=', organizationId);
}

/** The order an invoice is written for, under its lock, with what the invoice takes of its buyer and the buyer's status and cycle. */
export function lockOrderForInvoice(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  id: string,
) {
  return trx
    .selectFrom('sales_orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      'o.id',
      'o.number',
      'o.status',
      'o.order_date',
      'o.currency',
      'o.customer_id',
      'o.po_reference',
      'c.payment_term_days',
      sql<string>`coalesce(c.name, c.email)`.as('customer_name'),
      // The buyer's status and cycle now, which a recurring invoice's period checks.
      ...(['c.status as customer_status', 'c.billing_cycle'] as const),
    ])
    .where('o.organization_id', '=', organizationId)
    .where('o.id', '=', id)
    .forUpdate('o')
    .executeTakeFirst();
}

/**
 * The receipts `ids` of the organisation under their lock, with their lines
 * (each naming the order line it took), and whether an invoice that is not
 * cancelled bills them already.
 */
export async function lockReceiptsForInvoice(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  ids: readonly string[],
) {
  const receipts = await trx
    .selectFrom('goods_receipts as g')
    .select(['g.id', 'g.number', 'g.sales_order_id', 'g.status', billed('g').as('invoiced')])
    .where('g.organization_id', '=', organizationId)
    .where('g.id', 'in', ids)
    .forUpdate('g')
    .execute();
  const lines = await trx
    .selectFrom('document_lines as l')
    .innerJoin('document_lines as source', 'source.id', 'l.source_line_id')
    .select(['l.id', 'l.document_id', ...LINE_VALUES, 'source.position as order_line'])
    .where('l.document_type', '=', 'GOODS_RECEIPT')
    .where('l.document_id', 'in', ids)
    .orderBy('l.document_id')
    .orderBy('l.position')
    .execute();
  return { receipts, lines };
}

/** The invoice under its lock, or undefined when the organisation has none with that id. */
export function lockInvoice(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  id: string,
) {
  return invoices(trx, organizationId).where('i.id', '=', id).forUpdate('i').executeTakeFirst();
}

/**
 * The organisation's invoices among `ids` under their locks, taken in id
 * order (the sort is below the lock), so that batches over the same invoices
 * wait on each other rather than deadlock; others' are left out.
 */
export function lockInvoices(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  ids: readonly string[],
) {
  return invoices(trx, organizationId)
    .where('i.id', 'in', ids)
    .orderBy('i.id')
    .forUpdate('i')
    .execute();
}

/** The organisation's invoices with these ids (others' are left out). */
export async function findInvoices(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<SalesInvoiceRow[]> {
  if (ids.length === 0) return [];
  return invoices(db, organizationId).where('i.id', 'in', ids).execute();
}

/** The organisation's invoices the list's filters keep. */
export function filteredInvoices(db: Db, organizationId: string, query: SalesInvoiceListQuery) {
  let filtered = invoices(db, organizationId);
  if (query.status) filtered = filtered.where('i.status', '=', query.status);
  if (query.customerId) filtered = filtered.where('i.customer_id', '=', query.customerId);
  if (query.salesOrderId) filtered = filtered.where('i.sales_order_id', '=', query.salesOrderId);
  // Short only by a slip: nothing left to pay in money, and a withholding awaiting its slip.
  if (query.awaitingSlip)
    filtered = filtered
      .where('i.status', '=', 'ISSUED')
      .where('i.remaining_amount', '=', '0')
      .where('i.withholding_pending', '>', '0');
  return filtered;
}

/** An invoice's milestones as stored, with what is settled of each, and the next one due. */
function milestonesOf(
  rows: readonly Awaited<ReturnType<typeof milestoneRows>>[number][],
  invoice: { grand_total: string; remaining_amount: string },
): Pick<SalesInvoiceResponse, 'milestones' | 'nextMilestone'> {
  const milestones = milestonesSettled(
    rows.map(({ invoice_id: _invoice, ...milestone }) => milestone),
    { grandTotal: invoice.grand_total, remainingAmount: invoice.remaining_amount },
  );
  return { milestones, nextMilestone: nextMilestone(milestones) };
}

/** One invoice's milestones with what is settled of each, from its amounts (read under its lock by a caller that holds it). */
export async function invoiceMilestones(
  db: Db,
  invoice: { id: string; grand_total: string; remaining_amount: string },
): Promise<SalesInvoiceResponse['milestones']> {
  return milestonesOf(await milestoneRows(db, [invoice.id]), invoice).milestones;
}

/** The stored milestones of the invoices `ids`, each invoice's in due order. */
function milestoneRows(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('invoice_milestones')
    .select(['invoice_id', 'position', 'name', 'percent', 'amount', 'due_date as dueDate'])
    .where('invoice_id', 'in', ids)
    .orderBy('position')
    .execute();
}

/** The invoices as the API answers them, lines, milestones and receipts included. */
export async function toResponses(
  db: Db,
  rows: readonly SalesInvoiceRow[],
  actionsOf: (row: SalesInvoiceRow) => string[],
): Promise<SalesInvoiceResponse[]> {
  const ids = rows.map((row) => row.id);
  const [lines, milestones, receipts, withholdings] = await Promise.all([
    linesOf(db, 'SALES_INVOICE', ids),
    milestoneRows(db, ids),
    ids.length === 0
      ? []
      : db
          .selectFrom('invoice_receipts as r')
          .innerJoin('goods_receipts as g', 'g.id', 'r.goods_receipt_id')
          .select(['r.invoice_id', 'g.id', 'g.number'])
          .where('r.invoice_id', 'in', ids)
          .orderBy('g.number')
          .execute(),
    withholdingsOf(db, { invoiceIds: ids }),
  ]);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    customer: { id: row.customer_id, name: row.customer_name },
    salesOrder: { id: row.sales_order_id, number: row.order_number },
    goodsReceipts: receipts
      .filter((receipt) => receipt.invoice_id === row.id)
      .map((receipt) => ({ id: receipt.id, number: receipt.number })),
    poReference: row.po_reference,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    paymentTermDays: row.payment_term_days,
    currency: row.currency,
    status: row.status as SalesInvoiceResponse['status'],
    lines: linesFromOrder(lines.get(row.id) ?? []),
    totals: totalsOf(row),
    ...milestonesOf(
      milestones.filter((milestone) => milestone.invoice_id === row.id),
      row,
    ),
    paidAmount: row.paid_amount,
    creditedAmount: row.credited_amount,
    remainingAmount: row.remaining_amount,
    withheldAmount: row.withheld_amount,
    // Both from the one fact issuing fixed (migrations/0055), never from the company profile now.
    withholdingRate: row.seller_had_npwp === null ? null : pph23Rate(row.seller_had_npwp),
    sellerHadNpwp: row.seller_had_npwp,
    withholding:
      withholdings.find(
        (withholding) => withholding.invoice.id === row.id && withholding.status !== 'CANCELLED',
      ) ?? null,
    bankDetails: row.bank_details,
    notes: row.notes,
    taxInvoiceNumber: row.tax_invoice_number,
    fakturFacility: fakturFacilityOf(row),
    taxConversion: taxConversionOf(row),
    delivery: row.delivery_status
      ? {
          status: row.delivery_status as 'OPEN' | 'SHIPPED' | 'RECEIVED',
          shippedOn: row.shipped_on,
          address: row.shipping_address,
          receivedOn: row.received_on,
        }
      : null,
    approver: row.approver_id ? { id: row.approver_id } : null,
    submission:
      row.submitted_by && row.submitted_at
        ? { by: row.submitted_by, at: iso(row.submitted_at)! }
        : null,
    approval:
      row.approved_by && row.approved_at
        ? { by: row.approved_by, at: iso(row.approved_at)! }
        : null,
    cancellation: cancellationOf(row),
    return:
      row.return_reason && row.returned_by && row.returned_at
        ? { reason: row.return_reason, by: row.returned_by, at: iso(row.returned_at)! }
        : null,
    actions: actionsOf(row),
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    version: row.version,
  }));
}

/** Writes an invoice's milestones (numbered from 1) and the receipts it bills, in the transaction that writes it. */
export async function insertInvoiceParts(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  invoiceId: string,
  parts: { milestones: readonly Milestone[]; receiptIds: readonly string[] },
): Promise<void> {
  if (parts.milestones.length > 0)
    await trx
      .insertInto('invoice_milestones')
      .values(
        parts.milestones.map(({ dueDate, ...milestone }, index) => ({
          invoice_id: invoiceId,
          organization_id: organizationId,
          position: index + 1,
          ...milestone,
          due_date: dueDate,
        })),
      )
      .execute();
  if (parts.receiptIds.length > 0)
    await trx
      .insertInto('invoice_receipts')
      .values(
        parts.receiptIds.map((receiptId) => ({
          invoice_id: invoiceId,
          goods_receipt_id: receiptId,
          organization_id: organizationId,
        })),
      )
      .execute();
}
