import { Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilterField, FilterSelect } from '../../ui/FilterSelect';
import {
  SETTLEMENT_STATUSES,
  SETTLEMENT_STATUS_TONES,
  TRANSACTION_STATUSES,
  TRANSACTION_STATUS_TONES,
} from './paymentLabels';
import { DateRangeFields } from '../../ui/filters/DateRangeFields';
import { FilterBar } from '../../ui/FilterBar';

/** What the payment lists filter by; empty strings are "any". */
export type PaymentFilters = {
  paymentProviderId: string;
  status: string;
  settlementStatus: string;
  dateFrom: string;
  dateTo: string;
  search: string;
};
export const NO_FILTERS: PaymentFilters = {
  paymentProviderId: '',
  status: '',
  settlementStatus: '',
  dateFrom: '',
  dateTo: '',
  search: '',
};

type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** The filters as a list query's variables: "any" left out. */
export function filterVariables(filters: PaymentFilters, withSettlement: boolean) {
  const blank = (value: string) => (value === '' ? null : value);
  return {
    paymentProviderId: blank(filters.paymentProviderId),
    status: blank(filters.status) as TransactionStatus | null,
    ...(withSettlement
      ? { settlementStatus: blank(filters.settlementStatus) as SettlementStatus | null }
      : {}),
    dateFrom: blank(filters.dateFrom),
    dateTo: blank(filters.dateTo),
    search: blank(filters.search.trim()),
  };
}

type PaymentListFiltersProps = {
  filters: PaymentFilters;
  onChange: (filters: PaymentFilters) => void;
  providers: readonly { id: string; name: string }[];
  /** The settlement status filter, on payment records. */
  withSettlement: boolean;
  searchPlaceholder: string;
  testId: string;
  actions?: ReactNode;
};

/** The filter bar of the payment records and payment transactions lists: provider, status, settlement status, date range and search. */
export function PaymentListFilters({
  filters,
  onChange,
  providers,
  withSettlement,
  searchPlaceholder,
  testId,
}: PaymentListFiltersProps) {
  const intl = useIntl();
  const set = (key: keyof PaymentFilters) => (value: string) =>
    onChange({ ...filters, [key]: value });
  const any = intl.formatMessage({ id: 'paymentRecords.filter.any' });
  return (
    <FilterBar testId={`${testId}-filters`}>
      <FilterSelect
        name="paymentProviderId"
        label={<FormattedMessage id="paymentRecords.filter.provider" />}
        value={filters.paymentProviderId}
        onChange={set('paymentProviderId')}
        options={providers.map((provider) => ({ value: provider.id, label: provider.name }))}
        placeholder={any}
        testId={`${testId}-filter-provider`}
      />
      <FilterSelect
        name="status"
        label={<FormattedMessage id="paymentRecords.filter.status" />}
        value={filters.status}
        onChange={set('status')}
        options={TRANSACTION_STATUSES.map((status) => ({
          value: status,
          label: intl.formatMessage(TRANSACTION_STATUS_TONES[status]!.label),
        }))}
        placeholder={any}
        testId={`${testId}-filter-status`}
        minWidth="36"
      />
      {withSettlement ? (
        <FilterSelect
          name="settlementStatus"
          label={<FormattedMessage id="paymentRecords.filter.settlement" />}
          value={filters.settlementStatus}
          onChange={set('settlementStatus')}
          options={SETTLEMENT_STATUSES.map((status) => ({
            value: status,
            label: intl.formatMessage(SETTLEMENT_STATUS_TONES[status]!.label),
          }))}
          placeholder={any}
          testId={`${testId}-filter-settlement`}
          minWidth="36"
        />
      ) : null}
      <DateRangeFields
        keys={['dateFrom', 'dateTo']}
        values={filters}
        onChange={(key, value) => set(key)(value)}
        labels={['paymentRecords.filter.dateFrom', 'paymentRecords.filter.dateTo']}
        bounded
        testId={`${testId}-filter`}
        minWidth="36"
      />
      <FilterField label={<FormattedMessage id="paymentRecords.filter.search" />} minWidth="52">
        <Input
          size="sm"
          value={filters.search}
          placeholder={searchPlaceholder}
          onChange={(event) => set('search')(event.currentTarget.value)}
          data-testid={`${testId}-filter-search`}
        />
      </FilterField>
    </FilterBar>
  );
}
