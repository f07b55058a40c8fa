import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useInvoiceReloadQuery } from '../../__generated__/useInvoiceReloadQuery.graphql';

const invoiceReloadQuery = graphql`
  query useInvoiceReloadQuery($id: ID!) {
    node(id: $id) {
      ... on SalesInvoice {
        ...InvoiceDetail_salesInvoice @alias(as: "detail")
      }
    }
  }
`;

/**
 * Asks the server again for everything the invoice's page shows, and
 * resolves once the store holds it. A payment's mutation answers the payment,
 * not the invoices it paid: their status, what they have left and their
 * Payments tab come back this way. A failed reload is ignored: the change it
 * follows is saved, and the page keeps what it showed.
 */
export function useInvoiceReload(): (invoiceId: string) => Promise<void> {
  const environment = useRelayEnvironment();
  return useCallback(
    (invoiceId: string) =>
      fetchQuery<useInvoiceReloadQuery>(
        environment,
        invoiceReloadQuery,
        { id: invoiceId },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .then(
          () => undefined,
          () => undefined,
        ),
    [environment],
  );
}
