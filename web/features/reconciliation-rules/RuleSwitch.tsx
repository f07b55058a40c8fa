import { Switch } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import type { RuleFormValues } from './ruleFormValues';

/** A switch of the rule form bound to one of its yes-or-no fields. */
export function RuleSwitch({
  name,
  label,
  testId,
  disabled = false,
}: {
  name: keyof RuleFormValues;
  label: ReactNode;
  testId: string;
  disabled?: boolean;
}) {
  const { values, setFieldValue } = useFormikContext<RuleFormValues>();
  return (
    <Switch.Root
      colorPalette="brand"
      checked={Boolean(values[name])}
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
