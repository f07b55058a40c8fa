import { roleErrors } from '../../../contracts/account/roles.js';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_TYPES,
  webhookErrors,
  webhookEventOf,
  webhookPayload,
  type WebhookDeliveryResponse,
  type WebhookEndpointResponse,
  type WebhookEndpointSecretResponse,
  type WebhookEventType as WebhookEventTypeName,
} from '../../../contracts/account/webhooks.js';
import type {
  Resolvers,
  WebhookEndpointCreateInput,
  WebhookEventType,
} from '../../__generated__/resolvers-types.js';
import { checkPageSize, EMPTY_PAGE } from '../../connections.js';
import type { Context } from '../../context.js';
import { namingField, userErrorOf, withUserErrors, type UserError } from '../../errors.js';
import { UpstreamError } from '../../upstream/errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { globalIdOf } from '../../../platform/global-id.js';
import { randomUUID } from 'node:crypto';
import { FLAGS } from '../../feature-flags.js';
import { requireFeature, requirePermission } from '../../guards.js';
import { roleHeld } from '../roles/role-held.js';
import { userOf } from '../profile/loaders.js';

const ENDPOINT_NOT_FOUND = userErrorOf(webhookErrors.notFound, 'webhookEndpointId');
const DELIVERY_NOT_FOUND = userErrorOf(webhookErrors.deliveryNotFound, 'webhookDeliveryId');
const ROLE_NOT_FOUND = userErrorOf(roleErrors.notFound, 'roleId');

/** `payment.updated` → `PAYMENT_UPDATED`: the wire's event names as the schema's enum. */
const enumOf = (type: string) => type.replace(/\./g, '_').toUpperCase() as WebhookEventType;
const WIRE_NAMES = new Map(WEBHOOK_EVENT_TYPES.map((type) => [enumOf(type), type]));

/** Headers as the schema lists them: name and value pairs. */
const headerList = (headers: Record<string, string>) =>
  Object.entries(headers).map(([name, value]) => ({ name, value }));

/** The service's "not found" names no field; the inputs call it `webhookEndpointId`. */
const withIdField = namingField(webhookErrors.notFound.code, 'webhookEndpointId');

/** The REST body of an endpoint's values from a create's or an update's input; null when the role's id is no role's. */
function bodyOf(input: WebhookEndpointCreateInput) {
  const roleId = idOfType(input.roleId, 'Role');
  if (!roleId) return null;
  return {
    name: input.name,
    description: input.description ?? null,
    url: input.url,
    eventTypes: input.eventTypes.map((type) => WIRE_NAMES.get(type)!),
    roleId,
  };
}

/** A change of an endpoint: its answer as the payload has it, or the refusal with its field. */
async function endpointChange(
  globalId: string,
  change: (id: string) => Promise<WebhookEndpointResponse>,
) {
  const id = idOfType(globalId, 'WebhookEndpoint');
  if (!id) return { webhookEndpoint: null, userErrors: [ENDPOINT_NOT_FOUND] };
  const result = await withUserErrors(() => change(id));
  return result.ok
    ? { webhookEndpoint: result.value, userErrors: [] }
    : { webhookEndpoint: null, userErrors: result.userErrors.map(withIdField) };
}

/** An answer that carries a secret shown once, as the payload has it. */
async function withSecret(work: () => Promise<WebhookEndpointSecretResponse>) {
  const result = await withUserErrors(work);
  return result.ok
    ? { webhookEndpoint: result.value.endpoint, secret: result.value.secret, userErrors: [] }
    : { webhookEndpoint: null, secret: null, userErrors: result.userErrors.map(withIdField) };
}

/** A delivery made or sent again: the payload, priming the request's loader with it. */
async function deliveryChange(context: Context, work: () => Promise<WebhookDeliveryResponse>) {
  const result = await withUserErrors(work);
  if (!result.ok) return { webhookDelivery: null, userErrors: result.userErrors.map(withIdField) };
  context.loaders.webhookDelivery.prime(result.value.id, result.value);
  return { webhookDelivery: result.value, userErrors: [] };
}

/** An action on one delivery named by its global id: the payload, its "not found" naming `webhookDeliveryId`. */
async function deliveryAction(
  context: Context,
  globalId: string,
  work: (id: string) => Promise<WebhookDeliveryResponse>,
) {
  const id = idOfType(globalId, 'WebhookDelivery');
  if (!id) return { webhookDelivery: null, userErrors: [DELIVERY_NOT_FOUND] };
  const result = await deliveryChange(context, () => work(id));
  // The service's "not found" names no field; the input calls it `webhookDeliveryId`.
  return {
    ...result,
    userErrors: result.userErrors.map(
      namingField(webhookErrors.deliveryNotFound.code, 'webhookDeliveryId'),
    ),
  };
}

