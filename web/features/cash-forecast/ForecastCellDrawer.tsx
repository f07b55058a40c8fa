import { Badge, Center, Drawer, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type {
  ForecastCellDrawerQuery,
  ForecastCellDrawerQuery$variables,
} from '../../__generated__/ForecastCellDrawerQuery.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { SideDrawer } from '../../ui/SideDrawer';
import { forecastItemName, periodLabel, sourceLabel } from './cashForecastLabels';
import { FigureCell } from '../../ui/FigureCell';

type Amount = { readonly amount: string };

/** A figure of the grid: its category (null: uncategorised), flow and period, its parts, and how the drawer names it. */
export type ForecastCell = {
  category: string | null;
  flow: string;
  period: { readonly index: number; readonly start: string; readonly end: string };
  parts: {
    readonly known: Amount;
    readonly recurring: Amount;
    readonly baseline: Amount;
    readonly total: Amount;
  };
  title: string;
};

export const forecastCellDrawerQuery = graphql`
  query ForecastCellDrawerQuery(
    $currency: Currency!
    $granularity: CashForecastGranularity!
    $period: Int!
    $flow: CashForecastFlow!
    $category: CashCategory
    $uncategorised: Boolean!
  ) {
    cashForecast(currency: $currency, granularity: $granularity) {
      items(period: $period, flow: $flow, category: $category, uncategorised: $uncategorised) {
        key
        source
        date
        overdue
        description
        counterpartyAlias
        replacesRecurring
        amount {
          amount
        }
      }
    }
  }
`;

/** The drawer query's variables for a figure. */
export function cellVariables(
  cell: ForecastCell,
  currency: string,
  granularity: string,
): ForecastCellDrawerQuery$variables {
  return {
    currency: currency as ForecastCellDrawerQuery$variables['currency'],
    granularity: granularity as ForecastCellDrawerQuery$variables['granularity'],
    period: cell.period.index,
    flow: cell.flow as ForecastCellDrawerQuery$variables['flow'],
    category: (cell.category as ForecastCellDrawerQuery$variables['category']) ?? null,
    uncategorised: cell.category === null,
  };
}

type ForecastCellDrawerProps = {
  cell: ForecastCell | null;
  /** The figure's items, asked when it was chosen (`cellVariables`). */
  queryRef: PreloadedQuery<ForecastCellDrawerQuery> | null | undefined;
  currency: string;
  granularity: string;
  onClose: () => void;
};

/**
 * What a figure of the forecast is made of: the known items, the recurring
 * items learned from the history and the rest of the baseline, and each item
 * and recurring occurrence counted in it, with its date.
 */
export function ForecastCellDrawer({
  cell,
  queryRef,
  currency,
  granularity,
  onClose,
}: ForecastCellDrawerProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, currency, language);
  return (
    <SideDrawer
      open={cell !== null}
      onClose={onClose}
      testId="cash-forecast-cell-drawer"
      closeLabel={intl.formatMessage({ id: 'cashForecast.close' })}
    >
      {cell ? (
        <>
          <Drawer.Header>
            <Stack gap="1">
              <Drawer.Title>{cell.title}</Drawer.Title>
              <Text fontSize="sm" color="fg.muted">
                {periodLabel(cell.period, granularity, language)} ·{' '}
                {formatDate(cell.period.start, language)} – {formatDate(cell.period.end, language)}
              </Text>
            </Stack>
          </Drawer.Header>
          <Drawer.Body>
            <Stack gap="5">
              <Stack gap="2" data-testid="cash-forecast-cell-parts">
                {(['known', 'recurring', 'baseline'] as const).map((part) => (
                  <HStack key={part} justifyContent="space-between">
                    <Stack gap="0">
                      <Text fontSize="sm">
                        <FormattedMessage id={`cashForecast.part.${part}`} />
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        <FormattedMessage id={`cashForecast.part.${part}.help`} />
                      </Text>
                    </Stack>
                    <Text
                      fontVariantNumeric="tabular-nums"
                      whiteSpace="nowrap"
                      data-testid={`cash-forecast-part-${part}`}
                    >
                      {money(cell.parts[part].amount)}
                    </Text>
                  </HStack>
                ))}
                <HStack justifyContent="space-between" borderTopWidth="1px" paddingTop="2">
                  <Text fontWeight="semibold">
                    <FormattedMessage id="cashForecast.part.total" />
                  </Text>
                  <Text
                    fontWeight="semibold"
                    fontVariantNumeric="tabular-nums"
                    whiteSpace="nowrap"
                    data-testid="cash-forecast-part-total"
                  >
                    {money(cell.parts.total.amount)}
                  </Text>
                </HStack>
              </Stack>
              {queryRef ? (
                <Suspense
                  fallback={
                    <Center paddingY="6">
                      <Spinner size="sm" />
                    </Center>
                  }
                >
                  <CellItems queryRef={queryRef} money={money} />
                </Suspense>
              ) : null}
            </Stack>
          </Drawer.Body>
        </>
      ) : null}
    </SideDrawer>
  );
}

/** The items' table's columns: the item and its amount. */
const ITEM_COLUMNS = messageColumns(
  ['cashForecast.items.item', 'cashForecast.items.amount'],
  ['cashForecast.items.amount'],
);

/** The items and recurring occurrences a figure counts, with their dates. */
function CellItems({
  queryRef,
  money,
}: {
  queryRef: PreloadedQuery<ForecastCellDrawerQuery>;
  money: (amount: string) => string;
}) {
  const data = usePreloadedQuery<ForecastCellDrawerQuery>(forecastCellDrawerQuery, queryRef);
  const intl = useIntl();
  const { language } = useLanguage();
  const items = data.cashForecast.items;
  if (items.length === 0) return null;
  return (
    <DataTable size="sm" columns={ITEM_COLUMNS} testId="cash-forecast-cell-items">
      {items.map((item) => (
        <Table.Row key={item.key} data-testid="cash-forecast-cell-item">
          <Table.Cell>
            <Stack gap="0.5">
              <HStack gap="2" flexWrap="wrap">
                <Badge size="sm" variant="subtle">
                  <FormattedMessage {...sourceLabel(item.source)} />
                </Badge>
                {item.overdue ? (
                  <Badge size="sm" colorPalette="orange">
                    <FormattedMessage id="cashForecast.items.overdue" />
                  </Badge>
                ) : null}
              </HStack>
              <Text fontSize="sm">{forecastItemName(item)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDate(item.date, language)}
                {item.replacesRecurring ? (
                  <> · {intl.formatMessage({ id: 'cashForecast.items.replaces' })}</>
                ) : null}
              </Text>
            </Stack>
          </Table.Cell>
          <FigureCell>{money(item.amount.amount)}</FigureCell>
        </Table.Row>
      ))}
    </DataTable>
  );
}
