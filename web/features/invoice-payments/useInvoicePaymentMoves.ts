import { graphql } from 'react-relay';
import type { useInvoicePaymentMovesCancelMutation } from '../../__generated__/useInvoicePaymentMovesCancelMutation.graphql';
import type { DocumentMoveCommit } from '../../domain/documents/DocumentActions';
import { useCommit } from '../../relay/useCommit';

/**
 * The mutation of each move of a payment's lifecycle, for its row's
 * DocumentActions: cancel, with the member's reason (every invoice it paid
 * has it back). The store updates the row from the answer.
 */
export function useInvoicePaymentMoves(): { cancel: DocumentMoveCommit } {
  const [commitCancel] = useCommit<useInvoicePaymentMovesCancelMutation>(graphql`
    mutation useInvoicePaymentMovesCancelMutation($input: InvoicePaymentCancelInput!) {
      invoicePaymentCancel(input: $input) {
        invoicePayment {
          ...InvoicePaymentRow_invoicePayment
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return {
    cancel: async (invoicePaymentId, reason) =>
      (await commitCancel({ variables: { input: { invoicePaymentId, reason } } }))
        .invoicePaymentCancel,
  };
}
