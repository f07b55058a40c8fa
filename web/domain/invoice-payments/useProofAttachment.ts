import { useIntl } from 'react-intl';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useProofAttachmentRefreshQuery } from '../../__generated__/useProofAttachmentRefreshQuery.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { toastError, toastSuccess } from '../../ui/toaster';
import { uploadPaymentProofs } from './paymentFiles';

const refreshQuery = graphql`
  query useProofAttachmentRefreshQuery($id: ID!) {
    node(id: $id) {
      ... on InvoicePayment {
        proofs {
          id
          ...InvoicePaymentFileRow_file
        }
      }
    }
  }
`;

/**
 * Attaching proofs to a payment: sends the files one after another, reads
 * the payment's proofs again (every screen showing it follows), and says
 * what was attached or, for a file refused, why.
 */
export function useProofAttachment() {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const errorMessage = useErrorMessage();
  return async (files: readonly File[], paymentId: string): Promise<boolean> => {
    const refused = await uploadPaymentProofs(files, paymentId);
    await fetchQuery<useProofAttachmentRefreshQuery>(
      environment,
      refreshQuery,
      { id: paymentId },
      { fetchPolicy: 'network-only' },
    )
      .toPromise()
      .catch(() => undefined);
    for (const { file, code, message } of refused)
      toastError(
        intl.formatMessage(
          { id: 'invoicePayment.proofs.refused' },
          { name: file.name, reason: errorMessage(code, message) },
        ),
      );
    const attached = files.length - refused.length;
    if (attached > 0)
      toastSuccess(
        intl.formatMessage({ id: 'invoicePayment.proofs.attached' }, { count: attached }),
      );
    return refused.length === 0;
  };
}
