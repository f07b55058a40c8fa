import { needs, type ModuleRules } from '../module.js';

/** Who may call each sales invoices mutation (contracts/invoicing/lifecycles.ts declares the same). */
export const salesInvoicesRules = {
  salesInvoiceCreate: needs('invoices:manage'),
  salesInvoiceSubmit: needs('invoices:manage'),
  salesInvoiceApprove: needs('invoices:approve'),
  salesInvoiceCancel: needs('invoices:cancel'),
  salesInvoiceChangeApprover: needs('invoices:manage'),
  salesInvoiceRecordTaxNumber: needs('invoices:manage'),
  salesInvoiceMarkShipped: needs('invoices:manage'),
  salesInvoiceMarkReceived: needs('invoices:manage'),
} satisfies ModuleRules;
