import DataLoader from 'dataloader';
import type {
  WebhookAttemptResponse,
  WebhookDeliveryResponse,
  WebhookEndpointResponse,
} from '../../../contracts/account/webhooks.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId, once } from '../module.js';
import type { WebhooksApi } from './upstream.js';

/** The webhooks' DataLoaders: the deliveries a request names, and the attempts at them, each in one upstream call. */
export function webhooksLoaders(caller: CallerIdentity, api: WebhooksApi) {
  return {
    /** The organisation's endpoints (at most 20), read once per request whatever asks (needs webhooks:read). */
    webhookEndpoints: new DataLoader<'all', WebhookEndpointResponse[]>((keys) =>
      once(keys, () => api.endpoints(caller)),
    ),
    /** The organisation's deliveries by id (needs webhooks:read). */
    webhookDelivery: new DataLoader<string, WebhookDeliveryResponse | null>(
      async (ids) => byId(ids, await api.deliveriesByIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** The attempts at each delivery, newest first (needs webhooks:read). */
    webhookAttempts: new DataLoader<string, WebhookAttemptResponse[]>(
      async (ids) => {
        const attempts = await api.attempts(caller, ids);
        return ids.map((id) => attempts.filter((attempt) => attempt.deliveryId === id));
      },
      { maxBatchSize: 100 },
    ),
  };
}
