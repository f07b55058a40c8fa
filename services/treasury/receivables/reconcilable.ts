import type {
  ReceivableListResponse,
  ReceivableResponse,
} from '../../../contracts/invoicing/receivables.js';
import { ServiceError } from '../../kit/errors.js';
import type { OnBehalfOf } from '../../kit/service-client.js';
import { reconciliationErrors as errors } from '../reconciliation/errors.js';
import type { RemoteKind } from '../reconciliation/repository/sides.js';
import {
  closeUnlisted,
  remoteSource,
  saveRemoteCopies,
  type RemoteItemCopy,
  type RemoteSourceDefinition,
} from '../reconciliation/sources/remote.js';
import type { ServiceClients } from '../reconciliation/sources/source.js';

/** A receivable as the treasury keeps its copy: money its buyer pays in, by its date, known by its number. */
const copyOf = (receivable: ReceivableResponse): RemoteItemCopy => ({
  id: receivable.id,
  direction: 'CREDIT',
  currency: receivable.currency,
  amount: receivable.settleable,
  open: receivable.open,
  dueDate: receivable.dueDate,
  reference: receivable.number,
  counterpartyName: receivable.customerName,
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

/**
 * The receivables of one kind the invoicing service holds, under `path`
 * (contracts/invoicing/receivables.ts), as reconcilable items. Their copy is
 * brought up to date before a match locks them and before a run reads them;
 * a match made settles them in invoicing before it commits (a refusal there
 * refuses the match), and a match removed takes that back.
 */
function invoicingSource(
  kind: RemoteKind,
  path: string,
  definition: Pick<RemoteSourceDefinition, 'notFound' | 'notOpen' | 'label'>,
) {
  const settlementPath = (id: string, reconciliationId: string) =>
    `${path}/${encodeURIComponent(id)}/settlements/${encodeURIComponent(reconciliationId)}`;
  return remoteSource({
    kind,
    ...definition,
    remote: {
      async refresh(db, clients, caller: OnBehalfOf, ids) {
        const client = invoicing(clients);
        if (ids) {
          if (ids.length === 0) return;
          const { items } = await asking(() =>
            client.call<ReceivableListResponse>(caller, { method: 'GET', path, query: { ids } }),
          );
          await saveRemoteCopies(db, caller.organizationId, kind, items.map(copyOf));
          return;
        }
        const listed: string[] = [];
        let after: string | undefined;
        for (;;) {
          const page = await asking(() =>
            client.call<ReceivableListResponse>(caller, { method: 'GET', path, query: { after } }),
          );
          await saveRemoteCopies(db, caller.organizationId, kind, page.items.map(copyOf));
          listed.push(...page.items.map((item) => item.id));
          if (!page.hasMore || page.items.length === 0) break;
          after = page.items.at(-1)!.id;
        }
        await closeUnlisted(db, caller.organizationId, kind, listed);
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
}

/** Sales invoices of the invoicing service: a bank credit pays an issued invoice (as a payment of its buyer). */
export const salesInvoiceSource = invoicingSource('SALES_INVOICE', '/receivables', {
  notFound: errors.invoiceNotFound,
  notOpen: errors.invoiceNotOpen,
  label: (invoice) =>
    `invoice ${invoice.reference} due ${invoice.due_date} to "${invoice.counterparty_name}"`,
});

/** Payments members recorded by hand in invoicing: the bank line that brought a payment's money settles it. */
export const invoicePaymentSource = invoicingSource('INVOICE_PAYMENT', '/receivable-payments', {
  notFound: errors.invoicePaymentNotFound,
  notOpen: errors.invoicePaymentNotOpen,
  label: (payment) =>
    `payment ${payment.reference} of ${payment.due_date} from "${payment.counterparty_name}"`,
});
