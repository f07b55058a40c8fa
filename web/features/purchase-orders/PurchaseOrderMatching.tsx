import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PurchaseOrderMatching_lineMatches$key } from '../../__generated__/PurchaseOrderMatching_lineMatches.graphql';
import { plainQuantity } from '../../../formats/quantity';
import { formatDecimal, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { TableCard } from '../../ui/TableCard';

const FIGURES = [
  'purchaseOrders.matching.unitPrice',
  'purchaseOrders.matching.ordered',
  'purchaseOrders.matching.received',
  'purchaseOrders.matching.billed',
  'purchaseOrders.matching.toBill',
];
/** The quantities each line shows, in the columns' order. */
const QUANTITIES = ['ordered', 'received', 'billed', 'toBill'] as const;
const COLUMNS = messageColumns(['purchaseOrders.matching.product', ...FIGURES], FIGURES);

/**
 * "Ordered, received and billed" of a purchase order (the three-way match):
 * each line's price and what is ordered, received by goods receipts, billed
 * by the treasury's bills, and received but not billed yet; `action` (Create
 * bill) in the card's title bar. Test ids `purchase-order-matching` and, per
 * line, `purchase-order-line-match`.
 */
export function PurchaseOrderMatching({
  lineMatches,
  action = null,
}: {
  lineMatches: PurchaseOrderMatching_lineMatches$key;
  action?: ReactNode;
}) {
  const lines = useFragment(
    graphql`
      fragment PurchaseOrderMatching_lineMatches on PurchaseOrderLineMatch @relay(plural: true) {
        position
        product
        unitPrice {
          amount
          currency
        }
        ordered
        received
        billed
        toBill
      }
    `,
    lineMatches,
  );
  const { language } = useLanguage();
  const quantity = (value: string) => formatDecimal(plainQuantity(value), language);
  return (
    <TableCard title={<FormattedMessage id="purchaseOrders.matching.title" />} action={action}>
      <DataTable columns={COLUMNS} size="sm" testId="purchase-order-matching">
        {lines.map((line) => (
          <Table.Row key={line.position} data-testid="purchase-order-line-match">
            <Table.Cell>{line.product}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {formatMoney(line.unitPrice.amount, line.unitPrice.currency, language)}
            </Table.Cell>
            {QUANTITIES.map((key) => (
              <Table.Cell
                key={key}
                textAlign="end"
                fontWeight={key === 'toBill' ? 'medium' : undefined}
              >
                {quantity(line[key])}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </DataTable>
    </TableCard>
  );
}
