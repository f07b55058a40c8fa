import { Badge, Card, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ForecastComparisonItems_snapshot$key } from '../../__generated__/ForecastComparisonItems_snapshot.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { CardEmptyNote } from '../../ui/CardEmptyNote';
import { CardHeading } from '../../ui/CardHeading';
import { DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { forecastItemName, OUTCOME_TONES, outcomeLabel, sourceLabel } from './cashForecastLabels';
import { FigureCell } from '../../ui/FigureCell';

/** Each item a frozen forecast counted that reconciliation can match, with what it has matched of it since. */
/** The table's columns: the item, what the forecast said of it, and how it turned out. */
const COLUMNS = messageColumns(
  [
    'cashForecast.items.item',
    'cashForecast.comparison.forecastAmount',
    'cashForecast.comparison.outcome',
  ],
  ['cashForecast.comparison.forecastAmount'],
);

export function ForecastComparisonItems({
  snapshot,
}: {
  snapshot: ForecastComparisonItems_snapshot$key;
}) {
  const data = useFragment(
    graphql`
      fragment ForecastComparisonItems_snapshot on CashForecastSnapshot {
        currency
        comparison {
          items {
            key
            source
            date
            description
            counterpartyAlias
            amount {
              amount
            }
            outcome
            matched {
              amount
            }
            matchedOn
          }
        }
      }
    `,
    snapshot,
  );
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, data.currency, language);
  const matchable = data.comparison.items.filter((item) => item.outcome !== 'NOT_MATCHABLE');
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <CardHeading
        title={<FormattedMessage id="cashForecast.comparison.items" />}
        description={<FormattedMessage id="cashForecast.comparison.itemsHelp" />}
      />
      {matchable.length === 0 ? (
        <CardEmptyNote>
          <FormattedMessage id="cashForecast.comparison.noItems" />
        </CardEmptyNote>
      ) : (
        <DataTable size="sm" columns={COLUMNS} testId="cash-forecast-comparison-items">
          {matchable.map((item) => (
            <Table.Row key={item.key} data-testid="cash-forecast-comparison-item">
              <Table.Cell>
                <Stack gap="0">
                  <Text fontSize="sm">{forecastItemName(item)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    <FormattedMessage {...sourceLabel(item.source)} /> ·{' '}
                    {formatDate(item.date, language)}
                  </Text>
                </Stack>
              </Table.Cell>
              <FigureCell>{money(item.amount.amount)}</FigureCell>
              <Table.Cell>
                <Stack gap="0.5">
                  <Badge
                    size="sm"
                    width="fit-content"
                    colorPalette={OUTCOME_TONES[item.outcome] ?? 'gray'}
                    data-outcome={item.outcome}
                  >
                    <FormattedMessage {...outcomeLabel(item.outcome)} />
                  </Badge>
                  {item.matchedOn ? (
                    <Text fontSize="xs" color="fg.muted">
                      <FormattedMessage
                        id="cashForecast.comparison.matchedOn"
                        values={{
                          amount: money(item.matched.amount),
                          date: formatDate(item.matchedOn, language),
                        }}
                      />
                    </Text>
                  ) : null}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      )}
    </Card.Root>
  );
}
