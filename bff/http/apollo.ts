import type http from 'node:http';
import {
  ApolloServer,
  HeaderMap,
  type ApolloServerPlugin,
  type GraphQLResponse,
} from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import type { BffConfig } from '../config.js';
import type { Context } from '../context.js';
import { jitExecutor } from '../jit-executor.js';
import { DOCUMENT_REFUSALS, type OperationPolicy } from './policy.js';

/**
 * Apollo Server for GraphQL over HTTP: operations compiled by graphql-jit,
 * the operation policy's limits, CSRF prevention, no batching, no stack
 * traces; stopping it drains the HTTP server and then the WebSocket.
 */
export function createApollo(deps: {
  schema: GraphQLSchema;
  policy: OperationPolicy;
  config: BffConfig;
  server: http.Server;
  socket: { dispose: () => void | Promise<void> };
  /** Plugins of the BFF's own beside these (its metrics). */
  plugins?: readonly ApolloServerPlugin<Context>[];
}): ApolloServer<Context> {
  const { schema, policy, config, server, socket } = deps;
  return new ApolloServer<Context>({
    gateway: jitExecutor(schema),
    // Compact JSON: Apollo's default indents every answer by two spaces, which
    // costs time on every row of a list and a quarter more bytes on the wire.
    stringifyResult: (result) => JSON.stringify(result),
    // Introspection is refused by the gate's validation rules, on both transports.
    introspection: true,
    csrfPrevention: true,
    // The process's owner (start.ts, bff/main.ts) handles SIGINT/SIGTERM and
    // calls close(); Apollo's own handlers would race it.
    stopOnTerminationSignals: false,
    allowBatchedHttpRequests: false,
    // One way to name a document instead of sending it: the web app's persisted documents (bff/persisted-documents.ts).
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    hideSchemaDetailsFromClientErrors: !config.introspection,
    validationRules: policy.gate.validationRules,
    validationOptions: policy.gate.validationOptions,
    parseOptions: policy.gate.parseOptions,
    formatError: policy.formatError,
    plugins: [
      ...(deps.plugins ?? []),
      ...policy.armorPlugins,
      ApolloServerPluginLandingPageDisabled(),
      // We set no cache hints (responses are per-user); the default plugin
      // would wrap every field resolver to compute them, at a cost on every row.
      ApolloServerPluginCacheControlDisabled(),
      // At stop: no new connections, in-flight requests finish, connections still busy after the timeout are closed.
      ApolloServerPluginDrainHttpServer({
        httpServer: server,
        stopGracePeriodMillis: config.shutdownTimeoutMs,
      }),
      drainSocketPlugin(socket),
      operationPricingPlugin(policy),
    ],
  });
}

/** At Apollo's drain, after the HTTP server's: the WebSocket's connections closed. */
function drainSocketPlugin(socket: {
  dispose: () => void | Promise<void>;
}): ApolloServerPlugin<Context> {
  return {
    async serverWillStart() {
      return {
        async drainServer() {
          await socket.dispose();
        },
      };
    },
  };
}

/**
 * Each operation over HTTP: a subscription refused with directions (they
 * live on the WebSocket); then priced and paid for before it runs, a refusal
 * answered with its HTTP status; every answer says what it cost.
 */
function operationPricingPlugin(policy: OperationPolicy): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      // Variables refused on several counts (an input missing four fields): all are answered, in
      // `responseForOperation`, since a refusal thrown here is answered alone.
      let refusedVariables: GraphQLError[] = [];
      return {
        async didResolveOperation({ operation, document, request, contextValue }) {
          if (operation?.operation === 'subscription') {
            throw new GraphQLError(
              'Subscriptions are served over WebSocket at /graphql (graphql-transport-ws), not over HTTP.',
              {
                extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
              },
            );
          }
          const refusals = await policy.price(
            document,
            request.operationName,
            request.variables,
            contextValue,
          );
          if (
            refusals.length > 1 &&
            refusals.every((refusal) => refusal.extensions.code === 'BAD_USER_INPUT')
          ) {
            refusedVariables = refusals;
            return;
          }
          const [refused] = refusals;
          if (refused?.extensions.code === 'THROTTLED') {
            const seconds = String(refused.extensions.retryAfter);
            throw new GraphQLError(refused.message, {
              extensions: {
                ...refused.extensions,
                http: { status: 429, headers: new HeaderMap([['retry-after', seconds]]) },
              },
            });
          }
          // Nothing ran and the client may try again: 503, as a service that is down.
          if (refused?.extensions.code === 'UPSTREAM_UNAVAILABLE')
            throw new GraphQLError(refused.message, {
              extensions: { ...refused.extensions, http: { status: 503 } },
            });
          if (refused) throw refused;
        },
        async responseForOperation() {
          return refusedVariables.length > 0 ? everyRefusal(refusedVariables) : null;
        },
        async didEncounterErrors({ errors, contextValue }) {
          if (errors.some((error) => DOCUMENT_REFUSALS.has(String(error.extensions.code))))
            await policy.chargeRefusedDocument(contextValue.viewer, contextValue.requestId);
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (contextValue.cost)
            result.extensions = { ...result.extensions, cost: contextValue.cost };
          // A service's rate limit refused the operation and nothing was answered (a buyer's link guessed
          // from one address too often): 429 with Retry-After, as the API key's limit answers.
          const limited =
            result.data == null
              ? result.errors?.find((error) => error.extensions?.code === 'RATE_LIMITED')
              : undefined;
          if (limited) {
            response.http.status = 429;
            response.http.headers.set('retry-after', String(limited.extensions!.retryAfter ?? 1));
          }
        },
      };
    },
  };
}

/**
 * The answer to an operation refused on several counts before it ran: every
 * refusal, as Apollo would write one (message, locations, `extensions.code`;
 * the `http` extension read for the status, not answered).
 */
function everyRefusal(refusals: GraphQLError[]): GraphQLResponse {
  const errors = refusals.map((refusal) => {
    const { http: _status, ...extensions } = refusal.extensions;
    return { ...refusal.toJSON(), extensions };
  });
  return {
    http: { status: 400, headers: new HeaderMap() },
    body: { kind: 'single', singleResult: { errors } },
  };
}
