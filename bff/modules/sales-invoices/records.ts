import type { SalesInvoiceResponse } from '../../../contracts/invoicing/sales-invoices.js';

/** A milestone with its invoice's currency, which its amount is in. */
export type InvoiceMilestoneRecord = SalesInvoiceResponse['milestones'][number] & {
  currency: string;
};
