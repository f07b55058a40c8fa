import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PurchaseOrderReceipts_purchaseOrder$key } from '../../__generated__/PurchaseOrderReceipts_purchaseOrder.graphql';
import type { PurchaseOrderReceiptsCancelMutation } from '../../__generated__/PurchaseOrderReceiptsCancelMutation.graphql';
import type { PurchaseOrderReceiptsRecordMutation } from '../../__generated__/PurchaseOrderReceiptsRecordMutation.graphql';
import { OrderReceipts } from '../../domain/documents/OrderReceipts';
import { useCommit } from '../../relay/useCommit';

/**
 * The order's Goods receipts tab (OrderReceipts): what the supplier
 * delivered, recorded against the order and cancelled with a reason; each
 * answer brings back the whole order, so its fulfillment, actions and
 * history on the page and its row in the list follow.
 */
export function PurchaseOrderReceipts({
  purchaseOrder,
  timeZone,
}: {
  purchaseOrder: PurchaseOrderReceipts_purchaseOrder$key;
  timeZone: string;
}) {
  const order = useFragment(
    graphql`
      fragment PurchaseOrderReceipts_purchaseOrder on PurchaseOrder {
        id
        number
        orderDate
        actions
        lines {
          ...OrderReceipts_lines
        }
        lineReceipts {
          ...OrderReceipts_lineReceipts
        }
        goodsReceipts {
          ...OrderReceipts_goodsReceipts
        }
      }
    `,
    purchaseOrder,
  );
  const [record] = useCommit<PurchaseOrderReceiptsRecordMutation>(graphql`
    mutation PurchaseOrderReceiptsRecordMutation($input: GoodsReceiptCreateInput!) {
      goodsReceiptCreate(input: $input) {
        goodsReceipt {
          number
          purchaseOrder {
            ...usePurchaseOrderMoves_purchaseOrder
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [cancel] = useCommit<PurchaseOrderReceiptsCancelMutation>(graphql`
    mutation PurchaseOrderReceiptsCancelMutation($input: GoodsReceiptCancelInput!) {
      goodsReceiptCancel(input: $input) {
        goodsReceipt {
          purchaseOrder {
            ...usePurchaseOrderMoves_purchaseOrder
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <OrderReceipts
      order={order}
      timeZone={timeZone}
      testIdPrefix="purchase-order"
      emptyBody={<FormattedMessage id="purchaseOrders.receipt.empty.body" />}
      dialogIntro={
        <FormattedMessage
          id="purchaseOrders.receipt.dialog.intro"
          values={{ number: order.number }}
        />
      }
      onRecord={async (input) => {
        const answer = await record({
          variables: { input: { ...input, purchaseOrderId: order.id } },
        });
        return answer.goodsReceiptCreate;
      }}
      onCancelReceipt={async (goodsReceiptId, reason) => {
        const answer = await cancel({ variables: { input: { goodsReceiptId, reason } } });
        return answer.goodsReceiptCancel;
      }}
    />
  );
}
