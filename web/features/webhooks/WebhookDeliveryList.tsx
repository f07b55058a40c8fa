import { Card } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type {
  WebhookDeliveryList_query$data,
  WebhookDeliveryList_query$key,
} from '../../__generated__/WebhookDeliveryList_query.graphql';
import type { WebhookDeliveryListPaginationQuery } from '../../__generated__/WebhookDeliveryListPaginationQuery.graphql';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { DataTable } from '../../ui/DataTable';
import { PrefixedListEmptyState } from '../../ui/PrefixedListEmptyState';
import { LoadMoreFooter } from '../../ui/ListFooter';
import { RowActionsHeaderCell } from '../../ui/RowActions';
import { StatusFilterBar } from '../../ui/StatusFilterBar';
import { WebhookDeliveryDrawer } from './WebhookDeliveryDrawer';
import { WebhookDeliveryRow } from './WebhookDeliveryRow';
import { DELIVERY_STATUSES } from './webhookLabels';
import { DELIVERY_PAGE_SIZE, useDeliveryLogRefetch } from './useDeliveryLogRefetch';

const COLUMNS = [
  { key: 'event', label: <FormattedMessage id="webhooks.column.event" /> },
  { key: 'status', label: <FormattedMessage id="webhooks.column.status" /> },
  { key: 'attempts', label: <FormattedMessage id="webhooks.column.attempts" />, numeric: true },
  { key: 'created', label: <FormattedMessage id="webhooks.column.created" /> },
];

type WebhookDeliveryListProps = {
  query: WebhookDeliveryList_query$key;
  timeZone: string;
  /** Whether the viewer may replay deliveries (`webhooks:manage`, and the endpoint enabled). */
  canReplay: boolean;
  /** Changes when something outside the list added a delivery (a test sent): the first page is read again. */
  refreshKey: number;
};

/**
 * An endpoint's delivery log, newest first, filtered by status, with "Load
 * more": each event sent, its status and attempts; a row opens its attempts
 * with request and answer, and a delivered or failed one can be replayed.
 * While one is still being attempted, the first page is asked again every
 * few seconds, so retries show without a reload.
 */
export function WebhookDeliveryList({
  query,
  timeZone,
  canReplay,
  refreshKey,
}: WebhookDeliveryListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    WebhookDeliveryListPaginationQuery,
    WebhookDeliveryList_query$key
  >(
    graphql`
      fragment WebhookDeliveryList_query on Query
      @argumentDefinitions(
        endpointId: { type: "ID!" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "WebhookDeliveryStatus" }
      )
      @refetchable(queryName: "WebhookDeliveryListPaginationQuery") {
        webhookDeliveries(
          webhookEndpointId: $endpointId
          first: $count
          after: $cursor
          status: $status
        ) @connection(key: "WebhookDeliveryList_webhookDeliveries") {
          totalCount
          edges {
            node {
              id
              status
              ...WebhookDeliveryRow_delivery
              ...WebhookDeliveryDrawer_delivery
            }
          }
        }
      }
    `,
    query,
  );
  const [opened, setOpened] = useState<string | null>(null);
  const edges = data.webhookDeliveries.edges;
  const { status, filter } = useDeliveryLogRefetch({
    refetch,
    shown: edges,
    pending: edges.some((edge) => edge.node.status === 'PENDING'),
    refreshKey,
  });
  const openedDelivery = edges.find((edge) => edge.node.id === opened)?.node ?? null;

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden" data-testid="webhook-deliveries">
      <CardTitleBar
        title={<FormattedMessage id="webhooks.deliveries.title" />}
        description={
          <FormattedMessage
            id="webhooks.deliveries.count"
            values={{ count: data.webhookDeliveries.totalCount }}
          />
        }
        descriptionTestId="webhook-deliveries-count"
      />
      <StatusFilterBar
        messages="webhooks.deliveries"
        statuses={DELIVERY_STATUSES}
        value={status}
        onChange={filter}
        testId="webhook-deliveries-status"
      />
      <DeliveryRows edges={edges} timeZone={timeZone} canReplay={canReplay} onOpen={setOpened} />
      <LoadMoreFooter
        loadMore={{
          label: <FormattedMessage id="webhooks.deliveries.loadMore" />,
          testId: 'webhook-deliveries-load-more',
          hasNext,
          loading: isLoadingNext,
          onLoadMore: () => loadNext(DELIVERY_PAGE_SIZE),
        }}
        end={<FormattedMessage id="webhooks.deliveries.end" />}
        empty={edges.length === 0}
      />
      <WebhookDeliveryDrawer
        delivery={openedDelivery}
        timeZone={timeZone}
        onClose={() => setOpened(null)}
      />
    </Card.Root>
  );
}

type DeliveryRowsProps = {
  edges: WebhookDeliveryList_query$data['webhookDeliveries']['edges'];
  timeZone: string;
  canReplay: boolean;
  onOpen: (deliveryId: string) => void;
};

/** The deliveries of the page as rows, or what the log says while there are none. */
function DeliveryRows({ edges, timeZone, canReplay, onOpen }: DeliveryRowsProps) {
  if (edges.length === 0)
    return (
      <PrefixedListEmptyState
        testId="webhook-deliveries-empty"
        icon="live"
        messages="webhooks.deliveries"
        bodyMaxWidth="md"
      />
    );
  return (
    <DataTable
      columns={COLUMNS}
      size="sm"
      trailingHeader={
        <RowActionsHeaderCell label={<FormattedMessage id="webhooks.column.actions" />} />
      }
    >
      {edges.map((edge) => (
        <WebhookDeliveryRow
          key={edge.node.id}
          delivery={edge.node}
          timeZone={timeZone}
          canReplay={canReplay}
          onOpen={() => onOpen(edge.node.id)}
        />
      ))}
    </DataTable>
  );
}
