import {
  recurringInvoiceErrors as definitions,
  type RecurringInvoiceResponse,
} from '../../../contracts/invoicing/recurring-invoices.js';
import { documentFigures } from '../../../formats/document-totals.js';
import { ServiceError } from '../../kit/errors.js';
import type { Db } from '../db.js';
import { orderLinesTaken, takeOrderLines, type OrderLine } from '../documents/order-lines.js';
import type { TemplateRow } from './repository.js';

/** The message of a skip's code, as the contract words it. */
const skipMessage = (code: string) =>
  Object.values(definitions).find((definition) => definition.code === code)?.message ?? code;

/**
 * The next period's invoice as a run would write it now, from the order's
 * lines and what invoices took of them (the kernel's own taking and
 * figures); null while the order cannot give it (used up).
 */
function previewOf(template: TemplateRow, orderLines: readonly OrderLine[]) {
  try {
    const lines = takeOrderLines(template.lines, orderLines, definitions.orderUsedUp);
    const figures = documentFigures(lines, '0.00');
    if ('issue' in figures) return null;
    return {
      lines: lines.map((line, index) => ({
        ...line,
        position: index + 1,
        ...figures.lines[index]!,
      })),
      totals: {
        subtotal: figures.subtotal,
        documentDiscount: '0.00',
        discount: figures.discount,
        taxBase: figures.taxBase,
        otherTaxBase: figures.otherTaxBase,
        vat: figures.vat,
        luxuryTax: figures.luxuryTax,
        grandTotal: figures.grandTotal,
      },
    };
  } catch (error) {
    if (error instanceof ServiceError) return null;
    throw error;
  }
}

/** The templates as the API answers them, each with its next period's invoice as it would be written now. */
export async function toResponses(
  db: Db,
  organizationId: string,
  rows: readonly TemplateRow[],
): Promise<RecurringInvoiceResponse[]> {
  const orders = await orderLinesTaken(
    db,
    organizationId,
    [...new Set(rows.map((row) => row.sales_order_id))],
    'INVOICES',
  );
  return rows.map((row) => ({
    id: row.id,
    customer: {
      id: row.customer_id,
      name: row.customer_name,
      status: row.customer_status,
      billingCycle: row.billing_cycle,
    },
    salesOrder: { id: row.sales_order_id, number: row.order_number, status: row.order_status },
    currency: row.currency,
    lines: row.lines,
    preview: previewOf(row, orders.get(row.sales_order_id) ?? []),
    nextDate: row.next_date,
    endDate: row.end_date,
    count: row.max_count,
    issuedCount: row.issued_count,
    status: row.status,
    paymentTermDays: row.payment_term_days,
    bankDetails: row.bank_details,
    notes: row.notes,
    skipped:
      row.skipped_code && row.skipped_on
        ? { code: row.skipped_code, message: skipMessage(row.skipped_code), period: row.skipped_on }
        : null,
    lastInvoice:
      row.last_invoice_id && row.last_period
        ? { id: row.last_invoice_id, period: row.last_period }
        : null,
    createdAt: row.created_at.toISOString(),
    version: row.version,
  }));
}
