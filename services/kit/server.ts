import http from 'node:http';
import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type {
  FastifyPluginAsyncTypebox,
  TypeBoxTypeProvider,
} from '@fastify/type-provider-typebox';
import { ErrorResponse, type Refusal } from '../../contracts/common/errors.js';
import type { OnBehalfOf } from './service-client.js';
import type { AccessClaims, TokenVerifier } from './auth.js';
import { commonErrors, refusalsOf, ServiceError, type ErrorBody } from './errors.js';
import { registerIdempotency, type IdempotencyOptions } from './idempotency.js';
import { sharedCompilers } from './schema-compilers.js';
import { envInt } from '../../platform/env.js';
import {
  incomingTraceFields,
  nameRequestSpan,
  tracedRequests,
  stopTracing,
  tracingStarted,
} from '../../platform/tracing.js';
import { createLogger, type Logger } from './logger.js';
import type { ServiceMetrics } from './metrics.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified access token of the caller; set on every non-public route. */
    auth: AccessClaims;
    /** The caller's access token as sent, for asking another service on the caller's behalf (the account service's settings and second factor). */
    accessToken: string;
  }
  interface FastifyContextConfig {
    /** A public route needs no access token and no organisation header. */
    public?: boolean;
  }
}

/** The caller of an authenticated request, to ask another service on their behalf with their own token. */
export const onBehalfOf = (request: FastifyRequest): OnBehalfOf => ({
  accessToken: request.accessToken,
  organizationId: request.auth.org,
});

export type ServiceApp = FastifyInstance<
  import('node:http').Server,
  import('node:http').IncomingMessage,
  import('node:http').ServerResponse,
  Logger,
  TypeBoxTypeProvider
>;

export type ServiceOptions = {
  /** Shown in the OpenAPI document, for example "Treasury service". */
  title: string;
  description: string;
  logger: Logger;
  verifyToken: TokenVerifier;
  /** Whether the service's dependencies (its database) answer. */
  isReady: () => Promise<boolean>;
  /** Where writes sent with an Idempotency-Key keep their answers (the service's database); see idempotency.ts. */
  idempotency?: IdempotencyOptions;
  /** The service's modules, each a route plugin with what it needs (`routeModule(counterpartyRoutes, { counterparties })`). */
  modules?: readonly RouteModule[];
  /** Routes and hooks registered straight on the root before the modules (a service-wide hook, a test's own routes). */
  routes?: (app: ServiceApp) => Promise<void> | void;
  /** The service's Prometheus metrics: its requests and errors are counted, and `/metrics` serves them (kit/metrics.ts). */
  metrics?: ServiceMetrics;
};

/** A module's routes, registered as a Fastify plugin: see `routeModule`. */
export type RouteModule = (app: ServiceApp) => Promise<unknown>;

/**
 * One module of a service: its route plugin (`FastifyPluginAsyncTypebox`, so
 * its handlers get their request types from the contract's schemas) and the
 * services it is given. The plugin is registered on the root after the kit's
 * hooks (auth, idempotency, request ids) and the shared `Error` schema, so
 * they apply to its routes and swagger sees them.
 */
export function routeModule<Options extends Record<string, unknown>>(
  plugin: FastifyPluginAsyncTypebox<Options>,
  options: Options,
): RouteModule {
  return async (app) => app.register(plugin, options);
}

/** Fastify's per-request lines at debug instead of info (`LOG_LEVEL=debug` shows them); a failed request still logs its error. */
class DebugRequestLogs extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    _request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error)
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Builds a REST service with what every service shares: request ids and pino
 * logs, OpenAPI docs at `/docs`, JWT verification and the organisation header
 * check on every non-public route, the shared error shape, and health probes.
 */
export async function buildService(options: ServiceOptions): Promise<ServiceApp> {
  const app = createServiceApp(options.logger);
  app.addSchema(ErrorResponse);
  await registerDocs(app, options);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  options.metrics?.register(app);
  if (tracingStarted())
    // The request's span (`tracedRequests`, on the server below) is named by its route once routed.
    app.addHook('onRequest', async (request) =>
      nameRequestSpan(request.method, request.routeOptions.url ?? 'unknown route'),
    );
  authenticateRequests(app, options.verifyToken);
  answerErrors(app, options.metrics);
  registerProbes(app, options.isReady);
  if (options.idempotency) registerIdempotency(app, options.idempotency);
  // Straight routes and hooks first: a hook added on the root after a module is registered would not reach the module's routes.
  await options.routes?.(app);
  for (const module of options.modules ?? []) await module(app);
  await app.ready();
  return app;
}

