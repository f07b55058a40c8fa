import { Badge, Table, Text } from '@chakra-ui/react';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentProviderRow_provider$key } from '../../__generated__/PaymentProviderRow_provider.graphql';
import { RowActionsCell } from '../../ui/RowActions';
import { TwoLineText } from '../../ui/TwoLineText';
import type { EditedProvider } from './PaymentProviderDialog';

type PaymentProviderRowProps = {
  provider: PaymentProviderRow_provider$key;
  canManage: boolean;
  onEdit: (provider: EditedProvider) => void;
  onDelete: (provider: { id: string; name: string }) => void;
};

/** One configured provider: its name and gateway, the account it settles to, whether credentials are stored, whether its report imports. */
export function PaymentProviderRow({
  provider,
  canManage,
  onEdit,
  onDelete,
}: PaymentProviderRowProps) {
  const data = useFragment(
    graphql`
      fragment PaymentProviderRow_provider on PaymentProvider {
        id
        name
        provider
        providerName
        hasCredentials
        importable
        bankAccount {
          id
          alias
          accountNumber
        }
      }
    `,
    provider,
  );
  return (
    <Table.Row data-testid="payment-provider-row" data-name={data.name}>
      <Table.Cell>
        <TwoLineText
          primary={data.name}
          secondary={data.providerName}
          primaryTestId="payment-provider-row-name"
        />
      </Table.Cell>
      <Table.Cell>
        {data.bankAccount ? (
          <TwoLineText
            primary={data.bankAccount.alias}
            secondary={data.bankAccount.accountNumber}
            tabularSecondary
          />
        ) : (
          <Text color="fg.subtle">—</Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Badge
          variant="subtle"
          colorPalette={data.hasCredentials ? 'green' : 'gray'}
          data-testid="payment-provider-credentials"
        >
          <FormattedMessage
            id={
              data.hasCredentials
                ? 'paymentProviders.credentialsStored'
                : 'paymentProviders.credentialsMissing'
            }
          />
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <Badge variant="subtle" colorPalette={data.importable ? 'blue' : 'gray'}>
          <FormattedMessage
            id={data.importable ? 'paymentProviders.importable' : 'paymentProviders.notImportable'}
          />
        </Badge>
      </Table.Cell>
      {canManage ? (
        <RowActionsCell>
          <ActionButtonList
            size="xs"
            buttons={[
              {
                label: 'paymentProviders.edit',
                testId: 'payment-provider-edit',
                look: 'quiet',
                onClick: () =>
                  onEdit({
                    id: data.id,
                    provider: data.provider,
                    name: data.name,
                    bankAccountId: data.bankAccount?.id ?? null,
                  }),
              },
              {
                label: 'paymentProviders.delete',
                testId: 'payment-provider-delete',
                look: 'quietDanger',
                onClick: () => onDelete({ id: data.id, name: data.name }),
              },
            ]}
          />
        </RowActionsCell>
      ) : null}
    </Table.Row>
  );
}
