import { Code, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WebhookDeliveryRow_delivery$key } from '../../__generated__/WebhookDeliveryRow_delivery.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { RowActionsCell } from '../../ui/RowActions';
import { StatusBadge } from '../../ui/StatusBadge';
import { useWebhookDeliveryActions } from './useWebhookDeliveryActions';
import { DELIVERY_STATUS_TONES } from './webhookLabels';

type WebhookDeliveryRowProps = {
  delivery: WebhookDeliveryRow_delivery$key;
  timeZone: string;
  canReplay: boolean;
  onOpen: () => void;
};

/**
 * One delivery of the log: the event sent, its status (and why it failed, or
 * when it is tried next), how many attempts, when it was made; Details opens
 * its attempts, Replay sends a delivered, failed or skipped one again, and
 * Retry now attempts a pending one without waiting for its next attempt.
 */
export function WebhookDeliveryRow({
  delivery,
  timeZone,
  canReplay,
  onOpen,
}: WebhookDeliveryRowProps) {
  const data = useFragment(
    graphql`
      fragment WebhookDeliveryRow_delivery on WebhookDelivery {
        id
        eventType
        status
        failureReason
        attemptCount
        nextAttemptAt
        createdAt
      }
    `,
    delivery,
  );
  const { language } = useLanguage();
  const { replay, replaying, retry, retrying } = useWebhookDeliveryActions(data.id);

  return (
    <Table.Row data-testid="webhook-delivery-row" data-status={data.status}>
      <Table.Cell>
        <Code size="sm" variant="surface" whiteSpace="nowrap" data-testid="webhook-delivery-event">
          {data.eventType}
        </Code>
      </Table.Cell>
      <DeliveryStatusCell
        status={data.status}
        failureReason={data.failureReason}
        nextAttemptAt={data.nextAttemptAt}
        timeZone={timeZone}
      />
      <Table.Cell
        textAlign="end"
        fontVariantNumeric="tabular-nums"
        data-testid="webhook-delivery-attempts"
      >
        <FormattedNumber value={data.attemptCount} />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatDateTime(data.createdAt, language, timeZone)}
      </Table.Cell>
      <RowActionsCell>
        <ActionButtonList
          size="xs"
          buttons={[
            {
              label: 'webhooks.delivery.open',
              testId: 'webhook-delivery-open',
              look: 'plain',
              onClick: onOpen,
            },
            {
              label: 'webhooks.delivery.replay',
              testId: 'webhook-delivery-replay',
              look: 'plain',
              shown: canReplay && data.status !== 'PENDING',
              loading: replaying,
              onClick: replay,
            },
            {
              label: 'webhooks.delivery.retry',
              testId: 'webhook-delivery-retry',
              look: 'plain',
              shown: canReplay && data.status === 'PENDING',
              loading: retrying,
              onClick: retry,
            },
          ]}
        />
      </RowActionsCell>
    </Table.Row>
  );
}

/** The delivery's status, with why it failed or, while pending, when it is tried next. */
function DeliveryStatusCell({
  status,
  failureReason,
  nextAttemptAt,
  timeZone,
}: {
  status: string;
  failureReason: string | null | undefined;
  nextAttemptAt: string | null | undefined;
  timeZone: string;
}) {
  const { language } = useLanguage();
  return (
    <Table.Cell>
      <Stack gap="0.5" alignItems="flex-start">
        <StatusBadge
          status={status}
          tones={DELIVERY_STATUS_TONES}
          testId="webhook-delivery-status"
        />
        {failureReason ? (
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id={`webhooks.deliveryReason.${failureReason}`} />
          </Text>
        ) : null}
        {status === 'PENDING' && nextAttemptAt ? (
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
            <FormattedMessage
              id="webhooks.delivery.nextAttempt"
              values={{ time: formatDateTime(nextAttemptAt, language, timeZone) }}
            />
          </Text>
        ) : null}
      </Stack>
    </Table.Cell>
  );
}
