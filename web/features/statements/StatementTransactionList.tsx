import { Button, Card, EmptyState, Flex, HStack, Table, Text, VStack } from '@chakra-ui/react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { StatementTransactionList_query$key } from '../../__generated__/StatementTransactionList_query.graphql';
import type { StatementTransactionListPaginationQuery } from '../../__generated__/StatementTransactionListPaginationQuery.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { useRefresh } from '../../relay/useRefresh';
import { TransactionFilterBar } from '../../ui/filters/TransactionFilterBar';
import { DEFAULT_TRANSACTION_FILTERS, isFiltered, transactionFilterVariables, type TransactionFilterValues } from '../../ui/filters/transactionFilters';
import { StatementExportButton } from './StatementExportButton';
import { StatementTransactionRow } from './StatementTransactionRow';
import { TableScrollArea } from '../../ui/TableScrollArea';

/** How many statement transactions one page shows. */
export const STATEMENT_PAGE_SIZE = 25;
/** Typing in a text filter waits this long before asking the server. */
const TYPING_DEBOUNCE_MS = 350;
const TYPED: ReadonlySet<keyof TransactionFilterValues> = new Set(['search', 'amountMin', 'amountMax', 'customFrom', 'customTo']);

const COLUMNS = [
  { id: 'statements.column.date' },
  { id: 'statements.column.account' },
  { id: 'statements.column.description' },
  { id: 'statements.column.type' },
  { id: 'statements.column.amount', end: true },
  { id: 'statements.column.endingBalance', end: true },
  { id: 'statements.column.status' },
] as const;

type StatementTransactionListProps = {
  query: StatementTransactionList_query$key;
  timeZone: string;
  /** The accounts to filter by; null when the viewer may not read bank accounts. */
  bankAccounts: readonly { id: string; label: string }[] | null;
  canExport: boolean;
  /** Set when the organisation has no bank account yet: the empty list says to create one first. */
  noAccounts?: { canCreate: boolean } | null;
  /** Bumped by the page after an import or entry, to read the list again. */
  refreshKey: number;
};

/**
 * The statement lines of the organisation's accounts, newest first, with the
 * spec's filters (date presets, account, direction, reconciliation status,
 * amount range, search), "Load more" and an export of what the filters show.
 */
