import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { CounterpartiesPageQuery } from '../../__generated__/CounterpartiesPageQuery.graphql';
import { LinkButton } from '../../ui/LinkButton';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ImportActions } from '../../domain/import/ImportActions';
import { CounterpartyList } from './CounterpartyList';

/** The downloadable CSV template of the counterparties import (web/public/templates). */
export const COUNTERPARTIES_TEMPLATE_URL = '/templates/counterparties-template.csv';

export const counterpartiesPageQuery = graphql`
  query CounterpartiesPageQuery(
    $count: Int!
    $search: String
    $type: CounterpartyType
    $status: CounterpartyStatus
    $sort: CounterpartySort
    $sortDirection: SortDirection
  ) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...CounterpartyList_query
      @arguments(
        count: $count
        search: $search
        type: $type
        status: $status
        sort: $sort
        sortDirection: $sortDirection
      )
  }
`;

/** `/counterparties`: the organisation's counterparties. */
export function CounterpartiesPage() {
  const data = useRouteQuery<CounterpartiesPageQuery>(counterpartiesPageQuery);
  const permissions = data.viewer?.permissions ?? [];
  const canCreate = permissions.includes('counterparties:create');
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="counterparties.title" />}
        description={<FormattedMessage id="counterparties.subtitle" />}
        actions={
          <>
            <ImportActions
              purpose="COUNTERPARTIES"
              title={<FormattedMessage id="counterparties.import.title" />}
              description={<FormattedMessage id="counterparties.import.description" />}
              template={{
                href: COUNTERPARTIES_TEMPLATE_URL,
                fileName: 'counterparties-template.csv',
                label: <FormattedMessage id="counterparties.downloadTemplate" />,
                testId: 'counterparties-template',
              }}
              importButton={
                canCreate
                  ? {
                      label: <FormattedMessage id="counterparties.import.button" />,
                      testId: 'import-counterparties',
                    }
                  : null
              }
              onImported={() => setRefreshKey((key) => key + 1)}
            />
            {canCreate ? (
              <LinkButton
                to="/counterparties/create"
                icon="plus"
                primary
                label={<FormattedMessage id="counterparties.create" />}
                testId="create-counterparty"
              />
            ) : null}
          </>
        }
      />
      <CounterpartyList
        query={data}
        timeZone={data.viewer?.organization.timeZone ?? 'Asia/Jakarta'}
        permissions={permissions}
        refreshKey={refreshKey}
      />
    </>
  );
}
