import { DateRangeFields } from './DateRangeFields';

type Period = { customFrom: string; customTo: string };

/** The first and last day of a custom period of a list's filters, side by side. */
export function CustomPeriodFields({
  filters,
  onChange,
}: {
  filters: Period;
  onChange: (change: Partial<Period>) => void;
}) {
  return (
    <DateRangeFields
      keys={['customFrom', 'customTo']}
      values={filters}
      onChange={(key, value) => onChange({ [key]: value })}
      minWidth="36"
      group="flex-start"
    />
  );
}
