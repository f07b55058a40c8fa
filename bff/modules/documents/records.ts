import type { Currency, DocumentLineInput, Scalars } from '../../__generated__/resolvers-types.js';
import type {
  DocumentLineBody,
  DocumentLineResponse,
  DocumentTotalsResponse,
} from '../../../contracts/invoicing/documents.js';
import type { InvoiceMilestoneResponse } from '../../../contracts/invoicing/sales-invoices.js';
import type { Context } from '../../context.js';
import { withoutNulls } from '../../upstream/fields.js';

/** A document's line with the document's currency, which its figures are in. */
export type DocumentLineRecord = DocumentLineResponse & { currency: string; orderLine?: number };
/** A document's totals with the document's currency. */
export type DocumentTotalsRecord = DocumentTotalsResponse & { currency: string };

/** A move without a reason on an order (its approval, its closure): by whom, when; null before it is made. */
type OrderAct = { by: string; at: string } | null;

/** An order's approval and closure as the schema's `approvedBy`, `approvedAt`, `closedBy` and `closedAt` (a sales order's, a purchase order's). */
export const orderActs = {
  approvedBy: (order: { approval: OrderAct }, _args: unknown, context: Context) =>
    order.approval ? context.loaders.user.load(order.approval.by) : null,
  approvedAt: (order: { approval: OrderAct }) => order.approval?.at ?? null,
  closedBy: (order: { closure: OrderAct }, _args: unknown, context: Context) =>
    order.closure ? context.loaders.user.load(order.closure.by) : null,
  closedAt: (order: { closure: OrderAct }) => order.closure?.at ?? null,
};

/** An amount as Money in its document's currency: every invoicing document's figures. */
export const moneyIn = (owner: { currency: string }, amount: string) => ({
  amount,
  currency: owner.currency as Currency,
});

/** What every document form writes beside its party and dates: notes, a discount on the whole, and the lines, as the service takes them. */
export function documentBody(input: {
  notes?: string | null;
  documentDiscount?: Scalars['Decimal']['input'] | null;
  pricesIncludeTax?: boolean | null;
  lines: readonly DocumentLineInput[];
}): {
  notes?: string;
  documentDiscount?: string;
  pricesIncludeTax?: boolean;
  lines: DocumentLineBody[];
} {
  return {
    ...withoutNulls({
      notes: input.notes,
      documentDiscount: input.documentDiscount,
      pricesIncludeTax: input.pricesIncludeTax,
    }),
    lines: input.lines.map((line) => ({
      product: line.product,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      taxCode: line.taxCode,
      ...withoutNulls({
        description: line.description,
        discount: line.discount,
        discountPercent: line.discountPercent,
        luxuryRate: line.luxuryRate,
        kind: line.kind,
        unit: line.unit,
      }),
    })),
  };
}

/** An invoice's figures as the schema has them, each in the invoice's currency: its lines, totals, milestones, and what is paid, credited and left. */
export const invoiceFigures = {
  lines: <I extends InvoiceFigures>(invoice: I) =>
    invoice.lines.map((line) => ({ ...line, currency: invoice.currency })),
  totals: <I extends InvoiceFigures>(invoice: I) => ({
    ...invoice.totals,
    currency: invoice.currency,
  }),
  milestones: <I extends InvoiceFigures>(invoice: I) =>
    invoice.milestones.map((milestone) => ({ ...milestone, currency: invoice.currency })),
  paidAmount: (invoice: InvoiceFigures) => moneyIn(invoice, invoice.paidAmount),
  creditedAmount: (invoice: InvoiceFigures) => moneyIn(invoice, invoice.creditedAmount),
  remainingAmount: (invoice: InvoiceFigures) => moneyIn(invoice, invoice.remainingAmount),
};

/** What an invoice's figures are read from (a staff's invoice, a buyer's). */
type InvoiceFigures = {
  currency: string;
  lines: readonly DocumentLineResponse[];
  totals: DocumentTotalsResponse;
  milestones: readonly InvoiceMilestoneResponse[];
  paidAmount: string;
  creditedAmount: string;
  remainingAmount: string;
};
