import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { periodLabel } from './cashForecastLabels';
import type { ForecastCell } from './ForecastCellDrawer';
import { ForecastPeriodTable } from './ForecastPeriodTable';
import { ForecastGridSection, type ForecastLine, type ForecastPeriod } from './ForecastGridSection';
import { ForecastTotalRow } from './ForecastTotalRow';

type ForecastGridProps = {
  currency: string;
  granularity: string;
  periods: readonly ForecastPeriod[];
  categories: readonly ForecastLine[];
  /** The compared scenarios' closing balances, by period. */
  scenarios: readonly { name: string; closings: readonly string[] }[];
  /** Opens what a figure is made of. */
  onOpen: (cell: ForecastCell) => void;
};

/**
 * The forecast's periods by category, four periods at a time: the opening
 * balance, money in by category and its total, money out by category and its
 * total, the net and the closing balance (and each compared scenario's). A
 * category's figure opens the known items, recurring items and baseline it
 * adds up.
 */
export function ForecastGrid({ granularity, periods, ...rows }: ForecastGridProps) {
  const { language } = useLanguage();
  return (
    <ForecastPeriodTable
      title={<FormattedMessage id="cashForecast.table.title" />}
      subtitle={<FormattedMessage id="cashForecast.table.subtitle" />}
      testId="cash-forecast"
      periods={periods}
      heading={(period) => (
        <span
          title={`${formatDate(period.start, language)} – ${formatDate(period.end, language)}`}
          data-testid={`cash-forecast-period-${period.index}`}
        >
          {period.index === 1 ? (
            <FormattedMessage
              id="cashForecast.table.fromToday"
              values={{ period: periodLabel(period, granularity, language) }}
            />
          ) : (
            periodLabel(period, granularity, language)
          )}
        </span>
      )}
    >
      {(shown) => <ForecastGridRows shown={shown} {...rows} />}
    </ForecastPeriodTable>
  );
}

/** The grid's rows for the periods the page shows. */
function ForecastGridRows({
  shown,
  currency,
  categories,
  scenarios,
  onOpen,
}: Omit<ForecastGridProps, 'granularity' | 'periods'> & { shown: readonly ForecastPeriod[] }) {
  const totalRow = (
    label: ReactNode,
    amountOf: (period: ForecastPeriod) => string,
    testId: string,
    strong: 'semibold' | 'bold' = 'semibold',
    bg?: string,
  ) => (
    <ForecastTotalRow
      key={testId}
      label={label}
      cells={shown.map((period) => ({
        key: period.key,
        index: period.index,
        amount: amountOf(period),
      }))}
      currency={currency}
      testId={testId}
      strong={strong}
      bg={bg}
    />
  );
  const section = (flow: 'INFLOW' | 'OUTFLOW') => (
    <ForecastGridSection
      flow={flow}
      lines={categories.filter((line) => line.flow === flow)}
      shown={shown}
      currency={currency}
      onOpen={onOpen}
      total={totalRow(
        <FormattedMessage
          id={flow === 'INFLOW' ? 'cashForecast.table.totalIn' : 'cashForecast.table.totalOut'}
        />,
        (period) => (flow === 'INFLOW' ? period.inflows.amount : period.outflows.amount),
        `cash-forecast-total-${flow}`,
      )}
    />
  );

  return (
    <>
      {totalRow(
        <FormattedMessage id="cashForecast.table.opening" />,
        (period) => period.opening.amount,
        'cash-forecast-opening-row',
        'semibold',
        'bg.muted',
      )}
      {section('INFLOW')}
      {section('OUTFLOW')}
      {totalRow(
        <FormattedMessage id="cashForecast.table.net" />,
        (period) => period.net.amount,
        'cash-forecast-net-row',
      )}
      {totalRow(
        <FormattedMessage id="cashForecast.table.closing" />,
        (period) => period.closing.amount,
        'cash-forecast-closing-row',
        'bold',
        'bg.muted',
      )}
      {scenarios.map((scenario, position) =>
        totalRow(
          <FormattedMessage
            id="cashForecast.table.scenarioClosing"
            values={{ name: scenario.name }}
          />,
          (period) => scenario.closings[period.index - 1] ?? '0.00',
          `cash-forecast-scenario-closing-${position}`,
        ),
      )}
    </>
  );
}
