import { graphql } from 'react-relay';
import type { useInvoiceMovesApproveMutation } from '../../__generated__/useInvoiceMovesApproveMutation.graphql';
import type { useInvoiceMovesCancelMutation } from '../../__generated__/useInvoiceMovesCancelMutation.graphql';
import type { useInvoiceMovesReturnMutation } from '../../__generated__/useInvoiceMovesReturnMutation.graphql';
import type { useInvoiceMovesSubmitMutation } from '../../__generated__/useInvoiceMovesSubmitMutation.graphql';
import type { SalesInvoiceAction } from '../../../contracts/invoicing/lifecycles.js';
import type { DocumentMoveCommit } from '../../domain/documents/DocumentActions';
import { useCommit } from '../../relay/useCommit';

/**
 * A move's payload, spread unmasked into each move's mutation: the invoice
 * again as its page reads it (and its number, which approving gives), or why
 * not.
 */
export const invoiceMovePayloadFragment = graphql`
  fragment useInvoiceMoves_payload on SalesInvoicePayload {
    salesInvoice {
      number
      ...InvoiceDetail_salesInvoice
    }
    userErrors {
      ...userErrorFields_userError @relay(mask: false)
    }
  }
`;

/**
 * The mutation of each move of an invoice's lifecycle, for its
 * DocumentActions: submit and approve ask nothing, return and cancel carry
 * the member's reason. The store updates the invoice from the answer.
 */
export function useInvoiceMoves(): Record<SalesInvoiceAction, DocumentMoveCommit> {
  const [commitSubmit] = useCommit<useInvoiceMovesSubmitMutation>(graphql`
    mutation useInvoiceMovesSubmitMutation($input: SalesInvoiceIdInput!) {
      salesInvoiceSubmit(input: $input) {
        ...useInvoiceMoves_payload @relay(mask: false)
      }
    }
  `);
  const [commitApprove] = useCommit<useInvoiceMovesApproveMutation>(graphql`
    mutation useInvoiceMovesApproveMutation($input: SalesInvoiceIdInput!) {
      salesInvoiceApprove(input: $input) {
        ...useInvoiceMoves_payload @relay(mask: false)
      }
    }
  `);
  const [commitReturn] = useCommit<useInvoiceMovesReturnMutation>(graphql`
    mutation useInvoiceMovesReturnMutation($input: SalesInvoiceReasonInput!) {
      salesInvoiceReturn(input: $input) {
        ...useInvoiceMoves_payload @relay(mask: false)
      }
    }
  `);
  const [commitCancel] = useCommit<useInvoiceMovesCancelMutation>(graphql`
    mutation useInvoiceMovesCancelMutation($input: SalesInvoiceReasonInput!) {
      salesInvoiceCancel(input: $input) {
        ...useInvoiceMoves_payload @relay(mask: false)
      }
    }
  `);
  return {
    submit: async (salesInvoiceId) =>
      (await commitSubmit({ variables: { input: { salesInvoiceId } } })).salesInvoiceSubmit,
    approve: async (salesInvoiceId) =>
      (await commitApprove({ variables: { input: { salesInvoiceId } } })).salesInvoiceApprove,
    return: async (salesInvoiceId, reason) =>
      (await commitReturn({ variables: { input: { salesInvoiceId, reason } } })).salesInvoiceReturn,
    cancel: async (salesInvoiceId, reason) =>
      (await commitCancel({ variables: { input: { salesInvoiceId, reason } } })).salesInvoiceCancel,
  };
}
