import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { useRecurringInvoiceMovesPauseMutation } from '../../__generated__/useRecurringInvoiceMovesPauseMutation.graphql';
import type { useRecurringInvoiceMovesResumeMutation } from '../../__generated__/useRecurringInvoiceMovesResumeMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { useMoveRunner } from '../../ui/useMoveRunner';

/**
 * The moves of a recurring invoice that ask nothing first: pause and resume.
 * The store updates the page from the answer and a toast says it is done; a
 * refusal (someone paused, resumed or changed it first) is kept in
 * `refusal`, in the reader's words, for the page to show.
 */
export function useRecurringInvoiceMoves() {
  const intl = useIntl();
  const { busy, refusal, run } = useMoveRunner();
  const [commitPause] = useCommit<useRecurringInvoiceMovesPauseMutation>(graphql`
    mutation useRecurringInvoiceMovesPauseMutation($input: RecurringInvoiceRefInput!) {
      recurringInvoicePause(input: $input) {
        recurringInvoice {
          ...RecurringInvoiceDetailPage_recurringInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitResume] = useCommit<useRecurringInvoiceMovesResumeMutation>(graphql`
    mutation useRecurringInvoiceMovesResumeMutation($input: RecurringInvoiceRefInput!) {
      recurringInvoiceResume(input: $input) {
        recurringInvoice {
          ...RecurringInvoiceDetailPage_recurringInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const words = (done: string) => ({
    done: () => intl.formatMessage({ id: done }),
    refused: (reason: string) => reason,
  });
  return {
    busy: busy !== null,
    refusal,
    pause: (id: string) =>
      run(
        id,
        async () =>
          (await commitPause({ variables: { input: { recurringInvoiceId: id } } }))
            .recurringInvoicePause,
        words('recurringInvoices.detail.paused'),
      ),
    resume: (id: string) =>
      run(
        id,
        async () =>
          (await commitResume({ variables: { input: { recurringInvoiceId: id } } }))
            .recurringInvoiceResume,
        words('recurringInvoices.detail.resumed'),
      ),
  };
}
