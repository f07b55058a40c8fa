import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { CustomerDocumentRemoveDialogMutation } from '../../__generated__/CustomerDocumentRemoveDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toastSuccess } from '../../ui/toaster';
import { useRefusalMessage } from '../../ui/useRefusalMessage';

/** A customer's uploaded file to remove. */
export type DocumentToRemove = { id: string; fileName: string };

/** Asks before one of a customer's documents is removed, removes it and says so; open while `document` is set. */
export function CustomerDocumentRemoveDialog({
  customerId,
  document,
  onClose,
}: {
  customerId: string;
  document: DocumentToRemove | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const refusalMessage = useRefusalMessage();
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [commitDelete] = useCommit<CustomerDocumentRemoveDialogMutation>(graphql`
    mutation CustomerDocumentRemoveDialogMutation($input: CustomerDocumentDeleteInput!) {
      customerDocumentDelete(input: $input) {
        customer {
          ...CustomerDetail_customer
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const remove = async () => {
    if (!document) return;
    setRemoving(true);
    setRemoveError(null);
    try {
      const { customerDocumentDelete: payload } = await commitDelete({
        variables: { input: { customerId, documentId: document.id } },
      });
      if (payload.userErrors.length > 0) {
        setRemoveError(refusalMessage.ofUserErrors(payload.userErrors));
        return;
      }
      toastSuccess(
        intl.formatMessage({ id: 'customers.documents.removed' }, { name: document.fileName }),
      );
      onClose();
    } catch (error) {
      const message = refusalMessage.ofFailure(error);
      if (message) setRemoveError(message);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <ConfirmDialog
      open={document !== null}
      onClose={onClose}
      onConfirm={() => void remove()}
      onExitComplete={() => setRemoveError(null)}
      title={<FormattedMessage id="customers.documents.removeTitle" />}
      body={
        <FormattedMessage
          id="customers.documents.removeBody"
          values={{ name: document?.fileName ?? '' }}
        />
      }
      confirmLabel={<FormattedMessage id="customers.documents.remove" />}
      busy={removing}
      error={removeError}
      testId="customer-document-delete"
    />
  );
}
