import { StatusBadge } from '../../ui/StatusBadge';
import { PAYMENT_STATUS_TONES } from './paymentLabels';

/** A payment's or a transfer's status as its badge, carrying the raw status for the tests that read it. */
export function PaymentStatusBadge({ status, testId }: { status: string; testId: string }) {
  return <StatusBadge status={status} tones={PAYMENT_STATUS_TONES} testId={testId} withStatus />;
}
