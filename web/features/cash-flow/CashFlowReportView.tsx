import { SimpleGrid, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CashFlowLinesDrawerQuery } from '../../__generated__/CashFlowLinesDrawerQuery.graphql';
import type {
  CashFlowReportView_report$data,
  CashFlowReportView_report$key,
} from '../../__generated__/CashFlowReportView_report.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ChartPanel } from '../../ui/charts/ChartPanel';
import { useFigureDrawer } from '../../relay/useFigureDrawer';
import {
  CashFlowLinesDrawer,
  cashFlowLinesDrawerQuery,
  cellVariables,
  type CashFlowCell,
} from './CashFlowLinesDrawer';
import { CashFlowTable } from './CashFlowTable';
import { periodLabel } from './periodLabel';
import { FigureCard } from '../../ui/FigureCard';

type CashFlowReportViewProps = {
  report: CashFlowReportView_report$key;
  /** Whether a figure opens the lines behind it (statements:read). */
  canReadLines: boolean;
  /** Whether those lines can be categorised by hand. */
  canCorrect: boolean;
  /** Reads the report again once a line's category changed. */
  onChanged: () => Promise<unknown>;
};

/**
 * The cash flow of one currency: money in, money out and the net over the
 * range; a chart of inflows and outflows per period (with its table and CSV);
 * and the table of every category per period, the uncategorised lines a row
 * of their own. A figure opens the statement transactions behind it, where
 * each can be categorised by hand.
 */
export function CashFlowReportView({
  report,
  canReadLines,
  canCorrect,
  onChanged,
}: CashFlowReportViewProps) {
  const data = useFragment(
    graphql`
      fragment CashFlowReportView_report on CashFlowReport {
        currency
        from
        to
        granularity
        periods {
          start
          inflow {
            amount
          }
          outflow {
            amount
          }
        }
        totalInflow {
          amount
        }
        totalOutflow {
          amount
        }
        net {
          amount
        }
        ...CashFlowTable_report
      }
    `,
    report,
  );
  const { open, drawer } = useFigureDrawer<CashFlowCell, CashFlowLinesDrawerQuery>(
    cashFlowLinesDrawerQuery,
    cellVariables,
  );

  return (
    <Stack gap="5">
      <CashFlowSummary data={data} />
      <CashFlowChart data={data} />
      <CashFlowTable report={data} onOpen={canReadLines ? open : null} />
      <CashFlowLinesDrawer {...drawer} canCorrect={canCorrect} onChanged={onChanged} />
    </Stack>
  );
}

type Data = CashFlowReportView_report$data;

/** Money in, money out and the net over the range. */
function CashFlowSummary({ data }: { data: Data }) {
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, data.currency, language);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <FigureCard
        label={<FormattedMessage id="cashFlow.summary.in" />}
        value={money(data.totalInflow.amount)}
        testId="cash-flow-total-inflow"
      />
      <FigureCard
        label={<FormattedMessage id="cashFlow.summary.out" />}
        value={money(data.totalOutflow.amount)}
        testId="cash-flow-total-outflow"
      />
      <FigureCard
        label={<FormattedMessage id="cashFlow.summary.net" />}
        value={money(data.net.amount)}
        tone={data.net.amount.startsWith('-') ? 'fg.error' : 'fg.success'}
        testId="cash-flow-net"
      />
    </SimpleGrid>
  );
}

/** Inflows and outflows per period, as a chart with its table and CSV. */
function CashFlowChart({ data }: { data: Data }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const label = (period: { start: string }) => periodLabel(period, data.granularity, language);
  const rows = data.periods.map((period) => ({
    period: period.start,
    inflow: period.inflow.amount,
    outflow: period.outflow.amount,
  }));
  return (
    <ChartPanel
      title={<FormattedMessage id="cashFlow.chart.title" />}
      description={
        <FormattedMessage
          id="cashFlow.chart.subtitle"
          values={{
            currency: data.currency,
            from: formatDate(data.from, language),
            to: formatDate(data.to, language),
          }}
        />
      }
      kind="bar"
      rows={rows}
      xKey="period"
      xLabel={intl.formatMessage({ id: 'cashFlow.table.period' })}
      formatX={(start) => label({ start })}
      series={[
        {
          key: 'inflow',
          label: intl.formatMessage({ id: 'cashFlow.summary.in' }),
          color: '#009E73',
        },
        {
          key: 'outflow',
          label: intl.formatMessage({ id: 'cashFlow.summary.out' }),
          color: '#D55E00',
        },
      ]}
      currency={data.currency}
      csvFileName={`cash-flow-${data.currency}-${data.from}-${data.to}.csv`}
      testId="cash-flow-chart"
    />
  );
}
