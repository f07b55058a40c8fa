import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { ExpectedTransactionsPageQuery } from '../../__generated__/ExpectedTransactionsPageQuery.graphql';
import { LinkButton } from '../../ui/LinkButton';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ImportActions } from '../../domain/import/ImportActions';
import { ExpectedTransactionList } from './ExpectedTransactionList';

/** Where the CSV template is served from (web/public/templates). */
export const EXPECTED_TRANSACTIONS_TEMPLATE_URL = '/templates/expected-transactions-template.csv';

export const expectedTransactionsPageQuery = graphql`
  query ExpectedTransactionsPageQuery(
    $count: Int!
    $withCounterparties: Boolean!
    $dateFrom: Date
    $dateTo: Date
    $direction: TransactionDirection
    $reconciliationStatus: ReconciliationStatus
    $counterpartyId: ID
    $amountMin: Decimal
    $amountMax: Decimal
    $search: String
    $sort: ExpectedTransactionSort
    $sortDirection: SortDirection
  ) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...ExpectedTransactionList_query
      @arguments(
        count: $count
        dateFrom: $dateFrom
        dateTo: $dateTo
        direction: $direction
        reconciliationStatus: $reconciliationStatus
        counterpartyId: $counterpartyId
        amountMin: $amountMin
        amountMax: $amountMax
        search: $search
        sort: $sort
        sortDirection: $sortDirection
      )
    counterparties(first: 100) @include(if: $withCounterparties) {
      edges {
        node {
          id
          alias
        }
      }
    }
  }
`;

/** `/expected-transactions`: what the organisation expects to pay and receive. */
export function ExpectedTransactionsPage() {
  const data = useRouteQuery<ExpectedTransactionsPageQuery>(expectedTransactionsPageQuery);
  const permissions = data.viewer?.permissions ?? [];
  const canManage = permissions.includes('expected-transactions:manage');
  const canPay = { PAYMENT: permissions.includes('payments:create') };
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="expectedTransactions.title" />}
        description={<FormattedMessage id="expectedTransactions.subtitle" />}
        actions={
          <>
            <ImportActions
              purpose="EXPECTED_TRANSACTIONS"
              title={<FormattedMessage id="expectedTransactions.import.title" />}
              description={<FormattedMessage id="expectedTransactions.import.description" />}
              template={{
                href: EXPECTED_TRANSACTIONS_TEMPLATE_URL,
                label: <FormattedMessage id="expectedTransactions.downloadTemplate" />,
                testId: 'download-expected-transactions-template',
              }}
              importButton={
                canManage
                  ? {
                      label: <FormattedMessage id="expectedTransactions.import.button" />,
                      testId: 'import-expected-transactions',
                    }
                  : null
              }
              onImported={() => setRefreshKey((key) => key + 1)}
            />
            {canManage ? (
              <LinkButton
                to="/expected-transactions/create"
                icon="plus"
                primary
                label={<FormattedMessage id="expectedTransactions.create" />}
                testId="create-expected-transaction"
              />
            ) : null}
          </>
        }
      />
      <ExpectedTransactionList
        query={data}
        timeZone={data.viewer?.organization.timeZone ?? 'Asia/Jakarta'}
        canManage={canManage}
        canPay={canPay}
        counterparties={data.counterparties?.edges.map((edge) => edge.node) ?? null}
        refreshKey={refreshKey}
      />
    </>
  );
}
