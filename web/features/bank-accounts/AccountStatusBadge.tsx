import { ACCOUNT_STATUS } from '../../domain/accountLabels';
import { StatusBadge } from '../../ui/StatusBadge';

/** An account's status (New, Active, Dormant, Matured, Closed) as a coloured badge. */
export function AccountStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} tones={ACCOUNT_STATUS} testId="account-status" />;
}
