import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { invoiceFigures } from '../documents/records.js';
import { defineModule } from '../module.js';
import type { InvoiceLinkRecord } from './records.js';
import { InvoiceLinksApi } from './upstream.js';
import { watchInvoiceLink } from './watch.js';
import { LINK_TOKEN } from '../../upstream/fields.js';

const resolvers: Resolvers = {
  Query: {
    // The buyer's: no session needed, none sent (the token names the invoice).
    invoiceLink: async (_root, { token }, context) =>
      LINK_TOKEN.test(token)
        ? { ...(await context.api.invoiceLinks.view(context.caller, token)), token }
        : { state: 'EXPIRED', expiresAt: null, invoice: null, token },
  },
  Subscription: {
    invoiceLinkUpdated: {
      // The buyer's too: the token is checked at once and read again at each change of its invoice.
      subscribe: (_root, { token }, context) => watchInvoiceLink(context, token) as never,
      resolve: (link: InvoiceLinkRecord) => link,
    },
  },
  InvoiceLinkInvoice: invoiceFigures,
};

/** A buyer's link to an issued invoice: what it opens, read with its token and no account. */
export const invoiceLinksModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers,
  upstream: (clients) => new InvoiceLinksApi(clients.invoicing),
});
