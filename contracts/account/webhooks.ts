import { Type, type Static } from 'typebox';
import { areaActivity, plural } from '../common/activity-text.js';
import { defineErrors, nameRequiredError } from '../common/errors.js';
import { EventRecordSchema, type FeedEvent } from '../common/event-feed.js';
import {
  CUSTOMER_CHANGES,
  type EVENT_VOCABULARY,
  type EventChange,
  type EventService,
  type EventType,
} from '../common/events.js';
import {
  BatchIdsQuery,
  BatchOf,
  EdgeOf,
  ForwardPageQuery,
  Nullable,
  PageInfo,
} from '../common/schemas.js';
import type { Permission } from './permissions.js';

export { IdParams } from '../common/schemas.js';

/*
 * Webhooks for integrators who cannot keep a WebSocket open: per-organisation
 * endpoints that receive, signed as the Standard Webhooks specification says
 * (https://www.standardwebhooks.com), the events the GraphQL subscriptions
 * push. The account service keeps the endpoints and delivers; the events come
 * from the treasury's and the invoicing's outbox feeds (common/event-feed.ts).
 */

/** A service whose outbox feed carries webhook events. */
export type WebhookSource = EventService;

/**
 * What an event of a public type is made from, and what a role needs to
 * receive it: one of the vocabulary's event types (contracts/common/events.ts),
 * from the service the vocabulary says publishes it, and only changes the
 * vocabulary gives that type.
 */
export type WebhookEventDefinition = {
  [Type in EventType]: {
    /** The service whose feed carries it. */
    source: (typeof EVENT_VOCABULARY)[Type]['service'];
    /** The type of the service's own event (its outbox row) it is made from. */
    domainType: Type;
    /** Only these changes of the service's event are delivered; all when absent. */
    changes?: readonly EventChange<Type>[];
    /** The GraphQL type of the record the event names (its `data.id` is that record's global id). */
    subject: string;
    /**
     * What an endpoint's role needs to hold, one of these, to be given the event
     * at all; each event also carries the permission its own record needs,
     * checked when it is delivered (an import's depends on its kind).
     */
    permissions: readonly [Permission, ...Permission[]];
    /** What it says, for the guide and GraphQL. */
    description: string;
  };
}[EventType];

/** Every change of a customer but its approval, which `customer.approved` delivers. */
const CUSTOMER_CHANGES_BUT_APPROVAL = (
  Object.keys(CUSTOMER_CHANGES) as (keyof typeof CUSTOMER_CHANGES)[]
).filter((change) => change !== 'APPROVED');

/**
 * The events an endpoint may subscribe to, by their public type: the same as
 * the subscriptions `paymentUpdated`, `transferUpdated`,
 * `reconciliationUpdated`, an import's end and an invoice becoming paid.
 */