/** The service's Fastify app: request ids, pino logs naming the caller's trace, the shared schema compilers and body limit. */
function createServiceApp(logger: ServiceOptions['logger']): ServiceApp {
  // All parts in one process share a service name: each request's span says which part served it.
  const bindings = logger.bindings() as { service?: string; name?: string };
  const part = bindings.service ?? bindings.name ?? 'service';
  return Fastify({
    // Each request in a server span of its own when tracing is on (platform/tracing.ts); the handler itself otherwise.
    serverFactory: (handler) => http.createServer(tracedRequests(handler, part)),
    loggerInstance: logger,
    logController: new DebugRequestLogs(),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    // Without tracing here, a request's lines still name the caller's trace (its traceparent): one regular expression a request.
    childLoggerFactory: (logger, bindings, childOptions, rawRequest) => {
      const incoming = incomingTraceFields(rawRequest.headers.traceparent);
      return logger.child(incoming ? { ...bindings, ...incoming } : bindings, childOptions);
    },
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true } },
    schemaController: { compilersFactory: sharedCompilers },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as ServiceApp;
}

/** The service's OpenAPI description, served at `/docs`. */
async function registerDocs(app: ServiceApp, options: ServiceOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: options.title, description: options.description, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          organization: { type: 'apiKey', in: 'header', name: 'X-Organization-Id' },
        },
      },
      security: [{ bearer: [], organization: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

/** JWT verification and the organisation header check on every non-public route. */
function authenticateRequests(app: ServiceApp, verifyToken: ServiceOptions['verifyToken']): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    if (config?.public || request.url.startsWith('/docs')) return;
    if (!request.routeOptions.url) return; // unknown route: answered 404 by the not-found handler
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw commonErrors.unauthenticated();
    const token = header.slice('Bearer '.length);
    const claims = await verifyToken(token);
    const organization = request.headers['x-organization-id'];
    if (typeof organization !== 'string' || organization === '') {
      throw commonErrors.organizationRequired();
    }
    if (organization !== claims.org) throw commonErrors.organizationMismatch();
    request.auth = claims;
    request.accessToken = token;
  });
}

/** The shared error shape: a service's own errors, validation failures, other client errors, the unexpected, and unknown routes. */
function answerErrors(app: ServiceApp, metrics: ServiceOptions['metrics']): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ServiceError) {
      metrics?.countError(error.code);
      const refusals = answered(refusalsOf(error).map(refusalBody));
      const body = errorBody(refusals);
      return reply.status(error.status).send(body);
    }
    const fastifyError = error as {
      validation?: ValidationFailure[];
      validationContext?: string;
      statusCode?: number;
      message?: string;
    };
    if (fastifyError.validation) {
      metrics?.countError('BAD_REQUEST');
      const refusals = answered(
        withoutUnionNoise(fastifyError.validation).map((failure) =>
          validationRefusal(failure, fastifyError.validationContext),
        ),
      );
      const body = errorBody(refusals);
      return reply.status(400).send(body);
    }
    if (
      fastifyError.statusCode &&
      fastifyError.statusCode >= 400 &&
      fastifyError.statusCode < 500
    ) {
      metrics?.countError('BAD_REQUEST');
      return reply
        .status(fastifyError.statusCode)
        .send({ error: { code: 'BAD_REQUEST', message: fastifyError.message ?? 'Bad request.' } });
    }
    request.log.error({ err: error }, 'unhandled error');
    const internal = commonErrors.internal();
    metrics?.countError(internal.code);
    return reply.status(500).send({ error: { code: internal.code, message: internal.message } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: `No route ${request.method} ${request.url.split('?')[0]}.`,
      },
    });
  });
}

/**
 * How long `/readyz` waits for the service's database before it answers 503: half of READY_TIMEOUT_MS,
 * the whole probe's budget (the BFF waits that long for a service's answer), so that the 503 naming the
 * database reaches the BFF in time rather than the BFF reporting that the service did not answer.
 */
const READY_TIMEOUT_MS = Math.floor(
  envInt('READY_TIMEOUT_MS', 1_000, { min: 50, max: 30_000 }) / 2,
);

/**
 * Liveness (`/livez`, and `/healthz` as before: the process answers, nothing
 * else asked) and readiness (`/readyz`: the database answers `select 1`
 * within READY_TIMEOUT_MS; 503 from the moment the service starts closing).
 * Closing (`app.close()`) stops accepting connections and lets requests in
 * flight finish, for SHUTDOWN_TIMEOUT_MS at most: then their connections are
 * closed.
 */
function registerProbes(app: ServiceApp, isReady: () => Promise<boolean>): void {
  let closing = false;
  let forceClose: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    forceClose = setTimeout(
      () => app.server.closeAllConnections(),
      envInt('SHUTDOWN_TIMEOUT_MS', 10_000, { min: 0, max: 600_000 }),
    );
    forceClose.unref();
  });
  app.addHook('onClose', async () => clearTimeout(forceClose));
  const alive = { config: { public: true }, schema: { hide: true } } as const;
  app.get('/livez', alive, async () => ({ status: 'ok' }));
  app.get('/healthz', alive, async () => ({ status: 'ok' }));
  app.get('/readyz', alive, async (_request, reply) => {
    const database = closing ? 'shutting down' : await readyWithin(isReady, READY_TIMEOUT_MS);
    return reply
      .status(database === 'ready' ? 200 : 503)
      .send({ status: database === 'ready' ? 'ready' : 'not ready', checks: { database } });
  });
}

