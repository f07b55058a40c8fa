import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ReconciliationMatchPane_line$key } from '../../__generated__/ReconciliationMatchPane_line.graphql';
import type { ReconciliationMatchPaneQuery } from '../../__generated__/ReconciliationMatchPaneQuery.graphql';
import { ReconciliationCandidateList } from './ReconciliationCandidateList';
import type { MatchLine } from './ReconciliationLineRow';
import { ReconciliationLineProposals } from './ReconciliationLineProposals';
import { ReconciliationLineSummary } from './ReconciliationLineSummary';
import { ReconciliationMatchTotals } from './ReconciliationMatchTotals';
import { useMatchSelection } from './useMatchSelection';

/**
 * What the pane reads of the picked line beside the page's query, loaded only
 * once a line is picked: the engine's pending proposals that include it (all
 * of them, not only those among the page's most confident) and the open items
 * it could be matched with, paged.
 */
export const reconciliationMatchPaneQuery = graphql`
  query ReconciliationMatchPaneQuery($lineId: ID!, $count: Int!) {
    lineProposals: reconciliationProposals(statementTransactionId: $lineId, first: 20) {
      edges {
        node {
          id
          ...ReconciliationProposalCard_proposal
        }
      }
    }
    ...ReconciliationCandidateList_query @arguments(lineId: $lineId, count: $count)
  }
`;

type ReconciliationMatchPaneProps = {
  line: ReconciliationMatchPane_line$key;
  /** The pane's own query (`reconciliationMatchPaneQuery`), which the route started for this line. */
  pane: PreloadedQuery<ReconciliationMatchPaneQuery>;
  /** Other lines ticked to join this one as instalments of one item. */
  instalments: ReadonlyMap<string, MatchLine>;
  onMatched: () => void;
  /** `reconciliation:reconcile`: without it the pane only shows. */
  canReconcile: boolean;
  /** Whether the matching engine has never run for the organisation: a line without a proposal has not been looked at yet. */
  neverRun: boolean;
  /** Runs the matching engine (the page's action), for a viewer who may. */
  run: { onRun: () => void; running: boolean } | null;
};

/**
 * The right pane of the Unreconciled tab: the picked statement transaction,
 * the engine's proposals for it, and a search over the open items of every
 * kind (invoices, payments, settlements, bills, expected transactions) to
 * tick by hand, with running totals (selected against the
 * line, and what remains). Different totals raise the amount-mismatch
 * warning, which offers to reconcile partially.
 */
export function ReconciliationMatchPane({
  line,
  pane,
  instalments,
  onMatched,
  canReconcile,
  neverRun,
  run,
}: ReconciliationMatchPaneProps) {
  const paneData = usePreloadedQuery<ReconciliationMatchPaneQuery>(
    reconciliationMatchPaneQuery,
    pane,
  );
  const proposals = paneData.lineProposals.edges.map((edge) => edge.node);
  const data = useFragment(
    graphql`
      fragment ReconciliationMatchPane_line on StatementTransaction {
        id
        ...ReconciliationLineSummary_line
        amount {
          amount
          currency
        }
        reconciledAmount {
          amount
        }
        reconciliationStatus
        direction
      }
    `,
    line,
  );
  const selection = useMatchSelection(data, instalments, onMatched);
  const { items, lineOpen, mismatch, setMismatch } = selection;

  return (
    <Card.Root
      variant="outline"
      bg="bg"
      data-testid="reconciliation-match-pane"
      data-line-id={data.id}
    >
      <Card.Body gap="4">
        <ReconciliationLineSummary
          line={data}
          overline={<FormattedMessage id="reconciliation.match.line" />}
        />

        <ReconciliationLineProposals
          proposals={proposals}
          open={lineOpen > 0n}
          canReconcile={canReconcile}
          neverRun={neverRun}
          run={run}
          onError={selection.setError}
        />

        {lineOpen > 0n ? (
          <Stack gap="2">
            <Heading size="sm">
              <FormattedMessage id="reconciliation.match.candidates" />
            </Heading>
            <ReconciliationCandidateList
              query={paneData}
              lineId={data.id}
              direction={data.direction}
              selected={items}
              onToggle={selection.toggle}
              full={selection.full}
              refreshKey={selection.matchesMade}
            />
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted" data-testid="reconciliation-line-done">
            <FormattedMessage id="reconciliation.match.nothingOpen" />
          </Text>
        )}

        {canReconcile && lineOpen > 0n ? (
          <ReconciliationMatchTotals
            currency={data.amount.currency}
            lineCount={selection.lineCount}
            lineTotal={selection.lineTotal}
            itemCount={items.size}
            itemTotal={selection.itemTotal}
            blocked={selection.blocked}
            mismatch={mismatch}
            error={selection.error}
            creating={selection.creating}
            onCancelMismatch={() => setMismatch(null)}
            onMatch={selection.submit}
          />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
