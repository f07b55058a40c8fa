import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeDocs } from '../../kit/route-docs.js';
import {
  CostTakeBody,
  CostTakeResponse,
  RequestTakeBody,
  RequestTakeResponse,
} from '../../../contracts/account/api-cost.js';
import type { ApiCostService } from './service.js';

const doc = routeDocs('api-cost', 400, 401, 403);

/** The GraphQL API's cost buckets, which the BFF draws on before it runs an operation. */
export const apiCostRoutes: FastifyPluginAsyncTypebox<{ apiCost: ApiCostService }> = async (
  app,
  { apiCost },
) => {
  app.post(
    '/api-cost/take',
    {
      schema: doc('Take an operation’s cost from the caller’s bucket (any API key or member)', {
        description:
          'The caller’s bucket is its API key’s, or for a member theirs in the organisation, which all their sessions draw on (signing in again brings no fresh points). The bucket is refilled for the time since its last request, then the cost is taken when it holds that much; otherwise nothing is taken and `retryAfterSeconds` says when it will. A cost above the bucket’s size takes the whole bucket.',
        body: CostTakeBody,
        response: { 200: CostTakeResponse },
      }),
    },
    async (request) => apiCost.take(request.auth, request.body.cost),
  );

  app.post(
    '/api-cost/requests',
    {
      schema: doc('Take requests from the calling API key’s rate limit (an API key only)', {
        description:
          'The API key’s bucket holds a minute’s requests and refills continuously. It is refilled for the time since its last request, then the requests are taken when it holds that many; otherwise nothing is taken and `retryAfterSeconds` says when it will. With `overdraw` they are taken whatever it holds, down to a minute’s worth below empty. A member’s token is FORBIDDEN.',
        body: RequestTakeBody,
        response: { 200: RequestTakeResponse },
      }),
    },
    async (request) => apiCost.takeRequests(request.auth, request.body),
  );
};
