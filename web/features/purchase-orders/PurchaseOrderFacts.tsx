import { Card, DataList } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PurchaseOrderFacts_purchaseOrder$key } from '../../__generated__/PurchaseOrderFacts_purchaseOrder.graphql';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DocumentActItem, type DocumentAct } from '../../domain/documents/DocumentActItem';
import { DetailItem } from '../../ui/DetailItem';
import { StatusBadge } from '../../ui/StatusBadge';
import { FULFILLMENT_TONES } from './purchaseOrderLabels';

/**
 * An order's facts: its supplier and the supplier's reference, the order and
 * expected dates, how much has arrived, notes, and who wrote, approved,
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
        fulfillmentStatus
        notes
        createdAt
        createdBy {
          fullName
        }
        approvedAt
        approvedBy {
          fullName
        }
        rejection {
          reason
          at
          by {
            fullName
          }
        }
        cancellation {
          reason
          at
          by {
            fullName
          }
        }
        closedAt
        closedBy {
          fullName
        }
      }
    `,
    purchaseOrder,
  );
  const { language } = useLanguage();
  const when = (at: string) => formatDateTime(at, language, timeZone);
  const who = (person: { readonly fullName: string } | null | undefined) => person?.fullName ?? '—';
  const act = (label: string, testId: string, made: DocumentAct | null | undefined) => (
    <DocumentActItem
      label={label}
      testId={testId}
      act={made}
      timeZone={timeZone}
      messages={{ byAt: 'purchaseOrders.detail.byAt', decision: 'purchaseOrders.detail.decision' }}
    />
  );
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <DataList.Root orientation="horizontal" size="md">
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
          <DetailItem label={<FormattedMessage id="purchaseOrders.field.createdBy" />}>
            <FormattedMessage
              id="purchaseOrders.detail.byAt"
              values={{ name: who(order.createdBy), at: when(order.createdAt) }}
            />
          </DetailItem>
          {act(
            'purchaseOrders.field.approvedBy',
            'purchase-order-approval',
            order.approvedAt ? { at: order.approvedAt, by: order.approvedBy } : null,
          )}
          {act('purchaseOrders.field.rejection', 'purchase-order-rejection', order.rejection)}
          {act(
            'purchaseOrders.field.cancellation',
            'purchase-order-cancellation',
            order.cancellation,
          )}
          {act(
            'purchaseOrders.field.closedBy',
            'purchase-order-closure',
            order.closedAt ? { at: order.closedAt, by: order.closedBy } : null,
          )}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
