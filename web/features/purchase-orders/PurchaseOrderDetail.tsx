import { HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PurchaseOrderDetail_purchaseOrder$key } from '../../__generated__/PurchaseOrderDetail_purchaseOrder.graphql';
import {
  DocumentLinesAndTotals,
  DocumentRevisionsCard,
  DocumentTabs,
  conversationAndActivityTabs,
} from '../../domain/documents/DocumentTabs';
import { DocumentActions } from '../../domain/documents/DocumentActions';
import { OrderLineProgress } from '../../domain/documents/OrderLineProgress';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BackLink } from '../../ui/BackLink';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
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
  const intl = useIntl();
  const { language } = useLanguage();
  const moves = useMoveRunner();
  const commits = usePurchaseOrderMoves();
  const total = order.totals.grandTotal;
  const statusLabel = (status: string) =>
    Object.hasOwn(PURCHASE_ORDER_STATUS_TONES, status)
      ? intl.formatMessage(
          PURCHASE_ORDER_STATUS_TONES[status as keyof typeof PURCHASE_ORDER_STATUS_TONES].label,
        )
      : status;

  return (
    <>
      <BackLink to="/purchase-order" label={<FormattedMessage id="purchaseOrders.back" />} />
      <PageHeader
        title={<span data-testid="purchase-order-page-title">{order.number}</span>}
        description={
          <HStack as="span" gap="2" wrap="wrap">
            <StatusBadge
              status={order.status}
              tones={PURCHASE_ORDER_STATUS_TONES}
              testId="purchase-order-page-status"
              withStatus
            />
            <Text as="span">{order.supplierName}</Text>
            <Text
              as="span"
              fontVariantNumeric="tabular-nums"
              data-testid="purchase-order-page-total"
            >
              {formatMoney(total.amount, total.currency, language)}
            </Text>
          </HStack>
        }
        actions={
          <DocumentActions
            document="PURCHASE_ORDER"
            target={{ id: order.id, name: order.number }}
            actions={order.actions}
            commits={commits}
            moves={moves}
            testId="purchase-order"
          />
        }
      />
      <Stack gap="4">
        {moves.refusal ? (
          <FormErrorAlert message={moves.refusal} testId="purchase-order-page-refusal" />
        ) : null}
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
            {
              value: 'revisions',
              label: <FormattedMessage id="purchaseOrders.tab.revisions" />,
              testId: 'purchase-order-tab-revisions',
              content: (
                <DocumentRevisionsCard
                  revisions={order.revisions}
                  timeZone={timeZone}
                  statusLabel={statusLabel}
                />
              ),
            },
            ...conversationAndActivityTabs({
              testIdPrefix: 'purchase-order',
              documentId: order.id,
              comments: order.comments,
              activities: order.activities,
              timeZone,
              permissions,
            }),
          ]}
        />
      </Stack>
    </>
  );
}
