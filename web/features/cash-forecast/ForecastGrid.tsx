import { Button, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { TableHeaderCell } from '../../ui/TableHeaderCell';
import { TableScrollArea } from '../../ui/TableScrollArea';
import { categoryLabel, isNegative, isZero, periodLabel } from './cashForecastLabels';
import { PERIODS_PER_PAGE } from './cashForecastParams';
import type { ForecastCell } from './ForecastCellDrawer';
import { PeriodPager } from './PeriodPager';

type Amount = { readonly amount: string };
type Period = {
  readonly index: number;
  readonly key: string;
  readonly start: string;
  readonly end: string;
  readonly opening: Amount;
  readonly inflows: Amount;
  readonly outflows: Amount;
  readonly net: Amount;
  readonly closing: Amount;
};
type Line = {
  readonly category: string | null | undefined;
  readonly flow: string;
  readonly periods: readonly {
    readonly known: Amount;
    readonly recurring: Amount;
    readonly baseline: Amount;
    readonly total: Amount;
  }[];
};

type ForecastGridProps = {
  currency: string;
  granularity: string;
  periods: readonly Period[];
  categories: readonly Line[];
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
export function ForecastGrid({
  currency,
  granularity,
  periods,
  categories,
  scenarios,
  onOpen,
}: ForecastGridProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [page, setPage] = useState(0);
  const shown = periods.slice(page * PERIODS_PER_PAGE, (page + 1) * PERIODS_PER_PAGE);
  const money = (amount: string) => formatMoney(amount, currency, language);
  const totalRow = (
    label: ReactNode,
    amountOf: (period: Period) => string,
    testId: string,
    strong: 'semibold' | 'bold' = 'semibold',
    bg?: string,
  ) => (
    <Table.Row bg={bg} data-testid={testId}>
      <Table.Cell fontWeight={strong}>{label}</Table.Cell>
      {shown.map((period) => {
        const amount = amountOf(period);
        return (
          <Table.Cell
            key={period.key}
            textAlign="end"
            whiteSpace="nowrap"
            fontVariantNumeric="tabular-nums"
            fontWeight={strong}
            color={isNegative(amount) ? 'fg.error' : undefined}
            data-testid={`${testId}-${period.index}`}
          >
            {money(amount)}
          </Table.Cell>
        );
      })}
    </Table.Row>
  );
  const section = (flow: 'INFLOW' | 'OUTFLOW') => {
    const lines = categories.filter((line) => line.flow === flow);
    return (
      <>
        <Table.Row bg="bg.subtle">
          <Table.Cell
            colSpan={shown.length + 1}
            fontWeight="semibold"
            fontSize="xs"
            textTransform="uppercase"
            letterSpacing="wide"
            color="fg.muted"
          >
            <FormattedMessage
              id={flow === 'INFLOW' ? 'cashForecast.table.inflows' : 'cashForecast.table.outflows'}
            />
          </Table.Cell>
        </Table.Row>
        {lines.map((line) => {
          const title = intl.formatMessage(categoryLabel(line.category));
          const key = `${flow}-${line.category ?? 'UNCATEGORISED'}`;
          return (
            <Table.Row key={key} data-testid={`cash-forecast-row-${key}`}>
              <Table.Cell>
                <Text fontStyle={line.category ? undefined : 'italic'}>{title}</Text>
              </Table.Cell>
              {shown.map((period) => {
                const parts = line.periods[period.index - 1]!;
                return (
                  <Fragment key={period.key}>
                    <Table.Cell
                      textAlign="end"
                      whiteSpace="nowrap"
                      fontVariantNumeric="tabular-nums"
                      data-testid={`cash-forecast-cell-${key}-${period.index}`}
                    >
                      {isZero(parts.total.amount) ? (
                        <Text as="span" color="fg.subtle">
                          {money(parts.total.amount)}
                        </Text>
                      ) : (
                        <Button
                          variant="plain"
                          size="sm"
                          height="auto"
                          padding="0"
                          fontWeight="inherit"
                          color="brand.fg"
                          textDecoration="underline dotted"
                          onClick={() =>
                            onOpen({ category: line.category ?? null, flow, period, parts, title })
                          }
                        >
                          {money(parts.total.amount)}
                        </Button>
                      )}
                    </Table.Cell>
                  </Fragment>
                );
              })}
            </Table.Row>
          );
        })}
        {totalRow(
          <FormattedMessage
            id={flow === 'INFLOW' ? 'cashForecast.table.totalIn' : 'cashForecast.table.totalOut'}
          />,
          (period) => (flow === 'INFLOW' ? period.inflows.amount : period.outflows.amount),
          `cash-forecast-total-${flow}`,
        )}
      </>
    );
  };

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <Card.Header paddingBottom="2">
        <HStack justifyContent="space-between" alignItems="flex-start" flexWrap="wrap" gap="3">
          <Stack gap="1">
            <Text fontFamily="heading" fontWeight="semibold">
              <FormattedMessage id="cashForecast.table.title" />
            </Text>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="cashForecast.table.subtitle" />
            </Text>
          </Stack>
          <PeriodPager
            count={periods.length}
            page={page}
            onPage={setPage}
            testId="cash-forecast-pages"
          />
        </HStack>
      </Card.Header>
      <TableScrollArea>
        <Table.Root size="sm" data-testid="cash-forecast-table">
          <Table.Header>
            <Table.Row>
              <TableHeaderCell>
                <FormattedMessage id="cashForecast.table.category" />
              </TableHeaderCell>
              {shown.map((period) => (
                <TableHeaderCell key={period.key} numeric>
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
                </TableHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
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
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
    </Card.Root>
  );
}
