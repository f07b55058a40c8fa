import type { CoretaxUnit } from '../../../formats/coretax-units.js';
import type { Transaction } from 'kysely';
import type { SalesInvoiceCreateBody } from '../../../contracts/invoicing/sales-invoices.js';
import { fromCents } from '../../../formats/cents.js';
import { discountWrittenOf, type TaxCode } from '../../../formats/document-totals.js';
import { plainQuantity } from '../../../formats/quantity.js';
import { serviceError } from '../../kit/errors.js';
import type { InvoicingDatabase } from '../db-types.js';
import type { ReadLines } from '../documents/lines.js';
import {
  fourDecimals,
  orderLinesTaken,
  takeOrderLines,
  tenThousandths,
} from '../documents/order-lines.js';
import { salesInvoiceDefinitions as definitions } from './errors.js';
import { lockReceiptsForInvoice } from './repository.js';

/**
 * An invoice's lines, from the order (what is left to invoice of the lines
 * named) or from its goods receipts (their lines as received: each receipt of
 * the order, received and billed by no other invoice). Either way an order
 * line is never invoiced for more than was ordered.
 */
export async function invoiceLines(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  orderId: string,
  body: Pick<SalesInvoiceCreateBody, 'lines' | 'goodsReceiptIds'>,
): Promise<{ lines: ReadLines['lines']; receiptIds: string[] }> {
  const orderLines =
    (await orderLinesTaken(trx, organizationId, [orderId], 'INVOICES')).get(orderId) ?? [];
  if (body.lines)
    return {
      lines: takeOrderLines(body.lines, orderLines, definitions.overOrdered),
      receiptIds: [],
    };
  const ids = body.goodsReceiptIds ?? [];
  const { receipts, lines } = await lockReceiptsForInvoice(trx, organizationId, ids);
  ids.forEach((id, index) => {
    const receipt = receipts.find((candidate) => candidate.id === id);
    const billable =
      receipt &&
      receipt.sales_order_id === orderId &&
      receipt.status === 'RECEIVED' &&
      !receipt.invoiced &&
      ids.indexOf(id) === index;
    if (!billable)
      throw serviceError(definitions.receiptNotInvoiceable, `goodsReceiptIds.${index}`, {
        receipt: receipt?.number ?? id,
      });
  });
  // What the receipts bill of each order line, on top of what invoices already took of it.
  const billed = new Map<number, bigint>();
  for (const line of lines)
    billed.set(
      line.order_line,
      (billed.get(line.order_line) ?? 0n) + tenThousandths(line.quantity),
    );
  for (const orderLine of orderLines) {
    const total = tenThousandths(orderLine.quantity);
    const taken = tenThousandths(orderLine.taken);
    if (taken + (billed.get(orderLine.position) ?? 0n) > total)
      throw serviceError(definitions.overOrdered, 'goodsReceiptIds', {
        line: orderLine.position,
        remaining: plainQuantity(fourDecimals(total - taken)),
        ordered: plainQuantity(orderLine.quantity),
      });
  }
  const ordered = [...lines].sort(
    (a, b) => ids.indexOf(a.document_id) - ids.indexOf(b.document_id),
  );
  return {
    lines: ordered.map((line) => ({
      product: line.product,
      description: line.description,
      quantity: plainQuantity(line.quantity),
      kind: line.kind,
      unit: line.unit as CoretaxUnit,
      unitPrice: line.unit_price,
      // A receipt line's discount holds what its percent took off (and, for a price with PPN in it, is
      // without PPN); the kernel takes the percent again of the same figures, in the price's own terms,
      // so the invoice line keeps the percent and comes to the same discount.
      discount: fromCents(
        discountWrittenOf({
          quantity: line.quantity,
          unitPrice: line.unit_price,
          discountPercent: line.discount_percent,
          priceIncludesTax: line.price_includes_tax,
          discount: line.discount,
          total: line.total,
        }),
      ),
      discountPercent: line.discount_percent,
      priceIncludesTax: line.price_includes_tax,
      luxuryRate: line.luxury_rate === null ? null : String(line.luxury_rate),
      taxCode: line.tax_code as TaxCode,
      sourceLineId: line.id,
    })),
    receiptIds: ids,
  };
}
