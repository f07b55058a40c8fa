import { Card, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { BalancesPage_query$key } from '../../__generated__/BalancesPage_query.graphql';
import type { BalancesPageQuery } from '../../__generated__/BalancesPageQuery.graphql';
import type { BalancesPageRefetchQuery } from '../../__generated__/BalancesPageRefetchQuery.graphql';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { MANAGE_BANK_ACCOUNTS } from '../../relay/permissions';
import { useFragmentReload } from '../../relay/useFragmentReload';
import { BalanceRow, type AccountToRecord } from './BalanceRow';
import { CurrencyTotalCard } from './CurrencyTotalCard';
import { RecordBalanceDialog } from './RecordBalanceDialog';
import { useNow } from '../../ui/time/useNow';
import { NoBankAccountsState } from '../../domain/NoBankAccountsState';
import { messageColumns } from '../../ui/messageColumns';
import { DataTable } from '../../ui/DataTable';

/** The balances table's headings. */
const COLUMNS = messageColumns(
  [
    'balances.column.account',
    'balances.column.currency',
    'balances.column.available',
    'balances.column.ledger',
    'balances.column.source',
    'balances.column.updated',
  ],
  ['balances.column.available', 'balances.column.ledger'],
);

export const balancesPageQuery = graphql`
  query BalancesPageQuery {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...BalancesPage_query
  }
`;

/** What a recorded balance changes: the account's row (from the mutation's answer) and the totals (reloaded). */
const balancesFragment = graphql`
  fragment BalancesPage_query on Query @refetchable(queryName: "BalancesPageRefetchQuery") {
    balances {
      totals {
        currency
        ...CurrencyTotalCard_total
      }
      accounts {
        id
        ...BalanceRow_bankAccount
      }
    }
  }
`;

/** The currencies the cash position leads with (spec: it shows IDR and USD). */
const PROMINENT = new Set(['IDR', 'USD']);

/**
 * `/balances`: every open account's latest balance, and the total per
 * currency, IDR and USD first (never converted). Manual accounts take a
 * balance recorded by hand. Needs `balances:read` (the 403 page otherwise);
 * recording needs `bank-accounts:manage`.
 */
export function BalancesPage() {
  const data = useRouteQuery<BalancesPageQuery>(balancesPageQuery);
  const [{ balances }, refetch] = useRefetchableFragment<
    BalancesPageRefetchQuery,
    BalancesPage_query$key
  >(balancesFragment, data);
  const reload = useFragmentReload(refetch);
  const now = useNow();
  const [recording, setRecording] = useState<{ open: boolean; account: AccountToRecord | null }>({
    open: false,
    account: null,
  });

  if (!data.viewer) return null;
  const timeZone = data.viewer.organization.timeZone;
  const canRecord = data.viewer.permissions.includes(MANAGE_BANK_ACCOUNTS);
  const { totals, accounts } = balances;
  const prominent = totals.filter((total) => PROMINENT.has(total.currency));
  const others = totals.filter((total) => !PROMINENT.has(total.currency));

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="balances.title" />}
        description={<FormattedMessage id="balances.subtitle" />}
      />
      <Stack gap="6">
        <SimpleGrid
          columns={{ base: 1, md: 2, xl: 2 + Math.min(others.length, 2) }}
          gap="4"
          data-testid="balance-totals"
        >
          {prominent.map((total) => (
            <CurrencyTotalCard key={total.currency} total={total} now={now} prominent />
          ))}
          {others.map((total) => (
            <CurrencyTotalCard key={total.currency} total={total} now={now} prominent={false} />
          ))}
        </SimpleGrid>

        <Card.Root variant="outline" bg="bg" overflow="hidden">
          <CardTitleBar
            title={<FormattedMessage id="balances.accounts.title" />}
            description={<FormattedMessage id="balances.accounts.subtitle" />}
          />
          {accounts.length === 0 ? (
            <NoBankAccountsState
              testId="balances-empty"
              icon="balances"
              title={{ id: 'balances.empty.title' }}
              body={{ id: 'balances.empty.body' }}
              canCreate={canRecord}
            />
          ) : (
            <DataTable
              columns={COLUMNS}
              actionsLabel={<FormattedMessage id="bankAccounts.column.actions" />}
            >
              {accounts.map((account) => (
                <BalanceRow
                  key={account.id}
                  bankAccount={account}
                  now={now}
                  timeZone={timeZone}
                  canRecord={canRecord}
                  onRecord={(target) => setRecording({ open: true, account: target })}
                />
              ))}
            </DataTable>
          )}
        </Card.Root>
      </Stack>
      <RecordBalanceDialog
        open={recording.open}
        account={recording.account}
        timeZone={timeZone}
        onClose={() => setRecording((current) => ({ ...current, open: false }))}
        onRecorded={() => void reload()}
      />
    </>
  );
}
