import { Alert, Button, HStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import type { Mismatch } from './useReconciliationCreate';

type ReconciliationMismatchWarningProps = {
  mismatch: Mismatch;
  /** What the match would leave unallocated, and what it would allocate, as written money. */
  amount: string;
  allocated: string;
  creating: boolean;
  onCancel: () => void;
  onPartial: () => void;
};

/** The amount-mismatch warning of a hand match: the totals differ, so it offers to reconcile partially. */
export function ReconciliationMismatchWarning({
  mismatch,
  amount,
  allocated,
  creating,
  onCancel,
  onPartial,
}: ReconciliationMismatchWarningProps) {
  const errorMessage = useErrorMessage();
  return (
    <Alert.Root status="warning" data-testid="reconciliation-mismatch">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="reconciliation.mismatch.title" />
        </Alert.Title>
        <Alert.Description>
          {errorMessage(mismatch)}{' '}
          <FormattedMessage id="reconciliation.mismatch.body" values={{ amount, allocated }} />
        </Alert.Description>
        <HStack gap="2" marginTop="2">
          <Button size="xs" variant="outline" onClick={onCancel}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            size="xs"
            colorPalette="orange"
            loading={creating}
            onClick={onPartial}
            data-testid="reconciliation-partial"
          >
            <FormattedMessage id="reconciliation.mismatch.partial" />
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
