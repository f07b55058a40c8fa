import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useInvoiceUpdatesSubscription } from '../../__generated__/useInvoiceUpdatesSubscription.graphql';

const salesInvoiceUpdated = graphql`
  subscription useInvoiceUpdatesSubscription {
    salesInvoiceUpdated {
      change
      salesInvoice {
        id
        number
        status
        actions
        returned {
          reason
          at
          by {
            fullName
          }
        }
        taxInvoiceNumber
        remainingAmount {
          amount
          currency
        }
        delivery {
          status
          shippedOn
          address
          receivedOn
        }
        reminders {
          ...InvoiceReminders_reminders
        }
        paymentAllocations {
          ...InvoicePaymentAllocations_allocations
        }
        creditApplications {
          ...InvoiceCreditApplications_applications
        }
      }
    }
  }
`;

/**
 * While an invoice screen is open, each change of an invoice in the
 * organisation (submitted, returned to draft or approved by another member, cancelled, its tax
 * number, its paper copy, a payment reminder sent, paid at checkout or by
 * another member) reaches it without a reload: the invoice's status, number,
 * what is left and what the viewer may do change in the store, and with them
 * its Payments and Credit tabs, so its row and its page show them at once.
 * Each object is asked with every field the page's fragments read of it (a
 * fragment spread, not a field or two): a record the update brings new would
 * otherwise reach the page with fields missing.
 */
export function useInvoiceUpdates(): void {
  const config = useMemo<GraphQLSubscriptionConfig<useInvoiceUpdatesSubscription>>(
    () => ({ subscription: salesInvoiceUpdated, variables: {} }),
    [],
  );
  useSubscription(config);
}
