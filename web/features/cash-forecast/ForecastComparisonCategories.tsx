import { Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ForecastComparisonCategories_snapshot$key } from '../../__generated__/ForecastComparisonCategories_snapshot.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { categoryLabel, periodLabel } from './cashForecastLabels';
import { ForecastPeriodTable } from './ForecastPeriodTable';
import { VarianceText } from './VarianceText';

/** Per category of a frozen forecast, four periods at a time: what the statements show, what was forecast and the difference. */
export function ForecastComparisonCategories({
  snapshot,
}: {
  snapshot: ForecastComparisonCategories_snapshot$key;
}) {
  const data = useFragment(
    graphql`
      fragment ForecastComparisonCategories_snapshot on CashForecastSnapshot {
        currency
        granularity
        comparison {
          periods {
            ...comparisonPeriod_period @relay(mask: false)
          }
          categories {
            category
            flow
            periods {
              ...forecastVariance_figure @relay(mask: false)
            }
          }
        }
      }
    `,
    snapshot,
  );
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, data.currency, language);
  const { periods, categories } = data.comparison;
  return (
    <ForecastPeriodTable
      title={<FormattedMessage id="cashForecast.comparison.byCategory" />}
      subtitle={<FormattedMessage id="cashForecast.comparison.byCategoryHelp" />}
      testId="cash-forecast-comparison"
      periods={periods}
      heading={(period) => periodLabel(period, data.granularity, language)}
    >
      {(shown) =>
        categories.map((line) => {
          const key = `${line.flow}-${line.category ?? 'UNCATEGORISED'}`;
          return (
            <Table.Row key={key} data-testid={`cash-forecast-comparison-row-${key}`}>
              <Table.Cell>
                <Stack gap="0">
                  <Text fontSize="sm" fontStyle={line.category ? undefined : 'italic'}>
                    <FormattedMessage {...categoryLabel(line.category)} />
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    <FormattedMessage id={`cashForecast.flow.${line.flow}`} />
                  </Text>
                </Stack>
              </Table.Cell>
              {shown.map((period) => {
                const figure = line.periods[period.index - 1]!;
                return (
                  <Table.Cell
                    key={period.key}
                    textAlign="end"
                    whiteSpace="nowrap"
                    fontVariantNumeric="tabular-nums"
                    data-testid={`cash-forecast-comparison-cell-${key}-${period.index}`}
                  >
                    <Stack gap="0" alignItems="flex-end">
                      <Text as="span">{figure.actual ? money(figure.actual.amount) : '—'}</Text>
                      <Text as="span" fontSize="xs" color="fg.muted">
                        <FormattedMessage
                          id="cashForecast.comparison.of"
                          values={{ amount: money(figure.forecast.amount) }}
                        />
                      </Text>
                      <VarianceText figure={figure} flow={line.flow} currency={data.currency} />
                    </Stack>
                  </Table.Cell>
                );
              })}
            </Table.Row>
          );
        })
      }
    </ForecastPeriodTable>
  );
}
