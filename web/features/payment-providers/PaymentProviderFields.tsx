import { Input, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { OptionSelect } from '../../ui/OptionSelect';
import { PaymentProviderCredentialFields } from './PaymentProviderCredentialFields';
import type { ProviderValues } from './useSavePaymentProvider';

type PaymentProviderFieldsProps = {
  /** The gateways to choose from. */
  options: readonly {
    readonly code: string;
    readonly name: string;
    readonly credentialFields: readonly string[];
    readonly importable: boolean;
  }[];
  bankAccounts: readonly { id: string; alias: string; currency: string }[];
  /** Whether a provider is being changed: its gateway then stays as it is. */
  editing: boolean;
};

/** The provider form's fields: the gateway (and why it cannot import, when it cannot), a name, the settlement account and the credentials. */
export function PaymentProviderFields({
  options,
  bankAccounts,
  editing,
}: PaymentProviderFieldsProps) {
  const intl = useIntl();
  const formik = useFormikContext<ProviderValues>();
  const { errorOf, input } = formikFields(formik);
  const option = options.find((candidate) => candidate.code === formik.values.provider);
  return (
    <>
      <FormField
        label={<FormattedMessage id="paymentProviders.field.provider" />}
        error={errorOf('provider')}
        required
      >
        <OptionSelect
          {...input('provider')}
          data-testid="payment-provider-code"
          root={{ disabled: editing }}
          options={options.map((candidate) => ({
            value: candidate.code,
            label: candidate.name,
          }))}
        />
      </FormField>
      {option && !option.importable ? (
        <Text fontSize="sm" color="fg.muted" data-testid="payment-provider-no-import">
          <FormattedMessage id={`paymentProviders.noImport.${option.code}`} />
        </Text>
      ) : null}
      <FormField
        label={<FormattedMessage id="paymentProviders.field.name" />}
        error={errorOf('name')}
        required
      >
        <Input
          {...input('name')}
          autoComplete="off"
          data-testid="payment-provider-name"
          placeholder={intl.formatMessage({ id: 'paymentProviders.field.namePlaceholder' })}
        />
      </FormField>
      <FormField
        label={<FormattedMessage id="paymentProviders.field.bankAccount" />}
        error={errorOf('bankAccountId')}
        helper={<FormattedMessage id="paymentProviders.field.bankAccountHelper" />}
        required
      >
        <OptionSelect
          {...input('bankAccountId')}
          data-testid="payment-provider-bank-account"
          placeholder={intl.formatMessage({ id: 'paymentProviders.field.chooseBankAccount' })}
          options={bankAccounts.map((account) => ({
            value: account.id,
            label: `${account.alias} (${account.currency})`,
          }))}
        />
      </FormField>
      <PaymentProviderCredentialFields fields={option?.credentialFields ?? []} editing={editing} />
    </>
  );
}
