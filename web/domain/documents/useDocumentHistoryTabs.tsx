import { FormattedMessage, useIntl } from 'react-intl';
import type { DocumentActivities_entries$key } from '../../__generated__/DocumentActivities_entries.graphql';
import type { DocumentConversation_comments$key } from '../../__generated__/DocumentConversation_comments.graphql';
import type { DocumentRevisions_revisions$key } from '../../__generated__/DocumentRevisions_revisions.graphql';
import type { StatusTone } from '../../ui/StatusBadge';
import {
  conversationAndActivityTabs,
  DocumentRevisionsCard,
  type DocumentTab,
} from './DocumentTabs';

/**
 * The last three tabs of an order's or an invoice's page: its Revision
 * history (the statuses in the feature's words, `<messages>.tab.revisions`
 * its label), Conversation and Activities; test ids
 * `<testIdPrefix>-tab-revisions` and those of conversationAndActivityTabs.
 */
export function useDocumentHistoryTabs({
  messages,
  testIdPrefix,
  tones,
  document,
  timeZone,
  permissions,
}: {
  /** The feature's catalogue prefix (`purchaseOrders`). */
  messages: string;
  testIdPrefix: string;
  /** How each status reads; one this client does not know shows as the server sent it. */
  tones: Readonly<Record<string, StatusTone>>;
  document: {
    readonly id: string;
    readonly revisions: DocumentRevisions_revisions$key;
    readonly comments: DocumentConversation_comments$key;
    readonly activities: DocumentActivities_entries$key;
  };
  timeZone: string;
  /** The viewer's: whether mentions list members and the activities show. */
  permissions: readonly string[];
}): DocumentTab[] {
  const intl = useIntl();
  const statusLabel = (status: string) =>
    Object.hasOwn(tones, status) ? intl.formatMessage(tones[status]!.label) : status;
  return [
    {
      value: 'revisions',
      label: <FormattedMessage id={`${messages}.tab.revisions`} />,
      testId: `${testIdPrefix}-tab-revisions`,
      content: (
        <DocumentRevisionsCard
          revisions={document.revisions}
          timeZone={timeZone}
          statusLabel={statusLabel}
        />
      ),
    },
    ...conversationAndActivityTabs({
      testIdPrefix,
      documentId: document.id,
      comments: document.comments,
      activities: document.activities,
      timeZone,
      permissions,
    }),
  ];
}
