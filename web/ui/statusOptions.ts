import type { IntlShape } from 'react-intl';
import type { SelectOption } from './OptionSelect';
import type { StatusTone } from './StatusBadge';

/** A status filter's options: each status in the order given, named as its badge names it. */
export function statusOptions<Status extends string>(
  statuses: readonly Status[],
  tones: Readonly<Record<Status, StatusTone>>,
  intl: IntlShape,
): SelectOption[] {
  return statuses.map((status) => ({
    value: status,
    label: intl.formatMessage(tones[status].label),
  }));
}
