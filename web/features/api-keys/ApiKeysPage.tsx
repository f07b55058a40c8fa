import { Button, Card } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import { useLoaderData } from 'react-router';
import type {
  ApiKeysPage_query$data,
  ApiKeysPage_query$key,
} from '../../__generated__/ApiKeysPage_query.graphql';
import type { ApiKeysPageQuery } from '../../__generated__/ApiKeysPageQuery.graphql';
import type { ApiKeysPageRefetchQuery } from '../../__generated__/ApiKeysPageRefetchQuery.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { CreateActionButton } from '../../ui/CreateActionButton';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { ManagementTabs } from '../../navigation/ManagementTabs';
import { ApiKeyCreateDialog, type CreatedApiKey } from './ApiKeyCreateDialog';
import { ApiKeyRevokeDialog } from './ApiKeyRevokeDialog';
import { ApiKeyRow, type ApiKeyToRevoke } from './ApiKeyRow';
import { ApiKeySecretDialog } from './ApiKeySecretDialog';
import { ActionsHeaderCell, DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { PrefixedListEmptyState } from '../../ui/PrefixedListEmptyState';
import { useFragmentReload } from '../../relay/useFragmentReload';

export const apiKeysPageQuery = graphql`
  query ApiKeysPageQuery {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...ApiKeysPage_query
    roles {
      id
      name
      builtIn
    }
  }
`;

/**
 * The keys, reloaded after one is created so it joins the list in the
 * server's order (a revoked key's row changes from the mutation's answer).
 */
const apiKeysFragment = graphql`
  fragment ApiKeysPage_query on Query @refetchable(queryName: "ApiKeysPageRefetchQuery") {
    apiKeys {
      id
      ...ApiKeyRow_apiKey
    }
  }
`;

const COLUMNS = messageColumns(
  [
    'apiKeys.column.name',
    'apiKeys.column.prefix',
    'apiKeys.column.role',
    'apiKeys.column.created',
    'apiKeys.column.expires',
    'apiKeys.column.lastUsed',
    'apiKeys.column.uses',
    'apiKeys.column.status',
  ],
  ['apiKeys.column.uses'],
);

/**
 * `/management?tab=api-keys`: the organisation's API keys for integrators,
 * live ones first, with their role, use and status. Creating one shows its
 * secret once; revoking one refuses its requests from the next one on.
 * Without `api-keys:manage` the route shows the 403 page.
 */
export function ApiKeysPage() {
  const { queryRef } = useLoaderData<RouteQuery<ApiKeysPageQuery>>();
  const data = usePreloadedQuery<ApiKeysPageQuery>(apiKeysPageQuery, queryRef);
  const [{ apiKeys }, refetch] = useRefetchableFragment<
    ApiKeysPageRefetchQuery,
    ApiKeysPage_query$key
  >(apiKeysFragment, data);
  const reload = useFragmentReload(refetch);
  const [now, setNow] = useState(() => new Date());
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ open: boolean; key: CreatedApiKey | null }>({
    open: false,
    key: null,
  });
  const [revocation, setRevocation] = useState<{ open: boolean; key: ApiKeyToRevoke | null }>({
    open: false,
    key: null,
  });

  /** Reloads the keys after one was created, so it joins the list; their ages are told from now. */
  const refresh = () => {
    setNow(new Date());
    void reload();
  };

  if (!data.viewer) return null;
  const { timeZone } = data.viewer.organization;

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="apiKeys.title" />}
        description={<FormattedMessage id="apiKeys.subtitle" />}
        actions={
          <CreateActionButton
            label={<FormattedMessage id="apiKeys.create" />}
            onClick={() => setCreating(true)}
            testId="api-key-create"
          />
        }
      />
      <ManagementTabs permissions={data.viewer.permissions} />
      <ApiKeysList
        apiKeys={apiKeys}
        timeZone={timeZone}
        now={now}
        onCreate={() => setCreating(true)}
        onRevoke={(key) => setRevocation({ open: true, key })}
      />
      <ApiKeyCreateDialog
        open={creating}
        roles={data.roles}
        timeZone={timeZone}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated({ open: true, key });
          refresh();
        }}
      />
      <ApiKeySecretDialog
        open={created.open}
        created={created.key}
        onClose={() => setCreated((current) => ({ ...current, open: false }))}
        onExitComplete={() => setCreated({ open: false, key: null })}
      />
      <ApiKeyRevokeDialog
        open={revocation.open}
        apiKey={revocation.key}
        onClose={() => setRevocation((current) => ({ ...current, open: false }))}
      />
    </>
  );
}

/** The keys as a table, or the empty state offering to create the first. */
function ApiKeysList({
  apiKeys,
  timeZone,
  now,
  onCreate,
  onRevoke,
}: {
  apiKeys: ApiKeysPage_query$data['apiKeys'];
  timeZone: string;
  now: Date;
  onCreate: () => void;
  onRevoke: (key: ApiKeyToRevoke) => void;
}) {
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden" data-testid="api-keys-list">
      {apiKeys.length === 0 ? (
        <PrefixedListEmptyState
          testId="api-keys-empty"
          icon="key"
          messages="apiKeys"
          bodyMaxWidth="md"
          action={
            <Button variant="outline" size="sm" onClick={onCreate}>
              <MenuIcon name="plus" />
              <FormattedMessage id="apiKeys.create" />
            </Button>
          }
        />
      ) : (
        <DataTable
          columns={COLUMNS}
          trailingHeader={
            <ActionsHeaderCell label={<FormattedMessage id="apiKeys.column.actions" />} />
          }
        >
          {apiKeys.map((apiKey) => (
            <ApiKeyRow
              key={apiKey.id}
              apiKey={apiKey}
              timeZone={timeZone}
              now={now}
              onRevoke={onRevoke}
            />
          ))}
        </DataTable>
      )}
    </Card.Root>
  );
}