export const WEBHOOK_EVENTS = {
  'payment.updated': {
    source: 'treasury',
    domainType: 'payment.updated',
    subject: 'Payment',
    permissions: ['payments:read'],
    description:
      'A payment changed: created, updated, given an approval, approved, rejected, cancelled, archived, resent, exported, in progress, sent or failed (`change`).',
  },
  'transfer.updated': {
    source: 'treasury',
    domainType: 'transfer.updated',
    subject: 'Transfer',
    permissions: ['transfers:read'],
    description: 'A transfer changed, as `payment.updated` says of payments.',
  },
  'reconciliation.updated': {
    source: 'treasury',
    domainType: 'reconciliation.updated',
    changes: ['MATCHED', 'REMOVED'],
    subject: 'Reconciliation',
    permissions: ['reconciliation:read'],
    description:
      'A match was made (MATCHED) or removed (REMOVED), with the statement and expected transactions it touched.',
  },
  'import.finished': {
    source: 'treasury',
    domainType: 'import.finished',
    subject: 'Import',
    permissions: [
      'statements:read',
      'counterparties:read',
      'expected-transactions:read',
      'payment-providers:read',
      'payments:read',
      'transfers:read',
    ],
    description:
      'An import ended: COMPLETED, BLOCKED (by errors), NEEDS_CONFIRMATION (warnings to accept) or FAILED (`change`); delivered for the kinds of import the role may read.',
  },
  'sales_invoice.paid': {
    source: 'invoicing',
    domainType: 'sales-invoice.paid',
    changes: ['PAID'],
    subject: 'SalesInvoice',
    permissions: ['invoices:read'],
    description:
      'A sales invoice became PAID: payments, credit and withholding now cover its total, whatever brought it there.',
  },
  'sales_invoice.partly_paid': {
    source: 'invoicing',
    domainType: 'sales-invoice.paid',
    changes: ['PARTLY_PAID'],
    subject: 'SalesInvoice',
    permissions: ['invoices:read'],
    description:
      'A payment, credit or withholding took some of a sales invoice’s outstanding amount off and some is still open (`record.outstanding`).',
  },
  'sales_invoice.issued': {
    source: 'invoicing',
    domainType: 'sales-invoice.changed',
    changes: ['ISSUED'],
    subject: 'SalesInvoice',
    permissions: ['invoices:read'],
    description:
      'A sales invoice was approved and numbered (ISSUED): approval and issue are one step, so this is also the approval.',
  },
  'sales_invoice.cancelled': {
    source: 'invoicing',
    domainType: 'sales-invoice.changed',
    changes: ['CANCELLED'],
    subject: 'SalesInvoice',
    permissions: ['invoices:read'],
    description: 'A sales invoice was cancelled, with a reason.',
  },
  'sales_invoice.overdue': {
    source: 'invoicing',
    domainType: 'sales-invoice.changed',
    changes: ['OVERDUE'],
    subject: 'SalesInvoice',
    permissions: ['invoices:read'],
    description:
      'A sales invoice’s due date passed, in the organisation’s time zone, with an amount still open: once per due date.',
  },
  'invoice_payment.recorded': {
    source: 'invoicing',
    domainType: 'invoice-payment.changed',
    changes: ['CREATED'],
    subject: 'InvoicePayment',
    permissions: ['invoice-payments:read'],
    description: 'A payment from a customer was recorded.',
  },
  'invoice_payment.cancelled': {
    source: 'invoicing',
    domainType: 'invoice-payment.changed',
    changes: ['CANCELLED'],
    subject: 'InvoicePayment',
    permissions: ['invoice-payments:read'],
    description:
      'A payment from a customer was cancelled, with a reason: its allocations are undone.',
  },
  'credit_memo.issued': {
    source: 'invoicing',
    domainType: 'credit-memo.changed',
    changes: ['OPEN'],
    subject: 'CreditMemo',
    permissions: ['credit-memos:read'],
    description: 'A credit memo was approved: OPEN, to be applied to invoices.',
  },
  'sales_order.changed': {
    source: 'invoicing',
    domainType: 'sales-order.changed',
    subject: 'SalesOrder',
    permissions: ['sales-orders:read'],
    description:
      'A sales order was made or moved (PENDING_APPROVAL, OPEN, REJECTED, CANCELLED, CLOSED), invoiced, fulfilled by a goods receipt, or its draft edited (`change`).',
  },
  'purchase_order.changed': {
    source: 'invoicing',
    domainType: 'purchase-order.changed',
    subject: 'PurchaseOrder',
    permissions: ['purchase-orders:read'],
    description:
      'A purchase order was made or moved (PENDING_APPROVAL, OPEN, REJECTED, CANCELLED, CLOSED), or fulfilled by a goods receipt (`change`).',
  },
  'goods_receipt.changed': {
    source: 'invoicing',
    domainType: 'goods-receipt.changed',
    subject: 'GoodsReceipt',
    permissions: ['sales-orders:read', 'purchase-orders:read'],
    description:
      'Goods were received against an order (CREATED) or a receipt was cancelled (CANCELLED); delivered for the kinds of order the role may read.',
  },
  'customer.approved': {
    source: 'invoicing',
    domainType: 'customer.changed',
    changes: ['APPROVED'],
    subject: 'Customer',
    permissions: ['customers:read'],
    description: 'A customer’s request was approved with its terms: the customer is ACTIVE.',
  },
  'customer.changed': {
    source: 'invoicing',
    domainType: 'customer.changed',
    changes: CUSTOMER_CHANGES_BUT_APPROVAL,
    subject: 'Customer',
    permissions: ['customers:read'],
    description:
      'A customer changed otherwise than by its approval: invited, added, its request saved or sent, edited, its documents or terms changed, rejected or deactivated (`change`).',
  },
  'counterparty.created': {
    source: 'treasury',
    domainType: 'counterparty.created',
    subject: 'Counterparty',
    permissions: ['counterparties:read'],
    description: 'A counterparty was created (by hand, by an import or from a statement line).',
  },
  'counterparty.updated': {
    source: 'treasury',
    domainType: 'counterparty.updated',
    subject: 'Counterparty',
    permissions: ['counterparties:read'],
    description:
      'A counterparty’s fields changed (UPDATED), or it was made inactive (INACTIVE) or active again (ACTIVE).',
  },
  'bill.changed': {
    source: 'treasury',
    domainType: 'bill.changed',
    subject: 'Bill',
    permissions: ['bills:read'],
    description: 'A bill was recorded (CREATED), submitted, approved or cancelled (`change`).',
  },
} as const satisfies Record<string, WebhookEventDefinition>;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

