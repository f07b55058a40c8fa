import { Card, Code, DataList, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WebhookEndpointFacts_endpoint$key } from '../../__generated__/WebhookEndpointFacts_endpoint.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';
import { roleLabel } from '../../domain/role/roleLabel';
import { eventLabel } from './webhookLabels';
import { personNameOf } from '../../ui/personNameOf';

type WebhookEndpointFactsProps = { endpoint: WebhookEndpointFacts_endpoint$key; timeZone: string };

/**
 * What an endpoint is: its address, the events it receives and the role it
 * receives them as, who made it and when, when a webhook last reached it,
 * and where its signing secret stands (rotated, and until when the previous
 * one still signs).
 */
export function WebhookEndpointFacts({ endpoint, timeZone }: WebhookEndpointFactsProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment WebhookEndpointFacts_endpoint on WebhookEndpoint {
        description
        url
        eventTypes
        role {
          name
          builtIn
        }
        createdBy {
          ...personName_user @relay(mask: false)
        }
        createdAt
        lastSuccessAt
        secretRotatedAt
        previousSecretExpiresAt
      }
    `,
    endpoint,
  );
  const { language } = useLanguage();
  const when = (value: string) => formatDateTime(value, language, timeZone);
  const creator = personNameOf(data.createdBy);
  return (
    <Card.Root variant="outline" bg="bg" data-testid="webhook-facts">
      <Card.Body>
        <Stack gap="4">
          {data.description ? <Text color="fg.muted">{data.description}</Text> : null}
          <DataList.Root orientation="horizontal" size="md">
            <DetailItem
              label={<FormattedMessage id="webhooks.fact.url" />}
              testId="webhook-fact-url"
            >
              <Code size="sm" variant="surface" wordBreak="break-all">
                {data.url}
              </Code>
            </DetailItem>
            <DetailItem
              label={<FormattedMessage id="webhooks.fact.events" />}
              testId="webhook-fact-events"
            >
              <Stack gap="0.5">
                {data.eventTypes.map((type) => (
                  <Text key={type}>
                    <FormattedMessage {...eventLabel(type)} />
                  </Text>
                ))}
              </Stack>
            </DetailItem>
            <DetailItem
              label={<FormattedMessage id="webhooks.fact.role" />}
              testId="webhook-fact-role"
            >
              {data.role ? roleLabel(data.role, intl) : <FormattedMessage id="webhooks.noRole" />}
            </DetailItem>
            <DetailItem label={<FormattedMessage id="webhooks.fact.createdBy" />}>
              {when(data.createdAt)}
              {creator ? (
                <>
                  {' '}
                  <FormattedMessage id="webhooks.createdBy" values={{ name: creator }} />
                </>
              ) : null}
            </DetailItem>
            <DetailItem
              label={<FormattedMessage id="webhooks.fact.lastSuccess" />}
              testId="webhook-fact-last-success"
            >
              {data.lastSuccessAt ? (
                when(data.lastSuccessAt)
              ) : (
                <FormattedMessage id="webhooks.never" />
              )}
            </DetailItem>
            <SecretItem
              rotatedAt={data.secretRotatedAt}
              previousExpiresAt={data.previousSecretExpiresAt}
              when={when}
            />
          </DataList.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** Where the signing secret stands: never rotated, rotated (when), or rotated with the previous one still signing until when. */
function SecretItem({
  rotatedAt,
  previousExpiresAt,
  when,
}: {
  rotatedAt: string | null | undefined;
  previousExpiresAt: string | null | undefined;
  when: (value: string) => string;
}) {
  return (
    <DetailItem label={<FormattedMessage id="webhooks.fact.secret" />} testId="webhook-fact-secret">
      {!rotatedAt ? (
        <FormattedMessage id="webhooks.fact.secretNever" />
      ) : previousExpiresAt ? (
        <FormattedMessage
          id="webhooks.fact.secretOverlap"
          values={{
            rotated: when(rotatedAt),
            until: when(previousExpiresAt),
          }}
        />
      ) : (
        <FormattedMessage id="webhooks.fact.secretRotated" values={{ rotated: when(rotatedAt) }} />
      )}
    </DetailItem>
  );
}
