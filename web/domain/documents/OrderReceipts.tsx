import { Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { OrderReceiptsCancelMutation } from '../../__generated__/OrderReceiptsCancelMutation.graphql';
import type { OrderReceiptsRecordMutation } from '../../__generated__/OrderReceiptsRecordMutation.graphql';
import type {
  OrderReceipts_order$data,
  OrderReceipts_order$key,
} from '../../__generated__/OrderReceipts_order.graphql';
import { plainQuantity } from '../../../formats/quantity';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { CreateActionButton } from '../../ui/CreateActionButton';
import { useMoveRunner } from '../../ui/useMoveRunner';
import { useCommit } from '../../relay/useCommit';
import type { DocumentMoveCommit } from './DocumentActions';
import { GoodsReceiptCard } from './GoodsReceiptCard';
import { GoodsReceiptDialog, type RecordedReceipt } from './GoodsReceiptDialog';
import { OrderLineProgress } from './OrderLineProgress';

/** Which field of a receipt's input names the order it receives. */
const ORDER_ID_FIELD = {
  PURCHASE_ORDER: 'purchaseOrderId',
  SALES_ORDER: 'salesOrderId',
} as const;

type OrderReceiptsProps = {
  /** The order received against: its id, number and date (no receipt is dated before it), its lines, what is left of them and its receipts. */
  order: OrderReceipts_order$key;
  /** Which kind of order it is: the receipt's input names it by its own field. */
  document: keyof typeof ORDER_ID_FIELD;
  /** Whether the viewer may record a receipt against it now. */
  canReceive: boolean;
  /** The feature's catalogue prefix: `<messages>.receipt.empty.body` and `.receipt.dialog.intro`. */
  messages: string;
  timeZone: string;
  /** Prefix of the tab's test ids: `<prefix>-receipts`, `-receive`, `-line-receipts`, `-receipts-empty`. */
  testIdPrefix: string;
};

/**
 * An order's Goods receipts tab (sales and purchase orders alike): what is
 * ordered, received and left of each line, the receipts themselves (newest
 * first, each with its lines and figures, a cancelled one with its reason),
 * Record goods receipt while something is left and the viewer may, and
 * Cancel on a receipt.
 */
export function OrderReceipts({
  order: orderKey,
  document,
  canReceive,
  messages,
  timeZone,
  testIdPrefix,
}: OrderReceiptsProps) {
  const order = useFragment(
    graphql`
      fragment OrderReceipts_order on Order {
        id
        number
        orderDate
        lines {
          position
          product
          ...OrderLineProgress_lines
        }
        lineReceipts {
          position
          remaining
          ...OrderLineProgress_lineReceipts
        }
        goodsReceipts {
          id
          ...GoodsReceiptCard_goodsReceipt
        }
      }
    `,
    orderKey,
  );
  const { record, cancel } = useGoodsReceiptCommits();
  const [recording, setRecording] = useState(false);
  const left = order.lineReceipts.filter((line) => plainQuantity(line.remaining) !== '0');
  const productOf = new Map(order.lines.map((line) => [line.position, line.product]));

  return (
    <Stack gap="4" data-testid={`${testIdPrefix}-receipts`}>
      <OrderLineProgress
        lines={order.lines}
        lineReceipts={order.lineReceipts}
        testIdPrefix={testIdPrefix}
        action={
          canReceive && left.length > 0 ? (
            <CreateActionButton
              label={<FormattedMessage id="goodsReceipt.record" />}
              size="sm"
              onClick={() => setRecording(true)}
              testId={`${testIdPrefix}-receive`}
            />
          ) : null
        }
      />
      <ReceiptList
        receipts={order.goodsReceipts}
        testIdPrefix={testIdPrefix}
        emptyBody={<FormattedMessage id={`${messages}.receipt.empty.body`} />}
        onCancelReceipt={cancel}
      />
      {recording ? (
        <GoodsReceiptDialog
          order={{
            id: order.id,
            number: order.number,
            orderDate: order.orderDate,
            lines: left.map((line) => ({
              position: line.position,
              product: productOf.get(line.position) ?? '',
              remaining: plainQuantity(line.remaining),
            })),
          }}
          intro={
            <FormattedMessage
              id={`${messages}.receipt.dialog.intro`}
              values={{ number: order.number }}
            />
          }
          timeZone={timeZone}
          onRecord={(input) => record({ ...input, [ORDER_ID_FIELD[document]]: order.id })}
          onClose={() => setRecording(false)}
        />
      ) : null}
    </Stack>
  );
}

/** The order's receipts, newest first, each with Cancel as it allows; the empty state while it has none. */
function ReceiptList({
  receipts,
  testIdPrefix,
  emptyBody,
  onCancelReceipt,
}: {
  receipts: OrderReceipts_order$data['goodsReceipts'];
  testIdPrefix: string;
  emptyBody: ReactNode;
  onCancelReceipt: DocumentMoveCommit;
}) {
  const moves = useMoveRunner();
  return (
    <>
      {receipts.length === 0 ? (
        <ListEmptyState
          testId={`${testIdPrefix}-receipts-empty`}
          icon="order"
          paddingY="8"
          title={<FormattedMessage id="goodsReceipt.empty.title" />}
          body={emptyBody}
        />
      ) : null}
      {receipts.map((receipt) => (
        <GoodsReceiptCard
          key={receipt.id}
          goodsReceipt={receipt}
          moves={moves}
          onCancelReceipt={onCancelReceipt}
        />
      ))}
    </>
  );
}

/**
 * A receipt's payload, spread unmasked into both of its mutations: the
 * receipt's number and the order it belongs to (the other is null) with what
 * the order's page and its row read, or why not.
 */
export const goodsReceiptPayloadFragment = graphql`
  fragment OrderReceipts_payload on GoodsReceiptPayload {
    goodsReceipt {
      number
      salesOrder {
        ...useSalesOrderMoves_salesOrder
      }
      purchaseOrder {
        ...usePurchaseOrderMoves_purchaseOrder
      }
    }
    userErrors {
      ...userErrorFields_userError @relay(mask: false)
    }
  }
`;

/**
 * Records and cancels goods receipts, of either kind of order. Each answer
 * brings back the receipt's order, so its fulfillment, actions and history on
 * the page and its row in the list follow.
 */
function useGoodsReceiptCommits(): {
  record: (input: OrderReceiptsRecordMutation['variables']['input']) => Promise<RecordedReceipt>;
  cancel: DocumentMoveCommit;
} {
  const [commitRecord] = useCommit<OrderReceiptsRecordMutation>(graphql`
    mutation OrderReceiptsRecordMutation($input: GoodsReceiptCreateInput!) {
      goodsReceiptCreate(input: $input) {
        ...OrderReceipts_payload @relay(mask: false)
      }
    }
  `);
  const [commitCancel] = useCommit<OrderReceiptsCancelMutation>(graphql`
    mutation OrderReceiptsCancelMutation($input: GoodsReceiptCancelInput!) {
      goodsReceiptCancel(input: $input) {
        ...OrderReceipts_payload @relay(mask: false)
      }
    }
  `);
  return {
    record: async (input) => (await commitRecord({ variables: { input } })).goodsReceiptCreate,
    cancel: async (goodsReceiptId, reason) =>
      (await commitCancel({ variables: { input: { goodsReceiptId, reason } } })).goodsReceiptCancel,
  };
}
