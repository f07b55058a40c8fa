import type { FeedEvent } from '../../../contracts/common/event-feed.js';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
  type WebhookPayload,
  type WebhookSource,
} from '../../../contracts/account/webhooks.js';
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

/** The public event a source's event makes, or null when webhooks deliver nothing of it (another type, or a change not delivered). */
export function webhookEventOf(source: WebhookSource, event: FeedEvent): WebhookEventType | null {
  for (const type of WEBHOOK_EVENT_TYPES) {
    const definition: { source: string; domainType: string; changes?: readonly string[] } =
      WEBHOOK_EVENTS[type];
    if (
      definition.source === source &&
      definition.domainType === event.type &&
      (!definition.changes || (event.change !== null && definition.changes.includes(event.change)))
    )
      return type;
  }
  return null;
}

/**
 * The body of a webhook of an event, as it is sent and signed: the public
 * type, when the change was committed, and the global ids of what it names,
 * each equal to the `id` the GraphQL API answers for that record.
 */
export function webhookPayload(type: WebhookEventType, event: FeedEvent): string {
  const ids = (kind: string, list: readonly string[] = []) =>
    list.map((id) => globalIdOf(kind, id));
  const payload: WebhookPayload = {
    type,
    timestamp: event.occurredAt,
    data: {
      id: globalIdOf(WEBHOOK_EVENTS[type].subject, event.subjectId),
      organizationId: globalIdOf('Organization', event.organizationId),
      change: event.change,
      ...(type === 'reconciliation.updated'
        ? {
            statementTransactionIds: ids(
              'StatementTransaction',
              event.related?.statementTransactionIds,
            ),
            expectedTransactionIds: ids(
              'ExpectedTransaction',
              event.related?.expectedTransactionIds,
            ),
          }
        : {}),
      ...(event.record ? { record: event.record } : {}),
    },
  };
  return JSON.stringify(payload);
}

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
