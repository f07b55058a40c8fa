import { Card, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CashFlowLineList_query$key } from '../../__generated__/CashFlowLineList_query.graphql';
import type { CashFlowLineListPaginationQuery } from '../../__generated__/CashFlowLineListPaginationQuery.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DataTable } from '../../ui/DataTable';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { messageColumns } from '../../ui/messageColumns';
import { CashFlowLineRow } from './CashFlowLineRow';
import { CASH_FLOW_LINES_PAGE_SIZE } from './cashFlowPageSize';

const COLUMNS = messageColumns(
  [
    'cashFlow.lines.date',
    'cashFlow.lines.description',
    'cashFlow.lines.amount',
    'cashFlow.lines.category',
  ],
  ['cashFlow.lines.amount'],
);
/** In a drawer the date goes under the description. */
const COMPACT_COLUMNS = COLUMNS.slice(1);

type CashFlowLineListProps = {
  query: CashFlowLineList_query$key;
  /** Whether each line's category can be changed here (reconciliation:reconcile). */
  canCorrect: boolean;
  /** Reads the report again once a category changed. */
  onChanged: () => Promise<unknown>;
  /** Which empty state: the uncategorised tab's ("every line has a category") or a figure's. */
  empty: 'uncategorised' | 'cell';
  /** In a drawer: no card around it. */
  compact?: boolean;
  testId: string;
};

/**
 * Statement transactions of the cash flow, the newest first, a page at a
 * time: date, description and account, amount, and the category with where
 * it came from (a rule, or a person), changed in place. The total of every
 * page is above the list.
 */
export function CashFlowLineList({
  query,
  canCorrect,
  onChanged,
  empty,
  compact = false,
  testId,
}: CashFlowLineListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    CashFlowLineListPaginationQuery,
    CashFlowLineList_query$key
  >(
    graphql`
      fragment CashFlowLineList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        currency: { type: "Currency!" }
        from: { type: "Date" }
        to: { type: "Date" }
        direction: { type: "TransactionDirection" }
        category: { type: "CashCategory" }
        uncategorised: { type: "Boolean" }
      )
      @refetchable(queryName: "CashFlowLineListPaginationQuery") {
        cashFlowLines(
          first: $count
          after: $cursor
          currency: $currency
          from: $from
          to: $to
          direction: $direction
          category: $category
          uncategorised: $uncategorised
        )
          @connection(
            key: "CashFlowLineList_cashFlowLines"
            filters: ["currency", "from", "to", "direction", "category", "uncategorised"]
          ) {
          totalCount
          total {
            amount
            currency
          }
          edges {
            node {
              id
              ...CashFlowLineRow_line
            }
          }
        }
      }
    `,
    query,
  );
  const connection = data.cashFlowLines;
  const edges = connection.edges;

  const body =
    edges.length === 0 ? (
      <CashFlowLinesEmpty testId={testId} empty={empty} />
    ) : (
      <>
        <DataTable columns={compact ? COMPACT_COLUMNS : COLUMNS} size="sm" testId={testId}>
          {edges.map((edge) => (
            <CashFlowLineRow
              key={edge.node.id}
              line={edge.node}
              canCorrect={canCorrect}
              onChanged={onChanged}
              compact={compact}
            />
          ))}
        </DataTable>
        <CashFlowLinesFooter
          testId={testId}
          shown={edges.length}
          totalCount={connection.totalCount}
          total={connection.total}
          pages={{ hasNext, isLoadingNext, loadMore: () => loadNext(CASH_FLOW_LINES_PAGE_SIZE) }}
        />
      </>
    );
  return compact ? (
    <Stack gap="0">{body}</Stack>
  ) : (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      {body}
    </Card.Root>
  );
}

/** Why the list is empty: every line has a category (the uncategorised tab), or the figure has no lines. */
function CashFlowLinesEmpty({ testId, empty }: Pick<CashFlowLineListProps, 'testId' | 'empty'>) {
  return (
    <ListEmptyState
      testId={`${testId}-empty`}
      icon="flow"
      title={
        <FormattedMessage
          id={
            empty === 'uncategorised' ? 'cashFlow.lines.noneUncategorised' : 'cashFlow.lines.none'
          }
        />
      }
      body={
        <FormattedMessage
          id={
            empty === 'uncategorised'
              ? 'cashFlow.lines.noneUncategorisedBody'
              : 'cashFlow.lines.noneBody'
          }
        />
      }
      paddingY="10"
    />
  );
}

type CashFlowLinesFooterProps = {
  testId: string;
  /** How many lines are on screen, of `totalCount`. */
  shown: number;
  totalCount: number;
  /** The total of every page. */
  total: { readonly amount: string; readonly currency: string };
  pages: { hasNext: boolean; isLoadingNext: boolean; loadMore: () => void };
};

/** How many lines show of how many and their total, and "Load more". */
function CashFlowLinesFooter({
  testId,
  shown,
  totalCount,
  total,
  pages,
}: CashFlowLinesFooterProps) {
  const { language } = useLanguage();
  return (
    <ListFooter
      wrap
      summary={
        <FormattedMessage
          id="cashFlow.lines.showing"
          values={{
            shown,
            total: totalCount,
            amount: formatMoney(total.amount, total.currency, language),
          }}
        />
      }
      summaryTestId={`${testId}-total`}
      loadMore={{
        label: <FormattedMessage id="cashFlow.lines.loadMore" />,
        testId: `${testId}-load-more`,
        hasNext: pages.hasNext,
        loading: pages.isLoadingNext,
        onLoadMore: pages.loadMore,
      }}
    />
  );
}
