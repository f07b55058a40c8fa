import {
  GraphQLError,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { ApiKeyTraffic } from '../api-key-traffic.js';
import type { BffConfig } from '../config.js';
import { formatError, graphQLError, upstreamUnavailable } from '../errors.js';
import { UpstreamUnavailableError } from '../upstream/errors.js';
import { createOperationGate, type OperationGate } from '../operations.js';
import { flagOrigin } from '../origins.js';
import { sendJson } from './request.js';
import { loadPersistedDocuments, type PersistedDocuments } from '../persisted-documents.js';
import type { ViewerClaims } from '../session.js';
import type { Context, OperationCost } from '../context.js';

/**
 * What every GraphQL operation goes through, over HTTP and over the socket
 * alike (ARCHITECTURE.md, API hardening): the operation gate (token, depth,
 * alias, directive and cost limits; the introspection switch), the API key's
 * rate limit, and one way of shaping the errors sent back.
 */
export type OperationPolicy = {
  gate: OperationGate;
  /** The document a request runs: its `query`, or the persisted document its `documentId` names (sessions may be held to those). */
  documents: PersistedDocuments;
  /** Apollo plugins of the armor (depth, aliases, directives), for the HTTP transport. */
  armorPlugins: ReturnType<ApolloArmor['protect']>['plugins'];
  /**
   * Admits one operation of an integrator's API key under its rate limit (and
   * counts it); anything else passes. A refusal says why: RATE_LIMITED (429,
   * with `retryAfterSeconds`), or UPSTREAM_UNAVAILABLE (503) when the account
   * service that keeps the limit did not answer in time: nothing ran, and the
   * client may try again.
   */
  admit: (
    viewer: ViewerClaims | null,
    ip: string | undefined,
    requestId: string,
  ) => Promise<Admission>;
  /**
   * Counts an operation refused for its document (it does not parse, or
   * fails validation: depth, aliases, directives, cost over the maximum) as
   * REFUSED_DOCUMENT_WEIGHT requests towards its API key's rate limit: working
   * out the refusal costs more than most requests, and a key that keeps
   * sending such documents is slowed down. Anyone else: nothing.
   */
  chargeRefusedDocument: (viewer: ViewerClaims | null, requestId: string) => Promise<void>;
  /**
   * Prices an admitted operation and pays for it, before any other work, the
   * same way on both transports: the gate's checks and cost
   * (`OperationGate.assess`), then the cost taken from the caller's bucket in
   * the account service (its API key's, or its session's). The answer is the
   * refusals: the gate's, THROTTLED with `retryAfter` (seconds) and the
   * bucket when it holds less than the cost, or UPSTREAM_UNAVAILABLE when the
   * account service that keeps the bucket did not answer in time (nothing
   * ran: the client may try again). Sets `context.cost` for the answer's
   * `extensions.cost`, throttled or not.
   */
  price: (
    document: DocumentNode,
    operationName: string | null | undefined,
    variables: Record<string, unknown> | null | undefined,
    context: Context,
  ) => Promise<GraphQLError[]>;
  /**
   * The one HTTP path of the API key's rate limit, for /graphql and the plain
   * routes (uploads, downloads) alike: admits and counts the request, or
   * answers 429 with Retry-After (or 503 when the limit could not be read),
   * as GraphQL errors or in the services' error shape, and says so (true:
   * the answer is sent).
   */
  refusedOverLimit: (
    viewer: ViewerClaims | null,
    ip: string | undefined,
    requestId: string,
    response: ServerResponse,
    shape: 'graphql' | 'rest',
  ) => Promise<boolean>;
  /** Every error either transport sends: upstream codes mapped, internals masked, and without introspection no "Did you mean" hints at the schema. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
  /** The page origin feature flags see for a request (an HTTP request, or a socket's upgrade request): `flagOrigin`, never the Origin header. */
  flagOrigin: (request: IncomingMessage) => string | undefined;
};

/** Whether a request may go on under its API key's rate limit; a refusal with its HTTP status (429 or 503) and, for 429, when to try again. */
export type Admission =
  | { allowed: true }
  | { allowed: false; refusal: GraphQLError; status: 429 | 503; retryAfterSeconds?: number };

/** How many requests an operation refused for its document counts as, towards its API key's rate limit. */
export const REFUSED_DOCUMENT_WEIGHT = 10;

/** The codes of an operation refused for its document, before it was priced. */
export const DOCUMENT_REFUSALS = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']);

export function createOperationPolicy(
  schema: GraphQLSchema,
  config: BffConfig,
  apiKeyTraffic: ApiKeyTraffic,
  logger: Logger,
): OperationPolicy {
  const protection = armorProtection(config);
  const gate = createOperationGate(
    schema,
    { maxCost: config.maxCost, maxTokens: config.maxTokens, introspection: config.introspection },
    protection.validationRules as ValidationRule[],
  );
  const logError = (error: unknown) => logger.error({ err: error }, 'graphql error');
  const unavailable = unavailableRefusal(logger);
  const admit = apiKeyAdmission(apiKeyTraffic, unavailable);
  return {
    gate,
    chargeRefusedDocument: async (viewer, requestId) => {
      if (!viewer?.apiKeyId) return;
      try {
        await apiKeyTraffic.penalize(
          { ...viewer, apiKeyId: viewer.apiKeyId },
          REFUSED_DOCUMENT_WEIGHT - 1,
          requestId,
        );
      } catch (error) {
        // The refusal is answered all the same; the key is charged less this once.
        logger.warn({ err: error, requestId }, 'could not charge a refused document');
      }
    },
    documents: loadPersistedDocuments({
      file: config.persistedDocumentsFile,
      only: config.persistedDocumentsOnly,
    }),
    armorPlugins: protection.plugins,
    admit,
    price: operationPricing(gate, unavailable),
    refusedOverLimit: overLimitAnswer(admit),
    flagOrigin: (request) => flagOrigin(request, config),
    formatError: (formatted, error) => {
      const shown = formatError(formatted, error, logError);
      if (config.introspection || !/ Did you mean /.test(shown.message)) return shown;
      return { ...shown, message: shown.message.replace(/ Did you mean .*$/s, '') };
    },
  };
}

/** GraphQL Armor's limits on a document's shape (depth, aliases, directives); tokens and cost are the operation gate's. */
function armorProtection(config: BffConfig) {
  const armor = new ApolloArmor({
    // Depth counts fields: Relay's fragment spreads and inline fragments on an interface add no nesting.
    maxDepth: { n: config.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: config.maxAliases },
    maxDirectives: { n: 20 },
    // Token limits are enforced by graphql-js's own parser (gate.parseOptions):
    // armor's plugin re-parses in a hook, turning syntax errors into 500s.
    maxTokens: { enabled: false },
    // The cost is judged with the variables (a page size given as a variable
    // costs what the literal does), in the operation gate.
    costLimit: { enabled: false },
    // Suggestions are hidden by the policy's `formatError`, on both transports.
    blockFieldSuggestion: { enabled: false },
  });
  return armor.protect();
}

/** The refusal of a request whose limit or price could not be read: logged, and answered as retryable. */
type UnavailableRefusal = (error: UpstreamUnavailableError, requestId: string) => GraphQLError;

function unavailableRefusal(logger: Logger): UnavailableRefusal {
  return (error, requestId) => {
    logger.warn({ err: error, requestId }, 'the account service did not answer for a limit');
    return upstreamUnavailable(error.service);
  };
}

/** The API key's rate limit: a request without a key goes on; one over its key's limit is refused with 429, or 503 when the limit could not be read. */
function apiKeyAdmission(
  apiKeyTraffic: ApiKeyTraffic,
  unavailable: UnavailableRefusal,
): OperationPolicy['admit'] {
  return async (viewer, ip, requestId) => {
    if (!viewer?.apiKeyId) return { allowed: true };
    try {
      const admitted = await apiKeyTraffic.admit(
        { ...viewer, apiKeyId: viewer.apiKeyId },
        ip,
        requestId,
      );
      if (admitted.allowed) return admitted;
      const seconds = admitted.retryAfterSeconds;
      return {
        allowed: false,
        status: 429,
        retryAfterSeconds: seconds,
        refusal: new GraphQLError(
          `Too many requests for this API key. Try again in ${seconds} seconds.`,
          { extensions: { code: 'RATE_LIMITED', retryAfter: seconds } },
        ),
      };
    } catch (error) {
      if (!(error instanceof UpstreamUnavailableError)) throw error;
      return { allowed: false, status: 503, refusal: unavailable(error, requestId) };
    }
  };
}

/** An operation judged by the gate, then paid for from the caller's cost bucket; `context.cost` says what it cost. */
function operationPricing(
  gate: OperationGate,
  unavailable: UnavailableRefusal,
): OperationPolicy['price'] {
  return async (document, operationName, variables, context) => {
    const { errors, cost } = gate.assess(document, operationName, variables);
    if (errors.length > 0) return errors;
    if (!context.viewer) {
      context.cost = { requestedQueryCost: cost, actualQueryCost: cost, throttleStatus: null };
      return [];
    }
    let taken: Awaited<ReturnType<Context['api']['apiCost']['take']>>;
    try {
      taken = await context.api.apiCost.take(context.caller, cost);
    } catch (error) {
      if (!(error instanceof UpstreamUnavailableError)) throw error;
      return [unavailable(error, context.requestId)];
    }
    const { granted, retryAfterSeconds, ...throttleStatus } = taken;
    context.cost = {
      requestedQueryCost: cost,
      actualQueryCost: granted ? cost : 0,
      throttleStatus,
    };
    return granted ? [] : [throttled(retryAfterSeconds ?? 1, context.cost)];
  };
}

/** A request over its API key's limit answered (429 or 503, Retry-After when known) in the shape of its route. */
function overLimitAnswer(admit: OperationPolicy['admit']): OperationPolicy['refusedOverLimit'] {
  return async (viewer, ip, requestId, response, shape) => {
    const admitted = await admit(viewer, ip, requestId);
    if (admitted.allowed) return false;
    const { refusal } = admitted;
    if (admitted.retryAfterSeconds !== undefined)
      response.setHeader('retry-after', String(admitted.retryAfterSeconds));
    sendJson(
      response,
      admitted.status,
      shape === 'graphql'
        ? { errors: [{ message: refusal.message, extensions: refusal.extensions }] }
        : { error: { code: refusal.extensions.code, message: refusal.message } },
    );
    return true;
  };
}

/** The refusal of an operation its bucket cannot pay for yet: nothing of it ran. */
function throttled(retryAfterSeconds: number, cost: OperationCost): GraphQLError {
  const holds = cost.throttleStatus?.currentlyAvailable ?? 0;
  return graphQLError(
    'THROTTLED',
    `Throttled: this operation costs ${cost.requestedQueryCost.toLocaleString('en')} points and the bucket holds ${holds.toLocaleString('en')}. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    { retryAfter: retryAfterSeconds, cost },
  );
}
