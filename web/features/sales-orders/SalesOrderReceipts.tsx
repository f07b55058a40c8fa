import { Button, Card, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SalesOrderReceipts_salesOrder$key } from '../../__generated__/SalesOrderReceipts_salesOrder.graphql';
import { plainQuantity } from '../../../formats/quantity';
import { formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DataTable } from '../../ui/DataTable';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { MenuIcon } from '../../ui/MenuIcon';
import { messageColumns } from '../../ui/messageColumns';
import { GoodsReceiptCard } from './GoodsReceiptCard';
import { SalesOrderReceiptCancelDialog, type ReceiptTarget } from './SalesOrderReceiptCancelDialog';
import { SalesOrderReceiptDialog } from './SalesOrderReceiptDialog';

const PROGRESS_COLUMNS = messageColumns(
  [
    'document.line.product',
    'salesOrders.receipt.ordered',
    'salesOrders.receipt.received',
    'salesOrders.receipt.remaining',
  ],
  ['salesOrders.receipt.ordered', 'salesOrders.receipt.received', 'salesOrders.receipt.remaining'],
);

/**
 * The order's Goods receipts tab: what is ordered, received and left of each
 * line, the receipts themselves (newest first, each with its lines and
 * figures, a cancelled one with its reason), Record goods receipt while the
 * order is open and the viewer may manage it, and Cancel on a receipt.
 */
export function SalesOrderReceipts({
  salesOrder,
  timeZone,
}: {
  salesOrder: SalesOrderReceipts_salesOrder$key;
  timeZone: string;
}) {
  const order = useFragment(
    graphql`
      fragment SalesOrderReceipts_salesOrder on SalesOrder {
        id
        number
        orderDate
        actions
        lines {
          position
          product
        }
        lineReceipts {
          position
          ordered
          received
          remaining
        }
        goodsReceipts {
          id
          ...GoodsReceiptCard_goodsReceipt
        }
      }
    `,
    salesOrder,
  );
  const { language } = useLanguage();
  const [recording, setRecording] = useState(false);
  const [cancelling, setCancelling] = useState<ReceiptTarget | null>(null);
  // Close is offered exactly while the order is open and the viewer may manage it: when goods can be received.
  const canReceive = order.actions.includes('CLOSE');
  const left = order.lineReceipts.some((line) => plainQuantity(line.remaining) !== '0');
  const products = new Map(order.lines.map((line) => [line.position, line.product]));
  const quantity = (value: string) => formatDecimal(plainQuantity(value), language);

  return (
    <Stack gap="4" data-testid="sales-order-receipts">
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <Card.Header>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontWeight="semibold">
              <FormattedMessage id="salesOrders.receipt.progress" />
            </Text>
            {canReceive && left ? (
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => setRecording(true)}
                data-testid="sales-order-receive"
              >
                <MenuIcon name="plus" />
                <FormattedMessage id="salesOrders.receipt.record" />
              </Button>
            ) : null}
          </Flex>
        </Card.Header>
        <DataTable columns={PROGRESS_COLUMNS} size="sm" testId="sales-order-line-receipts">
          {order.lineReceipts.map((line) => (
            <Table.Row key={line.position} data-testid="sales-order-line-receipt">
              <Table.Cell>{products.get(line.position)}</Table.Cell>
              <Table.Cell textAlign="end">{quantity(line.ordered)}</Table.Cell>
              <Table.Cell textAlign="end">{quantity(line.received)}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="medium">
                {quantity(line.remaining)}
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </Card.Root>
      {order.goodsReceipts.length === 0 ? (
        <ListEmptyState
          testId="sales-order-receipts-empty"
          icon="order"
          paddingY="8"
          title={<FormattedMessage id="salesOrders.receipt.empty.title" />}
          body={<FormattedMessage id="salesOrders.receipt.empty.body" />}
        />
      ) : null}
      {order.goodsReceipts.map((receipt) => (
        <GoodsReceiptCard key={receipt.id} goodsReceipt={receipt} onCancel={setCancelling} />
      ))}
      {recording ? (
        <SalesOrderReceiptDialog
          order={{
            id: order.id,
            number: order.number,
            orderDate: order.orderDate,
            lines: order.lineReceipts
              .filter((line) => plainQuantity(line.remaining) !== '0')
              .map((line) => ({
                position: line.position,
                product: products.get(line.position) ?? '',
                remaining: plainQuantity(line.remaining),
              })),
          }}
          timeZone={timeZone}
          onClose={() => setRecording(false)}
        />
      ) : null}
      <SalesOrderReceiptCancelDialog receipt={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
