import { Card, Table } from '@chakra-ui/react';
import { useEffect, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ExportList_query$key } from '../../__generated__/ExportList_query.graphql';
import type { ExportListPaginationQuery } from '../../__generated__/ExportListPaginationQuery.graphql';
import { ExportRow } from './ExportRow';
import { DataTable } from '../../ui/DataTable';
import { PrefixedListEmptyState } from '../../ui/PrefixedListEmptyState';
import { LoadMoreFooter } from '../../ui/ListFooter';

const COLUMNS = [
  { key: 'requested', label: <FormattedMessage id="exports.column.requested" /> },
  { key: 'kind', label: <FormattedMessage id="exports.column.kind" /> },
  { key: 'requestedBy', label: <FormattedMessage id="exports.column.requestedBy" /> },
  { key: 'status', label: <FormattedMessage id="exports.column.status" /> },
  { key: 'rows', label: <FormattedMessage id="exports.column.rows" />, numeric: true },
];
/** How many exports one page shows. */
export const EXPORTS_PAGE_SIZE = 20;
/** How often the list asks again while an export is being written. */
const REFRESH_MS = 2_000;

type ExportListProps = { query: ExportList_query$key; timeZone: string };

/**
 * The exports, newest first, with "Load more". While one is queued or
 * running, the first page is asked again every few seconds, so its status
 * and Download link appear without a reload.
 */
export function ExportList({ query, timeZone }: ExportListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    ExportListPaginationQuery,
    ExportList_query$key
  >(
    graphql`
      fragment ExportList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "ExportListPaginationQuery") {
        exports(first: $count, after: $cursor) @connection(key: "ExportList_exports") {
          edges {
            node {
              id
              status
              ...ExportRow_export
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const edges = data.exports.edges;
  const working = edges.some(
    (edge) => edge.node.status === 'QUEUED' || edge.node.status === 'RUNNING',
  );

  useEffect(() => {
    if (!working) return undefined;
    const timer = setTimeout(() => {
      startTransition(() => {
        refetch(
          { count: Math.max(edges.length, EXPORTS_PAGE_SIZE), cursor: null },
          { fetchPolicy: 'network-only' },
        );
      });
    }, REFRESH_MS);
    return () => clearTimeout(timer);
  }, [working, edges, refetch]);

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      {edges.length === 0 ? (
        <PrefixedListEmptyState testId="exports-empty" icon="download" messages="exports" />
      ) : (
        <DataTable
          columns={COLUMNS}
          trailingHeader={<Table.ColumnHeader />}
          size="sm"
          plainHeaderBg="bg.subtle"
          testId="exports-table"
        >
          {edges.map((edge) => (
            <ExportRow key={edge.node.id} export={edge.node} timeZone={timeZone} />
          ))}
        </DataTable>
      )}
      <LoadMoreFooter
        loadMore={{
          label: <FormattedMessage id="exports.loadMore" />,
          testId: 'exports-load-more',
          hasNext,
          loading: isLoadingNext,
          onLoadMore: () => loadNext(EXPORTS_PAGE_SIZE),
        }}
        end={<FormattedMessage id="exports.kept" />}
        empty={edges.length === 0}
      />
    </Card.Root>
  );
}
