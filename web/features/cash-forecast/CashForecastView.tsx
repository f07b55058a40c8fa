import { Card, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useQueryLoader } from 'react-relay';
import type { ForecastCellDrawerQuery } from '../../__generated__/ForecastCellDrawerQuery.graphql';
import type { CashForecastView_forecast$key } from '../../__generated__/CashForecastView_forecast.graphql';
import { toCents } from '../../../formats/cents';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ChartPanel } from '../../ui/charts/ChartPanel';
import { isNegative, periodLabel } from './cashForecastLabels';
import {
  cellVariables,
  ForecastCellDrawer,
  forecastCellDrawerQuery,
  type ForecastCell,
} from './ForecastCellDrawer';
import { ForecastGrid } from './ForecastGrid';
import { RecurringItemList } from './RecurringItemList';

/**
 * The forecast of one currency: where it starts, where it ends and its
 * lowest point; the projected closing balance per period (with the compared
 * scenarios'), as a chart with its table and CSV; the periods by category
 * with opening and closing balances, each figure opening what it is made of;
 * and the recurring items learned from the history.
 */
export function CashForecastView({ forecast }: { forecast: CashForecastView_forecast$key }) {
  const data = useFragment(
    graphql`
      fragment CashForecastView_forecast on CashForecast {
        asOf
        currency
        granularity
        openingBalance {
          amount
        }
        openingAccounts {
          alias
        }
        periods {
          index
          key
          start
          end
          opening {
            amount
          }
          inflows {
            amount
          }
          outflows {
            amount
          }
          net {
            amount
          }
          closing {
            amount
          }
        }
        categories {
          category
          flow
          periods {
            known {
              amount
            }
            recurring {
              amount
            }
            baseline {
              amount
            }
            total {
              amount
            }
          }
        }
        scenarios {
          scenario {
            id
            name
          }
          periods {
            closing {
              amount
            }
          }
        }
        ...RecurringItemList_forecast
      }
    `,
    forecast,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const [cell, setCell] = useState<ForecastCell | null>(null);
  const [itemsRef, loadItems] = useQueryLoader<ForecastCellDrawerQuery>(forecastCellDrawerQuery);
  const open = (chosen: ForecastCell) => {
    loadItems(cellVariables(chosen, data.currency, data.granularity), {
      fetchPolicy: 'network-only',
    });
    setCell(chosen);
  };
  const money = (amount: string) => formatMoney(amount, data.currency, language);
  const label = (period: { start: string; end: string }) =>
    periodLabel(period, data.granularity, language);
  const last = data.periods.at(-1);
  const lowest = data.periods.reduce<(typeof data.periods)[number] | undefined>(
    (low, period) =>
      !low || toCents(period.closing.amount) < toCents(low.closing.amount) ? period : low,
    undefined,
  );
  const labels = new Map(data.periods.map((period) => [period.key, label(period)]));
  const rows = data.periods.map((period, index) => ({
    period: period.key,
    forecast: period.closing.amount,
    ...Object.fromEntries(
      data.scenarios.map((result, position) => [
        `scenario${position}`,
        result.periods[index]?.closing.amount ?? '',
      ]),
    ),
  }));

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Figure
          label={<FormattedMessage id="cashForecast.summary.opening" />}
          value={money(data.openingBalance.amount)}
          note={
            <FormattedMessage
              id="cashForecast.summary.openingNote"
              values={{ count: data.openingAccounts.length, date: formatDate(data.asOf, language) }}
            />
          }
          testId="cash-forecast-opening"
        />
        {last ? (
          <Figure
            label={<FormattedMessage id="cashForecast.summary.closing" />}
            value={money(last.closing.amount)}
            tone={isNegative(last.closing.amount) ? 'fg.error' : undefined}
            note={
              <FormattedMessage
                id="cashForecast.summary.closingNote"
                values={{ period: label(last) }}
              />
            }
            testId="cash-forecast-closing"
          />
        ) : null}
        {lowest ? (
          <Figure
            label={<FormattedMessage id="cashForecast.summary.lowest" />}
            value={money(lowest.closing.amount)}
            tone={isNegative(lowest.closing.amount) ? 'fg.error' : undefined}
            note={
              <FormattedMessage
                id="cashForecast.summary.lowestNote"
                values={{ period: label(lowest) }}
              />
            }
            testId="cash-forecast-lowest"
          />
        ) : null}
      </SimpleGrid>
      <ChartPanel
        title={<FormattedMessage id="cashForecast.chart.title" />}
        description={
          <FormattedMessage id="cashForecast.chart.subtitle" values={{ currency: data.currency }} />
        }
        kind="line"
        rows={rows}
        xKey="period"
        xLabel={intl.formatMessage({ id: 'cashForecast.table.period' })}
        formatX={(key) => labels.get(key) ?? key}
        series={[
          { key: 'forecast', label: intl.formatMessage({ id: 'cashForecast.chart.forecast' }) },
          ...data.scenarios.map((result, position) => ({
            key: `scenario${position}`,
            label: result.scenario.name,
          })),
        ]}
        currency={data.currency}
        csvFileName={`cash-forecast-${data.currency}-${data.granularity.toLowerCase()}-${data.asOf}.csv`}
        testId="cash-forecast-chart"
      />
      <ForecastGrid
        key={`${data.currency}-${data.granularity}`}
        currency={data.currency}
        granularity={data.granularity}
        periods={data.periods}
        categories={data.categories}
        scenarios={data.scenarios.map((result) => ({
          name: result.scenario.name,
          closings: result.periods.map((period) => period.closing.amount),
        }))}
        onOpen={open}
      />
      <RecurringItemList forecast={data} />
      <ForecastCellDrawer
        cell={cell}
        queryRef={itemsRef}
        currency={data.currency}
        granularity={data.granularity}
        onClose={() => setCell(null)}
      />
    </Stack>
  );
}

/** One figure of the summary. */
function Figure({
  label,
  value,
  note,
  tone,
  testId,
}: {
  label: ReactNode;
  value: string;
  note: ReactNode;
  tone?: string;
  testId: string;
}) {
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body padding="4" gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text
          fontSize="xl"
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          color={tone}
          data-testid={testId}
        >
          {value}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {note}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
