import { Card, Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { DocumentActivities_entries$key } from '../../__generated__/DocumentActivities_entries.graphql';
import type { DocumentConversation_comments$key } from '../../__generated__/DocumentConversation_comments.graphql';
import type { DocumentLinesTable_lines$key } from '../../__generated__/DocumentLinesTable_lines.graphql';
import type { DocumentRevisions_revisions$key } from '../../__generated__/DocumentRevisions_revisions.graphql';
import type { DocumentTotalsBlock_totals$key } from '../../__generated__/DocumentTotalsBlock_totals.graphql';
import { DocumentActivities } from './DocumentActivities';
import { DocumentConversation } from './DocumentConversation';
import { DocumentLinesTable } from './DocumentLinesTable';
import { DocumentRevisions } from './DocumentRevisions';
import { DocumentTotalsBlock } from './DocumentTotalsBlock';

/** One tab of a document's page: its key, label, test id and what it shows (mounted when first opened). */
export type DocumentTab = { value: string; label: ReactNode; testId: string; content: ReactNode };

/** The tabs of a document's page (orders, receipts, invoices, credit memos), the first open to start with. */
export function DocumentTabs({ tabs }: { tabs: readonly DocumentTab[] }) {
  return (
    // On a phone the tabs scroll sideways in their own row: the page never does.
    <Tabs.Root defaultValue={tabs[0]?.value} variant="line" lazyMount minWidth="0">
      <Tabs.List overflowX="auto" overflowY="hidden">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} data-testid={tab.testId} flexShrink="0">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** A document's Details tab: its lines with their figures, its totals, and what else the document shows under them. */
export function DocumentLinesAndTotals({
  lines,
  totals,
  children,
}: {
  lines: DocumentLinesTable_lines$key;
  totals: DocumentTotalsBlock_totals$key;
  children?: ReactNode;
}) {
  return (
    <Stack gap="4">
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <DocumentLinesTable lines={lines} />
      </Card.Root>
      <DocumentTotalsBlock totals={totals} />
      {children}
    </Stack>
  );
}

/** A document's Revision history tab. */
export function DocumentRevisionsCard(props: {
  revisions: DocumentRevisions_revisions$key;
  timeZone: string;
  statusLabel: (status: string) => string;
}) {
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <DocumentRevisions {...props} />
      </Card.Body>
    </Card.Root>
  );
}

/** Whether the viewer may list members (to mention them) and read the activity log. */
type TabPermissions =
  | { canListMembers: boolean; canReadActivity: boolean }
  /** The viewer's permissions, which say both (`members:read`, `activity-log:read`). */
  | { permissions: readonly string[] };

/**
 * The last two tabs of every document's page: its Conversation (comments,
 * with mentions offered to a viewer who may list members) and its
 * Activities (to a viewer who may read the activity log), their test ids
 * `<testIdPrefix>-tab-conversation` and `<testIdPrefix>-tab-activities`.
 */
export function conversationAndActivityTabs({
  testIdPrefix,
  documentId,
  comments,
  activities,
  timeZone,
  ...viewer
}: {
  testIdPrefix: string;
  documentId: string;
  comments: DocumentConversation_comments$key;
  activities: DocumentActivities_entries$key;
  timeZone: string;
} & TabPermissions): DocumentTab[] {
  const { canListMembers, canReadActivity } =
    'permissions' in viewer
      ? {
          canListMembers: viewer.permissions.includes('members:read'),
          canReadActivity: viewer.permissions.includes('activity-log:read'),
        }
      : viewer;
  return [
    {
      value: 'conversation',
      label: <FormattedMessage id="document.tab.conversation" />,
      testId: `${testIdPrefix}-tab-conversation`,
      content: (
        <DocumentConversation
          documentId={documentId}
          comments={comments}
          timeZone={timeZone}
          canListMembers={canListMembers}
        />
      ),
    },
    {
      value: 'activities',
      label: <FormattedMessage id="document.tab.activities" />,
      testId: `${testIdPrefix}-tab-activities`,
      content: (
        <DocumentActivities entries={activities} timeZone={timeZone} canRead={canReadActivity} />
      ),
    },
  ];
}