export function StatementTransactionList({ query, timeZone, bankAccounts, noAccounts = null, canExport, refreshKey }: StatementTransactionListProps) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<StatementTransactionListPaginationQuery, StatementTransactionList_query$key>(
    graphql`
      fragment StatementTransactionList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        bankAccountId: { type: "ID" }
        dateFrom: { type: "Date" }
        dateTo: { type: "Date" }
        direction: { type: "TransactionDirection" }
        reconciliationStatus: { type: "ReconciliationStatus" }
        amountMin: { type: "Decimal" }
        amountMax: { type: "Decimal" }
        search: { type: "String" }
      )
      @refetchable(queryName: "StatementTransactionListPaginationQuery") {
        statementTransactions(
          first: $count
          after: $cursor
          bankAccountId: $bankAccountId
          dateFrom: $dateFrom
          dateTo: $dateTo
          direction: $direction
          reconciliationStatus: $reconciliationStatus
          amountMin: $amountMin
          amountMax: $amountMax
          search: $search
        )
          @connection(
            key: "StatementTransactionList_statementTransactions"
            filters: ["bankAccountId", "dateFrom", "dateTo", "direction", "reconciliationStatus", "amountMin", "amountMax", "search"]
          ) {
          totalCount
          edges {
            node {
              id
              ...StatementTransactionRow_statementTransaction
            }
          }
        }
      }
    `,
    query,
  );
  const [filters, setFilters] = useState<TransactionFilterValues>(DEFAULT_TRANSACTION_FILTERS);
  const [isRefetching, startTransition] = useTransition();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const variablesOf = (values: TransactionFilterValues) => {
    const variables = transactionFilterVariables(values, new Date(), timeZone);
    if (!variables) return null;
    const { partyId, ...rest } = variables;
    return { ...rest, bankAccountId: partyId };
  };

  const load = (next: TransactionFilterValues) => {
    const variables = variablesOf(next);
    if (!variables) return;
    startTransition(() => {
      refetch({ count: STATEMENT_PAGE_SIZE, cursor: null, ...variables }, { fetchPolicy: 'network-only' });
    });
  };

  useRefresh(refreshKey, () => load(filters));

  const change = (patch: Partial<TransactionFilterValues>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    window.clearTimeout(timer.current);
    const typed = Object.keys(patch).some((key) => TYPED.has(key as keyof TransactionFilterValues));
    if (typed) timer.current = window.setTimeout(() => load(next), TYPING_DEBOUNCE_MS);
    else load(next);
  };

  const clearFilters = () => {
    window.clearTimeout(timer.current);
    setFilters(DEFAULT_TRANSACTION_FILTERS);
    load(DEFAULT_TRANSACTION_FILTERS);
  };

  const connection = data.statementTransactions;
  const edges = connection.edges;
  const filtered = isFiltered(filters);
  const exportVariables = variablesOf(filters);

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <TransactionFilterBar
        filters={filters}
        onChange={change}
        periodLabel={<FormattedMessage id="statements.filter.period" />}
        searchPlaceholder={intl.formatMessage({ id: 'statements.searchPlaceholder' })}
        party={
          bankAccounts
            ? {
                label: <FormattedMessage id="statements.filter.account" />,
                anyLabel: intl.formatMessage({ id: 'statements.filter.anyAccount' }),
                options: bankAccounts,
              }
            : null
        }
        busy={isRefetching}
        testId="statement"
      />
      {edges.length === 0 && noAccounts && !filtered ? (
        <EmptyState.Root paddingY="16" data-testid="statement-transactions-no-accounts">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <MenuIcon name="bank" boxSize="8" color="brand.fg" />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>
                <FormattedMessage id="statements.noAccounts.title" />
              </EmptyState.Title>
              <EmptyState.Description>
                <FormattedMessage id={noAccounts.canCreate ? 'statements.noAccounts.body' : 'statements.noAccounts.askBody'} />
              </EmptyState.Description>
            </VStack>
            {noAccounts.canCreate ? (
              <Button asChild colorPalette="brand" size="sm" data-testid="statements-create-bank-account">
                <RouterLink to="/bank-accounts/internal-accounts/create">
                  <MenuIcon name="plus" />
                  <FormattedMessage id="statements.noAccounts.create" />
                </RouterLink>
              </Button>
            ) : null}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : edges.length === 0 ? (
        <EmptyState.Root paddingY="16" data-testid="statement-transactions-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <MenuIcon name="statement" boxSize="8" color="brand.fg" />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>
                <FormattedMessage id={filtered ? 'statements.emptyFiltered.title' : 'statements.empty.title'} />
              </EmptyState.Title>
              <EmptyState.Description>
                <FormattedMessage id={filtered ? 'statements.emptyFiltered.body' : 'statements.empty.body'} />
              </EmptyState.Description>
            </VStack>
            {filtered ? (
              <Button variant="outline" size="sm" onClick={clearFilters}>
                <FormattedMessage id="statements.clearFilters" />
              </Button>
            ) : null}
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <TableScrollArea>
          <Table.Root size="md" opacity={isRefetching ? 0.6 : 1} transition="opacity 150ms" data-testid="statement-transactions-table">
            <Table.Header>
              <Table.Row bg="transparent">
                {COLUMNS.map((column) => (
                  <Table.ColumnHeader
                    key={column.id}
                    bg="bg.muted"
                    color="fg.muted"
                    fontSize="xs"
                    fontWeight="semibold"
                    textTransform="uppercase"
                    letterSpacing="wide"
                    borderBottomWidth="0"
                    textAlign={'end' in column ? 'end' : undefined}
                    _first={{ borderStartRadius: 'tableHeader' }}
                    _last={{ borderEndRadius: 'tableHeader' }}
                  >
                    <FormattedMessage id={column.id} />
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {edges.map((edge) => (
                <StatementTransactionRow key={edge.node.id} line={edge.node} />
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      )}
      <Flex justifyContent="space-between" alignItems="center" gap="3" wrap="wrap" paddingX="4" paddingY="3" borderTopWidth="1px" borderColor="border" fontSize="sm" color="fg.muted">
        <Text data-testid="statement-transactions-total">
          <FormattedMessage id="statements.showing" values={{ shown: edges.length, total: connection.totalCount }} />
        </Text>
        <HStack gap="2" wrap="wrap">
          {canExport && exportVariables ? <StatementExportButton filters={exportVariables} disabled={connection.totalCount === 0} /> : null}
          {hasNext ? (
            <Button size="sm" variant="outline" loading={isLoadingNext} onClick={() => loadNext(STATEMENT_PAGE_SIZE)} data-testid="statement-transactions-load-more">
              <FormattedMessage id="statements.loadMore" />
            </Button>
          ) : null}
        </HStack>
      </Flex>
    </Card.Root>
  );
}
