import { Card, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  graphql,
  usePaginationFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay';
import type {
  ReconciliationProposalList_query$data,
  ReconciliationProposalList_query$key,
} from '../../__generated__/ReconciliationProposalList_query.graphql';
import type { ReconciliationProposalListPaginationQuery } from '../../__generated__/ReconciliationProposalListPaginationQuery.graphql';
import type { ReconciliationProposalListQuery } from '../../__generated__/ReconciliationProposalListQuery.graphql';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { ReconciliationProposalCard } from './ReconciliationProposalCard';
import { ReconciliationProposalsBulkBar } from './ReconciliationProposalsBulkBar';
import { useBulkProposalDecisions } from './useBulkProposalDecisions';
import { PagedListFooter } from '../../ui/lists/PagedListFooter';

/**
 * How many proposals the bulk review shows at a time: 25, because each of a
 * proposal's up to eight items is asked for as any of the four kinds of
 * reconcilable item, and the cost limit counts every kind (a page of 25
 * costs about 21,000 of 25,000).
 */
export const RECONCILIATION_PROPOSAL_PAGE_SIZE = 25;

/**
 * The list's own query, read beside the page's (not inside it): a page of
 * proposals with their lines and items is too deep to share one query with
 * the rest of the screen under the cost limit.
 */
export const reconciliationProposalListQuery = graphql`
  query ReconciliationProposalListQuery($count: Int!) {
    ...ReconciliationProposalList_query @arguments(count: $count)
  }
`;

type ReconciliationProposalListProps = {
  /** The list's query (`reconciliationProposalListQuery`), which the route started. */
  queryRef: PreloadedQuery<ReconciliationProposalListQuery>;
  /** Whether the viewer may accept and reject (`reconciliation:reconcile`). */
  canDecide: boolean;
};

/**
 * The engine's pending proposals, most confident first, 25 at a time with
 * how many are pending in all and "Load more": each accepted or rejected on
 * its own, or ticked and decided in bulk. A bulk decision goes through
 * proposal by proposal; those refused stay ticked and say why.
 */
export function ReconciliationProposalList({
  queryRef,
  canDecide,
}: ReconciliationProposalListProps) {
  const query = usePreloadedQuery<ReconciliationProposalListQuery>(
    reconciliationProposalListQuery,
    queryRef,
  );
  const { data, ...pages } = usePaginationFragment<
    ReconciliationProposalListPaginationQuery,
    ReconciliationProposalList_query$key
  >(
    graphql`
      fragment ReconciliationProposalList_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "ReconciliationProposalListPaginationQuery") {
        proposals: reconciliationProposals(first: $count, after: $cursor)
          @connection(key: "ReconciliationProposalList_proposals", filters: []) {
          totalCount
          edges {
            node {
              id
              amount {
                amount
                currency
              }
              statementTransactions {
                description
              }
              ...ReconciliationProposalCard_proposal
            }
          }
        }
      }
    `,
    query,
  );
  const proposals = data.proposals.edges.map((edge) => edge.node);
  const total = data.proposals.totalCount;
  const decisions = useBulkProposalDecisions(proposals);
  const { busy, run, ids, ticked } = decisions;

  if (ids.length === 0 && !decisions.summary) return null;
  return (
    <Card.Root variant="outline" bg="bg" marginBottom="6" data-testid="reconciliation-proposals">
      <CardTitleBar
        title={<FormattedMessage id="reconciliation.proposals.title" values={{ count: total }} />}
        description={<FormattedMessage id="reconciliation.proposals.description" />}
      />
      <Card.Body gap="3">
        {canDecide && ids.length > 0 ? (
          <ReconciliationProposalsBulkBar
            ticked={ticked.length}
            all={ticked.length === ids.length}
            busy={busy}
            onSelectAll={() =>
              decisions.setSelected(ticked.length === ids.length ? new Set() : new Set(ids))
            }
            onDecide={(decision) => void run(decision, ticked)}
          />
        ) : null}
        <ProposalDecisionNotes decisions={decisions} />
        <ProposalCards proposals={proposals} decisions={decisions} canDecide={canDecide} />
      </Card.Body>
      {ids.length > 0 ? (
        <PagedListFooter
          messages="reconciliation.proposals"
          testId="reconciliation-proposals"
          shown={ids.length}
          total={total}
          pages={pages}
          pageSize={RECONCILIATION_PROPOSAL_PAGE_SIZE}
          wrap
        />
      ) : null}
    </Card.Root>
  );
}

/**
 * What the last decisions came to: how many were done and refused, the
 * request's failure, and why a refused proposal that has left the list
 * (someone else decided it) was refused.
 */
function ProposalDecisionNotes({
  decisions: { summary, failure, refused, names, ids },
}: {
  decisions: ReturnType<typeof useBulkProposalDecisions>;
}) {
  const intl = useIntl();
  return (
    <>
      {summary ? (
        <Text
          fontSize="sm"
          color={summary.refused > 0 ? 'fg.error' : 'fg.muted'}
          data-testid="reconciliation-proposals-summary"
        >
          <FormattedMessage
            id={`reconciliation.proposals.summary.${summary.decision}`}
            values={{ done: summary.done, refused: summary.refused }}
          />
        </Text>
      ) : null}
      <FormErrorAlert message={failure} testId="reconciliation-proposals-error" />
      {/* A refused proposal that has left the list (someone else decided it) still says why. */}
      {[...refused]
        .filter(([id]) => !ids.includes(id))
        .map(([id, message]) => (
          <FormErrorAlert
            key={id}
            message={
              names.has(id)
                ? intl.formatMessage(
                    { id: 'reconciliation.proposals.refusedGone' },
                    { proposal: names.get(id), reason: message },
                  )
                : message
            }
            testId="reconciliation-proposal-error"
          />
        ))}
    </>
  );
}

type Proposal = ReconciliationProposalList_query$data['proposals']['edges'][number]['node'];

/**
 * The proposals' cards, each with its tick and its Accept and Reject when the
 * viewer decides (`decisions`), and why it was refused, if it was.
 */
function ProposalCards({
  proposals,
  decisions,
  canDecide,
}: {
  proposals: readonly Proposal[];
  decisions: ReturnType<typeof useBulkProposalDecisions>;
  canDecide: boolean;
}) {
  return (
    <Stack gap="2" maxHeight="32rem" overflowY="auto">
      {proposals.map((proposal) => (
        <ReconciliationProposalCard
          key={proposal.id}
          proposal={proposal}
          selection={
            canDecide
              ? {
                  checked: decisions.selected.has(proposal.id),
                  onToggle: () => decisions.toggle(proposal.id),
                }
              : null
          }
          actions={
            canDecide
              ? {
                  busy: decisions.busy,
                  onAccept: () => void decisions.run('ACCEPT', [proposal.id]),
                  onReject: () => void decisions.run('REJECT', [proposal.id]),
                }
              : null
          }
          error={decisions.refused.get(proposal.id) ?? null}
        />
      ))}
    </Stack>
  );
}
