import { NativeSelect } from '@chakra-ui/react';
import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { useIntl } from 'react-intl';

type BankSelectProps = {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  banks: readonly { readonly code: string; readonly name: string }[];
  size?: 'sm' | 'md';
  bg?: string;
  disabled?: boolean;
  /** The empty option's text; "Select bank" unless the form words it otherwise. */
  placeholder?: string;
  'data-testid'?: string;
};

/** The bank of an account, from the banks the server knows, with "Select bank" while none is chosen. */
export function BankSelect({ banks, size, bg, placeholder, ...field }: BankSelectProps) {
  const intl = useIntl();
  return (
    <NativeSelect.Root size={size} disabled={field.disabled}>
      <NativeSelect.Field {...field} bg={bg}>
        <option value="">{placeholder ?? intl.formatMessage({ id: 'counterpartyCreate.selectBank' })}</option>
        {banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
