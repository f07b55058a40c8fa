import type { Readable } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import { UpstreamError, UpstreamUnavailableError } from './errors.js';
import type { ErrorResponse } from '../../contracts/common/errors.js';
import type { UpstreamObserver } from '../metrics.js';
import { injectTraceContext } from '../../platform/tracing.js';

/** How long a streamed upload or download may take. */
const STREAM_TIMEOUT_MS = 10 * 60 * 1000;

/** Who is calling an upstream: every call carries the token, the organisation and the request id. */
export type CallerIdentity = {
  accessToken?: string;
  organizationId?: string;
  requestId: string;
  /** The end user's address, for lockout and the activity history. */
  clientIp?: string;
  /** The mutation being resolved under a client's Idempotency-Key; see `idempotentWrites`. */
  idempotency?: { key: string; writes: number };
};

/**
 * Starts a mutation field under the client's Idempotency-Key: each upstream
 * write it makes carries `<key>:<field's response key>:<n>`, n counting that
 * field's writes, so a retry of the whole operation sends each service the
 * same keys in the same order, and two fields of one operation never share one.
 */
export function idempotentWrites(
  caller: CallerIdentity,
  key: string | undefined,
  responseKey: string,
): void {
  caller.idempotency = key ? { key: `${key}:${responseKey}`, writes: 0 } : undefined;
}

export type UpstreamRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | readonly string[] | undefined>;
  body?: unknown;
  /**
   * For work known to take long on a large organisation (a run of the
   * matching engine, a rules preview): how long to wait instead of the
   * client's timeout, which stays short for everything else.
   */
  timeoutMs?: number;
  /** Headers of the call's own (a buyer's link token); the caller's identity headers are set from the caller. */
  headers?: Record<string, string>;
};

/** How long a call marked as long work may take: a run over 100,000 statement transactions is judged at 30 s. */
export const LONG_WORK_TIMEOUT_MS = 120_000;

/** Adds what every call carries of its caller (token, organisation, client address) and the trace context. */
function addIdentity(headers: Record<string, string>, caller: CallerIdentity): void {
  if (caller.accessToken) headers.authorization = `Bearer ${caller.accessToken}`;
  if (caller.organizationId) headers['x-organization-id'] = caller.organizationId;
  if (caller.clientIp) headers['x-client-ip'] = caller.clientIp;
  injectTraceContext(headers);
}

