import { Stack, Switch, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

type ControlSwitchProps = {
  label: ReactNode;
  description: ReactNode;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  'data-testid': string;
};

/** One company control: a labelled switch with what turning it on or off means. */
export function ControlSwitch({ label, description, checked, disabled, onChange, ...rest }: ControlSwitchProps) {
  const descriptionId = useId();
  return (
    <Stack gap="1">
      <Switch.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={(details) => onChange(details.checked)}
        colorPalette="brand"
        display="flex"
        width="full"
        justifyContent="space-between"
        gap="6"
        data-testid={rest['data-testid']}
        data-checked-state={checked ? 'on' : 'off'}
      >
        <Switch.HiddenInput aria-describedby={descriptionId} />
        <Switch.Label fontWeight="semibold">{label}</Switch.Label>
        <Switch.Control flexShrink="0">
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
      <Text id={descriptionId} color="fg.muted" fontSize="sm" maxWidth="2xl">
        {description}
      </Text>
    </Stack>
  );
}
