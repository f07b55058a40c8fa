import type { SalesInvoiceResponse } from '../../../contracts/invoicing/sales-invoices.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { can } from '../../guards.js';

/**
 * Home's "Waiting for approval" for invoices: how many wait for the viewer
 * (the invoicing service counts them for the caller) and the ones that have
 * waited longest, for a member who may approve invoices.
 */
export const homeApprovalResolvers: Resolvers = {
  HomeApprovals: {
    invoices: (_approvals, _args, context) =>
      can(context, 'invoices:approve')
        ? context.api.salesInvoices.awaitingApproval(context.caller)
        : null,
  },
  HomeInvoiceApprovals: {
    waiting: async ({ invoiceIds }, _args, context) => {
      const invoices = await context.loaders.salesInvoice.loadMany(invoiceIds);
      // One approved or cancelled between the two calls is left out rather than failing Home.
      return invoices.filter(
        (invoice): invoice is SalesInvoiceResponse =>
          invoice !== null && !(invoice instanceof Error),
      );
    },
  },
};
