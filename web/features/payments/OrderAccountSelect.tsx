import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEventHandler, FocusEventHandler } from 'react';

/** A choice of an account: what the form holds, what the person reads, and whether it can be chosen. */
export type AccountOption = { value: string; label: string; disabled?: boolean };

type OrderAccountSelectProps = {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  options: readonly AccountOption[];
  /** The empty first option's words ("Choose an account"). */
  placeholder: string;
  disabled?: boolean;
  'data-testid'?: string;
};

/**
 * A native select of accounts in which some are shown but cannot be chosen
 * (an account without an API connection, one of another entity), so the
 * person sees why their account is not offered rather than missing it.
 */
export function OrderAccountSelect({
  options,
  placeholder,
  disabled,
  ...field
}: OrderAccountSelectProps) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field {...field}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
