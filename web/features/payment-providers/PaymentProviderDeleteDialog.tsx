import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { PaymentProviderDeleteDialogMutation } from '../../__generated__/PaymentProviderDeleteDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';

/** Asks before deleting a payment provider, deletes it and says so; `onDone` once it is gone. */
export function PaymentProviderDeleteDialog({
  provider,
  onClose,
  onDone,
}: {
  /** The provider to delete; the dialog is closed when null. */
  provider: { id: string; name: string } | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const [commitDelete] = useCommit<PaymentProviderDeleteDialogMutation>(graphql`
    mutation PaymentProviderDeleteDialogMutation($input: PaymentProviderDeleteInput!) {
      paymentProviderDelete(input: $input) {
        deletedPaymentProviderId
        userErrors {
          code
          message
        }
      }
    }
  `);
  return (
    <DeleteDialog
      open={provider !== null}
      onClose={onClose}
      commit={
        provider
          ? () =>
              commitDelete({ variables: { input: { paymentProviderId: provider.id } } }).then(
                (response) => response.paymentProviderDelete,
              )
          : null
      }
      done={(payload) => Boolean(payload.deletedPaymentProviderId)}
      onDone={onDone}
      doneMessage={intl.formatMessage(
        { id: 'paymentProviders.deleted' },
        { name: provider?.name ?? '' },
      )}
      title={
        <FormattedMessage
          id="paymentProviders.deleteDialog.title"
          values={{ name: provider?.name ?? '' }}
        />
      }
      body={<FormattedMessage id="paymentProviders.deleteDialog.body" />}
      confirmLabel={<FormattedMessage id="paymentProviders.delete" />}
      testId="payment-provider-delete-dialog"
    />
  );
}
