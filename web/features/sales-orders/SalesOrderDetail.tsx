import { Card, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SalesOrderDetail_salesOrder$key } from '../../__generated__/SalesOrderDetail_salesOrder.graphql';
import { DocumentLinesTable } from '../../domain/documents/DocumentLinesTable';
import { DocumentRevisions } from '../../domain/documents/DocumentRevisions';
import { DocumentTotalsBlock } from '../../domain/documents/DocumentTotalsBlock';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BackLink } from '../../ui/BackLink';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { SalesOrderActionButtons } from './SalesOrderActionButtons';
import { SalesOrderFacts } from './SalesOrderFacts';
import { isSalesOrderStatus, SALES_ORDER_STATUS_TONES } from './salesOrderLabels';
import { SalesOrderReceipts } from './SalesOrderReceipts';
import { SalesOrderReasonDialog, type ReasonMove } from './SalesOrderReasonDialog';
import { useSalesOrderMoves } from './useSalesOrderMoves';

/**
 * One order: its number, status, buyer and grand total; its facts (dates,
 * notes, who wrote, approved, rejected, cancelled or closed it); the tabs
 * Details (its lines with their figures and the totals), Goods receipts
 * and Revision history; and the moves its lifecycle offers the viewer (Approve, Reject and
 * Cancel with a reason, Close). A move's answer updates all of it.
 */
export function SalesOrderDetail({
  salesOrder,
  timeZone,
}: {
  salesOrder: SalesOrderDetail_salesOrder$key;
  timeZone: string;
}) {
  const order = useFragment(
    graphql`
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
        revisions {
          ...DocumentRevisions_revisions
        }
        ...SalesOrderFacts_salesOrder
        ...SalesOrderReceipts_salesOrder
      }
    `,
    salesOrder,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const moves = useSalesOrderMoves();
  const [reasonMove, setReasonMove] = useState<ReasonMove | null>(null);
  const statusLabel = (status: string) =>
    isSalesOrderStatus(status)
      ? intl.formatMessage(SALES_ORDER_STATUS_TONES[status].label)
      : status;
  const target = { id: order.id, number: order.number };
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
          <SalesOrderActionButtons
            actions={order.actions}
            busy={moves.busy === order.id}
            onApprove={() => void moves.approve(target)}
            onClose={() => void moves.close(target)}
            onReject={() => setReasonMove({ ...target, move: 'reject' })}
            onCancel={() => setReasonMove({ ...target, move: 'cancel' })}
          />
        }
      />
      <Stack gap="4">
        {moves.refusal ? (
          <FormErrorAlert message={moves.refusal} testId="sales-order-page-refusal" />
        ) : null}
        <SalesOrderFacts salesOrder={order} timeZone={timeZone} />
        <Tabs.Root defaultValue="details" variant="line" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="details" data-testid="sales-order-tab-details">
              <FormattedMessage id="salesOrders.tab.details" />
            </Tabs.Trigger>
            <Tabs.Trigger value="receipts" data-testid="sales-order-tab-receipts">
              <FormattedMessage id="salesOrders.tab.receipts" />
            </Tabs.Trigger>
            <Tabs.Trigger value="revisions" data-testid="sales-order-tab-revisions">
              <FormattedMessage id="salesOrders.tab.revisions" />
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="details">
            <Stack gap="4">
              <Card.Root variant="outline" bg="bg" overflow="hidden">
                <DocumentLinesTable lines={order.lines} />
              </Card.Root>
              <DocumentTotalsBlock totals={order.totals} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="receipts">
            <SalesOrderReceipts salesOrder={order} timeZone={timeZone} />
          </Tabs.Content>
          <Tabs.Content value="revisions">
            <Card.Root variant="outline" bg="bg">
              <Card.Body>
                <DocumentRevisions
                  revisions={order.revisions}
                  timeZone={timeZone}
                  statusLabel={statusLabel}
                />
              </Card.Body>
            </Card.Root>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
      <SalesOrderReasonDialog order={reasonMove} onClose={() => setReasonMove(null)} />
    </>
  );
}
