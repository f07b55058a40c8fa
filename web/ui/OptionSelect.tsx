import { NativeSelect } from '@chakra-ui/react';

/** One choice of an `OptionSelect`: what the form holds and what the person reads. */
export type SelectOption = { value: string; label: string };

type OptionSelectProps = Omit<NativeSelect.FieldProps, 'children' | 'placeholder'> & {
  options: readonly SelectOption[];
  /** The text of an empty first option ("Select bank", "All"); no empty option when absent or null. */
  placeholder?: string | null;
  /** Props of the select's frame: size, width, `disabled` for the whole control. */
  root?: Omit<NativeSelect.RootProps, 'children'>;
  /**
   * From a tablet's width up, the box is never narrower than its longest
   * choice (up to 24rem), so a filter or a switch beside others shows its
   * whole words; a phone's box stays as wide as its row.
   */
  fitOptions?: boolean;
};

/**
 * The least width that shows `labels` whole: a browser sizes a select from
 * its options but leaves out the room the chevron takes, so the longest
 * label, counted in `ch` (a digit's width, wider than most letters), plus
 * both paddings of the field.
 */
function fittingWidth(labels: readonly string[]): string {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return `min(calc(${longest}ch + 3rem), 24rem)`;
}

/**
 * A native select of a list of options, with its chevron: what a form's
 * bank, currency, status or account choice and a list's filter are made of.
 * Field props (name, value, onChange, test id) go to the `<select>` itself.
 */
export function OptionSelect({
  options,
  placeholder,
  root,
  fitOptions = false,
  ...field
}: OptionSelectProps) {
  const fit = fitOptions
    ? {
        minWidth: {
          md: fittingWidth([...options.map((option) => option.label), placeholder ?? '']),
        },
      }
    : {};
  return (
    <NativeSelect.Root {...fit} {...root}>
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
