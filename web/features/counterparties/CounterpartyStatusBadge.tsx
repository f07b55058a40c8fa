import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** Active (green) or inactive (grey), as the list and the detail show a counterparty's status. */
export function CounterpartyStatusBadge({ status }: { status: string }) {
  const active = status === 'ACTIVE';
  return (
    <Badge variant="subtle" colorPalette={active ? 'green' : 'gray'} data-testid="counterparty-status" data-status={status}>
      <FormattedMessage id={active ? 'counterparty.status.active' : 'counterparty.status.inactive'} />
    </Badge>
  );
}
