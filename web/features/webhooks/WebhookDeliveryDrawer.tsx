import { Drawer, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { WebhookDeliveryDrawer_delivery$key } from '../../__generated__/WebhookDeliveryDrawer_delivery.graphql';
import { SideDrawer } from '../../ui/SideDrawer';
import { WebhookDeliveryAttempt } from './WebhookDeliveryAttempt';
import { WebhookRawBlock } from './WebhookRawBlock';

type WebhookDeliveryDrawerProps = {
  /** The delivery to show; null while the drawer is closed. */
  delivery: WebhookDeliveryDrawer_delivery$key | null;
  timeZone: string;
  onClose: () => void;
};

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

/** What the drawer shows of one delivery: its event, `webhook-id` and body, then its attempts. */
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
          ...WebhookDeliveryAttempt_attempt
        }
      }
    `,
    delivery,
  );
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
            <WebhookRawBlock testId="webhook-delivery-id">{data.webhookId}</WebhookRawBlock>
            <Text fontSize="sm" fontWeight="medium" marginTop="2">
              <FormattedMessage id="webhooks.delivery.payload" />
            </Text>
            <WebhookRawBlock testId="webhook-delivery-payload">{data.payload}</WebhookRawBlock>
          </Stack>
          {data.attempts.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="webhooks.attempts.empty" />
            </Text>
          ) : null}
          {data.attempts.map((attempt) => (
            <WebhookDeliveryAttempt key={attempt.number} attempt={attempt} timeZone={timeZone} />
          ))}
        </Stack>
      </Drawer.Body>
    </>
  );
}
