import { Code, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WebhookDeliveryRow_delivery$key } from '../../__generated__/WebhookDeliveryRow_delivery.graphql';
import type { WebhookDeliveryRowReplayMutation } from '../../__generated__/WebhookDeliveryRowReplayMutation.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { RowActionsCell } from '../../ui/RowActions';
import { StatusBadge } from '../../ui/StatusBadge';
import { toastError, toastSuccess } from '../../ui/toaster';
import { useRefusalMessage } from '../../ui/useRefusalMessage';
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
 * its attempts, and Replay sends a delivered or failed one again.
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
  const intl = useIntl();
  const refusal = useRefusalMessage();
  const [commitReplay, replaying] = useCommit<WebhookDeliveryRowReplayMutation>(graphql`
    mutation WebhookDeliveryRowReplayMutation($input: WebhookDeliveryReplayInput!) {
      webhookDeliveryReplay(input: $input) {
        webhookDelivery {
          id
          status
          failureReason
          nextAttemptAt
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const replay = async () => {
    try {
      const { webhookDeliveryReplay: answer } = await commitReplay({
        variables: { input: { webhookDeliveryId: data.id } },
      });
      if (answer.userErrors.length) toastError(refusal.ofUserErrors(answer.userErrors));
      else toastSuccess(intl.formatMessage({ id: 'webhooks.delivery.replayed' }));
    } catch (failure) {
      const message = refusal.ofFailure(failure);
      if (message) toastError(message);
    }
  };

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
              onClick: () => void replay(),
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
