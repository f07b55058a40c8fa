import { HStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { DateInput } from '../DateInput';
import { FilterField } from '../FilterSelect';

type DateRangeFieldsProps<Key extends string> = {
  /** Where the first and the last day stand in `values`, in that order: also the fields' names. */
  keys: readonly [Key, Key];
  values: Readonly<Record<Key, string>>;
  /** Called with the key of the day that changed and its new date (`YYYY-MM-DD`, or '' while the text is no whole date). */
  onChange: (key: Key, value: string) => void;
  /** The two fields' labels, as message ids: From and To unless a screen words them its own way. */
  labels?: readonly [string, string];
  /** Each day bounds the other's calendar: the first no later than the last. */
  bounded?: boolean;
  /** The fields' test ids, `${testId}-from` and `${testId}-to`; none without it. */
  testId?: string;
  minWidth?: string;
  /** Side by side in a row of their own, aligned at its top or its bottom; without it the two fields join the row of filters they stand in. */
  group?: 'flex-start' | 'flex-end';
};

/**
 * The first and the last day of a date range among a list's or a report's
 * filters (a custom period, a report's range), each a date field under its
 * label.
 */
export function DateRangeFields<Key extends string>({
  keys: [first, last],
  values,
  onChange,
  labels = ['filters.from', 'filters.to'],
  bounded = false,
  testId,
  minWidth,
  group,
}: DateRangeFieldsProps<Key>) {
  // Bounded, the first day's calendar ends at the last day and the last day's starts at the first.
  const bound = (key: Key) => (bounded ? values[key] || undefined : undefined);
  const field = (key: Key, label: string, end: 'from' | 'to') => (
    <FilterField label={<FormattedMessage id={label} />} minWidth={minWidth}>
      <DateInput
        size="sm"
        name={key}
        value={values[key]}
        min={end === 'to' ? bound(first) : undefined}
        max={end === 'from' ? bound(last) : undefined}
        onChange={(event) => onChange(key, event.currentTarget.value)}
        data-testid={testId ? `${testId}-${end}` : undefined}
      />
    </FilterField>
  );
  const fields = (
    <>
      {field(first, labels[0], 'from')}
      {field(last, labels[1], 'to')}
    </>
  );
  return group ? (
    <HStack gap="2" alignItems={group}>
      {fields}
    </HStack>
  ) : (
    fields
  );
}
