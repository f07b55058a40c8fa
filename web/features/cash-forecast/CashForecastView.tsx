import { Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ForecastCellDrawerQuery } from '../../__generated__/ForecastCellDrawerQuery.graphql';
import type {
  CashForecastView_forecast$data,
  CashForecastView_forecast$key,
} from '../../__generated__/CashForecastView_forecast.graphql';
import { useLanguage } from '../../i18n/useLanguage';
import { ChartPanel } from '../../ui/charts/ChartPanel';
import { useFigureDrawer } from '../../relay/useFigureDrawer';
import { periodLabel } from './cashForecastLabels';
import { CashForecastSummary } from './CashForecastSummary';
import {
  cellVariables,
  ForecastCellDrawer,
  forecastCellDrawerQuery,
  type ForecastCell,
} from './ForecastCellDrawer';
import { ForecastGrid } from './ForecastGrid';
import { RecurringItemList } from './RecurringItemList';

type Data = CashForecastView_forecast$data;

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
        ...CashForecastSummary_forecast
      }
    `,
    forecast,
  );
  const { open, drawer } = useFigureDrawer<ForecastCell, ForecastCellDrawerQuery>(
    forecastCellDrawerQuery,
    (cell) => cellVariables(cell, data.currency, data.granularity),
  );

  return (
    <Stack gap="5">
      <CashForecastSummary forecast={data} />
      <ForecastClosingChart data={data} />
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
      <ForecastCellDrawer {...drawer} currency={data.currency} granularity={data.granularity} />
    </Stack>
  );
}

/** The projected closing balance per period, with the compared scenarios', as a chart with its table and CSV. */
function ForecastClosingChart({ data }: { data: Data }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const label = (period: { start: string; end: string }) =>
    periodLabel(period, data.granularity, language);
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
  );
}
