import { HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SalesOrderDetail_salesOrder$key } from '../../__generated__/SalesOrderDetail_salesOrder.graphql';
import {
  DocumentLinesAndTotals,
  DocumentRevisionsCard,
  DocumentTabs,
  conversationAndActivityTabs,
} from '../../domain/documents/DocumentTabs';
import { DocumentActions } from '../../domain/documents/DocumentActions';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BackLink } from '../../ui/BackLink';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { useMoveRunner } from '../../ui/useMoveRunner';
import { SalesOrderCreditMemos } from './SalesOrderCreditMemos';
import { SalesOrderFacts } from './SalesOrderFacts';
import { isSalesOrderStatus, SALES_ORDER_STATUS_TONES } from './salesOrderLabels';
import { SalesOrderInvoices } from './SalesOrderInvoices';
import { SalesOrderReceipts } from './SalesOrderReceipts';
import { useSalesOrderMoves } from './useSalesOrderMoves';

/** What the order's page reads of it. */
const SALES_ORDER_DETAIL = graphql`
  fragment SalesOrderDetail_salesOrder on SalesOrder {
    id
    number
    customerName
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
    creditMemos {
      ...SalesOrderCreditMemos_creditMemos
    }
    ...SalesOrderFacts_salesOrder
    ...SalesOrderReceipts_salesOrder
    ...SalesOrderInvoices_salesOrder
  }
`;

/**
 * One order: its number, status, buyer and grand total; its facts (dates,
 * notes, who wrote, approved, rejected, cancelled or closed it); the tabs
 * Details (its lines with their figures and the totals), Goods receipts,
 * Invoices and Revision history; and the moves its lifecycle offers the viewer (Approve, Reject and
 * Cancel with a reason, Close). A move's answer updates all of it.
 */
export function SalesOrderDetail({
  salesOrder,
  permissions,
  timeZone,
}: {
  salesOrder: SalesOrderDetail_salesOrder$key;
  /** The viewer's: whether the Invoices tab offers to write one, mentions list members and the activities show. */
  permissions: readonly string[];
  timeZone: string;
}) {
  const order = useFragment(SALES_ORDER_DETAIL, salesOrder);
  const intl = useIntl();
  const { language } = useLanguage();
  const moves = useMoveRunner();
  const commits = useSalesOrderMoves();
  const statusLabel = (status: string) =>
    isSalesOrderStatus(status)
      ? intl.formatMessage(SALES_ORDER_STATUS_TONES[status].label)
      : status;
  const total = order.totals.grandTotal;

  return (
    <>
      <BackLink to="/sales-order" label={<FormattedMessage id="salesOrders.back" />} />
      <PageHeader
        title={<span data-testid="sales-order-page-title">{order.number}</span>}
        description={
          <HStack as="span" gap="2" wrap="wrap">
            {isSalesOrderStatus(order.status) ? (
              <StatusBadge
                status={order.status}
                tones={SALES_ORDER_STATUS_TONES}
                testId="sales-order-page-status"
                withStatus
              />
            ) : null}
            <Text as="span">{order.customerName}</Text>
            <Text as="span" fontVariantNumeric="tabular-nums" data-testid="sales-order-page-total">
              {formatMoney(total.amount, total.currency, language)}
            </Text>
          </HStack>
        }
        actions={
          <DocumentActions
            document="SALES_ORDER"
            target={{ id: order.id, name: order.number }}
            actions={order.actions}
            commits={commits}
            moves={moves}
            testId="sales-order"
          />
        }
      />
      <Stack gap="4">
        {moves.refusal ? (
          <FormErrorAlert message={moves.refusal} testId="sales-order-page-refusal" />
        ) : null}
        <SalesOrderFacts salesOrder={order} timeZone={timeZone} />
        <DocumentTabs
          tabs={[
            {
              value: 'details',
              label: <FormattedMessage id="salesOrders.tab.details" />,
              testId: 'sales-order-tab-details',
              content: <DocumentLinesAndTotals lines={order.lines} totals={order.totals} />,
            },
            {
              value: 'receipts',
              label: <FormattedMessage id="salesOrders.tab.receipts" />,
              testId: 'sales-order-tab-receipts',
              content: <SalesOrderReceipts salesOrder={order} timeZone={timeZone} />,
            },
            {
              value: 'invoices',
              label: <FormattedMessage id="salesOrders.tab.invoices" />,
              testId: 'sales-order-tab-invoices',
              content: (
                <SalesOrderInvoices
                  salesOrder={order}
                  permissions={permissions}
                  timeZone={timeZone}
                />
              ),
            },
            {
              value: 'credit-memos',
              label: <FormattedMessage id="salesOrders.tab.creditMemos" />,
              testId: 'sales-order-tab-credit-memos',
              content: <SalesOrderCreditMemos creditMemos={order.creditMemos} />,
            },
            {
              value: 'revisions',
              label: <FormattedMessage id="salesOrders.tab.revisions" />,
              testId: 'sales-order-tab-revisions',
              content: (
                <DocumentRevisionsCard
                  revisions={order.revisions}
                  timeZone={timeZone}
                  statusLabel={statusLabel}
                />
              ),
            },
            ...conversationAndActivityTabs({
              testIdPrefix: 'sales-order',
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
