import { Grid, Input } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { AmountCurrencyFields } from '../../domain/AmountCurrencyFields';
import { BankSelect } from '../../domain/BankSelect';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormSection } from '../../ui/FormSection';
import { DEPOSIT_ALIAS_MAX, type DepositFormValues } from './depositFormSchema';

/** The deposit form's first section, the placement: the bank, a name for the deposit, its amount and currency. */
export function DepositPlacementFields({
  banks,
}: {
  banks: readonly { readonly code: string; readonly name: string }[];
}) {
  const intl = useIntl();
  const { errorOf, input } = formikFields(useFormikContext<DepositFormValues>());
  return (
    <FormSection
      title={<FormattedMessage id="deposits.form.placement" />}
      description={<FormattedMessage id="deposits.form.placementHint" />}
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <FormField
          label={<FormattedMessage id="deposits.form.bank" />}
          error={errorOf('bankCode')}
          required
        >
          <BankSelect
            {...input('bankCode')}
            banks={banks}
            placeholder={intl.formatMessage({ id: 'deposits.form.chooseBank' })}
          />
        </FormField>
        <FormField
          label={<FormattedMessage id="deposits.form.alias" />}
          error={errorOf('alias')}
          helper={<FormattedMessage id="deposits.form.aliasHint" />}
          required
        >
          <Input {...input('alias')} autoComplete="off" maxLength={DEPOSIT_ALIAS_MAX} />
        </FormField>
        <AmountCurrencyFields
          amountLabel={<FormattedMessage id="deposits.form.amount" />}
          amountHint={<FormattedMessage id="deposits.form.amountHint" />}
          currencyLabel={<FormattedMessage id="deposits.form.currency" />}
        />
      </Grid>
    </FormSection>
  );
}
