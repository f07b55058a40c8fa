import { Button, Card } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { WebhookEndpointsPage_query$key } from '../../__generated__/WebhookEndpointsPage_query.graphql';
import type { WebhookEndpointsPageQuery } from '../../__generated__/WebhookEndpointsPageQuery.graphql';
import type { WebhookEndpointsPageRefetchQuery } from '../../__generated__/WebhookEndpointsPageRefetchQuery.graphql';
import { ManagementTabs } from '../../navigation/ManagementTabs';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { useFragmentReload } from '../../relay/useFragmentReload';
import { DataTable } from '../../ui/DataTable';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PrefixedListEmptyState } from '../../ui/PrefixedListEmptyState';
import { MenuIcon } from '../../ui/MenuIcon';
import { PageHeader } from '../../ui/PageHeader';
import { RowActionsHeaderCell } from '../../ui/RowActions';
import { WebhookEndpointDialog } from './WebhookEndpointDialog';
import { WebhookEndpointRow } from './WebhookEndpointRow';
import { WebhookSecretDialog, type ShownSecret } from './WebhookSecretDialog';

export const webhookEndpointsPageQuery = graphql`
  query WebhookEndpointsPageQuery($withRoles: Boolean!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...WebhookEndpointsPage_query
    roles @include(if: $withRoles) {
      id
      name
      builtIn
    }
  }
`;

/** The endpoints, reloaded after one is added so it joins the list in the server's order. */
const endpointsFragment = graphql`
  fragment WebhookEndpointsPage_query on Query
  @refetchable(queryName: "WebhookEndpointsPageRefetchQuery") {
    webhookEndpoints {
      id
      ...WebhookEndpointRow_endpoint
    }
  }
`;

const COLUMNS = [
  { key: 'name', label: <FormattedMessage id="webhooks.column.name" /> },
  { key: 'url', label: <FormattedMessage id="webhooks.column.url" /> },
  { key: 'events', label: <FormattedMessage id="webhooks.column.events" /> },
  { key: 'status', label: <FormattedMessage id="webhooks.column.status" /> },
  { key: 'lastSuccess', label: <FormattedMessage id="webhooks.column.lastSuccess" /> },
];

/**
 * `/management?tab=webhooks`: the organisation's webhook endpoints with their
 * address, events, status and last delivery; each opens its page with the
 * delivery log. Adding one shows its signing secret once. Needs
 * `webhooks:read`; adding needs `webhooks:manage` and the roles to choose
 * from (`roles:read`).
 */
export function WebhookEndpointsPage() {
  const { queryRef } = useLoaderData<RouteQuery<WebhookEndpointsPageQuery>>();
  const data = usePreloadedQuery<WebhookEndpointsPageQuery>(webhookEndpointsPageQuery, queryRef);
  const [{ webhookEndpoints }, refetch] = useRefetchableFragment<
    WebhookEndpointsPageRefetchQuery,
    WebhookEndpointsPage_query$key
  >(endpointsFragment, data);
  const reload = useFragmentReload(refetch);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ open: boolean; shown: ShownSecret | null }>({
    open: false,
    shown: null,
  });

  if (!data.viewer) return null;
  const { permissions, organization } = data.viewer;
  if (!permissions.includes('webhooks:read')) return <ForbiddenPage embedded />;
  const canAdd = permissions.includes('webhooks:manage') && data.roles != null;
  const addButton = (variant: 'solid' | 'outline') =>
    canAdd ? (
      <Button
        colorPalette="brand"
        variant={variant}
        size={variant === 'solid' ? 'md' : 'sm'}
        onClick={() => setAdding(true)}
        data-testid={variant === 'solid' ? 'webhook-create' : 'webhook-create-empty'}
      >
        <MenuIcon name="plus" />
        <FormattedMessage id="webhooks.create" />
      </Button>
    ) : null;

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="webhooks.title" />}
        description={<FormattedMessage id="webhooks.subtitle" />}
        actions={addButton('solid')}
      />
      <ManagementTabs permissions={permissions} />
      <Card.Root variant="outline" bg="bg" overflow="hidden" data-testid="webhooks-list">
        {webhookEndpoints.length === 0 ? (
          <PrefixedListEmptyState
            testId="webhooks-empty"
            icon="live"
            messages="webhooks"
            bodyMaxWidth="md"
            action={addButton('outline')}
          />
        ) : (
          <DataTable
            columns={COLUMNS}
            trailingHeader={
              <RowActionsHeaderCell label={<FormattedMessage id="webhooks.column.actions" />} />
            }
          >
            {webhookEndpoints.map((endpoint) => (
              <WebhookEndpointRow
                key={endpoint.id}
                endpoint={endpoint}
                timeZone={organization.timeZone}
              />
            ))}
          </DataTable>
        )}
      </Card.Root>
      {data.roles ? (
        <WebhookEndpointDialog
          open={adding}
          roles={data.roles}
          editing={null}
          onClose={() => setAdding(false)}
          onSaved={(saved) => {
            setAdding(false);
            if (saved.secret)
              setSecret({ open: true, shown: { name: saved.name, secret: saved.secret } });
            void reload();
          }}
        />
      ) : null}
      <WebhookSecretDialog
        open={secret.open}
        shown={secret.shown}
        onClose={() => setSecret((current) => ({ ...current, open: false }))}
        onExitComplete={() => setSecret({ open: false, shown: null })}
      />
    </>
  );
}
