import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  CashFlowSection_report$data,
  CashFlowSection_report$key,
} from '../../__generated__/CashFlowSection_report.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { TableSectionRow } from '../../ui/TableSectionRow';
import { cashCategoryLabel } from '../../domain/records/cashCategoryLabels';
import { CashFlowFigureCell } from './CashFlowFigureCell';
import type { CashFlowCell } from './CashFlowLinesDrawer';
import { periodLabel } from './periodLabel';
import { FigureCell } from '../../ui/FigureCell';

/**
 * The inflows' or the outflows' rows of the cash flow table: a heading, a row
 * per category with its figure per period and over the range, and the
 * section's totals. `onOpen` (when the viewer may read lines) opens a figure's lines.
 */
export function CashFlowSection({
  report,
  direction,
  onOpen,
}: {
  report: CashFlowSection_report$key;
  direction: 'CREDIT' | 'DEBIT';
  onOpen: ((cell: CashFlowCell) => void) | null;
}) {
  const data = useFragment(
    graphql`
      fragment CashFlowSection_report on CashFlowReport {
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
        }
        inflows {
          category
          amounts {
            amount
          }
          total {
            amount
          }
        }
        outflows {
          category
          amounts {
            amount
          }
          total {
            amount
          }
        }
        totalInflow {
          amount
        }
        totalOutflow {
          amount
        }
      }
    `,
    report,
  );
  const rows = direction === 'CREDIT' ? data.inflows : data.outflows;
  return (
    <>
      <TableSectionRow colSpan={data.periods.length + 2}>
        <FormattedMessage
          id={direction === 'CREDIT' ? 'cashFlow.table.inflows' : 'cashFlow.table.outflows'}
        />
      </TableSectionRow>
      {rows.map((row) => (
        <CategoryRow
          key={row.category ?? 'UNCATEGORISED'}
          report={data}
          row={row}
          direction={direction}
          onOpen={onOpen}
        />
      ))}
      <SectionTotalRow report={data} direction={direction} />
    </>
  );
}

type Report = CashFlowSection_report$data;

/** A category's row: its figure per period and over the range, each opening its lines when the viewer may read them. */
function CategoryRow({
  report,
  row,
  direction,
  onOpen,
}: {
  report: Report;
  row: Report['inflows'][number];
  direction: 'CREDIT' | 'DEBIT';
  onOpen: ((cell: CashFlowCell) => void) | null;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const opener = (cell: Omit<CashFlowCell, 'currency'>) =>
    onOpen ? () => onOpen({ ...cell, currency: report.currency }) : null;
  const name = direction === 'CREDIT' ? 'in' : 'out';
  const title = intl.formatMessage(cashCategoryLabel(row.category));
  const key = row.category ?? 'UNCATEGORISED';
  const category = row.category ?? null;
  return (
    <Table.Row data-testid={`cash-flow-row-${name}-${key}`}>
      <Table.Cell position="sticky" insetStart="0" bg="bg" zIndex="1" minWidth="44">
        <Text fontStyle={row.category ? undefined : 'italic'}>{title}</Text>
      </Table.Cell>
      {row.amounts.map((amount, index) => {
        const period = report.periods[index]!;
        return (
          <CashFlowFigureCell
            key={period.start}
            amount={amount.amount}
            currency={report.currency}
            onOpen={opener({
              direction,
              category,
              from: period.start,
              to: period.end,
              title: `${title} · ${periodLabel(period, report.granularity, language)}`,
            })}
            testId={`cash-flow-cell-${name}-${key}-${index}`}
          />
        );
      })}
      <CashFlowFigureCell
        amount={row.total.amount}
        currency={report.currency}
        onOpen={opener({ direction, category, from: report.from, to: report.to, title })}
        testId={`cash-flow-total-${name}-${key}`}
        strong
      />
    </Table.Row>
  );
}

/** The section's total per period and over the range. */
function SectionTotalRow({ report, direction }: { report: Report; direction: 'CREDIT' | 'DEBIT' }) {
  const { language } = useLanguage();
  const totals = report.periods.map((period) =>
    direction === 'CREDIT' ? period.inflow.amount : period.outflow.amount,
  );
  const total = direction === 'CREDIT' ? report.totalInflow.amount : report.totalOutflow.amount;
  const name = direction === 'CREDIT' ? 'in' : 'out';
  const money = (amount: string) => formatMoney(amount, report.currency, language);
  return (
    <Table.Row data-testid={`cash-flow-total-${name}`}>
      <Table.Cell position="sticky" insetStart="0" bg="bg" zIndex="1" fontWeight="semibold">
        <FormattedMessage
          id={direction === 'CREDIT' ? 'cashFlow.table.totalIn' : 'cashFlow.table.totalOut'}
        />
      </Table.Cell>
      {totals.map((amount, index) => (
        <Table.Cell
          key={report.periods[index]!.start}
          textAlign="end"
          whiteSpace="nowrap"
          fontVariantNumeric="tabular-nums"
          fontWeight="semibold"
        >
          {money(amount)}
        </Table.Cell>
      ))}
      <FigureCell fontWeight="semibold">{money(total)}</FigureCell>
    </Table.Row>
  );
}
