import type { ChangeEventHandler, FocusEventHandler } from 'react';
import { useIntl } from 'react-intl';
import { OptionSelect } from '../ui/OptionSelect';

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
export function BankSelect({ banks, size, placeholder, ...field }: BankSelectProps) {
  const intl = useIntl();
  return (
    <OptionSelect
      {...field}
      root={{ size, disabled: field.disabled }}
      placeholder={placeholder ?? intl.formatMessage({ id: 'counterpartyCreate.selectBank' })}
      options={banks.map((bank) => ({ value: bank.code, label: bank.name }))}
    />
  );
}
