import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  WebhookAttemptListResponse,
  WebhookDeliveryBatchQuery,
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
import { idActionRoutes } from '../../kit/action-routes.js';
import { created, routeDocs } from '../../kit/route-docs.js';
import { createRoute, removeRoute } from '../../kit/write-routes.js';
import type { WebhookService } from './service.js';

const doc = routeDocs('webhooks', 400, 401, 403, 404, 409);

type WebhookRouteOptions = { webhooks: WebhookService };

/** The organisation's webhook endpoints: made, changed, removed, their secret rotated, a test sent. */
const webhookEndpointRoutes: FastifyPluginAsyncTypebox<WebhookRouteOptions> = async (
  app,
  { webhooks },
) => {
  app.get(
    '/webhook-endpoints',
    {
      schema: doc('The organisation’s webhook endpoints, oldest first (needs webhooks:read)', {
        response: { 200: WebhookEndpointListResponse },
      }),
    },
    async (request) => ({ items: await webhooks.list(request.auth) }),
  );

  createRoute(
    app,
    '/webhook-endpoints',
    doc,
    {
      summary:
        'Make a webhook endpoint; the answer carries its signing secret, shown this once (needs webhooks:manage; a signed-in member only)',
      body: WebhookEndpointBody,
      response: WebhookEndpointSecretResponse,
    },
    (auth, body) => webhooks.create(auth, body),
  );

  app.get(
    '/webhook-endpoints/:id',
    {
      schema: doc('One webhook endpoint (needs webhooks:read)', {
        params: IdParams,
        response: { 200: WebhookEndpointResponse },
      }),
    },
    async (request) => webhooks.get(request.auth, request.params.id),
  );

  app.put(
    '/webhook-endpoints/:id',
    {
      schema: doc(
        'Change a webhook endpoint’s name, description, address, events or role (needs webhooks:manage; a signed-in member only)',
        { params: IdParams, body: WebhookEndpointBody, response: { 200: WebhookEndpointResponse } },
      ),
    },
    async (request) => webhooks.update(request.auth, request.params.id, request.body),
  );

  removeRoute(
    app,
    '/webhook-endpoints',
    doc,
    {
      summary:
        'Delete a webhook endpoint with its delivery log (needs webhooks:manage; a signed-in member only)',
    },
    (auth, id) => webhooks.remove(auth, id),
  );

  idActionRoutes(
    app,
    {
      path: '/webhook-endpoints',
      doc,
      response: WebhookEndpointResponse,
      needs: 'needs webhooks:manage; a signed-in member only',
      summaries: {
        enable: 'Enable a disabled webhook endpoint',
        disable: 'Disable a webhook endpoint; its deliveries waiting for an attempt end as failed',
      },
    },
    (auth, id, action) => webhooks[action](auth, id),
  );

  app.post(
    '/webhook-endpoints/:id/rotate-secret',
    {
      schema: doc(
        'Give a webhook endpoint a new signing secret, shown this once; the one before signs too until the overlap ends (needs webhooks:manage; a signed-in member only)',
        { params: IdParams, response: { 200: WebhookEndpointSecretResponse } },
      ),
    },
    async (request) => webhooks.rotateSecret(request.auth, request.params.id),
  );

  app.post(
    '/webhook-endpoints/:id/test',
    {
      schema: doc('Send a webhook endpoint a webhook.test event now (needs webhooks:manage)', {
        params: IdParams,
        response: { 201: WebhookDeliveryResponse },
      }),
    },
    async (request, reply) => created(reply, webhooks.sendTest(request.auth, request.params.id)),
  );
};

/** The deliveries to an endpoint, the attempts at them, and a delivery sent again. */
const webhookDeliveryRoutes: FastifyPluginAsyncTypebox<WebhookRouteOptions> = async (
  app,
  { webhooks },
) => {
  app.get(
    '/webhook-endpoints/:id/deliveries',
    {
      schema: doc('A page of a webhook endpoint’s deliveries, newest first (needs webhooks:read)', {
        params: IdParams,
        querystring: WebhookDeliveryListQuery,
        response: { 200: WebhookDeliveryListResponse },
      }),
    },
    async (request) => webhooks.deliveries(request.auth, request.params.id, request.query),
  );

  app.get(
    '/webhook-deliveries/batch',
    {
      schema: doc(
        'The organisation’s deliveries among the ids; others are left out (needs webhooks:read)',
        { querystring: WebhookDeliveryBatchQuery, response: { 200: WebhookDeliveryBatchResponse } },
      ),
    },
    async (request) => ({
      items: await webhooks.deliveriesByIds(request.auth, request.query.ids),
    }),
  );

  app.get(
    '/webhook-deliveries/attempts',
    {
      schema: doc(
        'Every attempt at the organisation’s deliveries among the ids, with request and answer, newest first (needs webhooks:read)',
        { querystring: WebhookDeliveryBatchQuery, response: { 200: WebhookAttemptListResponse } },
      ),
    },
    async (request) => ({ items: await webhooks.attempts(request.auth, request.query.ids) }),
  );

  app.post(
    '/webhook-deliveries/:id/replay',
    {
      schema: doc(
        'Send a delivered or failed delivery again, same body and webhook-id, its schedule from the start (needs webhooks:manage)',
        { params: IdParams, response: { 200: WebhookDeliveryResponse } },
      ),
    },
    async (request) => webhooks.replay(request.auth, request.params.id),
  );

  app.post(
    '/webhook-deliveries/:id/retry',
    {
      schema: doc(
        'Attempt a pending delivery now instead of at its next attempt; refused for a delivered, failed or skipped one and while its endpoint is disabled (needs webhooks:manage)',
        { params: IdParams, response: { 200: WebhookDeliveryResponse } },
      ),
    },
    async (request) => webhooks.retryNow(request.auth, request.params.id),
  );

  app.post(
    '/webhook-endpoints/:id/replay',
    {
      schema: doc(
        'Queue again every skipped and failed delivery of an endpoint made since an instant (and the delivered ones when asked), in their order, each with its own webhook-id; answers how many (needs webhooks:manage)',
        {
          params: IdParams,
          body: WebhookReplaySinceBody,
          response: { 200: WebhookReplaySinceResponse },
        },
      ),
    },
    async (request) => webhooks.replaySince(request.auth, request.params.id, request.body),
  );
};

/** An organisation's webhook endpoints, their deliveries and the attempts at them. */
export const webhookRoutes: FastifyPluginAsyncTypebox<WebhookRouteOptions> = async (
  app,
  options,
) => {
  await webhookEndpointRoutes(app, options);
  await webhookDeliveryRoutes(app, options);
};