/** The event `webhookEndpointTest` sends, whatever the endpoint subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_NAME_MAX = 80;
export const WEBHOOK_DESCRIPTION_MAX = 500;
export const WEBHOOK_URL_MAX = 2000;
/** The most endpoints one organisation may have. */
export const MAX_WEBHOOK_ENDPOINTS = 20;
/** How much of a receiver's answer each attempt keeps, in bytes. */
export const WEBHOOK_RESPONSE_KEPT = 4096;

/**
 * The body of every webhook (Standard Webhooks' shape): its type, when the
 * change happened, and what names it. It carries no amounts and no names: an
 * integrator reads the record through the API, with `node(id:)`, as it is now.
 */
export const WebhookPayload = Type.Object({
  type: Type.String({ description: 'The public event type, `payment.updated`.' }),
  timestamp: Type.String({ format: 'date-time', description: 'When the change was committed.' }),
  data: Type.Object({
    id: Type.String({ description: 'The global id of the record the event is about.' }),
    organizationId: Type.String({ description: 'The organisation’s global id.' }),
    change: Nullable(Type.String({ description: 'What happened, when a type says more.' })),
    statementTransactionIds: Type.Optional(Type.Array(Type.String())),
    expectedTransactionIds: Type.Optional(Type.Array(Type.String())),
    record: Type.Optional(EventRecordSchema),
  }),
});
export type WebhookPayload = Static<typeof WebhookPayload>;

/** The public event a source's event makes, or null when webhooks deliver nothing of it (another type, or a change not delivered). */
export function webhookEventOf(
  source: WebhookSource,
  event: Pick<FeedEvent, 'type' | 'change'>,
): WebhookEventType | null {
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
 * each equal to the `id` the GraphQL API answers for that record
 * (`globalIdOf`, platform/global-id.ts). The same for a webhook and for an
 * event heard over the `webhookEvents` subscription.
 */
export function webhookPayload(
  type: WebhookEventType,
  event: Pick<FeedEvent, 'occurredAt' | 'subjectId' | 'organizationId' | 'change' | 'related'> & {
    record?: FeedEvent['record'] | undefined;
  },
  globalIdOf: (type: string, id: string) => string,
): string {
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

export const WebhookDisabledReason = Type.Union([Type.Literal('MANUAL'), Type.Literal('FAILING')]);
export type WebhookDisabledReason = Static<typeof WebhookDisabledReason>;

export const WebhookEndpointResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  description: Nullable(Type.String()),
  url: Type.String(),
  eventTypes: Type.Array(Type.String()),
  role: Nullable(Type.Object({ id: Type.String(), name: Type.String() })),
  createdBy: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  enabled: Type.Boolean(),
  disabledReason: Nullable(WebhookDisabledReason),
  disabledAt: Nullable(Type.String({ format: 'date-time' })),
  secretRotatedAt: Nullable(Type.String({ format: 'date-time' })),
  previousSecretExpiresAt: Nullable(
    Type.String({
      format: 'date-time',
      description: 'Until when the secret before the last rotation still signs too.',
    }),
  ),
  lastSuccessAt: Nullable(Type.String({ format: 'date-time' })),
});
export type WebhookEndpointResponse = Static<typeof WebhookEndpointResponse>;

