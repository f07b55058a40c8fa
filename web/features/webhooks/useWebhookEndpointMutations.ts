import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type { useWebhookEndpointMutationsDeleteMutation } from '../../__generated__/useWebhookEndpointMutationsDeleteMutation.graphql';
import type { useWebhookEndpointMutationsRotateMutation } from '../../__generated__/useWebhookEndpointMutationsRotateMutation.graphql';
import type { useWebhookEndpointMutationsSwitchMutation } from '../../__generated__/useWebhookEndpointMutationsSwitchMutation.graphql';
import type { useWebhookEndpointMutationsTestMutation } from '../../__generated__/useWebhookEndpointMutationsTestMutation.graphql';
import { useCommit } from '../../relay/useCommit';

/**
 * What a manager does to one endpoint, each answering its payload: send a
 * test event, enable or disable it, rotate its secret, delete it. The
 * endpoint's page reads the endpoint's fields the changes answer, so it shows
 * them at once.
 */
export function useWebhookEndpointMutations(endpointId: string) {
  const [commitTest, testing] = useCommit<useWebhookEndpointMutationsTestMutation>(graphql`
    mutation useWebhookEndpointMutationsTestMutation($input: WebhookEndpointInput!) {
      webhookEndpointTest(input: $input) {
        webhookDelivery {
          id
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitSwitch, switching] = useCommit<useWebhookEndpointMutationsSwitchMutation>(graphql`
    mutation useWebhookEndpointMutationsSwitchMutation(
      $input: WebhookEndpointInput!
      $enable: Boolean!
    ) {
      webhookEndpointEnable(input: $input) @include(if: $enable) {
        webhookEndpoint {
          ...WebhookEndpointPage_endpoint
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
      webhookEndpointDisable(input: $input) @skip(if: $enable) {
        webhookEndpoint {
          ...WebhookEndpointPage_endpoint
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitRotate] = useCommit<useWebhookEndpointMutationsRotateMutation>(graphql`
    mutation useWebhookEndpointMutationsRotateMutation($input: WebhookEndpointInput!) {
      webhookEndpointRotateSecret(input: $input) {
        webhookEndpoint {
          ...WebhookEndpointPage_endpoint
        }
        secret
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitDelete] = useCommit<useWebhookEndpointMutationsDeleteMutation>(graphql`
    mutation useWebhookEndpointMutationsDeleteMutation($input: WebhookEndpointInput!) {
      webhookEndpointDelete(input: $input) {
        deletedWebhookEndpointId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return useMemo(() => {
    const input = { input: { webhookEndpointId: endpointId } };
    return {
      testing,
      switching,
      test: () => commitTest({ variables: input }).then((r) => r.webhookEndpointTest),
      enable: () =>
        commitSwitch({ variables: { ...input, enable: true } }).then(
          (r) => r.webhookEndpointEnable!,
        ),
      disable: () =>
        commitSwitch({ variables: { ...input, enable: false } }).then(
          (r) => r.webhookEndpointDisable!,
        ),
      rotate: () => commitRotate({ variables: input }).then((r) => r.webhookEndpointRotateSecret),
      remove: () => commitDelete({ variables: input }).then((r) => r.webhookEndpointDelete),
    };
  }, [endpointId, testing, switching, commitTest, commitSwitch, commitRotate, commitDelete]);
}
