import { Badge, Box, Code, Drawer, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WebhookDeliveryDrawer_delivery$key } from '../../__generated__/WebhookDeliveryDrawer_delivery.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { SideDrawer } from '../../ui/SideDrawer';

type WebhookDeliveryDrawerProps = {
  /** The delivery to show; null while the drawer is closed. */
  delivery: WebhookDeliveryDrawer_delivery$key | null;
  timeZone: string;
  onClose: () => void;
};

/** Headers as lines of `name: value`. */
const headerText = (headers: readonly { readonly name: string; readonly value: string }[]) =>
  headers.map((header) => `${header.name}: ${header.value}`).join('\n');

/** A block of text as sent or received, wrapped, never wider than the drawer. */
function Raw({ children, testId }: { children: string; testId?: string }) {
  return (
    <Code
      as="pre"
      display="block"
      size="sm"
      variant="surface"
      padding="2"
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
      maxHeight="48"
      overflowY="auto"
      data-testid={testId}
    >
      {children}
    </Code>
  );
}

/**
 * One delivery's log: its `webhook-id` and body, then every attempt, the
 * newest first, with the request's headers (the signature among them) and
 * the answer's status, headers and first 4 KB, or how it failed before one
 * came.
 */
export function WebhookDeliveryDrawer({ delivery, timeZone, onClose }: WebhookDeliveryDrawerProps) {
  const intl = useIntl();
  return (
    <SideDrawer
      open={delivery !== null}
      onClose={onClose}
      testId="webhook-delivery-drawer"
      closeLabel={intl.formatMessage({ id: 'common.close' })}
    >
      {delivery ? <DeliveryLog delivery={delivery} timeZone={timeZone} /> : null}
    </SideDrawer>
  );
}

function DeliveryLog({
  delivery,
  timeZone,
}: {
  delivery: WebhookDeliveryDrawer_delivery$key;
  timeZone: string;
}) {
  const data = useFragment(
    graphql`
      fragment WebhookDeliveryDrawer_delivery on WebhookDelivery {
        webhookId
        eventType
        payload
        attempts {
          number
          attemptedAt
          durationMs
          url
          requestHeaders {
            name
            value
          }
          responseStatus
          responseHeaders {
            name
            value
          }
          responseBody
          error
          errorMessage
        }
      }
    `,
    delivery,
  );
  const { language } = useLanguage();
  return (
    <>
      <Drawer.Header>
        <Drawer.Title>
          <FormattedMessage id="webhooks.delivery.title" values={{ event: data.eventType }} />
        </Drawer.Title>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="5">
          <Stack gap="1">
            <Text fontSize="sm" fontWeight="medium">
              <FormattedMessage id="webhooks.delivery.webhookId" />
            </Text>
            <Raw testId="webhook-delivery-id">{data.webhookId}</Raw>
            <Text fontSize="sm" fontWeight="medium" marginTop="2">
              <FormattedMessage id="webhooks.delivery.payload" />
            </Text>
            <Raw testId="webhook-delivery-payload">{data.payload}</Raw>
          </Stack>
          {data.attempts.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="webhooks.attempts.empty" />
            </Text>
          ) : null}
          {data.attempts.map((attempt) => (
            <Box
              key={attempt.number}
              borderTopWidth="1px"
              borderColor="border"
              paddingTop="4"
              data-testid="webhook-attempt"
            >
              <HStack justifyContent="space-between" gap="2" wrap="wrap" marginBottom="2">
                <Text fontWeight="semibold">
                  <FormattedMessage
                    id="webhooks.attempt.number"
                    values={{ number: attempt.number }}
                  />
                </Text>
                <Badge
                  variant="subtle"
                  colorPalette={
                    attempt.responseStatus && attempt.responseStatus < 300 ? 'green' : 'red'
                  }
                  data-testid="webhook-attempt-outcome"
                >
                  {attempt.responseStatus ? (
                    <FormattedMessage
                      id="webhooks.attempt.responseStatus"
                      values={{ status: attempt.responseStatus }}
                    />
                  ) : (
                    <FormattedMessage
                      id={`webhooks.attempt.error.${attempt.error ?? 'CONNECTION_FAILED'}`}
                    />
                  )}
                </Badge>
              </HStack>
              <Text
                fontSize="xs"
                color="fg.muted"
                fontVariantNumeric="tabular-nums"
                marginBottom="2"
              >
                {formatDateTime(attempt.attemptedAt, language, timeZone)} ·{' '}
                <FormattedMessage
                  id="webhooks.attempt.duration"
                  values={{ ms: attempt.durationMs }}
                />
              </Text>
              <Stack gap="2">
                <Text fontSize="sm" fontWeight="medium">
                  <FormattedMessage id="webhooks.attempt.request" />
                </Text>
                <Raw>{`POST ${attempt.url}\n${headerText(attempt.requestHeaders)}`}</Raw>
                <Text fontSize="sm" fontWeight="medium">
                  <FormattedMessage id="webhooks.attempt.response" />
                </Text>
                <Raw testId="webhook-attempt-response">
                  {attempt.responseStatus
                    ? `${headerText(attempt.responseHeaders ?? [])}\n\n${attempt.responseBody ?? ''}`
                    : (attempt.errorMessage ?? '')}
                </Raw>
              </Stack>
            </Box>
          ))}
        </Stack>
      </Drawer.Body>
    </>
  );
}
