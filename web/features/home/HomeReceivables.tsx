import { Card, Link, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { HomeReceivables_summary$key } from '../../__generated__/HomeReceivables_summary.graphql';
import { formatCount, formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { CardTitleBar } from '../../ui/CardTitleBar';
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

/**
 * What buyers owe today on issued invoices, by age (current, 1-30, 31-60,
 * 61-90 and over 90 days past due), per currency: the buyers who owe most,
 * and the total. Nothing for a member who may not read invoices.
 */
export function HomeReceivables({ summary }: { summary: HomeReceivables_summary$key }) {
  const { language } = useLanguage();
  const { receivables } = useFragment(
    graphql`
      fragment HomeReceivables_summary on HomeSummary {
        receivables {
          asOf
          currencies {
            currency
            totals {
              ...HomeReceivables_amounts @relay(mask: false)
            }
            customers {
              customerId
              customerName
              invoices
              amounts {
                ...HomeReceivables_amounts @relay(mask: false)
              }
            }
          }
        }
      }
    `,
    summary,
  );
  if (!receivables) return null;
  return (
    <Card.Root variant="outline" bg="bg" marginBottom="6" data-testid="home-receivables">
      <CardTitleBar
        title={<FormattedMessage id="home.receivables.title" />}
        description={
          <FormattedMessage
            id="home.receivables.description"
            values={{ date: formatDate(receivables.asOf, language) }}
          />
        }
      >
        <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
          <RouterLink to="/invoices">
            <FormattedMessage id="home.receivables.link" />
          </RouterLink>
        </Link>
      </CardTitleBar>
      {receivables.currencies.length === 0 ? (
        <Text padding="4" color="fg.muted" fontSize="sm" data-testid="home-receivables-none">
          <FormattedMessage id="home.receivables.none" />
        </Text>
      ) : (
        <Stack gap="0">
          {receivables.currencies.map((group) => (
            <TableScrollArea key={group.currency}>
              <Table.Root size="sm" data-testid={`home-receivables-${group.currency}`}>
                <Table.Header>
                  <Table.Row>
                    <TableHeaderCell>
                      <FormattedMessage
                        id="home.receivables.buyer"
                        values={{ currency: group.currency }}
                      />
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
          ))}
        </Stack>
      )}
    </Card.Root>
  );
}

/** The buckets of an amount owed, read unmasked where a buyer's row and the total row use them. */
export const homeReceivablesAmounts = graphql`
  fragment HomeReceivables_amounts on AgedReceivableAmounts {
    current {
      amount
      currency
    }
    overdue1To30 {
      amount
      currency
    }
    overdue31To60 {
      amount
      currency
    }
    overdue61To90 {
      amount
      currency
    }
    overdueOver90 {
      amount
      currency
    }
    total {
      amount
      currency
    }
  }
`;
