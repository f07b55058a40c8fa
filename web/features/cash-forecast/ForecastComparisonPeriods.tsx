import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ForecastComparisonPeriods_snapshot$key } from '../../__generated__/ForecastComparisonPeriods_snapshot.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DataTable } from '../../ui/DataTable';
import { periodLabel } from './cashForecastLabels';
import { VarianceText } from './VarianceText';
import { FigureCell } from '../../ui/FigureCell';

/** Per period of a frozen forecast: its status, and its net flow as frozen beside the statements' net and the difference. */
export function ForecastComparisonPeriods({
  snapshot,
}: {
  snapshot: ForecastComparisonPeriods_snapshot$key;
}) {
  const data = useFragment(
    graphql`
      fragment ForecastComparisonPeriods_snapshot on CashForecastSnapshot {
        currency
        granularity
        comparison {
          periods {
            ...comparisonPeriod_period @relay(mask: false)
            status
            net {
              ...forecastVariance_figure @relay(mask: false)
            }
          }
        }
      }
    `,
    snapshot,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, data.currency, language);
  return (
    <DataTable
      size="sm"
      columns={[
        { key: 'period', label: intl.formatMessage({ id: 'cashForecast.table.period' }) },
        {
          key: 'forecast',
          label: intl.formatMessage({ id: 'cashForecast.comparison.forecastNet' }),
          numeric: true,
        },
        {
          key: 'actual',
          label: intl.formatMessage({ id: 'cashForecast.comparison.actualNet' }),
          numeric: true,
        },
      ]}
      testId="cash-forecast-comparison-periods"
    >
      {data.comparison.periods.map((period) => (
        <Table.Row key={period.key} data-testid={`cash-forecast-comparison-period-${period.index}`}>
          <Table.Cell>
            <Stack gap="0.5">
              <Text fontSize="sm">{periodLabel(period, data.granularity, language)}</Text>
              <Badge
                size="sm"
                width="fit-content"
                colorPalette={
                  period.status === 'PASSED'
                    ? 'green'
                    : period.status === 'CURRENT'
                      ? 'blue'
                      : 'gray'
                }
                variant="subtle"
              >
                <FormattedMessage id={`cashForecast.status.${period.status}`} />
              </Badge>
            </Stack>
          </Table.Cell>
          <FigureCell>{money(period.net.forecast.amount)}</FigureCell>
          <FigureCell>
            {period.net.actual ? (
              <Stack gap="0" alignItems="flex-end">
                <Text as="span">{money(period.net.actual.amount)}</Text>
                <VarianceText figure={period.net} flow="INFLOW" currency={data.currency} />
              </Stack>
            ) : (
              <Text as="span" color="fg.subtle">
                —
              </Text>
            )}
          </FigureCell>
        </Table.Row>
      ))}
    </DataTable>
  );
}
