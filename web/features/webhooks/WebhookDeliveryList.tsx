import { Card } from '@chakra-ui/react';
import { useEffect, useState, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { WebhookDeliveryList_query$key } from '../../__generated__/WebhookDeliveryList_query.graphql';
import type {
  WebhookDeliveryListPaginationQuery,
  WebhookDeliveryStatus,
} from '../../__generated__/WebhookDeliveryListPaginationQuery.graphql';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { DataTable } from '../../ui/DataTable';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { LoadMoreFooter } from '../../ui/ListFooter';
import { RowActionsHeaderCell } from '../../ui/RowActions';
import { StatusFilterBar } from '../../ui/StatusFilterBar';
import { WebhookDeliveryDrawer } from './WebhookDeliveryDrawer';
import { WebhookDeliveryRow } from './WebhookDeliveryRow';
import { DELIVERY_STATUSES } from './webhookLabels';

/** How many deliveries one page shows. */
export const DELIVERY_PAGE_SIZE = 20;
/** How often the log asks again while a delivery is still being attempted. */
const REFRESH_MS = 2_000;

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
  const [, startTransition] = useTransition();
  const [status, setStatus] = useState<'' | WebhookDeliveryStatus>('');
  const [opened, setOpened] = useState<string | null>(null);
  const edges = data.webhookDeliveries.edges;
  const pending = edges.some((edge) => edge.node.status === 'PENDING');

  useEffect(() => {
    if (refreshKey === 0 && !pending) return undefined;
    const timer = setTimeout(
      () =>
        startTransition(() => {
          refetch(
            { count: Math.max(edges.length, DELIVERY_PAGE_SIZE), cursor: null },
            { fetchPolicy: 'network-only' },
          );
        }),
      pending ? REFRESH_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [pending, refreshKey, edges, refetch]);

  const filter = (next: '' | WebhookDeliveryStatus) => {
    setStatus(next);
    startTransition(() => {
      refetch({ status: next || null, cursor: null, count: DELIVERY_PAGE_SIZE });
    });
  };
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
      {edges.length === 0 ? (
        <ListEmptyState
          testId="webhook-deliveries-empty"
          icon="live"
          title={<FormattedMessage id="webhooks.deliveries.empty.title" />}
          body={<FormattedMessage id="webhooks.deliveries.empty.body" />}
          bodyMaxWidth="md"
        />
      ) : (
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
              onOpen={() => setOpened(edge.node.id)}
            />
          ))}
        </DataTable>
      )}
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
