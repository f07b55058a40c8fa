import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PurchaseOrderDetail_purchaseOrder$key } from '../../__generated__/PurchaseOrderDetail_purchaseOrder.graphql';
import { OrderDocumentPage } from '../../domain/documents/OrderDocumentPage';
import { OrderLineProgress } from '../../domain/documents/OrderLineProgress';
import { CreateActionButton } from '../../ui/CreateActionButton';
import { PurchaseOrderBillDialog } from './PurchaseOrderBillDialog';
import { PurchaseOrderFacts } from './PurchaseOrderFacts';
import { PurchaseOrderMatching } from './PurchaseOrderMatching';
import { PURCHASE_ORDER_STATUS_TONES } from './purchaseOrderLabels';
import { usePurchaseOrderMoves } from './usePurchaseOrderMoves';

/**
 * One purchase order: its number, status, supplier and grand total;
 * Approve, Close, and Reject and Cancel (with a reason) as its `actions`
 * offer them (no Approve for its author unless the company allows
 * self-approval); its facts; and the
 * tabs Details (lines, totals, what has arrived of each line, and what is
 * ordered, received and billed of it: the three-way match), Goods
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
          ...documentPageTotals_totals @relay(mask: false)
        }
        lines {
          ...DocumentLinesTable_lines
          ...OrderLineProgress_lines
        }
        lineReceipts {
          ...OrderLineProgress_lineReceipts
        }
        lineMatches {
          toBill
          ...PurchaseOrderMatching_lineMatches
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
        ...OrderReceipts_order
      }
    `,
    purchaseOrder,
  );
  const commits = usePurchaseOrderMoves();
  const [billing, setBilling] = useState(false);
  // A bill is made from an approved order with something received and not billed yet, by a member who may create bills.
  const billable =
    permissions.includes('bills:create') &&
    (order.status === 'OPEN' || order.status === 'CLOSED') &&
    order.lineMatches.some((line) => !/^0(\.0+)?$/.test(line.toBill));
  return (
    <OrderDocumentPage
      document="PURCHASE_ORDER"
      messages="purchaseOrders"
      testIdPrefix="purchase-order"
      listPath="/purchase-order"
      tones={PURCHASE_ORDER_STATUS_TONES}
      order={order}
      partyName={order.supplierName}
      commits={commits}
      facts={<PurchaseOrderFacts purchaseOrder={order} timeZone={timeZone} />}
      underLines={
        <>
          <OrderLineProgress
            lines={order.lines}
            lineReceipts={order.lineReceipts}
            testIdPrefix="purchase-order-progress"
          />
          <PurchaseOrderMatching
            lineMatches={order.lineMatches}
            action={
              billable ? (
                <CreateActionButton
                  label={<FormattedMessage id="purchaseOrders.bill.open" />}
                  size="sm"
                  onClick={() => setBilling(true)}
                  testId="purchase-order-create-bill"
                />
              ) : null
            }
          />
          {billing ? (
            <PurchaseOrderBillDialog
              order={order}
              timeZone={timeZone}
              onClose={() => setBilling(false)}
            />
          ) : null}
        </>
      }
      timeZone={timeZone}
      permissions={permissions}
    />
  );
}
