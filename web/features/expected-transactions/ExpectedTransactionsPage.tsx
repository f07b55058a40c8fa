import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { ExpectedTransactionsPageQuery } from '../../__generated__/ExpectedTransactionsPageQuery.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { ImportDialog } from '../../ui/import/ImportDialog';
import { ExpectedTransactionList } from './ExpectedTransactionList';

/** Where the CSV template is served from (web/public/templates). */
export const EXPECTED_TRANSACTIONS_TEMPLATE_URL = '/templates/expected-transactions-template.csv';

export const expectedTransactionsPageQuery = graphql`
  query ExpectedTransactionsPageQuery($count: Int!, $withCounterparties: Boolean!) {
    viewer {
      permissions
      organization {
        timeZone
      }
    }
    ...ExpectedTransactionList_query @arguments(count: $count)
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
  const { queryRef } = useLoaderData<RouteQuery<ExpectedTransactionsPageQuery>>();
  const data = usePreloadedQuery<ExpectedTransactionsPageQuery>(expectedTransactionsPageQuery, queryRef);
  const permissions = data.viewer?.permissions ?? [];
  const canManage = permissions.includes('expected-transactions:manage');
  const [importing, setImporting] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="expectedTransactions.title" />}
        description={<FormattedMessage id="expectedTransactions.subtitle" />}
        actions={
          <>
            <Button asChild variant="outline" data-testid="download-expected-transactions-template">
              <a href={EXPECTED_TRANSACTIONS_TEMPLATE_URL} download>
                <MenuIcon name="download" />
                <FormattedMessage id="expectedTransactions.downloadTemplate" />
              </a>
            </Button>
            {canManage ? (
              <Button variant="outline" onClick={() => setImporting(true)} data-testid="import-expected-transactions">
                <MenuIcon name="upload" />
                <FormattedMessage id="expectedTransactions.import.button" />
              </Button>
            ) : null}
            {canManage ? (
              <Button asChild colorPalette="brand" data-testid="create-expected-transaction">
                <RouterLink to="/expected-transactions/create">
                  <MenuIcon name="plus" />
                  <FormattedMessage id="expectedTransactions.create" />
                </RouterLink>
              </Button>
            ) : null}
          </>
        }
      />
      <ExpectedTransactionList
        query={data}
        timeZone={data.viewer?.organization.timeZone ?? 'Asia/Jakarta'}
        canManage={canManage}
        counterparties={data.counterparties?.edges.map((edge) => edge.node) ?? null}
        refreshKey={refreshKey}
      />
      {canManage ? (
        <ImportDialog
          purpose="EXPECTED_TRANSACTIONS"
          title={<FormattedMessage id="expectedTransactions.import.title" />}
          description={<FormattedMessage id="expectedTransactions.import.description" />}
          open={importing}
          onClose={() => setImporting(false)}
          templateHref={EXPECTED_TRANSACTIONS_TEMPLATE_URL}
          onCompleted={() => setRefreshKey((key) => key + 1)}
        />
      ) : null}
    </>
  );
}
