import { defineLifecycle } from '../documents/lifecycle.js';

/**
 * A sales invoice's lifecycle: written as a draft, submitted for approval,
 * approved (by another member than its author and its submitter, whatever
 * the company's controls; and by the approver it names, if any) and so issued with its number; cancelled with a reason until it
 * is paid. Payments move an issued invoice to PAID (the receivables' work).
 */
export const SALES_INVOICE_LIFECYCLE = defineLifecycle({
  document: 'SALES_INVOICE',
  statuses: ['DRAFT', 'PENDING_APPROVAL', 'ISSUED', 'PAID', 'CANCELLED'],
  terminal: ['PAID', 'CANCELLED'],
  transitions: [
    {
      action: 'submit',
      from: ['DRAFT'],
      to: 'PENDING_APPROVAL',
      permissions: ['invoices:manage'],
      message: 'SALES_INVOICE_SUBMITTED',
    },
    {
      action: 'approve',
      from: ['PENDING_APPROVAL'],
      to: 'ISSUED',
      permissions: ['invoices:approve'],
      message: 'SALES_INVOICE_ISSUED',
      byAnother: 'always',
    },
    {
      action: 'cancel',
      from: ['DRAFT', 'PENDING_APPROVAL', 'ISSUED'],
      to: 'CANCELLED',
      permissions: ['invoices:cancel'],
      message: 'SALES_INVOICE_CANCELLED',
      reason: 'required',
    },
  ],
});

export type SalesInvoiceAction = (typeof SALES_INVOICE_LIFECYCLE.transitions)[number]['action'];