/** `"ready"` when `isReady` says so within `ms`, else why not. */
async function readyWithin(isReady: () => Promise<boolean>, ms: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${ms} ms`), ms);
  });
  try {
    return await Promise.race([
      isReady().then(
        (ready) => (ready ? 'ready' : 'not answering'),
        () => 'not answering',
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Starts listening on loopback (or HOST) and returns the base URL. */
export async function listen(
  app: ServiceApp,
  port: number,
  host = process.env.HOST ?? '127.0.0.1',
): Promise<string> {
  const address = await app.listen({ port, host });
  return address.replace('[::1]', '127.0.0.1');
}

/**
 * A service as its own process (its main.ts): `create` builds it with the
 * service's logger; it listens on PORT, or the service's own `defaultPort`,
 * and on SIGINT or SIGTERM closes before the process exits.
 */
export async function runService(
  name: string,
  defaultPort: number,
  create: (logger: Logger) => Promise<{ app: ServiceApp; close: () => Promise<void> }>,
): Promise<void> {
  const logger = createLogger(name);
  const service = await create(logger);
  logger.info(
    { url: await listen(service.app, envInt('PORT', defaultPort, { min: 0, max: 65535 })) },
    `${name} service listening`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'stopping');
      void service
        .close()
        .then(stopTracing)
        .finally(() => process.exit(0));
    });
  }
}

/** One failure of a request's schema, as Ajv reports it (every one: `allErrors`). */
type ValidationFailure = {
  keyword?: string;
  schemaPath?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
};

/** At most this many refusals in one answer: a list of 10,000 bad lines is told its first 50, as graphql-js stops at 50 errors. */
const MOST_REFUSALS = 50;

/** The refusals to answer: each once (a union's branches repeat a field's failure), the first MOST_REFUSALS. */
function answered(refusals: Refusal[]): [Refusal, ...Refusal[]] {
  const seen = new Set<string>();
  const unique = refusals.filter((refusal) => {
    const key = JSON.stringify([refusal.field, refusal.code, refusal.message]);
    return !seen.has(key) && seen.add(key);
  });
  const [first, ...rest] = unique.slice(0, MOST_REFUSALS);
  return [first ?? { code: 'BAD_REQUEST', message: 'The request is not valid.' }, ...rest];
}

/** The error body: the first refusal, and all of them in `errors` when there are several (one alone keeps the body as it always was). */
function errorBody([first, ...rest]: [Refusal, ...Refusal[]]): ErrorBody {
  return rest.length === 0 ? { error: first } : { error: first, errors: [first, ...rest] };
}

/** A union branch's failure that only says the value is not of that branch's kind. */
const KIND_MISSES = new Set(['type', 'const', 'enum']);

/**
 * The failures of a request without what a union (`anyOf`, `oneOf`: an
 * optional bucket or null, a literal union) adds to each: a value that fits
 * no branch fails every branch and the union itself. What a branch says
 * about the value's content (a bucket's size below its minimum) is kept,
 * without the other branches' kind misses (it is not null) and the union's
 * own failure; a value of no branch's kind keeps its first branch's miss,
 * as Ajv answered it before it reported every failure.
 */
function withoutUnionNoise(failures: ValidationFailure[]): ValidationFailure[] {
  const dropped = new Set<ValidationFailure>();
  for (const union of failures) {
    if (union.keyword !== 'anyOf' && union.keyword !== 'oneOf') continue;
    const inside = failures.filter((failure) =>
      failure.schemaPath?.startsWith(`${union.schemaPath}/`),
    );
    const telling = inside.filter((failure) => !KIND_MISSES.has(failure.keyword ?? ''));
    const kept = telling.length > 0 ? telling : inside.slice(0, 1);
    if (kept.length === 0) continue;
    dropped.add(union);
    for (const failure of inside) if (!kept.includes(failure)) dropped.add(failure);
  }
  return failures.filter((failure) => !dropped.has(failure));
}

/** A service refusal as the error body writes it. */
function refusalBody(refusal: ServiceError): Refusal {
  return {
    code: refusal.code,
    message: refusal.message,
    ...(refusal.field ? { field: refusal.field } : {}),
    ...(refusal.values ? { values: refusal.values } : {}),
  };
}

/**
 * A schema failure as a refusal on its field (`bankAccounts.0.bankCode`, or the
 * property left out): `BAD_REQUEST` with Ajv's wording after the part of the
 * request at fault, as every schema failure has always been answered.
 */
function validationRefusal(failure: ValidationFailure, context = 'request'): Refusal {
  const missing = failure.params?.missingProperty;
  const field = [
    failure.instancePath?.replace(/^\//, '').replaceAll('/', '.'),
    typeof missing === 'string' ? missing : '',
  ]
    .filter(Boolean)
    .join('.');
  return {
    code: 'BAD_REQUEST',
    message: `${context} ${failure.message ?? 'is invalid'}`.trim(),
    ...(field ? { field } : {}),
  };
}
