import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { formikFields } from '../../ui/formikFields';
import { FormField } from '../../ui/FormField';
import { OptionSelect } from '../../ui/OptionSelect';
import { CURRENCY_OPTIONS } from '../accountLabels';

/**
 * An order form's currency (IDR, USD or SGD), bound to its `currency` value:
 * the lines' prices and every figure of the document are in it.
 */
export function DocumentCurrencyField({
  label,
  hint,
  testId,
}: {
  label: ReactNode;
  hint: ReactNode;
  testId: string;
}) {
  const { errorOf, input } = formikFields(useFormikContext<{ currency: string }>());
  return (
    <FormField label={label} error={errorOf('currency')} helper={hint} required>
      <OptionSelect {...input('currency')} options={CURRENCY_OPTIONS} data-testid={testId} />
    </FormField>
  );
}
