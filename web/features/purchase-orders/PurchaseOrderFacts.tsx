import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PurchaseOrderFacts_purchaseOrder$key } from '../../__generated__/PurchaseOrderFacts_purchaseOrder.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { OrderRecordedActs } from '../../domain/documents/OrderRecordedActs';
import { DetailItem } from '../../ui/DetailItem';
import { DetailListCard } from '../../ui/DetailListCard';
import { StatusBadge } from '../../ui/StatusBadge';
import { FULFILLMENT_TONES } from './purchaseOrderLabels';

/**
 * An order's facts: its supplier and the supplier's reference, the order and
 * expected dates, its currency, how much has arrived, notes, and who wrote, approved,
 * rejected or cancelled (and why) or closed it, and when.
 */
export function PurchaseOrderFacts({
  purchaseOrder,
  timeZone,
}: {
  purchaseOrder: PurchaseOrderFacts_purchaseOrder$key;
  timeZone: string;
}) {
  const order = useFragment(
    graphql`
      fragment PurchaseOrderFacts_purchaseOrder on PurchaseOrder {
        supplierName
        supplierReference
        orderDate
        expectedDate
        currency
        fulfillmentStatus
        notes
        ...OrderRecordedActs_order
      }
    `,
    purchaseOrder,
  );
  const { language } = useLanguage();
  return (
    <DetailListCard>
      <DetailItem
        label={<FormattedMessage id="purchaseOrders.field.supplier" />}
        testId="purchase-order-supplier"
      >
        {order.supplierName}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="purchaseOrders.field.supplierReference" />}>
        {order.supplierReference}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="purchaseOrders.field.orderDate" />}>
        {formatDate(order.orderDate, language)}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="purchaseOrders.field.expectedDate" />}>
        {order.expectedDate ? formatDate(order.expectedDate, language) : null}
      </DetailItem>
      <DetailItem
        label={<FormattedMessage id="purchaseOrders.field.currency" />}
        testId="purchase-order-currency"
      >
        {order.currency}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="purchaseOrders.field.fulfillment" />}>
        <StatusBadge
          status={order.fulfillmentStatus}
          tones={FULFILLMENT_TONES}
          testId="purchase-order-fulfillment"
          withStatus
        />
      </DetailItem>
      <DetailItem label={<FormattedMessage id="purchaseOrders.field.notes" />}>
        {order.notes}
      </DetailItem>
      <OrderRecordedActs
        order={order}
        timeZone={timeZone}
        messages="purchaseOrders"
        testIdPrefix="purchase-order"
      />
    </DetailListCard>
  );
}