export const WebhookEndpointListResponse = Type.Object({
  items: Type.Array(WebhookEndpointResponse),
});
export type WebhookEndpointListResponse = Static<typeof WebhookEndpointListResponse>;

/** A new endpoint, or an endpoint's fields again to change it. */
export const WebhookEndpointBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    description: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    url: Type.String({ maxLength: 4000 }),
    eventTypes: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 50 }),
    roleId: Type.String({ format: 'uuid' }),
  },
  { additionalProperties: false },
);
export type WebhookEndpointBody = Static<typeof WebhookEndpointBody>;

/** An endpoint with its signing secret, shown this once (at creation and at each rotation). */
export const WebhookEndpointSecretResponse = Type.Object({
  endpoint: WebhookEndpointResponse,
  secret: Type.String({
    description: '`whsec_` and the key in base64, as Standard Webhooks has it.',
  }),
});
export type WebhookEndpointSecretResponse = Static<typeof WebhookEndpointSecretResponse>;

export const WebhookDeliveryStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('DELIVERED'),
  Type.Literal('FAILED'),
  // Raised while its endpoint was disabled: kept, never attempted, until replayed.
  Type.Literal('SKIPPED'),
]);
export type WebhookDeliveryStatus = Static<typeof WebhookDeliveryStatus>;

/** Why a delivery ended without being delivered. */
export const WebhookFailureReason = Type.Union([
  Type.Literal('SCHEDULE_EXHAUSTED'),
  Type.Literal('ENDPOINT_DISABLED'),
  Type.Literal('PERMISSION_REMOVED'),
]);
export type WebhookFailureReason = Static<typeof WebhookFailureReason>;

export const WebhookDeliveryResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  endpointId: Type.String({ format: 'uuid' }),
  webhookId: Type.String({
    description: 'The `webhook-id` header: the same on every attempt and replay.',
  }),
  eventType: Type.String(),
  payload: Type.String({ description: 'The body sent, as sent.' }),
  status: WebhookDeliveryStatus,
  failureReason: Nullable(WebhookFailureReason),
  attemptCount: Type.Integer(),
  nextAttemptAt: Nullable(Type.String({ format: 'date-time' })),
  deliveredAt: Nullable(Type.String({ format: 'date-time' })),
  failedAt: Nullable(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
});
export type WebhookDeliveryResponse = Static<typeof WebhookDeliveryResponse>;

export const WebhookDeliveryEdge = EdgeOf(WebhookDeliveryResponse);
export const WebhookDeliveryListQuery = Type.Object({
  ...ForwardPageQuery,
  status: Type.Optional(WebhookDeliveryStatus),
});
export type WebhookDeliveryListQuery = Static<typeof WebhookDeliveryListQuery>;
export const WebhookDeliveryListResponse = Type.Object({
  items: Type.Array(WebhookDeliveryEdge),
  totalCount: Type.Integer(),
  pageInfo: PageInfo,
});
export type WebhookDeliveryListResponse = Static<typeof WebhookDeliveryListResponse>;

export const WebhookDeliveryBatchQuery = BatchIdsQuery;
export const WebhookDeliveryBatchResponse = BatchOf(WebhookDeliveryResponse);
export type WebhookDeliveryBatchResponse = Static<typeof WebhookDeliveryBatchResponse>;

/**
 * "Replay everything since…": an endpoint's skipped and failed deliveries
 * (and delivered ones when asked) made since an instant, queued again.
 */
