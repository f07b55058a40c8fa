import { Stack, Switch, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';

type ControlSwitchProps = {
  label: ReactNode;
  description: ReactNode;
  /** A note under the description (why the switch is disabled), read with it. */
  hint?: { text: ReactNode; testId: string } | null;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  'data-testid': string;
  /** The state under the name a test reads it by, where that is not `data-checked-state` (the two-factor control's `data-required`). */
  'data-required'?: 'true' | 'false';
};

/**
 * One company control: a labelled switch with what turning it on or off means.
 * The switch shows `checked` only: a click the parent does not apply at once
 * (one that first asks for a code) leaves it as it was, so the next click asks again.
 */
export function ControlSwitch({
  label,
  description,
  hint,
  checked,
  disabled,
  onChange,
  ...rest
}: ControlSwitchProps) {
  const descriptionId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (input.current) input.current.checked = checked;
  });
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
        data-required={rest['data-required']}
        data-checked-state={checked ? 'on' : 'off'}
      >
        <Switch.HiddenInput
          ref={input}
          aria-describedby={hint ? `${descriptionId} ${hintId}` : descriptionId}
        />
        <Switch.Label fontWeight="semibold">{label}</Switch.Label>
        <Switch.Control flexShrink="0">
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
      <Text id={descriptionId} color="fg.muted" fontSize="sm" maxWidth="2xl">
        {description}
      </Text>
      {hint ? (
        <Text id={hintId} color="fg.muted" fontSize="sm" marginTop="2" data-testid={hint.testId}>
          {hint.text}
        </Text>
      ) : null}
    </Stack>
  );
}
