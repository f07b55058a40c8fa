import { Table, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { FigureButton } from '../../ui/FigureButton';
import { TableSectionRow } from '../../ui/TableSectionRow';
import { categoryLabel, isZero } from './cashForecastLabels';
import type { ForecastCell } from './ForecastCellDrawer';
import { FigureCell } from '../../ui/FigureCell';

type Amount = { readonly amount: string };
export type ForecastPeriod = {
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
export type ForecastLine = {
  readonly category: string | null | undefined;
  readonly flow: string;
  readonly periods: readonly {
    readonly known: Amount;
    readonly recurring: Amount;
    readonly baseline: Amount;
    readonly total: Amount;
  }[];
};

/**
 * Money in or money out in the forecast grid: a heading, a row per category
 * whose figures open what they add up (`onOpen`), and the flow's `total` row.
 */
export function ForecastGridSection({
  flow,
  lines,
  shown,
  currency,
  onOpen,
  total,
}: {
  flow: 'INFLOW' | 'OUTFLOW';
  lines: readonly ForecastLine[];
  shown: readonly ForecastPeriod[];
  currency: string;
  onOpen: (cell: ForecastCell) => void;
  total: ReactNode;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, currency, language);
  return (
    <>
      <TableSectionRow colSpan={shown.length + 1}>
        <FormattedMessage
          id={flow === 'INFLOW' ? 'cashForecast.table.inflows' : 'cashForecast.table.outflows'}
        />
      </TableSectionRow>
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
                  <FigureCell testId={`cash-forecast-cell-${key}-${period.index}`}>
                    {isZero(parts.total.amount) ? (
                      <Text as="span" color="fg.subtle">
                        {money(parts.total.amount)}
                      </Text>
                    ) : (
                      <FigureButton
                        onClick={() =>
                          onOpen({ category: line.category ?? null, flow, period, parts, title })
                        }
                      >
                        {money(parts.total.amount)}
                      </FigureButton>
                    )}
                  </FigureCell>
                </Fragment>
              );
            })}
          </Table.Row>
        );
      })}
      {total}
    </>
  );
}
