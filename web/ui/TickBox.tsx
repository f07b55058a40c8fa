import { Checkbox } from '@chakra-ui/react';
import type { ComponentProps } from 'react';

export type TickBoxProps = {
  /** Ticked, not, or some of what it stands for ticked (a list's heading tick). */
  checked: boolean | 'indeterminate';
  onToggle: () => void;
  /** What the tick is for, read out by assistive technology: the box shows no label. */
  label: string;
  testId: string;
  /** Set where the tick sits in a clickable card and must not also click the card. */
  onClick?: ComponentProps<typeof Checkbox.Root>['onClick'];
  marginTop?: string;
};

/**
 * A tick that selects a row or a card (or, as the heading tick, all of them)
 * without a visible label: its purpose named for screen readers only.
 */
export function TickBox({ checked, onToggle, label, testId, onClick, marginTop }: TickBoxProps) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={() => onToggle()}
      onClick={onClick}
      marginTop={marginTop}
      data-testid={testId}
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
