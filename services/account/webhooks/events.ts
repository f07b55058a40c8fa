import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookPayload,
  type WebhookSource,
} from '../../../contracts/account/webhooks.js';

export { webhookEventOf } from '../../../contracts/account/webhooks.js';
import { globalIdOf } from '../../../platform/global-id.js';

/** The services whose feeds carry webhook events. */
export const WEBHOOK_SOURCES: readonly WebhookSource[] = ['treasury', 'invoicing'];

/** The types of a source's own events that make webhook events: what the dispatcher reads of its feed. */
export function feedTypesOf(source: WebhookSource): string[] {
  return [
    ...new Set(
      WEBHOOK_EVENT_TYPES.map((type) => WEBHOOK_EVENTS[type])
        .filter((event) => event.source === source)
        .map((event) => event.domainType),
    ),
  ];
}

/** Every type of the services' own events that makes a webhook event (a notification of another wakes no dispatcher). */
export const DISPATCHED_TYPES: ReadonlySet<string> = new Set(WEBHOOK_SOURCES.flatMap(feedTypesOf));

/** The body of a test webhook: it names the endpoint it was sent to. */
export function testPayload(endpointId: string, organizationId: string, at: Date): string {
  const payload: WebhookPayload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: at.toISOString(),
    data: {
      id: globalIdOf('WebhookEndpoint', endpointId),
      organizationId: globalIdOf('Organization', organizationId),
      change: null,
    },
  };
  return JSON.stringify(payload);
}
