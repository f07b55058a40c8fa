import { HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WebhookEndpointPage_endpoint$key } from '../../__generated__/WebhookEndpointPage_endpoint.graphql';
import type { WebhookEndpointPageQuery } from '../../__generated__/WebhookEndpointPageQuery.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { RecordPageGate } from '../../ui/RecordPageGate';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { WebhookDeliveryList } from './WebhookDeliveryList';
import { WebhookEndpointActions } from './WebhookEndpointActions';
import { WebhookEndpointFacts } from './WebhookEndpointFacts';
import { ENDPOINT_STATE_TONES, endpointState } from './webhookLabels';

export const webhookEndpointPageQuery = graphql`
  query WebhookEndpointPageQuery($id: ID!, $withRoles: Boolean!, $count: Int!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    node(id: $id) {
      __typename
      ... on WebhookEndpoint {
        id
        ...WebhookEndpointPage_endpoint @alias(as: "endpoint")
      }
    }
    roles @include(if: $withRoles) {
      id
      name
      builtIn
    }
    ...WebhookDeliveryList_query @arguments(endpointId: $id, count: $count)
  }
`;

/** What the page's header and actions show of an endpoint; the mutations that change it answer the same. */
const endpointFragment = graphql`
  fragment WebhookEndpointPage_endpoint on WebhookEndpoint {
    ...WebhookEndpointDialog_endpoint @relay(mask: false)
    enabled
    disabledReason
    disabledAt
    ...WebhookEndpointFacts_endpoint
    ...WebhookEndpointRow_endpoint
  }
`;

/**
 * `/management/webhooks/{uuid}`: one endpoint, what it receives and how its
 * secret stands, why it is disabled when it is, and its delivery log with
 * every attempt and a replay for each; a manager sends a test event, edits,
 * rotates the secret, disables or enables and deletes it. Needs
 * `webhooks:read`; another organisation's endpoint, or none, shows the
 * not-found state.
 */
export function WebhookEndpointPage() {
  const data = useRouteQuery<WebhookEndpointPageQuery>(webhookEndpointPageQuery);
  return (
    <RecordPageGate
      viewer={data.viewer}
      permission="webhooks:read"
      record={data.node?.__typename === 'WebhookEndpoint' ? data.node.endpoint : null}
    >
      {(endpoint, { permissions, organization }) => (
        <EndpointView
          endpoint={endpoint}
          query={data}
          roles={data.roles ?? null}
          canManage={permissions.includes('webhooks:manage')}
          timeZone={organization.timeZone}
        />
      )}
    </RecordPageGate>
  );
}

type EndpointViewProps = {
  endpoint: WebhookEndpointPage_endpoint$key;
  query: WebhookEndpointPageQuery['response'];
  roles: WebhookEndpointPageQuery['response']['roles'] | null;
  canManage: boolean;
  timeZone: string;
};

function EndpointView({ endpoint, query, roles, canManage, timeZone }: EndpointViewProps) {
  const data = useFragment(endpointFragment, endpoint);
  const { language } = useLanguage();
  const [tested, setTested] = useState(0);
  const state = endpointState(data);
  return (
    <>
      <BackLink to="/management?tab=webhooks" label={<FormattedMessage id="webhooks.back" />} />
      <PageHeader
        title={<span data-testid="webhook-page-title">{data.name}</span>}
        description={
          <HStack as="span" gap="2">
            <StatusBadge
              status={state}
              tones={ENDPOINT_STATE_TONES}
              testId="webhook-page-state"
              withStatus
            />
          </HStack>
        }
        actions={
          canManage ? (
            <WebhookEndpointActions
              endpoint={{
                id: data.id,
                name: data.name,
                description: data.description ?? null,
                url: data.url,
                eventTypes: data.eventTypes,
                roleId: data.role?.id ?? null,
                enabled: data.enabled,
              }}
              roles={roles ?? null}
              timeZone={timeZone}
              onLogChanged={() => setTested((count) => count + 1)}
            />
          ) : null
        }
      />
      <Stack gap="4" maxWidth="5xl">
        {state !== 'ENABLED' && data.disabledAt ? (
          <NoticeAlert
            status="warning"
            testId="webhook-disabled-notice"
            title={<FormattedMessage {...ENDPOINT_STATE_TONES[state].label} />}
            description={
              <FormattedMessage
                id={state === 'FAILING' ? 'webhooks.disabledFailing' : 'webhooks.disabledManual'}
                values={{ date: formatDate(data.disabledAt, language, timeZone) }}
              />
            }
          />
        ) : null}
        <WebhookEndpointFacts endpoint={data} timeZone={timeZone} />
        <WebhookDeliveryList
          query={query}
          timeZone={timeZone}
          canReplay={canManage && data.enabled}
          refreshKey={tested}
        />
      </Stack>
    </>
  );
}
