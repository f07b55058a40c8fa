import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrderLineProgress_lineReceipts$key } from '../../__generated__/OrderLineProgress_lineReceipts.graphql';
import type { OrderLineProgress_lines$key } from '../../__generated__/OrderLineProgress_lines.graphql';
import { plainQuantity } from '../../../formats/quantity';
import { formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { TableCard } from '../../ui/TableCard';

const COLUMNS = messageColumns(
  [
    'document.line.product',
    'goodsReceipt.ordered',
    'goodsReceipt.received',
    'goodsReceipt.remaining',
  ],
  ['goodsReceipt.ordered', 'goodsReceipt.received', 'goodsReceipt.remaining'],
);

/**
 * "Received so far" of an order: each line's product with what is ordered,
 * received (by receipts not cancelled) and left, and `action` (Record goods
 * receipt) in the card's title bar. Test ids `<prefix>-line-receipts` and,
 * per line, `<prefix>-line-receipt`.
 */
export function OrderLineProgress({
  lines,
  lineReceipts,
  testIdPrefix,
  action = null,
}: {
  lines: OrderLineProgress_lines$key;
  lineReceipts: OrderLineProgress_lineReceipts$key;
  testIdPrefix: string;
  action?: ReactNode;
}) {
  const products = useFragment(
    graphql`
      fragment OrderLineProgress_lines on DocumentLine @relay(plural: true) {
        position
        product
      }
    `,
    lines,
  );
  const progress = useFragment(
    graphql`
      fragment OrderLineProgress_lineReceipts on OrderLineReceipt @relay(plural: true) {
        position
        ordered
        received
        remaining
      }
    `,
    lineReceipts,
  );
  const { language } = useLanguage();
  const productOf = new Map(products.map((line) => [line.position, line.product]));
  const quantity = (value: string) => formatDecimal(plainQuantity(value), language);
  return (
    <TableCard title={<FormattedMessage id="goodsReceipt.progress" />} action={action}>
      <DataTable columns={COLUMNS} size="sm" testId={`${testIdPrefix}-line-receipts`}>
        {progress.map((line) => (
          <Table.Row key={line.position} data-testid={`${testIdPrefix}-line-receipt`}>
            <Table.Cell>{productOf.get(line.position)}</Table.Cell>
            <Table.Cell textAlign="end">{quantity(line.ordered)}</Table.Cell>
            <Table.Cell textAlign="end">{quantity(line.received)}</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="medium">
              {quantity(line.remaining)}
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </TableCard>
  );
}
