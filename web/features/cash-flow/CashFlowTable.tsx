import { Card, Table } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CashFlowTable_report$key } from '../../__generated__/CashFlowTable_report.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { CardHeading } from '../../ui/CardHeading';
import { TableHeaderCell } from '../../ui/TableHeaderCell';
import { TableScrollArea } from '../../ui/TableScrollArea';
import type { CashFlowCell } from './CashFlowLinesDrawer';
import { CashFlowSection } from './CashFlowSection';
import { periodLabel } from './periodLabel';
import { FigureCell } from '../../ui/FigureCell';

/**
 * The table of every category per period, inflows then outflows, the
 * uncategorised lines a row of their own, and the net per period. A figure
 * opens its lines through `onOpen` when the viewer may read them.
 */
export function CashFlowTable({
  report,
  onOpen,
}: {
  report: CashFlowTable_report$key;
  onOpen: ((cell: CashFlowCell) => void) | null;
}) {
  const data = useFragment(
    graphql`
      fragment CashFlowTable_report on CashFlowReport {
        currency
        granularity
        periods {
          start
          end
          net {
            amount
          }
        }
        net {
          amount
        }
        ...CashFlowSection_report
      }
    `,
    report,
  );
  const { language } = useLanguage();
  const money = (amount: string) => formatMoney(amount, data.currency, language);
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <CardHeading
        title={<FormattedMessage id="cashFlow.table.title" />}
        description={
          <FormattedMessage
            id={onOpen ? 'cashFlow.table.subtitle' : 'cashFlow.table.subtitleNoLines'}
          />
        }
      />
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
                    {periodLabel(period, data.granularity, language)}
                  </span>
                </TableHeaderCell>
              ))}
              <TableHeaderCell numeric>
                <FormattedMessage id="cashFlow.table.total" />
              </TableHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <CashFlowSection report={data} direction="CREDIT" onOpen={onOpen} />
            <CashFlowSection report={data} direction="DEBIT" onOpen={onOpen} />
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
              <FigureCell fontWeight="bold">{money(data.net.amount)}</FigureCell>
            </Table.Row>
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
    </Card.Root>
  );
}
