import { Input, Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { credentialLabel } from './paymentLabels';
import type { ProviderValues } from './useSavePaymentProvider';

/**
 * The credentials a payment provider takes, one password field each:
 * required on a new provider; on edit they start empty and, left empty, keep
 * what is stored.
 */
export function PaymentProviderCredentialFields({
  fields,
  editing,
}: {
  fields: readonly string[];
  editing: boolean;
}) {
  const intl = useIntl();
  const { errorOf, input } = formikFields(useFormikContext<ProviderValues>());
  return (
    <Stack gap="3">
      <Text fontWeight="medium" fontSize="sm">
        <FormattedMessage id="paymentProviders.field.credentials" />
      </Text>
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage
          id={
            editing
              ? 'paymentProviders.field.credentialsKeep'
              : 'paymentProviders.field.credentialsHelper'
          }
        />
      </Text>
      {fields.map((field) => (
        <FormField
          key={field}
          label={<FormattedMessage {...credentialLabel(field)} />}
          error={errorOf(`credentials.${field}`)}
          required={!editing}
        >
          <Input
            {...input(`credentials.${field}`)}
            type="password"
            autoComplete="new-password"
            data-testid={`payment-provider-credential-${field}`}
            placeholder={
              editing ? intl.formatMessage({ id: 'paymentProviders.field.stored' }) : undefined
            }
          />
        </FormField>
      ))}
    </Stack>
  );
}
