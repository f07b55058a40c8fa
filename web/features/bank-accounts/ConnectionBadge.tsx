import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ConnectionBadge_bankAccount$key } from '../../__generated__/ConnectionBadge_bankAccount.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import {
  automatedTypeLabel,
  CONNECTION_TYPE_COLOUR,
  CONNECTION_TYPE_LABEL,
  isConnectionType,
} from '../../domain/accountLabels';

type ConnectionBadgeProps = {
  bankAccount: ConnectionBadge_bankAccount$key;
  /** Whether to name the automated type under the badge. */
  showAutomatedType?: boolean;
};

/**
 * How an account's data reaches the product (Manual, Automated (crawler),
 * API), and for a connected one whether its credentials are stored (they are
 * never shown, only that).
 */
export function ConnectionBadge({ bankAccount, showAutomatedType = false }: ConnectionBadgeProps) {
  const { connectionType, automatedType, hasCredentials } = useFragment(
    graphql`
      fragment ConnectionBadge_bankAccount on BankAccount {
        connectionType
        automatedType
        hasCredentials
      }
    `,
    bankAccount,
  );
  const known = isConnectionType(connectionType);
  const typeLabel = automatedType ? automatedTypeLabel(automatedType) : null;
  return (
    <Stack gap="1" alignItems="flex-start">
      <Badge
        variant="subtle"
        colorPalette={known ? CONNECTION_TYPE_COLOUR[connectionType] : 'gray'}
        data-testid="connection-type"
      >
        {known ? (
          <FormattedMessage id={CONNECTION_TYPE_LABEL[connectionType].id} />
        ) : (
          connectionType
        )}
      </Badge>
      {showAutomatedType && automatedType ? (
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {typeLabel ? <FormattedMessage id={typeLabel.id} /> : automatedType}
        </Text>
      ) : null}
      {connectionType !== 'MANUAL' ? (
        <HStack
          gap="1"
          fontSize="xs"
          color={hasCredentials ? 'fg.muted' : 'fg.error'}
          whiteSpace="nowrap"
          data-testid="credentials-state"
        >
          <MenuIcon name={hasCredentials ? 'key' : 'exception'} boxSize="3" />
          <FormattedMessage
            id={
              hasCredentials ? 'bankAccounts.credentialsStored' : 'bankAccounts.credentialsMissing'
            }
          />
        </HStack>
      ) : null}
    </Stack>
  );
}
