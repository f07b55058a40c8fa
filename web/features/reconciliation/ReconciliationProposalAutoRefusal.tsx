import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useErrorMessage } from '../../i18n/useErrorMessage';

type ReconciliationProposalAutoRefusalProps = {
  /** Why the rules could not confirm the proposal by themselves. */
  refusal: { readonly code: string; readonly message: string };
};

/** Why the rules could not confirm a proposal by themselves, in the reader's language. */
export function ReconciliationProposalAutoRefusal({
  refusal,
}: ReconciliationProposalAutoRefusalProps) {
  const errorMessage = useErrorMessage();
  return (
    <Text fontSize="sm" color="fg.warning" data-testid="reconciliation-proposal-auto-refusal">
      <FormattedMessage
        id="reconciliation.proposals.autoRefusal"
        values={{ reason: errorMessage(refusal.code, refusal.message) }}
      />
    </Text>
  );
}
