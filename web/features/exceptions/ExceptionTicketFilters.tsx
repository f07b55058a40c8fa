import { HStack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type {
  ExceptionTicketStatus,
  ExceptionType,
} from '../../__generated__/ExceptionTicketListPaginationQuery.graphql';
import { FilterSelect } from '../../ui/FilterSelect';
import { EXCEPTION_TYPE_TONES, type Assignable } from './exceptionLabels';

/** The ticket list's filters as the screen holds them: a status choice, a type, and whose tickets. */
export type ExceptionFilters = {
  status: 'UNRESOLVED' | 'ALL' | ExceptionTicketStatus;
  type: '' | ExceptionType;
  assignee: '' | 'ME' | 'NOBODY' | string;
};

/** The ticket list's filters: status (unresolved ones by default), type, and assignee (the viewer, nobody, or another member). */
export function ExceptionTicketFilters({
  filters,
  onChange,
  me,
  members,
}: {
  filters: ExceptionFilters;
  onChange: (patch: Partial<ExceptionFilters>) => void;
  me: Assignable;
  members: readonly Assignable[];
}) {
  const intl = useIntl();
  return (
    <HStack
      gap="3"
      padding="4"
      flexWrap="wrap"
      alignItems="flex-end"
      borderBottomWidth="1px"
      data-testid="exceptions-filters"
    >
      <FilterSelect
        name="status"
        label={<FormattedMessage id="exceptions.filter.status" />}
        value={filters.status}
        onChange={(status) => onChange({ status: status as ExceptionFilters['status'] })}
        options={[
          {
            value: 'UNRESOLVED',
            label: intl.formatMessage({ id: 'exceptions.filter.unresolved' }),
          },
          { value: 'OPEN', label: intl.formatMessage({ id: 'exceptions.status.OPEN' }) },
          {
            value: 'IN_PROGRESS',
            label: intl.formatMessage({ id: 'exceptions.status.IN_PROGRESS' }),
          },
          { value: 'RESOLVED', label: intl.formatMessage({ id: 'exceptions.status.RESOLVED' }) },
          { value: 'ALL', label: intl.formatMessage({ id: 'exceptions.filter.allStatuses' }) },
        ]}
      />
      <FilterSelect
        name="type"
        label={<FormattedMessage id="exceptions.filter.type" />}
        value={filters.type}
        onChange={(type) => onChange({ type: type as ExceptionFilters['type'] })}
        placeholder={intl.formatMessage({ id: 'exceptions.filter.allTypes' })}
        options={Object.entries(EXCEPTION_TYPE_TONES).map(([value, tone]) => ({
          value,
          label: intl.formatMessage(tone.label),
        }))}
      />
      <FilterSelect
        name="assignee"
        label={<FormattedMessage id="exceptions.filter.assignee" />}
        value={filters.assignee}
        onChange={(assignee) => onChange({ assignee })}
        placeholder={intl.formatMessage({ id: 'exceptions.filter.anyone' })}
        options={[
          { value: 'ME', label: intl.formatMessage({ id: 'exceptions.filter.me' }) },
          { value: 'NOBODY', label: intl.formatMessage({ id: 'exceptions.unassigned' }) },
          ...members
            .filter((member) => member.id !== me.id)
            .map((member) => ({ value: member.id, label: member.name })),
        ]}
      />
    </HStack>
  );
}
