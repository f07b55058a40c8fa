import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SalesOrderReceipts_salesOrder$key } from '../../__generated__/SalesOrderReceipts_salesOrder.graphql';
import type { SalesOrderReceiptsCancelMutation } from '../../__generated__/SalesOrderReceiptsCancelMutation.graphql';
import type { SalesOrderReceiptsCreateMutation } from '../../__generated__/SalesOrderReceiptsCreateMutation.graphql';
import { OrderReceipts } from '../../domain/documents/OrderReceipts';
import { useCommit } from '../../relay/useCommit';

/**
 * The order's Goods receipts tab (OrderReceipts): what the buyer received,
 * recorded and cancelled with the order's mutations, whose answers bring the
 * order's page and its row up to date.
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
    salesOrder,
  );
  const [commitCreate] = useCommit<SalesOrderReceiptsCreateMutation>(graphql`
    mutation SalesOrderReceiptsCreateMutation($input: GoodsReceiptCreateInput!) {
      goodsReceiptCreate(input: $input) {
        goodsReceipt {
          number
          salesOrder {
            ...useSalesOrderMoves_salesOrder
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitCancel] = useCommit<SalesOrderReceiptsCancelMutation>(graphql`
    mutation SalesOrderReceiptsCancelMutation($input: GoodsReceiptCancelInput!) {
      goodsReceiptCancel(input: $input) {
        goodsReceipt {
          salesOrder {
            ...useSalesOrderMoves_salesOrder
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
      testIdPrefix="sales-order"
      emptyBody={<FormattedMessage id="salesOrders.receipt.empty.body" />}
      dialogIntro={
        <FormattedMessage id="salesOrders.receipt.dialog.intro" values={{ number: order.number }} />
      }
      onRecord={async (input) =>
        (await commitCreate({ variables: { input: { ...input, salesOrderId: order.id } } }))
          .goodsReceiptCreate
      }
      onCancelReceipt={async (goodsReceiptId, reason) =>
        (await commitCancel({ variables: { input: { goodsReceiptId, reason } } }))
          .goodsReceiptCancel
      }
    />
  );
}
