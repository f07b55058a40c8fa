import { HStack } from '@chakra-ui/react';
import { ActionButtonList } from '../../ui/ActionButtonList';

type ReconciliationProposalDecisionProps = {
  onAccept: () => void;
  onReject: () => void;
  /** While a decision on the proposal is on its way. */
  busy: boolean;
};

/** A proposal's reject and accept buttons. */
export function ReconciliationProposalDecision({
  onAccept,
  onReject,
  busy,
}: ReconciliationProposalDecisionProps) {
  return (
    <HStack gap="2" justifyContent="flex-end">
      <ActionButtonList
        size="xs"
        buttons={[
          {
            label: 'reconciliation.proposals.reject',
            testId: 'reconciliation-proposal-reject',
            look: 'plain',
            disabled: busy,
            onClick: onReject,
          },
          {
            label: 'reconciliation.proposals.accept',
            testId: 'reconciliation-proposal-accept',
            look: 'main',
            loading: busy,
            onClick: onAccept,
          },
        ]}
      />
    </HStack>
  );
}
