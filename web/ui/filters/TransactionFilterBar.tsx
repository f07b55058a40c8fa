import { Flex, Input, InputGroup, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MenuIcon } from '../MenuIcon';
import { OptionSelect } from '../OptionSelect';
import { DIRECTION_LABEL, STATUS_LABEL } from '../../i18n/transactionLabels';
import { amountRangeErrors } from './amountRange';
import { DATE_FILTER_PRESETS } from './datePresetDates';
import type { TransactionFilterValues } from './transactionFilters';
import { FilterField } from '../FilterSelect';
import { CustomPeriodFields } from './CustomPeriodFields';

const AMOUNT_ERROR = {
  invalid: 'filters.amountInvalid',
  notBelowMax: 'filters.amountMinNotBelowMax',
  notAboveMin: 'filters.amountMaxNotAboveMin',
} as const;

type TransactionFilterBarProps = {
  filters: TransactionFilterValues;
  onChange: (patch: Partial<TransactionFilterValues>) => void;
  /** What the date filter is about ("Date", "Expected date"). */
  periodLabel: ReactNode;
  searchPlaceholder: string;
  /** The party the list can be narrowed to (a counterparty, a bank account); null to leave the filter out. */
  party: {
    label: ReactNode;
    anyLabel: string;
    options: readonly { id: string; label: string }[];
  } | null;
  busy: boolean;
  /** Prefix of the controls' test ids, for the end-to-end tests. */
  testId: string;
};

/**
 * The filters of a transaction list (spec: date presets, amount range with
 * its messages, direction, status, search): words, a date preset of the spec
 * or a custom range, direction, reconciliation status, a party and an amount
 * range that must run from lower to higher (each bound says what is wrong
 * with it).
 */
export function TransactionFilterBar({
  filters,
  onChange,
  periodLabel,
  searchPlaceholder,
  party,
  busy,
  testId,
}: TransactionFilterBarProps) {
  const intl = useIntl();

  const select = (
    name: keyof TransactionFilterValues,
    options: { value: string; label: string }[],
    allLabel: string | null,
  ) => (
    <OptionSelect
      root={{ size: 'sm' }}
      fitOptions
      name={name}
      data-testid={`${testId}-filter-${name}`}
      value={filters[name]}
      onChange={(event) => onChange({ [name]: event.currentTarget.value })}
      placeholder={allLabel}
      options={options}
    />
  );

  return (
    <Flex
      gap="3"
      padding="4"
      wrap="wrap"
      alignItems="flex-start"
      borderBottomWidth="1px"
      borderColor="border"
      data-testid={`${testId}-filters`}
    >
      <FilterField label={<FormattedMessage id="filters.search" />} minWidth="64">
        <InputGroup startElement={<MenuIcon name="search" color="fg.muted" />}>
          <Input
            size="sm"
            type="search"
            name="search"
            data-testid={`${testId}-search`}
            value={filters.search}
            placeholder={searchPlaceholder}
            onChange={(event) => onChange({ search: event.currentTarget.value })}
          />
        </InputGroup>
      </FilterField>
      <FilterField label={periodLabel} minWidth="40">
        {select(
          'preset',
          DATE_FILTER_PRESETS.map((preset) => ({
            value: preset,
            label: intl.formatMessage({ id: `filters.preset.${preset}` }),
          })),
          null,
        )}
      </FilterField>
      {filters.preset === 'CUSTOM' ? (
        <CustomPeriodFields filters={filters} onChange={onChange} />
      ) : null}
      {party ? (
        <FilterField label={party.label} minWidth="40">
          {select(
            'partyId',
            party.options.map((option) => ({ value: option.id, label: option.label })),
            party.anyLabel,
          )}
        </FilterField>
      ) : null}
      <FilterField label={<FormattedMessage id="filters.direction" />} minWidth="40">
        {select(
          'direction',
          (['DEBIT', 'CREDIT'] as const).map((value) => ({
            value,
            label: intl.formatMessage(DIRECTION_LABEL[value]),
          })),
          intl.formatMessage({ id: 'filters.anyDirection' }),
        )}
      </FilterField>
      <FilterField label={<FormattedMessage id="filters.status" />} minWidth="40">
        {select(
          'status',
          (['UNRECONCILED', 'PARTIAL', 'RECONCILED', 'ARCHIVED'] as const).map((value) => ({
            value,
            label: intl.formatMessage(STATUS_LABEL[value]),
          })),
          intl.formatMessage({ id: 'filters.anyStatus' }),
        )}
      </FilterField>
      <AmountRangeFields filters={filters} onChange={onChange} testId={testId} />
      {busy ? <Spinner size="sm" color="brand.solid" alignSelf="center" /> : null}
    </Flex>
  );
}

type FilterFieldsProps = Pick<TransactionFilterBarProps, 'filters' | 'onChange'>;

/** The lower and upper bounds of the amount, each saying what is wrong with it, if anything. */
function AmountRangeFields({ filters, onChange, testId }: FilterFieldsProps & { testId: string }) {
  const intl = useIntl();
  const errors = amountRangeErrors(filters.amountMin, filters.amountMax);
  const amountField = (
    name: 'amountMin' | 'amountMax',
    error: keyof typeof AMOUNT_ERROR | undefined,
  ) => (
    <FilterField
      label={<FormattedMessage id={`filters.${name}`} />}
      error={error ? intl.formatMessage({ id: AMOUNT_ERROR[error] }) : undefined}
      errorTestId="amount-filter-error"
      minWidth="36"
    >
      <Input
        size="sm"
        name={name}
        data-testid={`${testId}-filter-${name}`}
        inputMode="decimal"
        autoComplete="off"
        value={filters[name]}
        onChange={(event) => onChange({ [name]: event.currentTarget.value })}
      />
    </FilterField>
  );
  return (
    <>
      {amountField('amountMin', errors.min)}
      {amountField('amountMax', errors.max)}
    </>
  );
}
