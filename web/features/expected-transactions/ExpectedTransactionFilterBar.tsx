import { FormattedMessage, useIntl } from 'react-intl';
import { TransactionFilterBar } from '../../ui/filters/TransactionFilterBar';
import type { TransactionFilterValues } from '../../ui/filters/transactionFilters';

/** The expected transaction list's filters: the transaction filters with a counterparty choice (for a viewer who may read counterparties). */
export function ExpectedTransactionFilterBar({
  filters,
  onChange,
  busy,
  counterparties,
}: {
  filters: TransactionFilterValues;
  onChange: (patch: Partial<TransactionFilterValues>) => void;
  busy: boolean;
  counterparties: readonly { id: string; alias: string }[] | null;
}) {
  const intl = useIntl();
  return (
    <TransactionFilterBar
      filters={filters}
      onChange={onChange}
      periodLabel={<FormattedMessage id="expectedTransactions.filter.period" />}
      searchPlaceholder={intl.formatMessage({ id: 'expectedTransactions.searchPlaceholder' })}
      party={
        counterparties
          ? {
              label: <FormattedMessage id="expectedTransactions.filter.counterparty" />,
              anyLabel: intl.formatMessage({ id: 'expectedTransactions.filter.anyCounterparty' }),
              options: counterparties.map((counterparty) => ({
                id: counterparty.id,
                label: counterparty.alias,
              })),
            }
          : null
      }
      busy={busy}
      testId="expected"
    />
  );
}
