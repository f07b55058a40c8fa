import { Input, InputGroup } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { currencySign, formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { MoneyInput } from '../../ui/MoneyInput';
import { OptionSelect } from '../../ui/OptionSelect';
import { BILLING_CYCLE_LABELS, BILLING_CYCLES } from '../../domain/billingCycles';
import type { ApprovalDefaults, CustomerApproveValues } from './customerApproveSchema';

/**
 * The terms an approved buyer starts with: payment term (days), billing
 * cycle and credit limit, each saying that an empty one takes the Orders
 * settings' default when the viewer may not read those defaults.
 */
export function CustomerApproveFields({
  defaults,
  currency,
}: {
  defaults: ApprovalDefaults;
  currency: string;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { errorOf, input } = formikFields(useFormikContext<CustomerApproveValues>());
  const defaultHint = defaults ? null : (
    <FormattedMessage id="customers.approveDialog.defaultHint" />
  );
  return (
    <>
      <FormField
        label={<FormattedMessage id="customers.field.paymentTermDays" />}
        error={errorOf('paymentTermDays')}
        helper={defaultHint}
      >
        <InputGroup endAddon={intl.formatMessage({ id: 'customers.days' })} maxWidth="48">
          <Input
            {...input('paymentTermDays')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            data-testid="customer-approve-term"
          />
        </InputGroup>
      </FormField>
      <FormField
        label={<FormattedMessage id="customers.field.billingCycle" />}
        error={errorOf('billingCycle')}
        helper={defaultHint}
      >
        <OptionSelect
          {...input('billingCycle')}
          placeholder={
            defaults ? null : intl.formatMessage({ id: 'customers.approveDialog.settingsDefault' })
          }
          options={BILLING_CYCLES.map((cycle) => ({
            value: cycle,
            label: intl.formatMessage(BILLING_CYCLE_LABELS[cycle]),
          }))}
          data-testid="customer-approve-cycle"
        />
      </FormField>
      <FormField
        label={<FormattedMessage id="customers.field.creditLimit" />}
        error={errorOf('creditLimit')}
        helper={
          defaultHint ?? (
            <FormattedMessage id="customers.approveDialog.creditLimitHint" values={{ currency }} />
          )
        }
      >
        <InputGroup startAddon={currencySign(currency)}>
          <MoneyInput
            {...input('creditLimit')}
            placeholder={formatDecimal('50000000.00', language)}
            data-testid="customer-approve-credit-limit"
          />
        </InputGroup>
      </FormField>
    </>
  );
}
