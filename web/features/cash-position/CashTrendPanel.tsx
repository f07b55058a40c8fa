import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import type {
  CashTrendPanel_query$data,
  CashTrendPanel_query$key,
} from '../../__generated__/CashTrendPanel_query.graphql';
import type { CashTrendPanelRefetchQuery } from '../../__generated__/CashTrendPanelRefetchQuery.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useRefresh } from '../../relay/useRefresh';
import { useReloadInPlace } from '../../ui/useReloadInPlace';
import { ChartPanel } from '../../ui/charts/ChartPanel';
import { ChoiceButtons } from '../../ui/ChoiceButtons';
import { FilterField, FilterSelect } from '../../ui/FilterSelect';
import { SectionTitle } from '../../ui/SectionTitle';
import { DEFAULT_TREND_RANGE, TREND_RANGES, trendFrom, type TrendRange } from './trendRanges';
import {
  POSITION_TOTAL_CURRENCIES as TOTAL_CURRENCIES,
  type PositionTotalCurrency as TotalCurrency,
} from '../../../contracts/treasury/cash-position-values.js';

type CashTrendPanelProps = {
  query: CashTrendPanel_query$key;
  /** Bumped when a rate changed: the trend is asked again for its range. */
  refreshKey: number;
};

/**
 * The cash position's total over time, in IDR or USD: a point per day (a
 * week for a year or more), each day converted at its own rates. A day whose
 * total lacks a rate is a gap in the chart and an empty cell in its table,
 * and the panel says how many there are.
 */
export function CashTrendPanel({ query, refreshKey }: CashTrendPanelProps) {
  const [data, refetch] = useRefetchableFragment<
    CashTrendPanelRefetchQuery,
    CashTrendPanel_query$key
  >(
    graphql`
      fragment CashTrendPanel_query on Query
      @argumentDefinitions(from: { type: "Date" }, to: { type: "Date" })
      @refetchable(queryName: "CashTrendPanelRefetchQuery") {
        cashPositionTrend(from: $from, to: $to) {
          from
          to
          interval
          points {
            date
            totals {
              currency
              amount {
                amount
              }
              missingRates
            }
          }
        }
      }
    `,
    query,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const trend = data.cashPositionTrend;
  const [range, setRange] = useState<TrendRange>(DEFAULT_TREND_RANGE);
  const [currency, setCurrency] = useState<TotalCurrency>('IDR');
  const [isLoading, reload] = useReloadInPlace(refetch);

  const load = (days: TrendRange) => reload({ from: trendFrom(trend.to, days), to: trend.to });
  useRefresh(refreshKey, () => load(range));

  const { rows, missing, missingRates } = totalsIn(trend.points, currency);
  const title = intl.formatMessage({ id: 'cashPosition.totalIn' }, { currency });

  return (
    <Stack
      gap="3"
      opacity={isLoading ? 0.6 : 1}
      transition="opacity 150ms"
      data-testid="cash-position-trend"
      data-interval={trend.interval}
    >
      <Flex
        gap="3"
        justifyContent="space-between"
        alignItems={{ base: 'stretch', md: 'end' }}
        direction={{ base: 'column', md: 'row' }}
      >
        <TrendTitle trend={trend} />
        <TrendControls
          range={range}
          onRange={(days) => {
            setRange(days);
            load(days);
          }}
          currency={currency}
          onCurrency={setCurrency}
        />
      </Flex>
      <ChartPanel
        title={title}
        kind="area"
        rows={rows}
        xKey="date"
        xLabel={intl.formatMessage({ id: 'cashPosition.trend.date' })}
        formatX={(value) => formatDate(value, language)}
        series={[{ key: 'total', label: title }]}
        currency={currency}
        csvFileName={`cash-position-${currency}-${trend.from}-${trend.to}.csv`}
        testId="cash-position-trend-chart"
      />
      {missing.length > 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="cash-position-trend-missing">
          <FormattedMessage
            id="cashPosition.trend.missing"
            values={{ count: missing.length, currencies: missingRates.join(', ') }}
          />
        </Text>
      ) : null}
    </Stack>
  );
}

/** The trend's range (30 days to two years) and the currency its total is in. */
function TrendControls({
  range,
  onRange,
  currency,
  onCurrency,
}: {
  range: TrendRange;
  onRange: (days: TrendRange) => void;
  currency: TotalCurrency;
  onCurrency: (currency: TotalCurrency) => void;
}) {
  const intl = useIntl();
  return (
    <HStack gap="3" alignItems="end" wrap="wrap">
      <FilterSelect
        name="range"
        label={<FormattedMessage id="cashPosition.trend.range" />}
        value={String(range)}
        onChange={(value) => onRange(Number(value) as TrendRange)}
        options={TREND_RANGES.map((days) => ({
          value: String(days),
          label: intl.formatMessage({ id: `cashPosition.trend.range.${days}` }),
        }))}
        testId="cash-position-trend-range"
      />
      <FilterField label={<FormattedMessage id="cashPosition.trend.currency" />} minWidth="auto">
        <ChoiceButtons
          size="sm"
          choices={TOTAL_CURRENCIES.map((choice) => ({
            value: choice,
            label: choice,
            testId: `cash-position-trend-${choice}`,
          }))}
          value={currency}
          onChoose={onCurrency}
        />
      </FilterField>
    </HStack>
  );
}

type TrendPoint = CashTrendPanel_query$data['cashPositionTrend']['points'][number];

/**
 * The trend's total in one currency: a row per point (its amount, or '' where
 * a rate is missing), the points that lack one, and the currencies whose
 * rates they lack.
 */
function totalsIn(points: readonly TrendPoint[], currency: TotalCurrency) {
  const totalOf = (point: TrendPoint) => point.totals.find((total) => total.currency === currency);
  const rows = points.map((point) => ({
    date: point.date,
    total: totalOf(point)?.amount?.amount ?? '',
  }));
  const missing = points.filter((point) =>
    point.totals.some((total) => total.currency === currency && total.amount === null),
  );
  const missingRates = [...new Set(missing.flatMap((point) => totalOf(point)?.missingRates ?? []))];
  return { rows, missing, missingRates };
}

/** The trend's title and what it covers: a point per day (or per week) from its first day to its last. */
function TrendTitle({
  trend,
}: {
  trend: Pick<CashTrendPanel_query$data['cashPositionTrend'], 'interval' | 'from' | 'to'>;
}) {
  const { language } = useLanguage();
  return (
    <SectionTitle
      title={<FormattedMessage id="cashPosition.trend.title" />}
      description={
        <FormattedMessage
          id={trend.interval === 'WEEK' ? 'cashPosition.trend.weekly' : 'cashPosition.trend.daily'}
          values={{
            from: formatDate(trend.from, language),
            to: formatDate(trend.to, language),
          }}
        />
      }
    />
  );
}
