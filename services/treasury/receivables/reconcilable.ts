import type {
  ReceivableListResponse,
  ReceivableResponse,
} from '../../../contracts/invoicing/receivables.js';
import { ServiceError } from '../../kit/errors.js';
import type { OnBehalfOf } from '../../kit/service-client.js';
import { reconciliationErrors as errors } from '../reconciliation/errors.js';
import {
  closeUnlisted,
  remoteSource,
  saveRemoteCopies,
  type RemoteItemCopy,
} from '../reconciliation/sources/remote.js';
import type { ServiceClients } from '../reconciliation/sources/source.js';

/** An invoice as the treasury keeps its copy: money its buyer pays in, due on its due date, known by its number. */
const copyOf = (invoice: ReceivableResponse): RemoteItemCopy => ({
  id: invoice.id,
  direction: 'CREDIT',
  currency: invoice.currency,
  amount: invoice.settleable,
  open: invoice.open,
  dueDate: invoice.dueDate,
  reference: invoice.number,
  counterpartyName: invoice.customerName,
});

/** The invoicing service, or the refusal that it cannot be reached (nothing is changed then). */
function invoicing(clients: ServiceClients) {
  if (!clients.invoicing) throw errors.invoicingUnavailable();
  return clients.invoicing;
}

/** Runs a call to the invoicing service: its refusals pass on as they are, anything else is "cannot be reached". */
async function asking<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    throw errors.invoicingUnavailable();
  }
}

const settlementPath = (invoiceId: string, reconciliationId: string) =>
  `/receivables/${encodeURIComponent(invoiceId)}/settlements/${encodeURIComponent(reconciliationId)}`;

/**
 * Sales invoices of the invoicing service as reconcilable items: a bank
 * credit settles an issued invoice (contracts/invoicing/receivables.ts).
 * Their copy is brought up to date before a match locks them and before a
 * run reads them; a match made settles them in invoicing before it commits
 * (a refusal there refuses the match), and a match removed takes that back.
 */
export const salesInvoiceSource = remoteSource({
  kind: 'SALES_INVOICE',
  notFound: errors.invoiceNotFound,
  notOpen: errors.invoiceNotOpen,
  label: (invoice) =>
    `invoice ${invoice.reference} due ${invoice.due_date} to "${invoice.counterparty_name}"`,
  remote: {
    async refresh(db, clients, caller: OnBehalfOf, ids) {
      const client = invoicing(clients);
      if (ids) {
        if (ids.length === 0) return;
        const { items } = await asking(() =>
          client.call<ReceivableListResponse>(caller, {
            method: 'GET',
            path: '/receivables',
            query: { ids },
          }),
        );
        await saveRemoteCopies(db, caller.organizationId, 'SALES_INVOICE', items.map(copyOf));
        return;
      }
      const listed: string[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await asking(() =>
          client.call<ReceivableListResponse>(caller, {
            method: 'GET',
            path: '/receivables',
            query: { after },
          }),
        );
        await saveRemoteCopies(db, caller.organizationId, 'SALES_INVOICE', page.items.map(copyOf));
        listed.push(...page.items.map((item) => item.id));
        if (!page.hasMore || page.items.length === 0) break;
        after = page.items.at(-1)!.id;
      }
      await closeUnlisted(db, caller.organizationId, 'SALES_INVOICE', listed);
    },
    async apply(clients, caller, match) {
      const client = invoicing(clients);
      for (const item of match.items) {
        await asking(() =>
          client.call(caller, {
            method: 'PUT',
            path: settlementPath(item.id, match.reconciliationId),
            body: { amount: item.amount, bookedOn: match.bookedOn },
          }),
        );
      }
    },
    async undo(clients, caller, match) {
      const client = invoicing(clients);
      for (const item of match.items) {
        await asking(() =>
          client.call(caller, {
            method: 'DELETE',
            path: settlementPath(item.id, match.reconciliationId),
          }),
        );
      }
    },
  },
});
