import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SalesOrderFacts_salesOrder$key } from '../../__generated__/SalesOrderFacts_salesOrder.graphql';
import { formatDate } from '../../i18n/format';
import { OrderRecordedActs } from '../../domain/documents/OrderRecordedActs';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';
import { DetailListCard } from '../../ui/DetailListCard';

/** An order's facts: its buyer, PO reference, dates, fulfillment and payment, notes, and who wrote, approved, rejected, cancelled or closed it, and when. */
export function SalesOrderFacts({
  salesOrder,
  timeZone,
}: {
  salesOrder: SalesOrderFacts_salesOrder$key;
  timeZone: string;
}) {
  const order = useFragment(
    graphql`
      fragment SalesOrderFacts_salesOrder on SalesOrder {
        customerName
        poReference
        orderDate
        requiredDate
        fulfillmentStatus
        paymentStatus
        notes
        ...OrderRecordedActs_order
      }
    `,
    salesOrder,
  );
  const { language } = useLanguage();
  return (
    <DetailListCard>
      <DetailItem
        label={<FormattedMessage id="salesOrders.field.customer" />}
        testId="sales-order-customer"
      >
        {order.customerName}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="salesOrders.field.poReference" />}>
        {order.poReference}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="salesOrders.field.orderDate" />}>
        {formatDate(order.orderDate, language)}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="salesOrders.field.requiredDate" />}>
        {order.requiredDate ? formatDate(order.requiredDate, language) : null}
      </DetailItem>
      <DetailItem
        label={<FormattedMessage id="salesOrders.field.fulfillmentStatus" />}
        testId="sales-order-fulfillment"
      >
        <FormattedMessage id={`salesOrders.fulfillment.${order.fulfillmentStatus}`} />
      </DetailItem>
      <DetailItem label={<FormattedMessage id="salesOrders.field.paymentStatus" />}>
        <FormattedMessage id={`salesOrders.payment.${order.paymentStatus}`} />
      </DetailItem>
      <DetailItem label={<FormattedMessage id="salesOrders.field.notes" />}>
        {order.notes}
      </DetailItem>
      <OrderRecordedActs
        order={order}
        timeZone={timeZone}
        messages="salesOrders"
        testIdPrefix="sales-order"
      />
    </DetailListCard>
  );
}
