import { Button, Code, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { WebhookEndpointRow_endpoint$key } from '../../__generated__/WebhookEndpointRow_endpoint.graphql';
import { uuidOf } from '../../relay/globalId';
import { LastTimeCell } from '../../ui/LastTimeCell';
import { RecordNameCell } from '../../ui/RecordNameCell';
import { RowActionsCell } from '../../ui/RowActions';
import { StatusBadgeCell } from '../../ui/StatusBadgeCell';
import { ENDPOINT_STATE_TONES, endpointState, eventLabel } from './webhookLabels';

type WebhookEndpointRowProps = { endpoint: WebhookEndpointRow_endpoint$key; timeZone: string };

/** An endpoint's page: `/management/webhooks/{uuid}`. */
export const endpointPath = (globalId: string) =>
  `/management/webhooks/${uuidOf(globalId, 'WebhookEndpoint') ?? ''}`;

/**
 * One endpoint: its name and description, its address, the events it
 * receives, whether it is enabled (or why not), when a webhook last reached
 * it, and the way to its page.
 */
export function WebhookEndpointRow({ endpoint, timeZone }: WebhookEndpointRowProps) {
  const data = useFragment(
    graphql`
      fragment WebhookEndpointRow_endpoint on WebhookEndpoint {
        id
        name
        description
        url
        eventTypes
        enabled
        disabledReason
        lastSuccessAt
      }
    `,
    endpoint,
  );
  const state = endpointState(data);
  return (
    <Table.Row data-testid="webhook-row" data-state={state}>
      <RecordNameCell name={data.name} testId="webhook-name">
        {data.description ? (
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {data.description}
          </Text>
        ) : null}
      </RecordNameCell>
      <Table.Cell maxWidth="xs">
        <Code size="sm" variant="surface" wordBreak="break-all" data-testid="webhook-url">
          {data.url}
        </Code>
      </Table.Cell>
      <Table.Cell>
        <Stack gap="0.5">
          {data.eventTypes.map((type) => (
            <Text key={type} fontSize="sm" whiteSpace="nowrap">
              <FormattedMessage {...eventLabel(type)} />
            </Text>
          ))}
        </Stack>
      </Table.Cell>
      <StatusBadgeCell status={state} tones={ENDPOINT_STATE_TONES} testId="webhook-state" />
      <LastTimeCell
        at={data.lastSuccessAt}
        timeZone={timeZone}
        never={<FormattedMessage id="webhooks.never" />}
      />
      <RowActionsCell>
        <Button asChild variant="outline" size="xs" data-testid="webhook-open">
          <RouterLink to={endpointPath(data.id)}>
            <FormattedMessage id="webhooks.open" />
          </RouterLink>
        </Button>
      </RowActionsCell>
    </Table.Row>
  );
}
