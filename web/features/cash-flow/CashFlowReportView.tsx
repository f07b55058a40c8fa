import { Button, Card, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment, useQueryLoader } from 'react-relay';
import type { CashFlowLinesDrawerQuery } from '../../__generated__/CashFlowLinesDrawerQuery.graphql';
import type { CashFlowReportView_report$key } from '../../__generated__/CashFlowReportView_report.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ChartPanel } from '../../ui/charts/ChartPanel';
import { TableHeaderCell } from '../../ui/TableHeaderCell';
import { TableScrollArea } from '../../ui/TableScrollArea';
import { cashCategoryLabel } from '../../domain/records/cashCategoryLabels';
import {
  CashFlowLinesDrawer,
  cashFlowLinesDrawerQuery,
  cellVariables,
  type CashFlowCell,
} from './CashFlowLinesDrawer';
import { periodLabel } from './periodLabel';

type CashFlowReportViewProps = {
  report: CashFlowReportView_report$key;
  /** Whether a figure opens the lines behind it (statements:read). */
  canReadLines: boolean;
  /** Whether those lines can be categorised by hand. */
  canCorrect: boolean;
  /** Reads the report again once a line's category changed. */
  onChanged: () => Promise<unknown>;
};

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

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
          end
          inflow {
            amount
          }
          outflow {
            amount
          }
          net {
            amount
          }
        }
        inflows {
          category
          amounts {
            amount
          }
          total {
            amount
          }
          lineCount
        }
        outflows {
          category
          amounts {
            amount
          }
          total {
            amount
          }
          lineCount
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
      }
    `,
    report,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const [cell, setCell] = useState<CashFlowCell | null>(null);
  const [linesRef, loadLines] = useQueryLoader<CashFlowLinesDrawerQuery>(cashFlowLinesDrawerQuery);
  const open = (chosen: CashFlowCell) => {
    loadLines(cellVariables(chosen), { fetchPolicy: 'network-only' });
    setCell(chosen);
  };
  const money = (amount: string) => formatMoney(amount, data.currency, language);
  const label = (period: { start: string }) => periodLabel(period, data.granularity, language);
  const whole = { start: data.from, end: data.to };

  /** A figure: a button that opens its lines when there are some and the viewer may read them. */
  const figure = (
    amount: string,
    cellOf: Omit<CashFlowCell, 'currency'>,
    testId: string,
    strong = false,
  ) => (
    <Table.Cell
      textAlign="end"
      whiteSpace="nowrap"
      fontVariantNumeric="tabular-nums"
      fontWeight={strong ? 'semibold' : undefined}
      data-testid={testId}
    >
      {canReadLines && !isZero(amount) ? (
        <Button
          variant="plain"
          size="sm"
          height="auto"
          padding="0"
          fontWeight="inherit"
          color="brand.fg"
          textDecoration="underline dotted"
          onClick={() => open({ ...cellOf, currency: data.currency })}
        >
          {money(amount)}
        </Button>
      ) : (
        <Text as="span" color={isZero(amount) ? 'fg.subtle' : undefined}>
          {money(amount)}
        </Text>
      )}
    </Table.Cell>
  );

  const section = (direction: 'CREDIT' | 'DEBIT') => {
    const rows = direction === 'CREDIT' ? data.inflows : data.outflows;
    const totals = data.periods.map((period) =>
      direction === 'CREDIT' ? period.inflow.amount : period.outflow.amount,
    );
    const total = direction === 'CREDIT' ? data.totalInflow.amount : data.totalOutflow.amount;
    const name = direction === 'CREDIT' ? 'in' : 'out';
    return (
      <>
        <Table.Row bg="bg.subtle">
          <Table.Cell
            colSpan={data.periods.length + 2}
            fontWeight="semibold"
            fontSize="xs"
            textTransform="uppercase"
            letterSpacing="wide"
            color="fg.muted"
          >
            <FormattedMessage
              id={direction === 'CREDIT' ? 'cashFlow.table.inflows' : 'cashFlow.table.outflows'}
            />
          </Table.Cell>
        </Table.Row>
        {rows.map((row) => {
          const title = intl.formatMessage(cashCategoryLabel(row.category));
          const key = row.category ?? 'UNCATEGORISED';
          const category = row.category ?? null;
          return (
            <Table.Row key={key} data-testid={`cash-flow-row-${name}-${key}`}>
              <Table.Cell position="sticky" insetStart="0" bg="bg" zIndex="1" minWidth="44">
                <Text fontStyle={row.category ? undefined : 'italic'}>{title}</Text>
              </Table.Cell>
              {row.amounts.map((amount, index) => {
                const period = data.periods[index]!;
                return (
                  <Fragment key={period.start}>
                    {figure(
                      amount.amount,
                      {
                        direction,
                        category,
                        from: period.start,
                        to: period.end,
                        title: `${title} · ${label(period)}`,
                      },
                      `cash-flow-cell-${name}-${key}-${index}`,
                    )}
                  </Fragment>
                );
              })}
              {figure(
                row.total.amount,
                { direction, category, from: whole.start, to: whole.end, title },
                `cash-flow-total-${name}-${key}`,
                true,
              )}
            </Table.Row>
          );
        })}
        <Table.Row data-testid={`cash-flow-total-${name}`}>
          <Table.Cell position="sticky" insetStart="0" bg="bg" zIndex="1" fontWeight="semibold">
            <FormattedMessage
              id={direction === 'CREDIT' ? 'cashFlow.table.totalIn' : 'cashFlow.table.totalOut'}
            />
          </Table.Cell>
          {totals.map((amount, index) => (
            <Table.Cell
              key={data.periods[index]!.start}
              textAlign="end"
              whiteSpace="nowrap"
              fontVariantNumeric="tabular-nums"
              fontWeight="semibold"
            >
              {money(amount)}
            </Table.Cell>
          ))}
          <Table.Cell
            textAlign="end"
            whiteSpace="nowrap"
            fontVariantNumeric="tabular-nums"
            fontWeight="semibold"
          >
            {money(total)}
          </Table.Cell>
        </Table.Row>
      </>
    );
  };

  const rows = data.periods.map((period) => ({
    period: period.start,
    inflow: period.inflow.amount,
    outflow: period.outflow.amount,
  }));

  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Figure
          label={<FormattedMessage id="cashFlow.summary.in" />}
          value={money(data.totalInflow.amount)}
          testId="cash-flow-total-inflow"
        />
        <Figure
          label={<FormattedMessage id="cashFlow.summary.out" />}
          value={money(data.totalOutflow.amount)}
          testId="cash-flow-total-outflow"
        />
        <Figure
          label={<FormattedMessage id="cashFlow.summary.net" />}
          value={money(data.net.amount)}
          tone={data.net.amount.startsWith('-') ? 'fg.error' : 'fg.success'}
          testId="cash-flow-net"
        />
      </SimpleGrid>
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
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <Card.Header paddingBottom="2">
          <Text fontFamily="heading" fontWeight="semibold">
            <FormattedMessage id="cashFlow.table.title" />
          </Text>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage
              id={canReadLines ? 'cashFlow.table.subtitle' : 'cashFlow.table.subtitleNoLines'}
            />
          </Text>
        </Card.Header>
        <TableScrollArea>
          <Table.Root size="sm" data-testid="cash-flow-table">
            <Table.Header>
              <Table.Row>
                <TableHeaderCell>
                  <FormattedMessage id="cashFlow.table.category" />
                </TableHeaderCell>
                {data.periods.map((period) => (
                  <TableHeaderCell key={period.start} numeric>
                    <span
                      title={`${formatDate(period.start, language)} – ${formatDate(period.end, language)}`}
                    >
                      {label(period)}
                    </span>
                  </TableHeaderCell>
                ))}
                <TableHeaderCell numeric>
                  <FormattedMessage id="cashFlow.table.total" />
                </TableHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {section('CREDIT')}
              {section('DEBIT')}
              <Table.Row bg="bg.muted" data-testid="cash-flow-net-row">
                <Table.Cell
                  position="sticky"
                  insetStart="0"
                  bg="bg.muted"
                  zIndex="1"
                  fontWeight="bold"
                >
                  <FormattedMessage id="cashFlow.table.net" />
                </Table.Cell>
                {data.periods.map((period) => (
                  <Table.Cell
                    key={period.start}
                    textAlign="end"
                    whiteSpace="nowrap"
                    fontVariantNumeric="tabular-nums"
                    fontWeight="bold"
                  >
                    {money(period.net.amount)}
                  </Table.Cell>
                ))}
                <Table.Cell
                  textAlign="end"
                  whiteSpace="nowrap"
                  fontVariantNumeric="tabular-nums"
                  fontWeight="bold"
                >
                  {money(data.net.amount)}
                </Table.Cell>
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      </Card.Root>
      <CashFlowLinesDrawer
        cell={cell}
        queryRef={linesRef}
        canCorrect={canCorrect}
        onClose={() => setCell(null)}
        onChanged={onChanged}
      />
    </Stack>
  );
}

/** One of the three figures over the range. */
function Figure({
  label,
  value,
  tone,
  testId,
}: {
  label: ReactNode;
  value: string;
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
      </Card.Body>
    </Card.Root>
  );
}