function queryString(query: UpstreamRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A JSON client for one upstream service over one keep-alive undici Pool.
 * Connection failures, time-outs and 5xx answers become
 * UpstreamUnavailableError; 4xx answers become UpstreamError with the
 * service's code, message and field.
 */
/** One HTTP client per service, shared by every module that calls it. */
export type UpstreamClients = Record<'account' | 'treasury' | 'invoicing', UpstreamClient>;

export class UpstreamClient {
  private readonly pool: Pool;
  /**
   * File uploads and downloads travel on connections of their own, each used
   * once: a 25 MB body held up or refused half-way never delays, shares or
   * leaves unread bytes on a connection the JSON calls of other requests use.
   */
  private readonly files: Pool;
  /** Requests sent since start; read by tests and the benchmark. */
  requestCount = 0;

  constructor(
    readonly service: string,
    baseUrl: string,
    private readonly timeoutMs: number,
    connections: number,
    /** Told of every call's status and latency (the BFF's metrics). */
    private readonly observe: UpstreamObserver = () => {},
  ) {
    this.pool = new Pool(baseUrl, {
      connections,
      pipelining: 1,
      connect: { timeout: timeoutMs },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: 30_000,
    });
    this.files = new Pool(baseUrl, { connections, pipelining: 1, connect: { timeout: timeoutMs } });
  }

  /** A GET whose answer holds a list in `items` (a contract's list or batch response): answers the list. */
  async items<T extends { items: unknown[] }>(
    caller: CallerIdentity,
    path: string,
    query?: UpstreamRequest['query'],
  ): Promise<T['items']> {
    return (await this.call<T>(caller, { method: 'GET', path, query })).items;
  }

  async call<T>(caller: CallerIdentity, request: UpstreamRequest): Promise<T> {
    const headers: Record<string, string> = {
      ...request.headers,
      accept: 'application/json',
      'x-request-id': caller.requestId,
    };
    addIdentity(headers, caller);
    if (caller.idempotency && request.method !== 'GET')
      headers['idempotency-key'] = `${caller.idempotency.key}:${(caller.idempotency.writes += 1)}`;
    let payload: string | undefined;
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(request.body);
    }
    this.requestCount += 1;
    const observed = this.timed(request.method, request.path);
    let response;
    try {
      response = await this.pool.request({
        method: request.method,
        path: request.path + queryString(request.query),
        headers,
        body: payload,
        signal: AbortSignal.timeout(request.timeoutMs ?? this.timeoutMs),
        headersTimeout: request.timeoutMs ?? this.timeoutMs,
        bodyTimeout: request.timeoutMs ?? this.timeoutMs,
      });
    } catch (error) {
      observed('error');
      throw new UpstreamUnavailableError(this.service, (error as Error).message);
    }
    let text: string;
    try {
      text = await response.body.text();
    } catch (error) {
      observed('error');
      throw new UpstreamUnavailableError(this.service, (error as Error).message);
    }
    observed(response.statusCode);
    if (response.statusCode >= 500)
      throw new UpstreamUnavailableError(this.service, `status ${response.statusCode}`);
    if (response.statusCode === 204 || text === '') return undefined as T;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new UpstreamUnavailableError(this.service, 'answered something that is not JSON');
    }
    if (response.statusCode >= 400) {
      const { error, errors } = json as Partial<ErrorResponse>;
      throw new UpstreamError(
        this.service,
        response.statusCode,
        error?.code ?? 'UNKNOWN',
        error?.message ?? 'Request failed.',
        error?.field,
        error?.values,
      ).withRefusals(errors);
    }
    return json as T;
  }

  /**
   * A call whose request or response body is a stream (file uploads and
   * downloads): the body is piped through, never buffered, with a time-out
   * long enough for a large file on a slow connection. The caller reads or
   * discards the answer's body.
   */
  async stream(
    caller: CallerIdentity,
    request: {
      method: 'GET' | 'POST';
      path: string;
      query?: UpstreamRequest['query'];
      headers?: Record<string, string>;
      body?: Readable;
    },
  ): Promise<{
    statusCode: number;
    headers: Record<string, string | string[] | undefined>;
    body: Dispatcher.ResponseData['body'];
  }> {
    const headers: Record<string, string> = {
      'x-request-id': caller.requestId,
      ...request.headers,
    };
    addIdentity(headers, caller);
    this.requestCount += 1;
    const observed = this.timed(request.method, request.path);
    try {
      const response = await this.files.request({
        method: request.method,
        path: request.path + queryString(request.query),
        headers,
        body: request.body,
        // Closed after this request, whatever happened to its body.
        reset: true,
        headersTimeout: STREAM_TIMEOUT_MS,
        bodyTimeout: STREAM_TIMEOUT_MS,
      });
      observed(response.statusCode);
      if (response.statusCode >= 500) {
        response.body.resume();
        throw new UpstreamUnavailableError(this.service, `status ${response.statusCode}`);
      }
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    } catch (error) {
      if (error instanceof UpstreamUnavailableError) throw error;
      observed('error');
      throw new UpstreamUnavailableError(this.service, (error as Error).message);
    }
  }

  /** Starts timing a call; the answer reports its status (or `error`: no answer) and latency. */
  private timed(method: string, path: string): (status: number | 'error') => void {
    const started = performance.now();
    return (status) =>
      this.observe(this.service, method, path, status, (performance.now() - started) / 1000);
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.close(), this.files.close()]);
  }
}
