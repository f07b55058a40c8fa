import { Card, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RecurringItemList_forecast$key } from '../../__generated__/RecurringItemList_forecast.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DataTable } from '../../ui/DataTable';
import { categoryLabel } from './cashForecastLabels';

/**
 * The recurring items the forecast learned from the statement lines (the
 * same description and a similar amount every month or week), with when they
 * come back and at what amount: what its "recurring" figures are made of.
 */
export function RecurringItemList({ forecast }: { forecast: RecurringItemList_forecast$key }) {
  const data = useFragment(
    graphql`
      fragment RecurringItemList_forecast on CashForecast {
        currency
        recurringItems {
          key
          description
          bankAccountAlias
          category
          flow
          cadence
          day
          weekendRule
          amount {
            amount
          }
          lastDate
          occurrences
        }
      }
    `,
    forecast,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const weekday = (day: number) =>
    new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
      weekday: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2024, 0, day)));
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <Card.Header paddingBottom="2">
        <Text fontFamily="heading" fontWeight="semibold">
          <FormattedMessage id="cashForecast.recurring.title" />
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="cashForecast.recurring.subtitle" />
        </Text>
      </Card.Header>
      {data.recurringItems.length === 0 ? (
        <Card.Body paddingTop="2">
          <Text color="fg.muted" fontSize="sm" data-testid="cash-forecast-recurring-empty">
            <FormattedMessage id="cashForecast.recurring.empty" />
          </Text>
        </Card.Body>
      ) : (
        <DataTable
          size="sm"
          columns={[
            { key: 'item', label: intl.formatMessage({ id: 'cashForecast.recurring.item' }) },
            {
              key: 'category',
              label: intl.formatMessage({ id: 'cashForecast.recurring.category' }),
            },
            { key: 'when', label: intl.formatMessage({ id: 'cashForecast.recurring.when' }) },
            {
              key: 'amount',
              label: intl.formatMessage({ id: 'cashForecast.recurring.amount' }),
              numeric: true,
            },
          ]}
          testId="cash-forecast-recurring"
        >
          {data.recurringItems.map((item) => (
            <Table.Row key={item.key} data-testid="cash-forecast-recurring-row">
              <Table.Cell>
                <Stack gap="0">
                  <Text fontSize="sm">{item.description}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    <FormattedMessage
                      id="cashForecast.recurring.seen"
                      values={{
                        account: item.bankAccountAlias,
                        count: item.occurrences,
                        date: formatDate(item.lastDate, language),
                      }}
                    />
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>
                <FormattedMessage {...categoryLabel(item.category)} />
              </Table.Cell>
              <Table.Cell>
                {item.cadence === 'MONTHLY' ? (
                  <FormattedMessage
                    id={`cashForecast.recurring.monthly.${item.weekendRule}`}
                    values={{ day: item.day }}
                  />
                ) : (
                  <FormattedMessage
                    id="cashForecast.recurring.weekly"
                    values={{ weekday: weekday(item.day) }}
                  />
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {item.flow === 'OUTFLOW' ? '−' : '+'}
                {formatMoney(item.amount.amount, data.currency, language)}
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
    </Card.Root>
  );
}
