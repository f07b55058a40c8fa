import { Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PurchaseOrderRow_purchaseOrder$key } from '../../__generated__/PurchaseOrderRow_purchaseOrder.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { DocumentNumberCell } from '../../domain/documents/DocumentNumberCell';
import { StatusBadgeCell } from '../../ui/StatusBadgeCell';
import { FULFILLMENT_TONES, PURCHASE_ORDER_STATUS_TONES } from './purchaseOrderLabels';
import { MoneyCell } from '../../ui/MoneyCell';

/**
 * One order: its number (to its page) and the supplier's reference, the
 * supplier, the order and expected dates, the grand total, its status and
 * how much of it has arrived.
 */
export function PurchaseOrderRow({
  purchaseOrder,
}: {
  purchaseOrder: PurchaseOrderRow_purchaseOrder$key;
}) {
  const order = useFragment(
    graphql`
      fragment PurchaseOrderRow_purchaseOrder on PurchaseOrder {
        id
        number
        supplierReference
        supplierName
        orderDate
        expectedDate
        status
        fulfillmentStatus
        totals {
          grandTotal {
            amount
            currency
          }
        }
      }
    `,
    purchaseOrder,
  );
  const { language } = useLanguage();
  const total = order.totals.grandTotal;
  return (
    <Table.Row data-testid="purchase-order-row" data-status={order.status}>
      <DocumentNumberCell
        to={`/purchase-order/detail/${uuidOf(order.id, 'PurchaseOrder')}`}
        testId="purchase-order-link"
        number={order.number}
        reference={order.supplierReference}
      />
      <Table.Cell minWidth="40">{order.supplierName}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDate(order.orderDate, language)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {order.expectedDate ? formatDate(order.expectedDate, language) : '—'}
      </Table.Cell>
      <MoneyCell money={total} empty="—" />
      <StatusBadgeCell
        status={order.status}
        tones={PURCHASE_ORDER_STATUS_TONES}
        testId="purchase-order-status"
      />
      <StatusBadgeCell
        status={order.fulfillmentStatus}
        tones={FULFILLMENT_TONES}
        variant="surface"
        testId="purchase-order-fulfillment-status"
      />
    </Table.Row>
  );
}
