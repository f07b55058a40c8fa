import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useInvoiceLinkUpdatesSubscription } from '../../__generated__/useInvoiceLinkUpdatesSubscription.graphql';

const invoiceLinkUpdated = graphql`
  subscription useInvoiceLinkUpdatesSubscription($token: String!) {
    invoiceLinkUpdated(token: $token) {
      state
      expiresAt
      invoice {
        number
        status
        ...BuyerInvoice_invoice
      }
      checkout {
        ...CheckoutPay_checkout
        charge {
          ...CheckoutReturnPage_charge @relay(mask: false)
        }
      }
    }
  }
`;

/**
 * While a buyer's page of an invoice link is open (the invoice with checkout,
 * or the way back from the gateway), the link's invoice as it changes
 * reaches it without a reload: paid when the gateway's notification or a
 * status check pays the charge, a charge expired or failed, what is left
 * after another payment or a credit, the link spent or expired. Each answer
 * becomes what the page's `invoiceLink(token)` reads, so both pages show it
 * at once. The socket needs no session; if it ends, the page's status check
 * still works.
 */
export function useInvoiceLinkUpdates(token: string): void {
  const config = useMemo<GraphQLSubscriptionConfig<useInvoiceLinkUpdatesSubscription>>(
    () => ({
      subscription: invoiceLinkUpdated,
      variables: { token },
      updater: (store) => {
        const updated = store.getRootField('invoiceLinkUpdated');
        if (updated) store.getRoot().setLinkedRecord(updated, 'invoiceLink', { token });
      },
      onError: () => undefined,
    }),
    [token],
  );
  useSubscription(config);
}
