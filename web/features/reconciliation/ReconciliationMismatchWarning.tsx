import { FormattedMessage } from 'react-intl';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { InlineConfirmAlert } from '../../ui/dialogs/InlineConfirmAlert';
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
    <InlineConfirmAlert
      testId="reconciliation-mismatch"
      title={<FormattedMessage id="reconciliation.mismatch.title" />}
      description={
        <>
          {errorMessage(mismatch)}{' '}
          <FormattedMessage id="reconciliation.mismatch.body" values={{ amount, allocated }} />
        </>
      }
      confirmLabel={<FormattedMessage id="reconciliation.mismatch.partial" />}
      confirmTestId="reconciliation-partial"
      busy={creating}
      onConfirm={onPartial}
      onDismiss={onCancel}
    />
  );
}
