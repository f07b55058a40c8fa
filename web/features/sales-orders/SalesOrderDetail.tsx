import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SalesOrderDetail_salesOrder$key } from '../../__generated__/SalesOrderDetail_salesOrder.graphql';
import { OrderDocumentPage } from '../../domain/documents/OrderDocumentPage';
import { uuidOf } from '../../relay/globalId';
import { LinkButton } from '../../ui/LinkButton';
import { SalesOrderCreditMemos } from './SalesOrderCreditMemos';
import { SalesOrderFacts } from './SalesOrderFacts';
import { SALES_ORDER_STATUS_TONES } from './salesOrderLabels';
import { SalesOrderInvoices } from './SalesOrderInvoices';
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
      ...documentPageTotals_totals @relay(mask: false)
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
    ...OrderReceipts_order
    ...SalesOrderInvoices_salesOrder
  }
`;

/**
 * One order: its number, status, buyer and grand total; its facts (dates,
 * notes, who wrote, approved, rejected, cancelled or closed it); the tabs
 * Details (its lines with their figures and the totals), Goods receipts,
 * Invoices and Revision history; and the moves its lifecycle offers the viewer (Approve, Reject and
 * Cancel with a reason, Close), and Edit on a draft the viewer may submit
 * (the order form started from it). A move's answer updates all of it.
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
  const commits = useSalesOrderMoves();
  return (
    <OrderDocumentPage
      document="SALES_ORDER"
      messages="salesOrders"
      testIdPrefix="sales-order"
      listPath="/sales-order"
      tones={SALES_ORDER_STATUS_TONES}
      order={order}
      partyName={order.customerName}
      commits={commits}
      facts={<SalesOrderFacts salesOrder={order} timeZone={timeZone} />}
      ownTabs={[
        {
          value: 'invoices',
          label: <FormattedMessage id="salesOrders.tab.invoices" />,
          testId: 'sales-order-tab-invoices',
          content: (
            <SalesOrderInvoices salesOrder={order} permissions={permissions} timeZone={timeZone} />
          ),
        },
        {
          value: 'credit-memos',
          label: <FormattedMessage id="salesOrders.tab.creditMemos" />,
          testId: 'sales-order-tab-credit-memos',
          content: <SalesOrderCreditMemos creditMemos={order.creditMemos} />,
        },
      ]}
      ownButtons={
        // Submit is offered exactly on a draft its viewer may manage: the one they may edit.
        order.actions.includes('SUBMIT') ? (
          <LinkButton
            to={`/sales-order/edit/${uuidOf(order.id, 'SalesOrder')}`}
            label={<FormattedMessage id="salesOrders.action.edit" />}
            testId="sales-order-edit"
          />
        ) : null
      }
      timeZone={timeZone}
      permissions={permissions}
    />
  );
}
