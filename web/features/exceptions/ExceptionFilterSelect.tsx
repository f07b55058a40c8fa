import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OptionSelect, type SelectOption } from '../../ui/OptionSelect';

type ExceptionFilterSelectProps = {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The "all" choice, an empty value; none when absent. */
  placeholder?: string;
  width: string;
};

/** One of the exception list's filters: a small labelled select, full width on a phone. */
export function ExceptionFilterSelect({ name, label, value, onChange, options, placeholder, width }: ExceptionFilterSelectProps) {
  return (
    <Field.Root width={{ base: 'full', md: width }}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <OptionSelect root={{ size: 'sm' }} name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)} placeholder={placeholder} options={options} />
    </Field.Root>
  );
}
