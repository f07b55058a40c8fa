import { Card, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RecurringItemList_forecast$key } from '../../__generated__/RecurringItemList_forecast.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { CardEmptyNote } from '../../ui/CardEmptyNote';
import { CardHeading } from '../../ui/CardHeading';
import { DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { categoryLabel } from './cashForecastLabels';
import { FigureCell } from '../../ui/FigureCell';

/**
 * The recurring items the forecast learned from the statement lines (the
 * same description and a similar amount every month or week), with when they
 * come back and at what amount: what its "recurring" figures are made of.
 */
/** The table's columns: the item, its category, when it recurs, and its usual amount. */
const COLUMNS = messageColumns(
  [
    'cashForecast.recurring.item',
    'cashForecast.recurring.category',
    'cashForecast.recurring.when',
    'cashForecast.recurring.amount',
  ],
  ['cashForecast.recurring.amount'],
);

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
  const { language } = useLanguage();
  const weekday = (day: number) =>
    new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
      weekday: 'long',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2024, 0, day)));
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <CardHeading
        title={<FormattedMessage id="cashForecast.recurring.title" />}
        description={<FormattedMessage id="cashForecast.recurring.subtitle" />}
      />
      {data.recurringItems.length === 0 ? (
        <CardEmptyNote testId="cash-forecast-recurring-empty">
          <FormattedMessage id="cashForecast.recurring.empty" />
        </CardEmptyNote>
      ) : (
        <DataTable size="sm" columns={COLUMNS} testId="cash-forecast-recurring">
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
              <FigureCell>
                {item.flow === 'OUTFLOW' ? '−' : '+'}
                {formatMoney(item.amount.amount, data.currency, language)}
              </FigureCell>
            </Table.Row>
          ))}
        </DataTable>
      )}
    </Card.Root>
  );
}
