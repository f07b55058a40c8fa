import { RECONCILIATION_TONES } from '../i18n/transactionLabels';
import { StatusBadge } from './StatusBadge';

/**
 * How far a line, an item or a payment is reconciled (Unreconciled, Partial,
 * Reconciled), in the one look every screen gives it; with a test id it also
 * carries the status for tests to read.
 */
export function ReconciliationStatusBadge({ status, testId }: { status: string; testId?: string }) {
  return (
    <StatusBadge
      status={status}
      tones={RECONCILIATION_TONES}
      variant="surface"
      testId={testId}
      withStatus={testId !== undefined}
    />
  );
}
