import type { ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../ui/LinkButton';

/**
 * The way to create an internal account (`/bank-accounts/internal-accounts/create`):
 * the internal accounts page's main action, and what the screens that need a
 * bank account first (balances, bank connections, statements) offer while there is none.
 */
export function NewInternalAccountButton({
  label = <FormattedMessage id="internalAccounts.create" />,
  size,
  testId,
}: {
  label?: ReactNode;
  size?: ButtonProps['size'];
  testId?: string;
}) {
  return (
    <LinkButton
      to="/bank-accounts/internal-accounts/create"
      icon="plus"
      primary
      size={size}
      label={label}
      testId={testId}
    />
  );
}
