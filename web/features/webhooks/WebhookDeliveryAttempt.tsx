import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WebhookDeliveryAttempt_attempt$key } from '../../__generated__/WebhookDeliveryAttempt_attempt.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { WebhookRawBlock } from './WebhookRawBlock';

/** Headers as lines of `name: value`. */
const headerText = (headers: readonly { readonly name: string; readonly value: string }[]) =>
  headers.map((header) => `${header.name}: ${header.value}`).join('\n');

/**
 * One attempt at a delivery: its number and outcome, when and how long, the
 * request with its headers (the signature among them), and the answer's
 * status, headers and first 4 KB, or how it failed before one came.
 */
export function WebhookDeliveryAttempt({
  attempt: attemptKey,
  timeZone,
}: {
  attempt: WebhookDeliveryAttempt_attempt$key;
  timeZone: string;
}) {
  const attempt = useFragment(
    graphql`
      fragment WebhookDeliveryAttempt_attempt on WebhookDeliveryAttempt {
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
    `,
    attemptKey,
  );
  const { language } = useLanguage();
  return (
    <Box borderTopWidth="1px" borderColor="border" paddingTop="4" data-testid="webhook-attempt">
      <HStack justifyContent="space-between" gap="2" wrap="wrap" marginBottom="2">
        <Text fontWeight="semibold">
          <FormattedMessage id="webhooks.attempt.number" values={{ number: attempt.number }} />
        </Text>
        <Badge
          variant="subtle"
          colorPalette={attempt.responseStatus && attempt.responseStatus < 300 ? 'green' : 'red'}
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
      <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" marginBottom="2">
        {formatDateTime(attempt.attemptedAt, language, timeZone)} ·{' '}
        <FormattedMessage id="webhooks.attempt.duration" values={{ ms: attempt.durationMs }} />
      </Text>
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          <FormattedMessage id="webhooks.attempt.request" />
        </Text>
        <WebhookRawBlock>{`POST ${attempt.url}\n${headerText(attempt.requestHeaders)}`}</WebhookRawBlock>
        <Text fontSize="sm" fontWeight="medium">
          <FormattedMessage id="webhooks.attempt.response" />
        </Text>
        <WebhookRawBlock testId="webhook-attempt-response">
          {attempt.responseStatus
            ? `${headerText(attempt.responseHeaders ?? [])}\n\n${attempt.responseBody ?? ''}`
            : (attempt.errorMessage ?? '')}
        </WebhookRawBlock>
      </Stack>
    </Box>
  );
}
