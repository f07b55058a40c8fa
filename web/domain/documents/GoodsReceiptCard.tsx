import { Card, Flex, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { GoodsReceiptCard_goodsReceipt$key } from '../../__generated__/GoodsReceiptCard_goodsReceipt.graphql';
import { DocumentLinesTable } from './DocumentLinesTable';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge';
import type { useMoveRunner } from '../../ui/useMoveRunner';
import { DocumentActions, type DocumentMoveCommit } from './DocumentActions';

const RECEIPT_TONES: Readonly<Record<'RECEIVED' | 'CANCELLED', StatusTone>> = {
  RECEIVED: { label: { id: 'goodsReceipt.status.RECEIVED' }, colorPalette: 'green' },
  CANCELLED: { label: { id: 'goodsReceipt.status.CANCELLED' }, colorPalette: 'gray' },
};

/**
 * One goods receipt of an order: number, status, date and total, its
 * lifecycle's moves (Cancel with a reason, while it may be), why it was
 * cancelled, and its lines.
 */
export function GoodsReceiptCard({
  goodsReceipt,
  moves,
  onCancelReceipt,
}: {
  goodsReceipt: GoodsReceiptCard_goodsReceipt$key;
  /** The tab's runner (the receipt's moves all ask a reason, so it keeps no refusal). */
  moves: ReturnType<typeof useMoveRunner>;
  /** Cancels the receipt with the order's own mutation. */
  onCancelReceipt: DocumentMoveCommit;
}) {
  const receipt = useFragment(
    graphql`
      fragment GoodsReceiptCard_goodsReceipt on GoodsReceipt {
        id
        number
        receivedDate
        status
        actions
        notes
        totals {
          grandTotal {
            amount
            currency
          }
        }
        lines {
          ...DocumentLinesTable_lines
        }
        cancellation {
          reason
        }
      }
    `,
    goodsReceipt,
  );
  const { language } = useLanguage();
  const total = receipt.totals.grandTotal;
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden" data-testid="goods-receipt">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="semibold" data-testid="goods-receipt-number">
              {receipt.number}
            </Text>
            {receipt.status === 'RECEIVED' || receipt.status === 'CANCELLED' ? (
              <StatusBadge
                status={receipt.status}
                tones={RECEIPT_TONES}
                testId="goods-receipt-status"
                withStatus
              />
            ) : null}
            <Text color="fg.muted" fontSize="sm">
              {formatDate(receipt.receivedDate, language)}
            </Text>
          </HStack>
          <HStack gap="3">
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {formatMoney(total.amount, total.currency, language)}
            </Text>
            <DocumentActions
              document="GOODS_RECEIPT"
              target={{ id: receipt.id, name: receipt.number }}
              actions={receipt.actions}
              commits={{ cancel: onCancelReceipt }}
              moves={moves}
              testId="goods-receipt"
              compact
            />
          </HStack>
        </Flex>
        {receipt.cancellation ? (
          <Text fontSize="sm" color="fg.muted" data-testid="goods-receipt-cancellation">
            <FormattedMessage
              id="goodsReceipt.cancelledBecause"
              values={{ reason: receipt.cancellation.reason }}
            />
          </Text>
        ) : null}
        {receipt.notes ? (
          <Text fontSize="sm" color="fg.muted">
            {receipt.notes}
          </Text>
        ) : null}
      </Card.Header>
      <DocumentLinesTable lines={receipt.lines} />
    </Card.Root>
  );
}
