import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from '../ui/FormField';
import { formikFields } from '../ui/formikFields';
import { MoneyInput } from '../ui/MoneyInput';
import { OptionSelect } from '../ui/OptionSelect';
import { CURRENCY_OPTIONS } from './accountLabels';

type AmountCurrencyFieldsProps = {
  amountLabel: ReactNode;
  /** Under the amount until it has an error (how to write it). */
  amountHint: ReactNode;
  currencyLabel: ReactNode;
};

/**
 * A money form's `amount` (a decimal string, written as the member writes
 * money) and its `currency` (IDR, USD or SGD), both required, side by side in
 * the form's grid: a bill's and a deposit's figures.
 */
export function AmountCurrencyFields({
  amountLabel,
  amountHint,
  currencyLabel,
}: AmountCurrencyFieldsProps) {
  const { errorOf, input } = formikFields(useFormikContext());
  return (
    <>
      <FormField label={amountLabel} error={errorOf('amount')} helper={amountHint} required>
        <MoneyInput {...input('amount')} />
      </FormField>
      <FormField label={currencyLabel} error={errorOf('currency')} required>
        <OptionSelect {...input('currency')} options={CURRENCY_OPTIONS} />
      </FormField>
    </>
  );
}
