import { FormattedMessage, useIntl } from 'react-intl';
import { FilterBar } from './FilterBar';
import { FilterSelect } from './FilterSelect';

/**
 * A list's bar with its one filter, the status: each status worded by the
 * list's messages (`<messages>.status.<STATUS>`, the label
 * `<messages>.filter.status`, no choice `<messages>.filter.any`).
 */
export function StatusFilterBar<Status extends string>({
  messages,
  statuses,
  value,
  onChange,
  testId,
}: {
  messages: string;
  statuses: readonly Status[];
  value: '' | Status;
  onChange: (status: '' | Status) => void;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <FilterBar>
      <FilterSelect
        name="status"
        label={<FormattedMessage id={`${messages}.filter.status`} />}
        value={value}
        onChange={(status) => onChange(status as '' | Status)}
        options={statuses.map((status) => ({
          value: status,
          label: intl.formatMessage({ id: `${messages}.status.${status}` }),
        }))}
        placeholder={intl.formatMessage({ id: `${messages}.filter.any` })}
        testId={testId}
      />
    </FilterBar>
  );
}
