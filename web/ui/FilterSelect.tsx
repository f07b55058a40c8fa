import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OptionSelect, type SelectOption } from './OptionSelect';

/**
 * A small labelled control of a list's filter bar: full width on a phone, at
 * least `minWidth` beside the others, with what is wrong with its value when
 * something is.
 */
export function FilterField({
  label,
  children,
  minWidth = '44',
  error,
  errorTestId,
}: {
  label: ReactNode;
  children: ReactNode;
  minWidth?: string;
  error?: ReactNode;
  errorTestId?: string;
}) {
  return (
    <Field.Root
      width={{ base: 'full', md: 'auto' }}
      minWidth={{ md: minWidth }}
      invalid={Boolean(error)}
    >
      <Field.Label fontSize="xs" color="fg.muted">
        {label}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText data-testid={errorTestId}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

type FilterSelectProps = {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The "any" choice, an empty value; none when absent. */
  placeholder?: string;
  testId?: string;
  minWidth?: string;
};

/** One filter of a list chosen from options (status, account, period), labelled, as `FilterField` lays it out. */
export function FilterSelect({
  name,
  label,
  value,
  onChange,
  options,
  placeholder,
  testId,
  minWidth,
}: FilterSelectProps) {
  return (
    <FilterField label={label} minWidth={minWidth}>
      <OptionSelect
        root={{ size: 'sm' }}
        fitOptions
        name={name}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={placeholder}
        options={options}
      />
    </FilterField>
  );
}
