import type { ApolloServerPlugin } from '@apollo/server';
import { getOperationAST, type ExecutionArgs, type GraphQLFormattedError } from 'graphql';
import { Gauge } from 'prom-client';
import {
  boundedLabel,
  METRICS_CONTENT_TYPE,
  metricsAllowed,
  partMetrics,
  type MetricsAccess,
  type PartMetrics,
} from '../platform/metrics.js';
import type { Context } from './context.js';
import { persistedDocumentsByName } from './persisted-documents.js';
import type { HttpRoute } from './http/route.js';
import { sendJson } from './http/request.js';

/** How many distinct error codes, and upstream route templates, get a series of their own before the rest count as `other`. */
const CODES_CAP = 200;
const ROUTES_CAP = 500;

/** What the BFF's metrics read when scraped: the live subscriptions by event type and the open sockets. */
export type LiveFigures = {
  subscriptions: () => ReadonlyMap<string, number>;
  sockets: () => number;
};

/** What an upstream client reports of each call. */
export type UpstreamObserver = (
  upstream: string,
  method: string,
  path: string,
  status: number | 'error',
  seconds: number,
) => void;

/** Operation names of the web app's persisted documents: each has a series of its own whatever else is sent. */
export function persistedOperationNames(file: string): string[] {
  return [...persistedDocumentsByName(file).keys()];
}

/**
 * A path as a route template: each segment holding a digit (an id, a link
 * token, a date) becomes `:id`, so `/bills/0193…/approve` counts as
 * `/bills/:id/approve`, whichever bill.
 */
export function routeTemplate(path: string): string {
  return path.replace(/\/[^/]*\d[^/]*/g, '/:id');
}

/**
 * The BFF's Prometheus metrics, served at `/metrics`: GraphQL operations by
 * operation name, type and outcome with their latency, errors by
 * `extensions.code`, upstream calls by service, method, route template and
 * status with their latency, and (read when scraped) live subscriptions and
 * open WebSockets. Operation names come from clients: the web app's persisted
 * documents' names and up to `operationNamesCap` others have a series each;
 * any other name counts as `other`.
 */
export class BffMetrics {
  readonly part: PartMetrics = partMetrics('bff');
  private live: LiveFigures | null = null;
  private readonly operationName: (name: string) => string;
  private readonly operations;
  private readonly durations;
  private readonly errors;
  private readonly errorCode = boundedLabel(CODES_CAP);
  private readonly upstreamCalls;
  private readonly upstreamDurations;
  private readonly upstreamRoute = boundedLabel(ROUTES_CAP);

  constructor(
    private readonly access: MetricsAccess,
    options: { knownOperations: Iterable<string>; operationNamesCap: number },
  ) {
    this.operationName = boundedLabel(options.operationNamesCap, [
      ...options.knownOperations,
      'anonymous',
    ]);
    this.operations = this.part.counter({
      name: 'graphql_operations_total',
      help: 'GraphQL operations over HTTP and WebSocket, by operation name, type (query, mutation, subscription; unknown when refused before) and outcome (ok, error).',
      labelNames: ['operation', 'type', 'outcome'],
    });
    this.durations = this.part.histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'Time to answer a GraphQL operation over HTTP, by operation name and type.',
      labelNames: ['operation', 'type'],
    });
    this.errors = this.part.counter({
      name: 'graphql_errors_total',
      help: 'GraphQL errors sent, by extensions.code.',
      labelNames: ['code'],
    });
    this.upstreamCalls = this.part.counter({
      name: 'upstream_requests_total',
      help: 'Calls to the services, by upstream, method, route template and status (error: no answer).',
      labelNames: ['upstream', 'method', 'route', 'status'],
    });
    this.upstreamDurations = this.part.histogram({
      name: 'upstream_request_duration_seconds',
      help: 'Time to a service’s answer, by upstream, method and route template.',
      labelNames: ['upstream', 'method', 'route'],
    });
    this.liveGauges();
  }

  /** Where the live figures come from, once the event hub and the socket exist. */
  watchLive(live: LiveFigures): void {
    this.live = live;
  }

  /** Counts an HTTP operation from Apollo's request hooks, with its latency. */
  plugin(): ApolloServerPlugin<Context> {
    return {
      requestDidStart: async () => {
        const started = performance.now();
        return {
          willSendResponse: async ({ operationName, operation, errors, request, document }) => {
            // Apollo names only an operation it resolved: one that failed validation is named from its document.
            const given =
              operationName ??
              request.operationName ??
              (document && getOperationAST(document)?.name?.value) ??
              'anonymous';
            const name = this.operationName(given);
            const type = operation?.operation ?? 'unknown';
            this.operations(name, type, errors?.length ? 'error' : 'ok').inc();
            this.durations(name, type).observe((performance.now() - started) / 1000);
          },
        };
      },
    };
  }

  /** Counts an operation a socket admitted (its execution's errors count in `graphql_errors_total`) or refused. */
  countSocketOperation(
    admitted: readonly unknown[] | ExecutionArgs,
    operationName: string | null | undefined,
  ): void {
    if (Array.isArray(admitted)) {
      this.operations(this.operationName(operationName ?? 'anonymous'), 'unknown', 'error').inc();
      return;
    }
    const args = admitted as ExecutionArgs;
    const operation = getOperationAST(args.document, args.operationName);
    const name = operationName ?? operation?.name?.value ?? 'anonymous';
    this.operations(this.operationName(name), operation?.operation ?? 'unknown', 'ok').inc();
  }

  /** Counts an operation the HTTP route refused before Apollo saw it (its JSON, its document, its rate, its Idempotency-Key), and the refusal by its code. */
  countRefused = (code: string, operationName: unknown): void => {
    const name = typeof operationName === 'string' ? operationName : 'anonymous';
    this.operations(this.operationName(name), 'unknown', 'error').inc();
    this.errors(this.errorCode(code)).inc();
  };

  /** Counts an error sent to a client, by its code; answers it unchanged (wraps the policy's `formatError`). */
  countError = (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    this.errors(this.errorCode(typeof code === 'string' ? code : 'none')).inc();
    return formatted;
  };

  /** Counts one call to a service, by its route template, with its latency. */
  observeUpstream: UpstreamObserver = (upstream, method, path, status, seconds) => {
    const route = this.upstreamRoute(routeTemplate(path));
    this.upstreamCalls(upstream, method, route, status).inc();
    this.upstreamDurations(upstream, method, route).observe(seconds);
  };

  /** `/metrics`, for a scrape `metricsAllowed` admits; anyone else finds nothing there. */
  route(): HttpRoute {
    return {
      matches: (url) => url.pathname === '/metrics',
      handle: async (request, response) => {
        if (!metricsAllowed(this.access, request.headers.authorization))
          return sendJson(response, 404, {
            errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }],
          });
        const body = await this.part.render();
        response.writeHead(200, {
          'content-type': METRICS_CONTENT_TYPE,
          'cache-control': 'no-store',
        });
        response.end(body);
      },
    };
  }

  private liveGauges(): void {
    const live = () => this.live;
    this.part.labelledGauge(
      {
        name: 'graphql_live_subscriptions',
        help: 'Subscriptions receiving events now, by event type.',
        labelName: 'event',
      },
      () => live()?.subscriptions() ?? [],
    );
    new Gauge({
      name: 'graphql_websocket_connections',
      help: 'WebSocket connections open now.',
      registers: [this.part.registry],
      collect() {
        this.set(live()?.sockets() ?? 0);
      },
    });
  }
}
