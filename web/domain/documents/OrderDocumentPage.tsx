import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DocumentActivities_entries$key } from '../../__generated__/DocumentActivities_entries.graphql';
import type { DocumentConversation_comments$key } from '../../__generated__/DocumentConversation_comments.graphql';
import type { DocumentLinesTable_lines$key } from '../../__generated__/DocumentLinesTable_lines.graphql';
import type { DocumentRevisions_revisions$key } from '../../__generated__/DocumentRevisions_revisions.graphql';
import type { DocumentTotalsBlock_totals$key } from '../../__generated__/DocumentTotalsBlock_totals.graphql';
import type { OrderReceipts_order$key } from '../../__generated__/OrderReceipts_order.graphql';
import type { StatusTone } from '../../ui/StatusBadge';
import { useMoveRunner } from '../../ui/useMoveRunner';
import type { DocumentMoveCommit } from './DocumentActions';
import { DocumentLinesAndTotals, DocumentTabs, type DocumentTab } from './DocumentTabs';
import type { LifecycleAction } from './documentActionMessages';
import { InvoicingDocumentPage } from './InvoicingDocumentPage';
import { OrderReceipts } from './OrderReceipts';
import { useDocumentHistoryTabs } from './useDocumentHistoryTabs';

/** What the page of an order reads of it, whichever order it is. */
export type OrderOnPage = OrderReceipts_order$key & {
  readonly id: string;
  readonly number: string;
  readonly status: string;
  readonly actions: readonly string[];
  readonly totals: DocumentTotalsBlock_totals$key & {
    readonly grandTotal: { readonly amount: string; readonly currency: string };
  };
  readonly lines: DocumentLinesTable_lines$key;
  readonly revisions: DocumentRevisions_revisions$key;
  readonly comments: DocumentConversation_comments$key;
  readonly activities: DocumentActivities_entries$key;
};

type OrderDocument = 'PURCHASE_ORDER' | 'SALES_ORDER';

/**
 * The page of one purchase or sales order: its header and moves
 * (InvoicingDocumentPage, with its own runner), its facts, and the tabs
 * Details (lines and totals, then what the order adds under them), Goods
 * receipts (OrderReceipts), the order's own tabs, and Revision history, Conversation and
 * Activities. Its words are the feature's (`<messages>.back`,
 * `.tab.details`, `.tab.receipts`); its test ids `<testIdPrefix>-tab-details`
 * and `-tab-receipts` beside InvoicingDocumentPage's and the history tabs'.
 */
export function OrderDocumentPage<Document extends OrderDocument>({
  document,
  messages,
  testIdPrefix,
  listPath,
  tones,
  order,
  partyName,
  commits,
  facts,
  underLines,
  ownTabs = [],
  ownButtons,
  timeZone,
  permissions,
}: {
  document: Document;
  /** The feature's catalogue prefix (`purchaseOrders`). */
  messages: string;
  testIdPrefix: string;
  /** The list the page goes back to (`/purchase-order`). */
  listPath: string;
  tones: Readonly<Record<string, StatusTone>>;
  order: OrderOnPage;
  /** The supplier's or the buyer's name. */
  partyName: string;
  commits: Record<LifecycleAction<Document>, DocumentMoveCommit>;
  facts: ReactNode;
  /** What the Details tab shows under the lines and totals (what has arrived of each line). */
  underLines?: ReactNode;
  /** The tabs the order has of its own, after Goods receipts. */
  ownTabs?: readonly DocumentTab[];
  /** The order's own buttons beyond its lifecycle, among the moves (a draft's Edit). */
  ownButtons?: ReactNode;
  timeZone: string;
  /** The viewer's: whether mentions list members and the activities show. */
  permissions: readonly string[];
}) {
  const moves = useMoveRunner();
  const historyTabs = useDocumentHistoryTabs({
    messages,
    testIdPrefix,
    tones,
    document: order,
    timeZone,
    permissions,
  });
  return (
    <InvoicingDocumentPage
      document={document}
      testIdPrefix={testIdPrefix}
      back={{ to: listPath, label: <FormattedMessage id={`${messages}.back`} /> }}
      target={{ id: order.id, name: order.number }}
      status={order.status}
      tones={tones}
      partyName={partyName}
      total={order.totals.grandTotal}
      actions={order.actions}
      commits={commits}
      moves={moves}
      ownButtons={ownButtons}
    >
      {facts}
      <DocumentTabs
        tabs={[
          {
            value: 'details',
            label: <FormattedMessage id={`${messages}.tab.details`} />,
            testId: `${testIdPrefix}-tab-details`,
            content: (
              <DocumentLinesAndTotals lines={order.lines} totals={order.totals}>
                {underLines}
              </DocumentLinesAndTotals>
            ),
          },
          {
            value: 'receipts',
            label: <FormattedMessage id={`${messages}.tab.receipts`} />,
            testId: `${testIdPrefix}-tab-receipts`,
            content: (
              <OrderReceipts
                order={order}
                document={document}
                // Close is offered exactly while the order is open and the viewer may manage it: when goods can be received.
                canReceive={order.actions.includes('CLOSE')}
                messages={messages}
                timeZone={timeZone}
                testIdPrefix={testIdPrefix}
              />
            ),
          },
          ...ownTabs,
          ...historyTabs,
        ]}
      />
    </InvoicingDocumentPage>
  );
}
