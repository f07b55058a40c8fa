import { NativeSelect } from '@chakra-ui/react';

/** One choice of an `OptionSelect`: what the form holds and what the person reads. */
export type SelectOption = { value: string; label: string };

type OptionSelectProps = Omit<NativeSelect.FieldProps, 'children' | 'placeholder'> & {
  options: readonly SelectOption[];
  /** The text of an empty first option ("Select bank", "All"); no empty option when absent or null. */
  placeholder?: string | null;
  /** Props of the select's frame: size, width, `disabled` for the whole control. */
  root?: Omit<NativeSelect.RootProps, 'children'>;
};

/**
 * A native select of a list of options, with its chevron: what a form's
 * bank, currency, status or account choice and a list's filter are made of.
 * Field props (name, value, onChange, test id) go to the `<select>` itself.
 */
export function OptionSelect({ options, placeholder, root, ...field }: OptionSelectProps) {
  return (
    <NativeSelect.Root {...root}>
      <NativeSelect.Field {...field}>
        {placeholder == null ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
