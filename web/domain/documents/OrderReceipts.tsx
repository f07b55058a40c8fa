import { Button, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  OrderReceipts_goodsReceipts$data,
  OrderReceipts_goodsReceipts$key,
} from '../../__generated__/OrderReceipts_goodsReceipts.graphql';
import type { OrderReceipts_lineReceipts$key } from '../../__generated__/OrderReceipts_lineReceipts.graphql';
import type { OrderReceipts_lines$key } from '../../__generated__/OrderReceipts_lines.graphql';
import { plainQuantity } from '../../../formats/quantity';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { MenuIcon } from '../../ui/MenuIcon';
import { useMoveRunner } from '../../ui/useMoveRunner';
import type { DocumentMoveCommit } from './DocumentActions';
import { GoodsReceiptCard } from './GoodsReceiptCard';
import {
  GoodsReceiptDialog,
  type GoodsReceiptInput,
  type RecordedReceipt,
} from './GoodsReceiptDialog';
import { OrderLineProgress } from './OrderLineProgress';

type OrderReceiptsProps = {
  /**
   * The order received against: its id, number and date (no receipt is dated
   * before it), what the viewer may do with it, its lines, what is left of
   * them and its receipts.
   */
  order: {
    readonly id: string;
    readonly number: string;
    readonly orderDate: string;
    readonly actions: readonly string[];
    readonly lines: OrderReceipts_lines$key;
    readonly lineReceipts: OrderReceipts_lineReceipts$key;
    readonly goodsReceipts: OrderReceipts_goodsReceipts$key;
  };
  timeZone: string;
  /** Prefix of the tab's test ids: `<prefix>-receipts`, `-receive`, `-line-receipts`, `-receipts-empty`. */
  testIdPrefix: string;
  /** What receipts record of this kind of order, under "Nothing received yet". */
  emptyBody: ReactNode;
  /** The record dialog's words above its fields. */
  dialogIntro: ReactNode;
  /** Records a receipt with the order's own mutation. */
  onRecord: (input: GoodsReceiptInput) => Promise<RecordedReceipt>;
  /** Cancels a receipt with the order's own mutation. */
  onCancelReceipt: DocumentMoveCommit;
};

/**
 * An order's Goods receipts tab (sales and purchase orders alike): what is
 * ordered, received and left of each line, the receipts themselves (newest
 * first, each with its lines and figures, a cancelled one with its reason),
 * Record goods receipt while something is left and the viewer may, and
 * Cancel on a receipt.
 */
export function OrderReceipts({
  order,
  timeZone,
  testIdPrefix,
  emptyBody,
  dialogIntro,
  onRecord,
  onCancelReceipt,
}: OrderReceiptsProps) {
  const products = useFragment(
    graphql`
      fragment OrderReceipts_lines on DocumentLine @relay(plural: true) {
        position
        product
        ...OrderLineProgress_lines
      }
    `,
    order.lines,
  );
  const progress = useFragment(
    graphql`
      fragment OrderReceipts_lineReceipts on OrderLineReceipt @relay(plural: true) {
        position
        remaining
        ...OrderLineProgress_lineReceipts
      }
    `,
    order.lineReceipts,
  );
  const receipts = useFragment(
    graphql`
      fragment OrderReceipts_goodsReceipts on GoodsReceipt @relay(plural: true) {
        id
        ...GoodsReceiptCard_goodsReceipt
      }
    `,
    order.goodsReceipts,
  );
  const [recording, setRecording] = useState(false);
  // Close is offered exactly while the order is open and the viewer may manage it: when goods can be received.
  const canReceive = order.actions.includes('CLOSE');
  const left = progress.filter((line) => plainQuantity(line.remaining) !== '0');
  const productOf = new Map(products.map((line) => [line.position, line.product]));

  return (
    <Stack gap="4" data-testid={`${testIdPrefix}-receipts`}>
      <OrderLineProgress
        lines={products}
        lineReceipts={progress}
        testIdPrefix={testIdPrefix}
        action={
          canReceive && left.length > 0 ? (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => setRecording(true)}
              data-testid={`${testIdPrefix}-receive`}
            >
              <MenuIcon name="plus" />
              <FormattedMessage id="goodsReceipt.record" />
            </Button>
          ) : null
        }
      />
      <ReceiptList
        receipts={receipts}
        testIdPrefix={testIdPrefix}
        emptyBody={emptyBody}
        onCancelReceipt={onCancelReceipt}
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
          intro={dialogIntro}
          timeZone={timeZone}
          onRecord={onRecord}
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
  receipts: OrderReceipts_goodsReceipts$data;
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
