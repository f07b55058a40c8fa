import { needs, type ModuleRules } from '../module.js';

/** Who may call each recurring invoices mutation (services/invoicing/recurring-invoices/ checks the same). */
export const recurringInvoicesRules = {
  recurringInvoiceCreate: needs('invoices:manage'),
  recurringInvoiceUpdate: needs('invoices:manage'),
  recurringInvoicePause: needs('invoices:manage'),
  recurringInvoiceResume: needs('invoices:manage'),
  recurringInvoiceIssue: needs('invoices:manage'),
  recurringInvoiceDelete: needs('invoices:manage'),
} satisfies ModuleRules;
