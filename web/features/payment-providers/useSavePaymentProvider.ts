import type { FormikHelpers } from 'formik';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type {
  PaymentProviderCode,
  useSavePaymentProviderCreateMutation,
} from '../../__generated__/useSavePaymentProviderCreateMutation.graphql';
import type { useSavePaymentProviderUpdateMutation } from '../../__generated__/useSavePaymentProviderUpdateMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';

/** The payment provider form's values. */
export type ProviderValues = {
  provider: string;
  name: string;
  bankAccountId: string;
  credentials: Record<string, string>;
};

/**
 * The payment provider form's submit: configures a new provider, or changes
 * `editing` (credentials all left empty keep the stored ones; any filled
 * replace them whole). Refusals land on their fields; once saved it says so,
 * calls `onSaved` and closes.
 */
export function useSavePaymentProvider(
  editing: { readonly id: string } | null,
  credentialFieldsOf: (code: string) => readonly string[],
  onSaved: () => void,
  onClose: () => void,
) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [commitCreate] = useCommit<useSavePaymentProviderCreateMutation>(graphql`
    mutation useSavePaymentProviderCreateMutation($input: PaymentProviderCreateInput!) {
      paymentProviderCreate(input: $input) {
        paymentProvider {
          id
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitUpdate] = useCommit<useSavePaymentProviderUpdateMutation>(graphql`
    mutation useSavePaymentProviderUpdateMutation($input: PaymentProviderUpdateInput!) {
      paymentProviderUpdate(input: $input) {
        paymentProvider {
          id
          name
          hasCredentials
          bankAccount {
            id
            alias
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  return async (values: ProviderValues, helpers: FormikHelpers<ProviderValues>) => {
    const fields = credentialFieldsOf(values.provider);
    const credentials = fields.map((key) => ({
      key,
      value: (values.credentials[key] ?? '').trim(),
    }));
    const keep = editing && credentials.every((entry) => entry.value === '');
    const done = editing
      ? await feedback.outcome(
          values,
          helpers,
          commitUpdate({
            variables: {
              input: {
                paymentProviderId: editing.id,
                name: values.name.trim(),
                bankAccountId: values.bankAccountId,
                ...(keep ? {} : { credentials }),
              },
            },
          }).then((response) => response.paymentProviderUpdate),
        )
      : await feedback.outcome(
          values,
          helpers,
          commitCreate({
            variables: {
              input: {
                provider: values.provider as PaymentProviderCode,
                name: values.name.trim(),
                bankAccountId: values.bankAccountId,
                credentials,
              },
            },
          }).then((response) => response.paymentProviderCreate),
        );
    if (done?.paymentProvider) {
      toastSuccess(
        intl.formatMessage(
          { id: editing ? 'paymentProviders.updated' : 'paymentProviders.created' },
          { name: values.name.trim() },
        ),
      );
      onSaved();
      onClose();
    }
  };
}
