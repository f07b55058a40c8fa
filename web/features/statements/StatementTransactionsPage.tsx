import { ActionButtonList } from '../../ui/ActionButtonList';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { StatementTransactionsPageQuery } from '../../__generated__/StatementTransactionsPageQuery.graphql';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { MANAGE_BANK_ACCOUNTS } from '../../relay/permissions';
import { bankAccountLabel } from './bankAccountLabel';
import { StatementImportDialog } from './StatementImportDialog';
import { StatementTransactionList } from './StatementTransactionList';

export const statementTransactionsPageQuery = graphql`
  query StatementTransactionsPageQuery(
    $count: Int!
    $withBankAccounts: Boolean!
    $bankAccountId: ID
    $dateFrom: Date
    $dateTo: Date
    $direction: TransactionDirection
    $reconciliationStatus: ReconciliationStatus
    $amountMin: Decimal
    $amountMax: Decimal
    $search: String
    $sort: StatementTransactionSort
    $sortDirection: SortDirection
  ) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    bankAccounts @include(if: $withBankAccounts) {
      id
      alias
      accountNumber
      currency
      status
      bank {
        name
      }
    }
    ...StatementTransactionList_query
      @arguments(
        count: $count
        bankAccountId: $bankAccountId
        dateFrom: $dateFrom
        dateTo: $dateTo
        direction: $direction
        reconciliationStatus: $reconciliationStatus
        amountMin: $amountMin
        amountMax: $amountMax
        search: $search
        sort: $sort
        sortDirection: $sortDirection
      )
  }
`;

/** `/statement-transactions`: the lines of the organisation's bank statements; import a bank's CSV export, or enter a line. */
export function StatementTransactionsPage() {
  const data = useRouteQuery<StatementTransactionsPageQuery>(statementTransactionsPageQuery);
  const permissions = data.viewer?.permissions ?? [];
  const [importing, setImporting] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const accounts =
    data.bankAccounts?.map((account) => ({ id: account.id, label: bankAccountLabel(account) })) ??
    null;
  // Every line belongs to a bank account: with none yet, the page leads to creating one instead of to an import.
  const noAccounts = accounts !== null && accounts.length === 0;
  const canImport = permissions.includes('statements:import') && accounts !== null && !noAccounts;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="statements.title" />}
        description={<FormattedMessage id="statements.subtitle" />}
        actions={
          <ActionButtonList
            buttons={[
              {
                label: 'statements.import.button',
                testId: 'import-statement',
                look: 'plain',
                icon: 'upload',
                shown: canImport,
                onClick: () => setImporting(true),
              },
              {
                label: 'statements.create',
                testId: 'create-statement-transaction',
                look: 'main',
                icon: 'plus',
                shown: permissions.includes('statements:create') && !noAccounts,
                to: '/statement-transactions/create',
              },
            ]}
          />
        }
      />
      <StatementTransactionList
        query={data}
        timeZone={data.viewer?.organization.timeZone ?? 'Asia/Jakarta'}
        bankAccounts={accounts}
        canExport={permissions.includes('statements:export')}
        noAccounts={noAccounts ? { canCreate: permissions.includes(MANAGE_BANK_ACCOUNTS) } : null}
        refreshKey={refreshKey}
      />
      {accounts ? (
        <StatementImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          bankAccounts={accounts}
          onImported={() => setRefreshKey((key) => key + 1)}
        />
      ) : null}
    </>
  );
}
