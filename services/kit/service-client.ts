import { Agent, request, type Dispatcher } from 'undici';
import type { ErrorResponse } from '../../contracts/common/errors.js';
import { ServiceError } from './errors.js';
import { injectTraceContext } from '../../platform/tracing.js';

/** The caller on whose behalf a service asks: their access token as sent, and their organisation. */
export type OnBehalfOf = { accessToken: string; organizationId: string };

/** How long a service waits for another. */
const TIMEOUT_MS = 5_000;

/** A request to another service: its method, path, query (an array repeats its name) and JSON body. */
export type ServiceRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | readonly string[] | undefined>;
  body?: unknown;
};

/**
 * One service's questions to another over HTTP, asked with the caller's own
 * access token (the other service checks it as any request's, permissions
 * and organisation included). A refusal comes back as the other service's
 * ServiceError, code, field and values as it answered them; anything else it
 * answers (a 5xx, no answer in time) is an Error naming the request.
 */
export class ServiceClient {
  private readonly dispatcher: Dispatcher;

  constructor(
    private readonly baseUrl: string,
    dispatcher?: Dispatcher,
  ) {
    this.dispatcher =
      dispatcher ??
      new Agent({ connections: 16, headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS });
  }

  async call<T>(caller: OnBehalfOf, call: ServiceRequest): Promise<T> {
    const url = new URL(call.path, this.baseUrl);
    for (const [name, value] of Object.entries(call.query ?? {})) {
      for (const one of typeof value === 'string' ? [value] : (value ?? []))
        url.searchParams.append(name, one);
    }
    const headers: Record<string, string> = {
      authorization: `Bearer ${caller.accessToken}`,
      'x-organization-id': caller.organizationId,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    };
    injectTraceContext(headers);
    const answer = await request(url, {
      method: call.method,
      dispatcher: this.dispatcher,
      headers,
      ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    });
    if (answer.statusCode === 204) {
      await answer.body.dump();
      return null as T;
    }
    const payload = (await answer.body.json().catch(() => undefined)) as T | ErrorResponse;
    if (answer.statusCode >= 200 && answer.statusCode < 300) return payload as T;
    const error = (payload as ErrorResponse | undefined)?.error;
    if (answer.statusCode < 500 && error)
      throw new ServiceError(
        answer.statusCode,
        error.code,
        error.message,
        error.field,
        error.values,
      );
    throw new Error(`${url.origin} answered ${answer.statusCode} to ${call.method} ${call.path}.`);
  }

  async close(): Promise<void> {
    await this.dispatcher.close();
  }
}
