import { StatusBadge } from '../../ui/StatusBadge';

const TONES = {
  ACTIVE: { label: { id: 'counterparty.status.active' }, colorPalette: 'green' },
  INACTIVE: { label: { id: 'counterparty.status.inactive' }, colorPalette: 'gray' },
};

/** Active (green) or inactive (grey), as the list and the detail show a counterparty's status. */
export function CounterpartyStatusBadge({ status }: { status: string }) {
  return <StatusBadge status={status} tones={TONES} testId="counterparty-status" withStatus />;
}
