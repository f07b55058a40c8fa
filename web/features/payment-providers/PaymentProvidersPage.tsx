import { Card } from '@chakra-ui/react';
import { PagedTable } from '../../ui/lists/PagedTable';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PaymentProvidersPage_query$key } from '../../__generated__/PaymentProvidersPage_query.graphql';
import type { PaymentProvidersPageQuery } from '../../__generated__/PaymentProvidersPageQuery.graphql';
import type { PaymentProvidersPaginationQuery } from '../../__generated__/PaymentProvidersPaginationQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { PrefixedListEmptyState } from '../../ui/PrefixedListEmptyState';
import { messageColumns } from '../../ui/messageColumns';
import { PaymentProviderDeleteDialog } from './PaymentProviderDeleteDialog';
import { PaymentProviderDialog, type EditedProvider } from './PaymentProviderDialog';
import { PaymentProviderRow } from './PaymentProviderRow';
import { PaymentProvidersHeader } from './PaymentProvidersHeader';

export const PAYMENT_PROVIDER_PAGE_SIZE = 50;

export const paymentProvidersPageQuery = graphql`
  query PaymentProvidersPageQuery($count: Int!, $withBankAccounts: Boolean!) {
    viewer {
      permissions
    }
    paymentProviderOptions {
      code
      name
      credentialFields
      importable
      noImportReason
    }
    bankAccounts @include(if: $withBankAccounts) {
      id
      alias
      currency
    }
    ...PaymentProvidersPage_query @arguments(count: $count)
  }
`;

const COLUMNS = messageColumns(
  [
    'paymentProviders.column.name',
    'paymentProviders.column.bankAccount',
    'paymentProviders.column.credentials',
    'paymentProviders.column.import',
  ],
  [],
);

/** `/payment-providers`: the gateways the organisation collects through, configured and changed in a dialog (credentials write-only). */
export function PaymentProvidersPage() {
  const data = useRouteQuery<PaymentProvidersPageQuery>(paymentProvidersPageQuery);
  const canManage = data.viewer?.permissions.includes('payment-providers:manage') ?? false;
  const list = usePaginationFragment<
    PaymentProvidersPaginationQuery,
    PaymentProvidersPage_query$key
  >(
    graphql`
      fragment PaymentProvidersPage_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "PaymentProvidersPaginationQuery") {
        paymentProviders(first: $count, after: $cursor)
          @connection(key: "PaymentProvidersPage_paymentProviders") {
          totalCount
          edges {
            node {
              id
              ...PaymentProviderRow_provider
            }
          }
        }
      }
    `,
    data,
  );
  const [dialog, setDialog] = useState<{ editing: EditedProvider | null } | null>(null);
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);
  const reload = () =>
    list.refetch(
      { count: PAYMENT_PROVIDER_PAGE_SIZE, cursor: null },
      { fetchPolicy: 'network-only' },
    );
  const bankAccounts = data.bankAccounts ?? [];

  return (
    <>
      <PaymentProvidersHeader canManage={canManage} onAdd={() => setDialog({ editing: null })} />
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <PagedTable
          connection={list.data.paymentProviders}
          pages={list}
          pageSize={PAYMENT_PROVIDER_PAGE_SIZE}
          messages="paymentProviders"
          testId="payment-providers"
          empty={
            <PrefixedListEmptyState
              testId="payment-providers-empty"
              icon="provider"
              messages="paymentProviders"
            />
          }
          table={{
            columns: COLUMNS,
            size: 'sm',
            interactive: true,
            actionsLabel: canManage ? <FormattedMessage id="bankAccounts.column.actions" /> : null,
          }}
        >
          {(provider) => (
            <PaymentProviderRow
              key={provider.id}
              provider={provider}
              canManage={canManage}
              onEdit={(editing) => setDialog({ editing })}
              onDelete={setToDelete}
            />
          )}
        </PagedTable>
      </Card.Root>
      <PaymentProviderDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        options={data.paymentProviderOptions}
        bankAccounts={bankAccounts}
        editing={dialog?.editing ?? null}
        onSaved={reload}
      />
      <PaymentProviderDeleteDialog
        provider={toDelete}
        onClose={() => setToDelete(null)}
        onDone={reload}
      />
    </>
  );
}
