import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { useInvoiceMovesApproveMutation } from '../../__generated__/useInvoiceMovesApproveMutation.graphql';
import type { useInvoiceMovesSubmitMutation } from '../../__generated__/useInvoiceMovesSubmitMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { useMoveRunner, type MoveAnswer } from '../../ui/useMoveRunner';

/** What a move names of the invoice it moves: its number, or its order's while it is a draft. */
export type InvoiceTarget = { id: string; name: string };

/**
 * The moves of an invoice that ask nothing first: submit and approve. The
 * store updates the invoice from the answer and a toast says it is done; a
 * refusal (its author may not approve it, someone moved it first) is kept in
 * `refusal`, in the reader's words.
 */
export function useInvoiceMoves() {
  const intl = useIntl();
  const { busy, refusal, run: runMove } = useMoveRunner();
  const [commitSubmit] = useCommit<useInvoiceMovesSubmitMutation>(graphql`
    mutation useInvoiceMovesSubmitMutation($input: SalesInvoiceIdInput!) {
      salesInvoiceSubmit(input: $input) {
        salesInvoice {
          ...InvoiceDetail_salesInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitApprove] = useCommit<useInvoiceMovesApproveMutation>(graphql`
    mutation useInvoiceMovesApproveMutation($input: SalesInvoiceIdInput!) {
      salesInvoiceApprove(input: $input) {
        salesInvoice {
          number
          ...InvoiceDetail_salesInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const run = (invoice: InvoiceTarget, done: string, work: () => Promise<MoveAnswer>) =>
    runMove(invoice.id, work, {
      done: () => intl.formatMessage({ id: done }, { name: invoice.name }),
      refused: (reason) =>
        intl.formatMessage({ id: 'invoices.refused' }, { name: invoice.name, reason }),
    });
  return {
    busy,
    refusal,
    submit: (invoice: InvoiceTarget) =>
      run(
        invoice,
        'invoices.submitted',
        async () =>
          (await commitSubmit({ variables: { input: { salesInvoiceId: invoice.id } } }))
            .salesInvoiceSubmit,
      ),
    approve: (invoice: InvoiceTarget) =>
      run(
        invoice,
        'invoices.approved',
        async () =>
          (await commitApprove({ variables: { input: { salesInvoiceId: invoice.id } } }))
            .salesInvoiceApprove,
      ),
  };
}
