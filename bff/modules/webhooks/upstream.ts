import type {
  WebhookAttemptListResponse,
  WebhookAttemptResponse,
  WebhookDeliveryBatchResponse,
  WebhookDeliveryListQuery,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookEndpointBody,
  WebhookEndpointListResponse,
  WebhookEndpointResponse,
  WebhookEndpointSecretResponse,
  WebhookReplaySinceBody,
  WebhookReplaySinceResponse,
} from '../../../contracts/account/webhooks.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

const endpointPath = (id: string, action = '') =>
  `/webhook-endpoints/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** The account service's webhook endpoints, their deliveries and the attempts at them. */
export class WebhooksApi {
  constructor(readonly client: UpstreamClient) {}

  endpoints(caller: CallerIdentity): Promise<WebhookEndpointResponse[]> {
    return this.client.items<WebhookEndpointListResponse>(caller, '/webhook-endpoints');
  }

  create(
    caller: CallerIdentity,
    body: WebhookEndpointBody,
  ): Promise<WebhookEndpointSecretResponse> {
    return this.client.call(caller, { method: 'POST', path: '/webhook-endpoints', body });
  }

  update(
    caller: CallerIdentity,
    id: string,
    body: WebhookEndpointBody,
  ): Promise<WebhookEndpointResponse> {
    return this.client.call(caller, { method: 'PUT', path: endpointPath(id), body });
  }

  /** Enables or disables an endpoint. */
  switch(
    caller: CallerIdentity,
    id: string,
    action: 'enable' | 'disable',
  ): Promise<WebhookEndpointResponse> {
    return this.client.call(caller, { method: 'POST', path: endpointPath(id, action) });
  }

  rotateSecret(caller: CallerIdentity, id: string): Promise<WebhookEndpointSecretResponse> {
    return this.client.call(caller, { method: 'POST', path: endpointPath(id, 'rotate-secret') });
  }

  remove(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, { method: 'DELETE', path: endpointPath(id) });
  }

  sendTest(caller: CallerIdentity, id: string): Promise<WebhookDeliveryResponse> {
    return this.client.call(caller, { method: 'POST', path: endpointPath(id, 'test') });
  }

  deliveries(
    caller: CallerIdentity,
    endpointId: string,
    query: WebhookDeliveryListQuery,
  ): Promise<WebhookDeliveryListResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: endpointPath(endpointId, 'deliveries'),
      query,
    });
  }

  deliveriesByIds(
    caller: CallerIdentity,
    ids: readonly string[],
  ): Promise<WebhookDeliveryResponse[]> {
    return this.client.items<WebhookDeliveryBatchResponse>(caller, '/webhook-deliveries/batch', {
      ids,
    });
  }

  attempts(caller: CallerIdentity, ids: readonly string[]): Promise<WebhookAttemptResponse[]> {
    return this.client.items<WebhookAttemptListResponse>(caller, '/webhook-deliveries/attempts', {
      ids,
    });
  }

  replay(caller: CallerIdentity, deliveryId: string): Promise<WebhookDeliveryResponse> {
    return this.deliveryAction(caller, deliveryId, 'replay');
  }

  retryNow(caller: CallerIdentity, deliveryId: string): Promise<WebhookDeliveryResponse> {
    return this.deliveryAction(caller, deliveryId, 'retry');
  }

  private deliveryAction(
    caller: CallerIdentity,
    deliveryId: string,
    action: 'replay' | 'retry',
  ): Promise<WebhookDeliveryResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: `/webhook-deliveries/${encodeURIComponent(deliveryId)}/${action}`,
    });
  }

  /** Queues again an endpoint's deliveries since an instant; answers how many. */
  replaySince(
    caller: CallerIdentity,
    endpointId: string,
    body: WebhookReplaySinceBody,
  ): Promise<WebhookReplaySinceResponse> {
    return this.client.call(caller, {
      method: 'POST',
      path: endpointPath(endpointId, 'replay'),
      body,
    });
  }
}
