import { Card, HStack, Spinner, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { Disposable } from 'relay-runtime';
import type { InternalAccountList_query$key } from '../../__generated__/InternalAccountList_query.graphql';
import type { InternalAccountListRefetchQuery } from '../../__generated__/InternalAccountListRefetchQuery.graphql';
import { ACCOUNT_CURRENCIES, type AccountCurrency } from '../../domain/accountLabels';
import { InternalAccountDeleteDialog } from './InternalAccountDeleteDialog';
import { InternalAccountEditDialog } from './InternalAccountEditDialog';
import { InternalAccountRow, type AccountToDelete } from './InternalAccountRow';
import { StatementSyncDialog } from './StatementSyncDialog';
import { DataTable } from '../../ui/DataTable';
import { FilteredListEmptyState } from '../../ui/FilteredListEmptyState';
import { messageColumns } from '../../ui/messageColumns';
import { ListFilterSelect, ListSearchInput, ListToolbar } from '../../ui/ListToolbar';
import { useSearchAndChoice } from '../../ui/filters/useSearchAndChoice';

const COLUMNS = messageColumns(
  [
    'internalAccounts.column.account',
    'internalAccounts.column.bank',
    'internalAccounts.column.entity',
    'internalAccounts.column.connection',
    'internalAccounts.column.status',
    'internalAccounts.column.balance',
  ],
  ['internalAccounts.column.balance'],
);

/** The list's query variables for a search text and a currency filter. */
const variablesOf = (search: string, currency: AccountCurrency | 'ALL') => ({
  search: search.trim() === '' ? null : search.trim(),
  currency: currency === 'ALL' ? null : currency,
});

type InternalAccountListProps = {
  query: InternalAccountList_query$key;
  canManage: boolean;
  /** The organisation's time zone, for the statement sync's times. */
  timeZone: string;
};

/**
 * The organisation's internal accounts, searchable (alias, number, name on
 * account or bank) and filterable by currency, with Edit, Delete and (for
 * API-connected accounts) the statement sync for a member with
 * `bank-accounts:manage`.
 */
export function InternalAccountList({ query, canManage, timeZone }: InternalAccountListProps) {
  const [data, refetch] = useRefetchableFragment<
    InternalAccountListRefetchQuery,
    InternalAccountList_query$key
  >(
    graphql`
      fragment InternalAccountList_query on Query
      @argumentDefinitions(search: { type: "String" }, currency: { type: "Currency" })
      @refetchable(queryName: "InternalAccountListRefetchQuery") {
        bankAccounts(search: $search, currency: $currency) {
          id
          ...InternalAccountRow_bankAccount
          ...InternalAccountEditDialog_bankAccount
          ...StatementSyncDialog_bankAccount
        }
        ...InternalAccountEditDialog_query
      }
    `,
    query,
  );
  const filters = useAccountFilters(refetch);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const [syncingId, setSyncingId] = useState<string | null>(null);
  const [deletion, setDeletion] = useState<{ open: boolean; account: AccountToDelete | null }>({
    open: false,
    account: null,
  });

  const accounts = data.bankAccounts;
  const editing = accounts.find((account) => account.id === editingId) ?? null;
  const syncing = accounts.find((account) => account.id === syncingId) ?? null;

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <InternalAccountToolbar filters={filters} count={accounts.length} />

      {accounts.length === 0 ? (
        <FilteredListEmptyState
          testId="internal-accounts-empty"
          icon="internal"
          messages="internalAccounts"
          filtered={filters.filtered}
          onClear={filters.clearFilters}
          createAt={canManage ? '/bank-accounts/internal-accounts/create' : null}
          bodyMaxWidth="md"
        />
      ) : (
        <DataTable
          columns={COLUMNS}
          actionsLabel={<FormattedMessage id="bankAccounts.column.actions" />}
          dimmed={filters.isRefetching}
        >
          {accounts.map((account) => (
            <InternalAccountRow
              key={account.id}
              bankAccount={account}
              canManage={canManage}
              onEdit={() => {
                setEditingId(account.id);
                setEditOpen(true);
              }}
              onDelete={(target) => setDeletion({ open: true, account: target })}
              onSync={() => setSyncingId(account.id)}
            />
          ))}
        </DataTable>
      )}
      <InternalAccountEditDialog
        key={editingId ?? 'none'}
        open={editOpen && editing !== null}
        bankAccount={editing}
        query={data}
        onClose={() => setEditOpen(false)}
      />
      <StatementSyncDialog
        key={`sync-${syncingId ?? 'none'}`}
        open={syncing !== null}
        bankAccount={syncing}
        timeZone={timeZone}
        onClose={() => setSyncingId(null)}
      />
      <InternalAccountDeleteDialog
        open={deletion.open}
        account={deletion.account}
        onClose={() => setDeletion((current) => ({ ...current, open: false }))}
        onDeleted={filters.reload}
      />
    </Card.Root>
  );
}

/** The search, the currency filter, and how many accounts the list holds. */
function InternalAccountToolbar({
  filters,
  count,
}: {
  filters: ReturnType<typeof useAccountFilters>;
  count: number;
}) {
  const intl = useIntl();
  return (
    <ListToolbar>
      <ListSearchInput
        testId="internal-account-search"
        value={filters.search}
        placeholder={intl.formatMessage({ id: 'internalAccounts.searchPlaceholder' })}
        onChange={filters.onSearchChange}
      />
      <ListFilterSelect
        name="currencyFilter"
        label={intl.formatMessage({ id: 'internalAccounts.currencyFilter' })}
        value={filters.currency}
        width="52"
        onChange={filters.onCurrencyChange}
      >
        <option value="ALL">{intl.formatMessage({ id: 'internalAccounts.currencyAll' })}</option>
        {ACCOUNT_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {intl.formatMessage({ id: `currency.${code}` })}
          </option>
        ))}
      </ListFilterSelect>
      <HStack gap="3" marginLeft={{ md: 'auto' }} fontSize="sm">
        {filters.isRefetching ? <Spinner size="xs" color="brand.solid" /> : null}
        <Text data-testid="internal-account-total" fontWeight="medium" whiteSpace="nowrap">
          <FormattedMessage id="internalAccounts.total" values={{ count }} />
        </Text>
      </HStack>
    </ListToolbar>
  );
}

/** The part of the list's refetch function the filters use. */
type Refetch = (
  variables: ReturnType<typeof variablesOf>,
  options: { fetchPolicy: 'store-and-network' | 'network-only'; onComplete?: () => void },
) => Disposable;

/**
 * The list's search (applied once typing pauses) and currency filter: each change refetches the list,
 * and `reload` reads it again as filtered now.
 */
function useAccountFilters(refetch: Refetch) {
  const { choice, onChoiceChange, ...filters } = useSearchAndChoice(
    ACCOUNT_CURRENCIES,
    (search, currency) =>
      refetch(variablesOf(search, currency), { fetchPolicy: 'store-and-network' }),
  );

  const { search } = filters;
  /** Reloads the list as filtered now, e.g. after a delete; resolves once the answer is in. */
  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        refetch(variablesOf(search, choice), {
          fetchPolicy: 'network-only',
          onComplete: () => resolve(),
        });
      }),
    [refetch, search, choice],
  );

  return { ...filters, currency: choice, reload, onCurrencyChange: onChoiceChange };
}
