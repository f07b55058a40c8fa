import { SALES_INVOICE_LIFECYCLE } from '../../../contracts/invoicing/lifecycles.js';
import { movesRules, needs, type ModuleRules } from '../module.js';

/** Who may call each sales invoices mutation: its moves' rules as their lifecycle declares them. */
export const salesInvoicesRules = {
  salesInvoiceCreate: needs('invoices:manage'),
  salesInvoiceEditDraft: needs('invoices:manage'),
  salesInvoiceChangeApprover: needs('invoices:manage'),
  salesInvoiceRecordTaxNumber: needs('invoices:manage'),
  salesInvoiceChooseFaktur: needs('invoices:manage'),
  salesInvoiceMarkShipped: needs('invoices:manage'),
  salesInvoiceMarkReceived: needs('invoices:manage'),
  // As the moves one at a time: submitting needs invoices:manage, approving invoices:approve.
  salesInvoicesBatchSubmit: needs('invoices:manage'),
  salesInvoicesBatchApprove: needs('invoices:approve'),
  ...movesRules('salesInvoice', SALES_INVOICE_LIFECYCLE),
} satisfies ModuleRules;
