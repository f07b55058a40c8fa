import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ReconciliationProposalAlternativesQuery } from '../../__generated__/ReconciliationProposalAlternativesQuery.graphql';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { ReconciliationAlternativeCard } from './ReconciliationAlternativeCard';
import { useMatchAlternative } from './useMatchAlternative';

/** How many of the engine's ranked candidates are read: the proposal itself and the two after it. */
const CANDIDATES = 3;

type ReconciliationProposalAlternativesProps = {
  /** The proposal (ReconciliationProposal id) whose alternatives are offered. */
  proposalId: string;
  /** Whether the viewer may match (`reconciliation:reconcile`); without it the alternatives only show. */
  canMatch: boolean;
};

/**
 * A proposal's other candidates, read only when the reviewer opens them
 * (ranking them again costs the engine a pass): each with its rank, score,
 * items and reasons, and "Match this instead", which matches the candidate's
 * lines and items as a reviewer would by hand.
 */
export function ReconciliationProposalAlternatives({
  proposalId,
  canMatch,
}: ReconciliationProposalAlternativesProps) {
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="2">
      <Button
        size="xs"
        variant="ghost"
        alignSelf="flex-start"
        onClick={() => setOpen((was) => !was)}
        data-testid="reconciliation-proposal-alternatives-toggle"
      >
        <FormattedMessage
          id={open ? 'reconciliation.alternatives.hide' : 'reconciliation.alternatives.show'}
        />
      </Button>
      {open ? (
        <Suspense fallback={<Spinner size="sm" />}>
          <AlternativeList proposalId={proposalId} canMatch={canMatch} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function AlternativeList({ proposalId, canMatch }: ReconciliationProposalAlternativesProps) {
  const data = useLazyLoadQuery<ReconciliationProposalAlternativesQuery>(
    graphql`
      query ReconciliationProposalAlternativesQuery($id: ID!, $first: Int!) {
        node(id: $id) {
          ... on ReconciliationProposal {
            candidates(first: $first) {
              rank
              strategy
              result
              score
              amount {
                amount
                currency
              }
              reasons {
                ...reconciliationReasonFields_reason @relay(mask: false)
              }
              statementTransactions {
                id
                direction
              }
              items {
                ...reconcilableItemFields_item @relay(mask: false)
              }
            }
          }
        }
      }
    `,
    { id: proposalId, first: CANDIDATES },
    { fetchPolicy: 'network-only' },
  );
  const { pick, matching, error } = useMatchAlternative();
  // The first is the proposal itself (ranked again); the others are what a reviewer may pick instead.
  const others = (data.node?.candidates ?? []).filter((candidate) => candidate.rank > 1);
  if (others.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="reconciliation-proposal-alternatives-none">
        <FormattedMessage id="reconciliation.alternatives.none" />
      </Text>
    );

  return (
    <Stack gap="2" data-testid="reconciliation-proposal-alternatives">
      {others.map((candidate) => (
        <ReconciliationAlternativeCard
          key={candidate.rank}
          candidate={candidate}
          match={canMatch ? { onMatch: () => void pick(candidate), matching } : null}
        />
      ))}
      <FormErrorAlert message={error} testId="reconciliation-proposal-alternatives-error" />
    </Stack>
  );
}
