import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { useProposalDecisionsAcceptMutation } from '../../__generated__/useProposalDecisionsAcceptMutation.graphql';
import type { useProposalDecisionsRejectMutation } from '../../__generated__/useProposalDecisionsRejectMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { refusalsOf } from './proposalRefusals';

const acceptMutation = graphql`
  mutation useProposalDecisionsAcceptMutation($input: ReconciliationProposalsInput!) {
    reconciliationProposalsAccept(input: $input) {
      reconciliations {
        id
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;

const rejectMutation = graphql`
  mutation useProposalDecisionsRejectMutation($input: ReconciliationProposalsInput!) {
    reconciliationProposalsReject(input: $input) {
      rejectedProposalIds
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;

export type Decision = 'ACCEPT' | 'REJECT';

/** What a decision on proposals came to: how many went through, and the message of each refused one by its id. */
export type DecisionOutcome = {
  done: number;
  refused: Map<string, string>;
  failure: string | null;
};

/**
 * Accepts or rejects proposals, one or many in one request. The payload
 * answers a userError per refused proposal with the field `proposalIds.<n>`
 * (its place in the input): the outcome maps each back to its proposal, so
 * the screen says which failed and why. The screen's query is read again
 * afterwards, whatever happened (a refusal usually means someone else acted).
 */
export function useProposalDecisions(): [
  (decision: Decision, proposalIds: readonly string[]) => Promise<DecisionOutcome>,
  boolean,
] {
  const [accept, accepting] = useCommit<useProposalDecisionsAcceptMutation>(acceptMutation);
  const [reject, rejecting] = useCommit<useProposalDecisionsRejectMutation>(rejectMutation);
  const errorMessage = useErrorMessage();
  const failed = useMutationFailure();
  const { revalidate } = useRevalidator();
  const decide = useCallback(
    async (decision: Decision, proposalIds: readonly string[]): Promise<DecisionOutcome> => {
      const input = { proposalIds: [...proposalIds] };
      try {
        const response =
          decision === 'ACCEPT'
            ? (await accept({ variables: { input } })).reconciliationProposalsAccept
            : (await reject({ variables: { input } })).reconciliationProposalsReject;
        const { refused, failure } = refusalsOf(proposalIds, response.userErrors, errorMessage);
        return { done: failure ? 0 : proposalIds.length - refused.size, refused, failure };
      } catch (error) {
        return { done: 0, refused: new Map(), failure: failed(error) };
      } finally {
        await revalidate();
      }
    },
    [accept, reject, errorMessage, failed, revalidate],
  );
  return [decide, accepting || rejecting];
}
