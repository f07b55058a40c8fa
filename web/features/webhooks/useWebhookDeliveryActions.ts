import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { useWebhookDeliveryActionsReplayMutation } from '../../__generated__/useWebhookDeliveryActionsReplayMutation.graphql';
import type { useWebhookDeliveryActionsRetryMutation } from '../../__generated__/useWebhookDeliveryActionsRetryMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import { useToastedRefusals } from '../../ui/useToastedRefusals';

/**
 * What a manager does with one delivery of the log, each saying how it went:
 * replay a delivered, failed or skipped one (its schedule from the start), or
 * retry a pending one now. Each answers the delivery's new status, so its row
 * shows it at once.
 */
export function useWebhookDeliveryActions(deliveryId: string) {
  const intl = useIntl();
  const toasted = useToastedRefusals();
  const [commitReplay, replaying] = useCommit<useWebhookDeliveryActionsReplayMutation>(graphql`
    mutation useWebhookDeliveryActionsReplayMutation($input: WebhookDeliveryReplayInput!) {
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
  const [commitRetry, retrying] = useCommit<useWebhookDeliveryActionsRetryMutation>(graphql`
    mutation useWebhookDeliveryActionsRetryMutation($input: WebhookDeliveryRetryInput!) {
      webhookDeliveryRetry(input: $input) {
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
        webhookDelivery {
          ...WebhookDeliveryRow_delivery
        }
      }
    }
  `);

  const act = async (commit: Parameters<typeof toasted>[0], done: string) => {
    if (await toasted(commit)) toastSuccess(intl.formatMessage({ id: done }));
  };
  const variables = { input: { webhookDeliveryId: deliveryId } };
  return {
    replaying,
    retrying,
    replay: () =>
      void act(
        () => commitReplay({ variables }).then((answer) => answer.webhookDeliveryReplay),
        'webhooks.delivery.replayed',
      ),
    retry: () =>
      void act(
        () => commitRetry({ variables }).then((answer) => answer.webhookDeliveryRetry),
        'webhooks.delivery.retried',
      ),
  };
}
