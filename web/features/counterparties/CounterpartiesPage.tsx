import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { CounterpartiesPageQuery } from '../../__generated__/CounterpartiesPageQuery.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { ImportDialog } from '../../ui/import/ImportDialog';
import { CounterpartyList } from './CounterpartyList';

/** The downloadable CSV template of the counterparties import (web/public/templates). */
export const COUNTERPARTIES_TEMPLATE_URL = '/templates/counterparties-template.csv';

export const counterpartiesPageQuery = graphql`
  query CounterpartiesPageQuery($count: Int!) {
    viewer {
      permissions
      organization {
        timeZone
      }
    }
    ...CounterpartyList_query @arguments(count: $count)
  }
`;

/** `/counterparties`: the organisation's counterparties. */
export function CounterpartiesPage() {
  const { queryRef } = useLoaderData<RouteQuery<CounterpartiesPageQuery>>();
  const data = usePreloadedQuery<CounterpartiesPageQuery>(counterpartiesPageQuery, queryRef);
  const permissions = data.viewer?.permissions ?? [];
  const canCreate = permissions.includes('counterparties:create');
  const [importing, setImporting] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="counterparties.title" />}
        description={<FormattedMessage id="counterparties.subtitle" />}
        actions={
          <>
            <Button asChild variant="outline" data-testid="counterparties-template">
              <a href={COUNTERPARTIES_TEMPLATE_URL} download="counterparties-template.csv">
                <MenuIcon name="download" />
                <FormattedMessage id="counterparties.downloadTemplate" />
              </a>
            </Button>
            {canCreate ? (
              <Button variant="outline" onClick={() => setImporting(true)} data-testid="import-counterparties">
                <MenuIcon name="upload" />
                <FormattedMessage id="counterparties.import.button" />
              </Button>
            ) : null}
            {canCreate ? (
              <Button asChild colorPalette="brand" data-testid="create-counterparty">
                <RouterLink to="/counterparties/create">
                  <MenuIcon name="plus" />
                  <FormattedMessage id="counterparties.create" />
                </RouterLink>
              </Button>
            ) : null}
          </>
        }
      />
      <CounterpartyList query={data} timeZone={data.viewer?.organization.timeZone ?? 'Asia/Jakarta'} permissions={permissions} refreshKey={refreshKey} />
      {canCreate ? (
        <ImportDialog
          purpose="COUNTERPARTIES"
          title={<FormattedMessage id="counterparties.import.title" />}
          description={<FormattedMessage id="counterparties.import.description" />}
          open={importing}
          onClose={() => setImporting(false)}
          templateHref={COUNTERPARTIES_TEMPLATE_URL}
          onCompleted={() => setRefreshKey((key) => key + 1)}
        />
      ) : null}
    </>
  );
}