/**
 * The organisation's events of the public `types`, each as a webhook would
 * carry it: the domain events the caller may read (EventHub filters by
 * permission), of a change webhooks deliver, made into the same body, signed
 * by whoever forwards it under a `webhook-id` of its outbox place.
 */
function webhookEventsOf(context: Context, types: readonly WebhookEventTypeName[]) {
  const viewer = requirePermission(context, 'webhooks:read');
  const wanted = new Set<string>(types);
  const events = context.events.subscribeToTypes(
    'webhook.events',
    [...new Set(types.map((type) => WEBHOOK_EVENTS[type].domainType as string))],
    viewer.organizationId,
    viewer.permissions,
  );
  const next = async (): Promise<IteratorResult<{ webhookEvents: WebhookEventMessage }>> => {
    for (;;) {
      const heard = await events.next();
      if (heard.done) return heard;
      const event = heard.value;
      const source = SOURCE_OF_DOMAIN_TYPE.get(event.type);
      const type =
        source && webhookEventOf(source, { type: event.type, change: event.change ?? null });
      if (!type || !wanted.has(type)) continue;
      const payload = webhookPayload(
        type,
        {
          ...event,
          change: event.change ?? null,
          related: event.related ?? null,
          occurredAt: new Date().toISOString(),
        },
        globalIdOf,
      );
      const place = `${WEBHOOK_EVENTS[type].source}_${(event.position ?? randomUUID()).replace(/\W/g, '_')}`;
      return {
        done: false,
        value: { webhookEvents: { webhookId: `msg_${place}`, type, payload } },
      };
    }
  };
  const iterator: AsyncIterableIterator<{ webhookEvents: WebhookEventMessage }> = {
    next,
    return: async () => {
      await events.return!();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return iterator;
}

/** Which service publishes each domain event a webhook event is made from. */
const SOURCE_OF_DOMAIN_TYPE = new Map<string, 'treasury' | 'invoicing'>(
  WEBHOOK_EVENT_TYPES.map((type) => [WEBHOOK_EVENTS[type].domainType, WEBHOOK_EVENTS[type].source]),
);

type WebhookEventMessage = { webhookId: string; type: string; payload: string };

const WEBHOOKS_OFF = 'Webhooks are not available to this organisation.';

/**
 * The webhooks mutations, each refused first when the `webhooks` flag is off
 * for the organisation (after its permission rule, which guardMutations puts
 * around them): reading what exists stays open, so nothing already set up is
 * hidden from an integration that reads it.
 */
function behindFlag(mutations: NonNullable<Resolvers['Mutation']>): Resolvers['Mutation'] {
  return Object.fromEntries(
    Object.entries(mutations).map(([name, resolve]) => [
      name,
      (root: unknown, args: unknown, context: Context, info: unknown) => {
        requireFeature(context, FLAGS.webhooks, WEBHOOKS_OFF);
        return (resolve as (...rest: unknown[]) => unknown)(root, args, context, info);
      },
    ]),
  ) as Resolvers['Mutation'];
}

/** Integrators' webhooks: endpoints, their deliveries with every attempt, and what a manager does with them. */
export const webhookResolvers: Resolvers = {
  Query: {
    webhookEndpoints: (_root, _args, context) => {
      requirePermission(context, 'webhooks:read');
      return context.loaders.webhookEndpoints.load('all');
    },
    webhookEventTypes: (_root, _args, context) => {
      requirePermission(context, 'webhooks:read');
      return WEBHOOK_EVENT_TYPES.map((type) => ({
        type: enumOf(type),
        name: type,
        description: WEBHOOK_EVENTS[type].description,
        permissions: [...WEBHOOK_EVENTS[type].permissions],
      }));
    },
    webhookDeliveries: async (_root, args, context) => {
      requirePermission(context, 'webhooks:read');
      checkPageSize('first', args.first);
      const id = idOfType(args.webhookEndpointId, 'WebhookEndpoint');
      // An id of another type, of another organisation's endpoint or of none names no deliveries.
      if (!id) return EMPTY_PAGE;
      const page = await context.api.webhooks
        .deliveries(context.caller, id, {
          ...(args.first != null ? { first: args.first } : {}),
          ...(args.after ? { after: args.after } : {}),
          ...(args.status ? { status: args.status } : {}),
        })
        .catch((error: unknown) => {
          if (error instanceof UpstreamError && error.code === webhookErrors.notFound.code)
            return EMPTY_PAGE;
          throw error;
        });
      for (const { node } of page.items) context.loaders.webhookDelivery.prime(node.id, node);
      return page;
    },
  },
  Subscription: {
    webhookEvents: {
      subscribe: (_root, { eventTypes }, context) =>
        webhookEventsOf(
          context,
          eventTypes?.length
            ? eventTypes.map((type) => WIRE_NAMES.get(type)!)
            : WEBHOOK_EVENT_TYPES,
        ) as never,
    },
  },
  Mutation: behindFlag({
    webhookEndpointCreate: async (_root, { input }, context) => {
      const body = bodyOf(input);
      if (!body) return { webhookEndpoint: null, secret: null, userErrors: [ROLE_NOT_FOUND] };
      return withSecret(() => context.api.webhooks.create(context.caller, body));
    },
    webhookEndpointUpdate: async (_root, { input }, context) => {
      const body = bodyOf(input);
      if (!body) return { webhookEndpoint: null, userErrors: [ROLE_NOT_FOUND] };
      return endpointChange(input.webhookEndpointId, (id) =>
        context.api.webhooks.update(context.caller, id, body),
      );
    },
    webhookEndpointEnable: (_root, { input }, context) =>
      endpointChange(input.webhookEndpointId, (id) =>
        context.api.webhooks.switch(context.caller, id, 'enable'),
      ),
    webhookEndpointDisable: (_root, { input }, context) =>
      endpointChange(input.webhookEndpointId, (id) =>
        context.api.webhooks.switch(context.caller, id, 'disable'),
      ),
    webhookEndpointRotateSecret: async (_root, { input }, context) => {
      const id = idOfType(input.webhookEndpointId, 'WebhookEndpoint');
      if (!id) return { webhookEndpoint: null, secret: null, userErrors: [ENDPOINT_NOT_FOUND] };
      return withSecret(() => context.api.webhooks.rotateSecret(context.caller, id));
    },
    webhookEndpointDelete: async (_root, { input }, context) => {
      const id = idOfType(input.webhookEndpointId, 'WebhookEndpoint');
      if (!id) return { deletedWebhookEndpointId: null, userErrors: [ENDPOINT_NOT_FOUND] };
      const result = await withUserErrors(() => context.api.webhooks.remove(context.caller, id));
      return result.ok
        ? { deletedWebhookEndpointId: toGlobalId('WebhookEndpoint', id), userErrors: [] }
        : { deletedWebhookEndpointId: null, userErrors: result.userErrors.map(withIdField) };
    },
    webhookEndpointTest: async (_root, { input }, context) => {
      const id = idOfType(input.webhookEndpointId, 'WebhookEndpoint');
      if (!id) return { webhookDelivery: null, userErrors: [ENDPOINT_NOT_FOUND] };
      return deliveryChange(context, () => context.api.webhooks.sendTest(context.caller, id));
    },
    webhookDeliveryReplay: (_root, { input }, context) =>
      deliveryAction(context, input.webhookDeliveryId, (id) =>
        context.api.webhooks.replay(context.caller, id),
      ),
    webhookDeliveryRetry: (_root, { input }, context) =>
      deliveryAction(context, input.webhookDeliveryId, (id) =>
        context.api.webhooks.retryNow(context.caller, id),
      ),
    webhookEndpointReplaySince: async (_root, { input }, context) => {
      const id = idOfType(input.webhookEndpointId, 'WebhookEndpoint');
      const refused = (userErrors: UserError[]) => ({
        webhookEndpoint: null,
        queuedCount: null,
        userErrors,
      });
      if (!id) return refused([ENDPOINT_NOT_FOUND]);
      const result = await withUserErrors(() =>
        context.api.webhooks.replaySince(context.caller, id, {
          since: new Date(input.since).toISOString(),
          includeDelivered: input.includeDelivered ?? false,
        }),
      );
      if (!result.ok) return refused(result.userErrors.map(withIdField));
      const endpoints = await context.loaders.webhookEndpoints.load('all');
      return {
        webhookEndpoint: endpoints.find((each) => each.id === id) ?? null,
        queuedCount: result.value.queued,
        userErrors: [],
      };
    },
  }),
  WebhookEndpoint: {
    id: (endpoint) => toGlobalId('WebhookEndpoint', endpoint.id),
    eventTypes: (endpoint) => endpoint.eventTypes.map(enumOf),
    role: (endpoint, _args, context) => roleHeld(context, endpoint.role),
    createdBy: (endpoint, _args, context) => userOf(context, endpoint.createdBy),
  },
  WebhookDeliveryConnection: {
    edges: (page) => page.items,
  },
  WebhookDelivery: {
    id: (delivery) => toGlobalId('WebhookDelivery', delivery.id),
    endpoint: async (delivery, _args, context) =>
      (await context.loaders.webhookEndpoints.load('all')).find(
        (endpoint) => endpoint.id === delivery.endpointId,
      ) ?? null,
    attempts: (delivery, _args, context) => context.loaders.webhookAttempts.load(delivery.id),
  },
  WebhookDeliveryAttempt: {
    requestHeaders: (attempt) => headerList(attempt.requestHeaders),
    responseHeaders: (attempt) =>
      attempt.responseHeaders ? headerList(attempt.responseHeaders) : null,
  },
};
