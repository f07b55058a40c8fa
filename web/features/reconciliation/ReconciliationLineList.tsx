import { Card, Stack } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ReconciliationLineList_query$key } from '../../__generated__/ReconciliationLineList_query.graphql';
import type { ReconciliationLineListPaginationQuery } from '../../__generated__/ReconciliationLineListPaginationQuery.graphql';
import { PrefixedListEmptyState } from '../../ui/PrefixedListEmptyState';
import { ReconciliationLineRow, type MatchLine } from './ReconciliationLineRow';
import { PagedListFooter } from '../../ui/lists/PagedListFooter';

/** How many statement transactions the left pane shows at a time. */
export const RECONCILIATION_LINE_PAGE_SIZE = 20;

type ReconciliationLineListProps = {
  query: ReconciliationLineList_query$key;
  selectedId: string;
  onSelect: (id: string) => void;
  /** The lines ticked to join the selected one as instalments (Unreconciled tab only); null where that does not apply. */
  instalments: {
    lines: ReadonlyMap<string, MatchLine>;
    onToggle: (line: MatchLine) => void;
  } | null;
};

/** The left pane: statement transactions the tab and filters select, newest first, with "Load more". */
export function ReconciliationLineList({
  query,
  selectedId,
  onSelect,
  instalments,
}: ReconciliationLineListProps) {
  const { data, ...pages } = usePaginationFragment<
    ReconciliationLineListPaginationQuery,
    ReconciliationLineList_query$key
  >(
    graphql`
      fragment ReconciliationLineList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        bankAccountId: { type: "ID" }
        dateFrom: { type: "Date" }
        dateTo: { type: "Date" }
        reconciliationStatus: { type: "ReconciliationStatus" }
      )
      @refetchable(queryName: "ReconciliationLineListPaginationQuery") {
        lines: statementTransactions(
          first: $count
          after: $cursor
          bankAccountId: $bankAccountId
          dateFrom: $dateFrom
          dateTo: $dateTo
          reconciliationStatus: $reconciliationStatus
        )
          @connection(
            key: "ReconciliationLineList_lines"
            filters: ["bankAccountId", "dateFrom", "dateTo", "reconciliationStatus"]
          ) {
          totalCount
          edges {
            node {
              id
              direction
              ...ReconciliationLineRow_line
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.lines.edges;
  const selected = edges.find((edge) => edge.node.id === selectedId)?.node;
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      {edges.length === 0 ? (
        <PrefixedListEmptyState
          testId="reconciliation-lines-empty"
          icon="statement"
          messages="reconciliation.lines"
        />
      ) : (
        <Stack as="ul" gap="2" padding="3" data-testid="reconciliation-lines">
          {edges.map(({ node }) => {
            // Instalments: other lines moving the same way as the one picked may join its match (the row offers it while some of it is open).
            const canJoin =
              instalments &&
              selected &&
              node.id !== selected.id &&
              node.direction === selected.direction;
            return (
              <ReconciliationLineRow
                key={node.id}
                line={node}
                selected={node.id === selectedId}
                onSelect={() => onSelect(node.id)}
                instalment={
                  canJoin
                    ? { checked: instalments.lines.has(node.id), onToggle: instalments.onToggle }
                    : null
                }
              />
            );
          })}
        </Stack>
      )}
      <PagedListFooter
        messages="reconciliation.lines"
        testId="reconciliation-lines"
        shown={edges.length}
        total={data.lines.totalCount}
        pages={pages}
        pageSize={RECONCILIATION_LINE_PAGE_SIZE}
        wrap
      />
    </Card.Root>
  );
}
