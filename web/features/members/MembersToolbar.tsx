import { HStack, Spinner, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ListFilterSelect, ListSearchInput, ListToolbar } from '../../ui/ListToolbar';
import { MEMBER_STATUS_FILTERS, type MemberStatusFilter } from './memberStatus';

/** The team list's search, status filter and count (with a spinner while it reads again). */
export function MembersToolbar({
  search,
  status,
  total,
  busy,
  onSearchChange,
  onStatusChange,
}: {
  search: string;
  status: MemberStatusFilter;
  total: number;
  busy: boolean;
  onSearchChange: (value: string) => void;
  onStatusChange: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <ListToolbar>
      <ListSearchInput
        testId="member-search"
        value={search}
        placeholder={intl.formatMessage({ id: 'members.searchPlaceholder' })}
        onChange={onSearchChange}
      />
      <ListFilterSelect
        name="statusFilter"
        testId="member-status-filter"
        label={intl.formatMessage({ id: 'members.statusFilter' })}
        value={status}
        width="48"
        onChange={onStatusChange}
      >
        {MEMBER_STATUS_FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {intl.formatMessage(option.label)}
          </option>
        ))}
      </ListFilterSelect>
      <HStack gap="3" marginLeft={{ md: 'auto' }} fontSize="sm">
        {busy ? <Spinner size="xs" color="brand.solid" /> : null}
        <Text data-testid="member-total" fontWeight="medium" whiteSpace="nowrap">
          <FormattedMessage id="members.total" values={{ count: total }} />
        </Text>
      </HStack>
    </ListToolbar>
  );
}
