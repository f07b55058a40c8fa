import { Switch } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import type { ReactNode } from 'react';

/** A switch bound to one yes-or-no field of the formik form around it (a rule's "Enabled"). */
export function FormikSwitch({
  name,
  label,
  testId,
  disabled = false,
  size,
}: {
  name: string;
  label: ReactNode;
  testId: string;
  disabled?: boolean;
  /** Smaller beside text in a bordered box (the edit dialog's "Replace credentials"). */
  size?: 'sm';
}) {
  const { values, setFieldValue } = useFormikContext<object>();
  return (
    <Switch.Root
      size={size}
      colorPalette="brand"
      checked={Boolean(getIn(values, name))}
      disabled={disabled}
      onCheckedChange={(details) => void setFieldValue(name, details.checked)}
      data-testid={testId}
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label fontSize="sm">{label}</Switch.Label>
    </Switch.Root>
  );
}
