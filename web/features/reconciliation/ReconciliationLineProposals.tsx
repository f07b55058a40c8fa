import { Badge, Button, Heading, HStack, Stack, Text, type StackProps } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReconciliationMatchPaneQuery$data } from '../../__generated__/ReconciliationMatchPaneQuery.graphql';
import { toastSuccess } from '../../ui/toaster';
import { ReconciliationProposalCard } from './ReconciliationProposalCard';
import { useProposalDecisions, type Decision } from './useProposalDecisions';

type Proposal = ReconciliationMatchPaneQuery$data['lineProposals']['edges'][number]['node'];

/**
 * The engine's word on the picked line: its pending proposals, to accept or
 * reject one by one; before the organisation's first run, that nothing has
 * been looked at yet (with the run a click away); else, while the line is
 * open, that the engine found nothing for it.
 */
export function ReconciliationLineProposals({
  proposals,
  open,
  canReconcile,
  neverRun,
  run,
  onError,
}: {
  proposals: readonly Proposal[];
  /** Whether some of the line is still to be matched. */
  open: boolean;
  canReconcile: boolean;
  neverRun: boolean;
  run: { onRun: () => void; running: boolean } | null;
  /** Says why a decision failed as a whole (null once one went through). */
  onError: (message: string | null) => void;
}) {
  const intl = useIntl();
  const [decide, deciding] = useProposalDecisions();
  const [proposalErrors, setProposalErrors] = useState<ReadonlyMap<string, string>>(new Map());

  const decideOne = async (decision: Decision, id: string) => {
    const outcome = await decide(decision, [id]);
    setProposalErrors(new Map(outcome.refused));
    onError(outcome.failure);
    if (outcome.done > 0)
      toastSuccess(
        intl.formatMessage({
          id:
            decision === 'ACCEPT'
              ? 'reconciliation.proposals.accepted'
              : 'reconciliation.proposals.rejected',
        }),
      );
  };

  if (proposals.length > 0)
    return (
      <ProposalsBlock gap="2" data-testid="reconciliation-line-proposals">
        {proposals.map((proposal) => (
          <ReconciliationProposalCard
            key={proposal.id}
            proposal={proposal}
            actions={
              canReconcile
                ? {
                    busy: deciding,
                    onAccept: () => void decideOne('ACCEPT', proposal.id),
                    onReject: () => void decideOne('REJECT', proposal.id),
                  }
                : null
            }
            error={proposalErrors.get(proposal.id) ?? null}
          />
        ))}
      </ProposalsBlock>
    );
  if (!open) return null;
  if (neverRun) return <LineNotRun run={run} />;
  return <LineNoMatch />;
}

/** Before the organisation's first run nothing has been looked at: no result yet, and the run is one click away. */
function LineNotRun({ run }: { run: { onRun: () => void; running: boolean } | null }) {
  return (
    <ProposalsBlock gap="2" alignItems="flex-start" data-testid="reconciliation-line-not-run">
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="reconciliation.match.notRun" />
      </Text>
      {run ? (
        <Button
          size="xs"
          variant="outline"
          onClick={run.onRun}
          loading={run.running}
          data-testid="reconciliation-line-run"
        >
          <FormattedMessage id="reconciliation.run.button" />
        </Button>
      ) : null}
    </ProposalsBlock>
  );
}

/** The spec's third result: the engine found nothing for this line, so it waits to be matched by hand. */
function LineNoMatch() {
  return (
    <ProposalsBlock gap="1" data-testid="reconciliation-line-no-match">
      <HStack gap="2" alignItems="baseline" wrap="wrap">
        <Badge variant="subtle" colorPalette="gray" data-testid="reconciliation-line-result">
          <FormattedMessage id="reconciliation.result.NO_MATCH" />
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="reconciliation.match.noMatch" />
        </Text>
      </HStack>
    </ProposalsBlock>
  );
}

/** The line's proposals under their heading, whichever the engine's word on the line is. */
function ProposalsBlock({ children, ...stack }: StackProps) {
  return (
    <Stack {...stack}>
      <Heading size="sm">
        <FormattedMessage id="reconciliation.match.proposals" />
      </Heading>
      {children}
    </Stack>
  );
}
