import { Button, Card, EmptyState, Flex, Table, Text, VStack } from '@chakra-ui/react';
import { useEffect, useTransition } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ExportList_query$key } from '../../__generated__/ExportList_query.graphql';
import type { ExportListPaginationQuery } from '../../__generated__/ExportListPaginationQuery.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { ExportRow } from './ExportRow';
import { TableScrollArea } from '../../ui/TableScrollArea';

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
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ExportListPaginationQuery, ExportList_query$key>(
    graphql`
      fragment ExportList_query on Query @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) @refetchable(queryName: "ExportListPaginationQuery") {
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
  const working = edges.some((edge) => edge.node.status === 'QUEUED' || edge.node.status === 'RUNNING');

  useEffect(() => {
    if (!working) return undefined;
    const timer = setTimeout(() => {
      startTransition(() => {
        refetch({ count: Math.max(edges.length, EXPORTS_PAGE_SIZE), cursor: null }, { fetchPolicy: 'network-only' });
      });
    }, REFRESH_MS);
    return () => clearTimeout(timer);
  }, [working, edges, refetch]);

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      {edges.length === 0 ? (
        <EmptyState.Root paddingY="16" data-testid="exports-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <MenuIcon name="download" boxSize="8" color="brand.fg" />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>
                <FormattedMessage id="exports.empty.title" />
              </EmptyState.Title>
              <EmptyState.Description>
                <FormattedMessage id="exports.empty.body" />
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <TableScrollArea>
          <Table.Root size="sm" data-testid="exports-table">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>
                  <FormattedMessage id="exports.column.requested" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="exports.column.kind" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="exports.column.requestedBy" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="exports.column.status" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="exports.column.rows" />
                </Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {edges.map((edge) => (
                <ExportRow key={edge.node.id} export={edge.node} timeZone={timeZone} />
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      )}
      {hasNext ? (
        <Flex justifyContent="center" padding="4" borderTopWidth="1px" borderColor="border">
          <Button variant="outline" size="sm" loading={isLoadingNext} onClick={() => loadNext(EXPORTS_PAGE_SIZE)} data-testid="exports-load-more">
            <FormattedMessage id="exports.loadMore" />
          </Button>
        </Flex>
      ) : edges.length > 0 ? (
        <Text textAlign="center" fontSize="sm" color="fg.muted" padding="4" borderTopWidth="1px" borderColor="border">
          <FormattedMessage id="exports.kept" />
        </Text>
      ) : null}
    </Card.Root>
  );
}
