import { Card } from '@chakra-ui/react';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PaymentProvidersPage_query$key } from '../../__generated__/PaymentProvidersPage_query.graphql';
import type { PaymentProvidersPageQuery } from '../../__generated__/PaymentProvidersPageQuery.graphql';
import type { PaymentProvidersPaginationQuery } from '../../__generated__/PaymentProvidersPaginationQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { DataTable } from '../../ui/DataTable';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { messageColumns } from '../../ui/messageColumns';
import { PageHeader } from '../../ui/PageHeader';
import { PaymentProviderDeleteDialog } from './PaymentProviderDeleteDialog';
import { PaymentProviderDialog, type EditedProvider } from './PaymentProviderDialog';
import { PaymentProviderRow } from './PaymentProviderRow';

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
  const edges = list.data.paymentProviders.edges;
  const bankAccounts = data.bankAccounts ?? [];

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="paymentProviders.title" />}
        description={<FormattedMessage id="paymentProviders.subtitle" />}
        actions={
          <ActionButtonList
            buttons={[
              {
                label: 'paymentProviders.records',
                testId: 'payment-providers-records',
                look: 'plain',
                to: '/payment-records',
              },
              {
                label: 'paymentProviders.transactions',
                testId: 'payment-providers-transactions',
                look: 'plain',
                to: '/payment-transactions',
              },
              {
                label: 'paymentProviders.add',
                testId: 'add-payment-provider',
                look: 'main',
                icon: 'plus',
                shown: canManage,
                onClick: () => setDialog({ editing: null }),
              },
            ]}
          />
        }
      />
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        {edges.length === 0 ? (
          <ListEmptyState
            testId="payment-providers-empty"
            icon="provider"
            title={<FormattedMessage id="paymentProviders.empty.title" />}
            body={<FormattedMessage id="paymentProviders.empty.body" />}
          />
        ) : (
          <DataTable
            columns={COLUMNS}
            size="sm"
            interactive
            actionsLabel={canManage ? <FormattedMessage id="bankAccounts.column.actions" /> : null}
            testId="payment-providers-table"
          >
            {edges.map((edge) => (
              <PaymentProviderRow
                key={edge.node.id}
                provider={edge.node}
                canManage={canManage}
                onEdit={(editing) => setDialog({ editing })}
                onDelete={setToDelete}
              />
            ))}
          </DataTable>
        )}
        {edges.length > 0 ? (
          <ListFooter
            summary={
              <FormattedMessage
                id="paymentProviders.showing"
                values={{ shown: edges.length, total: list.data.paymentProviders.totalCount }}
              />
            }
            summaryTestId="payment-providers-total"
            loadMore={{
              label: <FormattedMessage id="paymentRecords.loadMore" />,
              testId: 'payment-providers-load-more',
              hasNext: list.hasNext,
              loading: list.isLoadingNext,
              onLoadMore: () => list.loadNext(PAYMENT_PROVIDER_PAGE_SIZE),
            }}
          />
        ) : null}
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