export const WebhookReplaySinceBody = Type.Object(
  {
    since: Type.String({
      format: 'date-time',
      description:
        'Deliveries made at or after this instant; not in the future, nor before the log keeps.',
    }),
    includeDelivered: Type.Optional(
      Type.Boolean({ description: 'Queue the delivered ones again too (false by default).' }),
    ),
  },
  { additionalProperties: false },
);
export type WebhookReplaySinceBody = Static<typeof WebhookReplaySinceBody>;

export const WebhookReplaySinceResponse = Type.Object({
  queued: Type.Integer({
    description: 'How many deliveries were queued again, each with its own `webhook-id`.',
  }),
});
export type WebhookReplaySinceResponse = Static<typeof WebhookReplaySinceResponse>;

/** How an attempt went wrong before an answer came, when it did. */
export const WebhookAttemptError = Type.Union([
  Type.Literal('TIMEOUT'),
  Type.Literal('CONNECTION_REFUSED'),
  Type.Literal('CONNECTION_FAILED'),
  Type.Literal('ADDRESS_REFUSED'),
  Type.Literal('DNS'),
  Type.Literal('TLS'),
]);
export type WebhookAttemptError = Static<typeof WebhookAttemptError>;

export const WebhookAttemptResponse = Type.Object({
  deliveryId: Type.String({ format: 'uuid' }),
  number: Type.Integer(),
  attemptedAt: Type.String({ format: 'date-time' }),
  durationMs: Type.Integer(),
  url: Type.String(),
  requestHeaders: Type.Record(Type.String(), Type.String()),
  responseStatus: Nullable(Type.Integer()),
  responseHeaders: Nullable(Type.Record(Type.String(), Type.String())),
  responseBody: Nullable(Type.String()),
  error: Nullable(WebhookAttemptError),
  errorMessage: Nullable(Type.String()),
});
export type WebhookAttemptResponse = Static<typeof WebhookAttemptResponse>;

export const WebhookAttemptListResponse = Type.Object({
  items: Type.Array(WebhookAttemptResponse),
});
export type WebhookAttemptListResponse = Static<typeof WebhookAttemptListResponse>;

