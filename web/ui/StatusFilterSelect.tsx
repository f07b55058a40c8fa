import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { FilterSelect } from './FilterSelect';
import type { StatusTone } from './StatusBadge';
import { statusOptions } from './statusOptions';

type StatusFilterSelectProps<Status extends string> = Omit<
  ComponentProps<typeof FilterSelect>,
  'options' | 'onChange'
> & {
  /** The statuses offered, in this order, each named as its badge names it. */
  statuses: readonly Status[];
  tones: Readonly<Record<Status, StatusTone>>;
  /** The status chosen, or '' for any. */
  onChange: (status: Status | '') => void;
};

/**
 * A list's filter by status: the statuses named as their badges name them,
 * and the choice handed back as one of them (or '' for any), so a list's
 * filters need no cast from the select's string.
 */
export function StatusFilterSelect<Status extends string>({
  statuses,
  tones,
  onChange,
  ...select
}: StatusFilterSelectProps<Status>) {
  const intl = useIntl();
  return (
    <FilterSelect
      {...select}
      options={statusOptions(statuses, tones, intl)}
      onChange={(value) => onChange(statuses.find((status) => status === value) ?? '')}
    />
  );
}
