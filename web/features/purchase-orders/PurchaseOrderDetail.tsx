import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PurchaseOrderDetail_purchaseOrder$key } from '../../__generated__/PurchaseOrderDetail_purchaseOrder.graphql';
import { DocumentLinesAndTotals, DocumentTabs } from '../../domain/documents/DocumentTabs';
import { InvoicingDocumentPage } from '../../domain/documents/InvoicingDocumentPage';
import { OrderLineProgress } from '../../domain/documents/OrderLineProgress';
import { useDocumentHistoryTabs } from '../../domain/documents/useDocumentHistoryTabs';
import { useMoveRunner } from '../../ui/useMoveRunner';
import { PurchaseOrderFacts } from './PurchaseOrderFacts';
import { PURCHASE_ORDER_STATUS_TONES } from './purchaseOrderLabels';
import { PurchaseOrderReceipts } from './PurchaseOrderReceipts';
import { usePurchaseOrderMoves } from './usePurchaseOrderMoves';

/**
 * One purchase order: its number, status, supplier and grand total;
 * Approve, Close, and Reject and Cancel (with a reason) as its `actions`
 * offer them (no Approve for its author unless the company allows
 * self-approval); its facts; and the
 * tabs Details (lines, totals and what has arrived of each line), Goods
 * receipts, Revision history, Conversation and Activities. Every move's
 * answer brings the whole order back.
 */
export function PurchaseOrderDetail({
  purchaseOrder,
  permissions,
  timeZone,
}: {
  purchaseOrder: PurchaseOrderDetail_purchaseOrder$key;
  /** The viewer's: whether mentions list members and the activities show. */
  permissions: readonly string[];
  timeZone: string;
}) {
  const order = useFragment(
    graphql`
      fragment PurchaseOrderDetail_purchaseOrder on PurchaseOrder {
        id
        number
        supplierName
        status
        actions
        totals {
          grandTotal {
            amount
            currency
          }
          ...DocumentTotalsBlock_totals
        }
        lines {
          ...DocumentLinesTable_lines
          ...OrderLineProgress_lines
        }
        lineReceipts {
          ...OrderLineProgress_lineReceipts
        }
        comments {
          ...DocumentConversation_comments
        }
        activities {
          ...DocumentActivities_entries
        }
        revisions {
          ...DocumentRevisions_revisions
        }
        ...PurchaseOrderFacts_purchaseOrder
        ...PurchaseOrderReceipts_purchaseOrder
      }
    `,
    purchaseOrder,
  );
  const moves = useMoveRunner();
  const commits = usePurchaseOrderMoves();
  const historyTabs = useDocumentHistoryTabs({
    messages: 'purchaseOrders',
    testIdPrefix: 'purchase-order',
    tones: PURCHASE_ORDER_STATUS_TONES,
    document: order,
    timeZone,
    permissions,
  });
  return (
    <InvoicingDocumentPage
      document="PURCHASE_ORDER"
      testIdPrefix="purchase-order"
      back={{ to: '/purchase-order', label: <FormattedMessage id="purchaseOrders.back" /> }}
      target={{ id: order.id, name: order.number }}
      status={order.status}
      tones={PURCHASE_ORDER_STATUS_TONES}
      partyName={order.supplierName}
      total={order.totals.grandTotal}
      actions={order.actions}
      commits={commits}
      moves={moves}
    >
      <PurchaseOrderFacts purchaseOrder={order} timeZone={timeZone} />
      <DocumentTabs
        tabs={[
          {
            value: 'details',
            label: <FormattedMessage id="purchaseOrders.tab.details" />,
            testId: 'purchase-order-tab-details',
            content: (
              <DocumentLinesAndTotals lines={order.lines} totals={order.totals}>
                <OrderLineProgress
                  lines={order.lines}
                  lineReceipts={order.lineReceipts}
                  testIdPrefix="purchase-order-progress"
                />
              </DocumentLinesAndTotals>
            ),
          },
          {
            value: 'receipts',
            label: <FormattedMessage id="purchaseOrders.tab.receipts" />,
            testId: 'purchase-order-tab-receipts',
            content: <PurchaseOrderReceipts purchaseOrder={order} timeZone={timeZone} />,
          },
          ...historyTabs,
        ]}
      />
    </InvoicingDocumentPage>
  );
}
