import { Checkbox } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';

/**
 * A checkbox bound to one yes-or-no field of the formik form around it (a
 * customer's "billing address is the registered one", a receipt to invoice),
 * as FormikSwitch binds a switch.
 */
export function FormikCheckbox({
  name,
  label,
  testId,
}: {
  /** The field's path in the form's values (`receipts.<id>` for one of a record). */
  name: string;
  label: ReactNode;
  testId?: string;
}) {
  const { values, setFieldValue } = useFormikContext<object>();
  return (
    <Checkbox.Root
      checked={getIn(values, name) === true}
      onCheckedChange={(change) => void setFieldValue(name, change.checked === true)}
      data-testid={testId}
    >
      <Checkbox.HiddenInput name={name} />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
