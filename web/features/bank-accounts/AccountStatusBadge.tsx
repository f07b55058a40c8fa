import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ACCOUNT_STATUS, isAccountStatus } from '../../ui/accountLabels';

/** An account's status (New, Active, Dormant, Matured, Closed) as a coloured badge. */
export function AccountStatusBadge({ status }: { status: string }) {
  if (!isAccountStatus(status)) return <Badge variant="subtle">{status}</Badge>;
  const { label, colorPalette } = ACCOUNT_STATUS[status];
  return (
    <Badge variant="subtle" colorPalette={colorPalette} data-testid="account-status">
      <FormattedMessage id={label.id} />
    </Badge>
  );
}
