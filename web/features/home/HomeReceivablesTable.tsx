import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { HomeReceivables_summary$data } from '../../__generated__/HomeReceivables_summary.graphql';
import { formatCount } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { MoneyCell } from '../../ui/MoneyCell';
import { TableHeaderCell } from '../../ui/TableHeaderCell';
import { TableScrollArea } from '../../ui/TableScrollArea';

/** The buyers listed per currency; the rest are summed in the total row. */
const TOP_BUYERS = 5;

const BUCKETS = [
  'current',
  'overdue1To30',
  'overdue31To60',
  'overdue61To90',
  'overdueOver90',
] as const;

type CurrencyGroup = NonNullable<HomeReceivables_summary$data['receivables']>['currencies'][number];

/** One currency's receivables by age: the buyers who owe most, one row each, then the total of all. */
export function HomeReceivablesTable({ group }: { group: CurrencyGroup }) {
  const { language } = useLanguage();
  return (
    <TableScrollArea>
      <Table.Root size="sm" data-testid={`home-receivables-${group.currency}`}>
        <Table.Header>
          <Table.Row>
            <TableHeaderCell>
              <FormattedMessage id="home.receivables.buyer" values={{ currency: group.currency }} />
            </TableHeaderCell>
            {BUCKETS.map((bucket) => (
              <TableHeaderCell key={bucket} numeric>
                <FormattedMessage id={`home.receivables.${bucket}`} />
              </TableHeaderCell>
            ))}
            <TableHeaderCell numeric>
              <FormattedMessage id="home.receivables.total" />
            </TableHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {group.customers.slice(0, TOP_BUYERS).map((row) => (
            <Table.Row key={row.customerId} data-testid="home-receivables-buyer">
              <Table.Cell>
                <Text>{row.customerName}</Text>
                <Text fontSize="xs" color="fg.muted">
                  <FormattedMessage
                    id="home.receivables.invoices"
                    values={{
                      count: row.invoices,
                      shown: formatCount(row.invoices, language),
                    }}
                  />
                </Text>
              </Table.Cell>
              {BUCKETS.map((bucket) => (
                <MoneyCell key={bucket} money={row.amounts[bucket]} empty="—" />
              ))}
              <MoneyCell money={row.amounts.total} empty="—" strong />
            </Table.Row>
          ))}
          <Table.Row data-testid="home-receivables-total" fontWeight="medium">
            <Table.Cell>
              <FormattedMessage
                id="home.receivables.all"
                values={{
                  count: group.customers.length,
                  shown: formatCount(group.customers.length, language),
                }}
              />
            </Table.Cell>
            {BUCKETS.map((bucket) => (
              <MoneyCell key={bucket} money={group.totals[bucket]} empty="—" strong />
            ))}
            <MoneyCell money={group.totals.total} empty="—" strong />
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}