/** The webhook rules' refusals; a role that is not found answers with the role's own code. */
export const webhookErrors = defineErrors({
  notFound: { status: 404, code: 'U-ACC-WH-1', message: 'Webhook endpoint not found.' },
  nameRequired: nameRequiredError('U-ACC-WH-2', 'endpoint', WEBHOOK_NAME_MAX),
  nameTaken: {
    status: 409,
    code: 'U-ACC-WH-3',
    message: 'An endpoint with this name already exists.',
    field: 'name',
  },
  descriptionTooLong: {
    status: 400,
    code: 'U-ACC-WH-4',
    message: `A description has at most ${WEBHOOK_DESCRIPTION_MAX} characters.`,
    field: 'description',
  },
  urlInvalid: {
    status: 400,
    code: 'U-ACC-WH-5',
    message: `Enter the endpoint's full address, such as https://erp.example.co.id/kas/webhooks (at most ${WEBHOOK_URL_MAX} characters).`,
    field: 'url',
  },
  urlNotHttps: {
    status: 400,
    code: 'U-ACC-WH-6',
    message: 'The endpoint must use https, so what it receives cannot be read on the way.',
    field: 'url',
  },
  urlCredentials: {
    status: 400,
    code: 'U-ACC-WH-7',
    message:
      'The address cannot hold a user name or password: the signature proves where a webhook comes from.',
    field: 'url',
  },
  urlPrivate: {
    status: 400,
    code: 'U-ACC-WH-8',
    message:
      'This address is loopback, private or otherwise not on the public internet ({address}); webhooks go only to public addresses.',
    field: 'url',
  },
  eventsRequired: {
    status: 400,
    code: 'U-ACC-WH-9',
    message: 'Choose at least one event.',
    field: 'eventTypes',
  },
  eventUnknown: {
    status: 400,
    code: 'U-ACC-WH-10',
    message: 'There is no event {type}.',
    field: 'eventTypes',
  },
  ownerRole: {
    status: 409,
    code: 'U-ACC-WH-11',
    message:
      'An endpoint cannot act in the owner role; give it a role with only what the integration needs to read.',
    field: 'roleId',
  },
  roleCannotRead: {
    status: 409,
    code: 'U-ACC-WH-12',
    message: 'The role does not hold {permission}, so the endpoint would never receive {type}.',
    field: 'eventTypes',
  },
  tooMany: {
    status: 409,
    code: 'U-ACC-WH-13',
    message: `An organisation has at most ${MAX_WEBHOOK_ENDPOINTS} endpoints; delete one it no longer uses.`,
  },
  alreadyEnabled: {
    status: 409,
    code: 'U-ACC-WH-14',
    message: 'This endpoint is already enabled.',
  },
  alreadyDisabled: {
    status: 409,
    code: 'U-ACC-WH-15',
    message: 'This endpoint is already disabled.',
  },
  endpointDisabled: {
    status: 409,
    code: 'U-ACC-WH-16',
    message: 'This endpoint is disabled: enable it first.',
  },
  deliveryNotFound: { status: 404, code: 'U-ACC-WH-17', message: 'Webhook delivery not found.' },
  deliveryPending: {
    status: 409,
    code: 'U-ACC-WH-18',
    message:
      'This delivery is still being attempted on its schedule; replay it once it is delivered or has failed.',
  },
  replayEndpointDisabled: {
    status: 409,
    code: 'U-ACC-WH-19',
    message:
      'This endpoint is disabled, so its deliveries would only be skipped again: enable it, then replay.',
  },
  replaySinceFuture: {
    status: 400,
    code: 'U-ACC-WH-20',
    message: 'Replay since an instant that has passed, not one in the future.',
    field: 'since',
  },
  replaySinceTooOld: {
    status: 400,
    code: 'U-ACC-WH-21',
    message: 'The delivery log keeps {days} days: replay since an instant within them.',
    field: 'since',
  },
  retryDelivered: {
    status: 409,
    code: 'U-ACC-WH-22',
    message: 'This delivery was delivered already; replay it to send it again.',
  },
  retryNotPending: {
    status: 409,
    code: 'U-ACC-WH-23',
    message:
      'Only a delivery waiting for its next attempt can be retried now; replay a failed or skipped one.',
  },
  retryEndpointDisabled: {
    status: 409,
    code: 'U-ACC-WH-24',
    message: 'This delivery’s endpoint is disabled: enable it before retrying the delivery.',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const WEBHOOKS_ACTIVITY = areaActivity(['WEBHOOK_ENDPOINT'], {
  WEBHOOK_ENDPOINT_CREATED: (v: { name: string; url: string }) =>
    `Webhook endpoint ${v.name} created for ${v.url}`,
  WEBHOOK_ENDPOINT_UPDATED: (v: { name: string }) => `Webhook endpoint ${v.name} changed`,
  WEBHOOK_ENDPOINT_SECRET_ROTATED: (v: { name: string }) =>
    `Signing secret of webhook endpoint ${v.name} rotated`,
  WEBHOOK_ENDPOINT_DISABLED: (v: { name: string }) => `Webhook endpoint ${v.name} disabled`,
  WEBHOOK_ENDPOINT_ENABLED: (v: { name: string }) => `Webhook endpoint ${v.name} enabled`,
  WEBHOOK_ENDPOINT_FAILING: (v: { name: string }) =>
    `Webhook endpoint ${v.name} disabled after its deliveries failed for their whole schedule`,
  WEBHOOK_ENDPOINT_DELETED: (v: { name: string }) => `Webhook endpoint ${v.name} deleted`,
  WEBHOOK_DELIVERY_REPLAYED: (v: { name: string; type: string }) =>
    `A ${v.type} webhook to ${v.name} replayed`,
  WEBHOOK_DELIVERIES_REPLAYED: (v: { name: string; count: number }) =>
    `${plural(v.count, 'webhook', 'webhooks')} to ${v.name} replayed since an instant`,
  WEBHOOK_DELIVERY_RETRIED: (v: { name: string; type: string }) =>
    `A ${v.type} webhook to ${v.name} retried now`,
});
