import { sql, type Transaction } from 'kysely';
import type { ErrorDefinition } from '../../../contracts/common/errors.js';
import { compareAmounts, isPositiveAmount, parseWrittenAmount } from '../../../formats/amount.js';
import { toCents } from '../../../formats/cents.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import { invoicesWithBuyer } from './invoices-with-buyer.js';

/**
 * What takes money off a buyer's issued invoices, whether a credit memo's
 * applications or a payment's allocations: the same rules, the same locks
 * and the same refusals (each from its own contract). The invoices are locked
 * in id order, as every writer of either takes them, so two never deadlock;
 * each is the source's buyer's, in its currency, issued, with enough left;
 * together they take no more than the source has left. The database holds the
 * same (migrations/0028-baseline, credit memos and invoice payments) whatever the code does.
 */

/** The refusals of one kind of source, from its contract. */
export type AllocationRefusals = {
  amount: ErrorDefinition;
  twice: ErrorDefinition;
  invoiceNotFound: ErrorDefinition;
  otherBuyer: ErrorDefinition;
  invoiceNotOpen: ErrorDefinition;
  overInvoice: ErrorDefinition;
  /** More than the source has left: `{remaining}`. */
  overSource: ErrorDefinition;
};

/** An amount as the API takes it, more than 0 with at most two decimals (`1500000.5`), made canonical (`1500000.50`). */
export function positiveAmount(text: string): string | null {
  if (!/^\d{1,18}(\.\d{1,2})?$/.test(text)) return null;
  const amount = parseWrittenAmount(text);
  return amount && isPositiveAmount(amount) ? amount : null;
}

/**
 * What to take off one invoice. `rounding`, only for a payment made at
 * checkout, is the part of `amount` that is no money of the source: the sen a
 * charge in whole rupiah left out, settled with the rest of the invoice
 * (migrations/0032).
 */
export type AllocationRequest = {
  invoiceId: string;
  amount: string;
  field: string;
  rounding?: string;
};

/** The requested allocations, each amount checked and made canonical, each invoice once. */
export function readAllocations(
  items: readonly { invoiceId: string; amount: string }[],
  refusals: AllocationRefusals,
  field: string,
): AllocationRequest[] {
  const seen = new Set<string>();
  return items.map((item, index) => {
    if (seen.has(item.invoiceId)) throw serviceError(refusals.twice);
    seen.add(item.invoiceId);
    const amount = positiveAmount(item.amount);
    if (!amount) throw serviceError(refusals.amount, `${field}.${index}.amount`);
    return { invoiceId: item.invoiceId, amount, field: `${field}.${index}` };
  });
}

/** Invoices as something is allocated to them, under their locks, in id order; the organisation's only. */
export async function lockInvoicesForAllocation(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return [];
  return invoicesWithBuyer(trx)
    .select([
      's.customer_id',
      sql<string>`to_char(s.invoice_date, 'YYYY-MM-DD')`.as('invoice_date'),
      sql<string>`to_char(s.due_date, 'YYYY-MM-DD')`.as('due_date'),
      's.remaining_amount as remaining',
    ])
    .where('s.organization_id', '=', organizationId)
    .where('s.id', 'in', [...ids])
    .orderBy('s.id')
    .forUpdate('s')
    .execute();
}

export type AllocatableInvoice = Awaited<ReturnType<typeof lockInvoicesForAllocation>>[number];

/** What allocates: its buyer and currency, and what it has left. */
export type AllocationSource = {
  customer_id: string;
  customer_name: string;
  currency: string;
  remaining: string;
};

/**
 * Refuses an invoice that may take nothing off `source`: another buyer's, in
 * another currency, or not issued (draft, paid, cancelled). Answers the
 * invoice's number, as the refusals that follow name it.
 */
export function openInvoiceOf(
  source: AllocationSource,
  invoice: AllocatableInvoice,
  refusals: Pick<AllocationRefusals, 'otherBuyer' | 'invoiceNotOpen'>,
): string {
  const number = invoice.number ?? '';
  if (invoice.customer_id !== source.customer_id || invoice.currency !== source.currency)
    throw serviceError(refusals.otherBuyer, undefined, {
      number,
      customer: source.customer_name,
      currency: source.currency,
    });
  if (invoice.status !== 'ISSUED')
    throw serviceError(refusals.invoiceNotOpen, undefined, { number });
  return number;
}

/**
 * Checks allocations of a source to invoices the caller holds locked, and
 * returns what they take of the source in cents (their rounding aside): each
 * invoice found, the source's buyer's in its currency, issued, with enough
 * left; together within the source.
 */
export function checkAllocations(
  source: AllocationSource,
  invoices: ReadonlyMap<string, AllocatableInvoice>,
  allocations: readonly AllocationRequest[],
  refusals: AllocationRefusals,
): bigint {
  let total = 0n;
  for (const allocation of allocations) {
    const invoice = invoices.get(allocation.invoiceId);
    if (!invoice) throw serviceError(refusals.invoiceNotFound, `${allocation.field}.invoiceId`);
    const number = openInvoiceOf(source, invoice, refusals);
    if (compareAmounts(allocation.amount, invoice.remaining) > 0)
      throw serviceError(refusals.overInvoice, undefined, {
        number,
        remaining: invoice.remaining,
        currency: source.currency,
      });
    total += toCents(allocation.amount) - toCents(allocation.rounding ?? '0.00');
  }
  if (total > toCents(source.remaining))
    throw serviceError(refusals.overSource, undefined, {
      remaining: source.remaining,
      currency: source.currency,
    });
  return total;
}
