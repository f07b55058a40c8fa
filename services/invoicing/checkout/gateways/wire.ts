import Decimal from 'decimal.js';
import { request, type Dispatcher } from 'undici';
import { channelRefusal } from './channels.js';
import {
  GatewayError,
  type ChargeRequest,
  type GatewayErrorKind,
  type GatewayProvider,
  type WebhookHeaders,
} from './gateway.js';

/** What both adapters share: HTTP, amounts on the wire, constant-time checks, the request's own rules. */

export { sameSecret } from '../../../../platform/secrets.js';

/** A header's single value; a repeated header counts as absent. */
export function headerValue(headers: WebhookHeaders, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === wanted) return typeof value === 'string' ? value : null;
  return null;
}

export function basicAuthorization(username: string): string {
  return `Basic ${Buffer.from(`${username}:`, 'utf8').toString('base64')}`;
}

/**
 * An amount a gateway sent (a JSON number such as 250000, or a string such as
 * "250000.00") as a decimal string with two fraction digits; null when it is
 * not a non-negative amount. A JSON number is exact here: IDR amounts are
 * whole rupiah far below 2^53.
 */
export function wireAmount(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0)
    return new Decimal(String(value)).toFixed(2);
  if (typeof value === 'string' && /^\d{1,15}(\.\d{1,2})?$/.test(value))
    return new Decimal(value).toFixed(2);
  return null;
}

const ORDER_ID = /^[A-Za-z0-9\-_.~]{1,50}$/;
const WHOLE_RUPIAH = /^\d{1,15}(\.0{1,2})?$/;

/**
 * Checks what both gateways demand before anything is sent: an order id they
 * accept, whole rupiah within the channel's limits, an expiry in the future.
 * Answers the amount as an integer for the wire (the gateways' JSON wants a
 * number; whole rupiah below 2^53 are exact).
 */
export function checkedCharge(provider: GatewayProvider, charge: ChargeRequest, now: Date) {
  const invalid = (message: string) =>
    new GatewayError(provider, 'INVALID_REQUEST', message, { operation: 'create-charge' });
  if (!ORDER_ID.test(charge.orderId))
    throw invalid('orderId must be 1 to 50 characters of A-Z, a-z, 0-9, -, _, . and ~.');
  if (!WHOLE_RUPIAH.test(charge.amount))
    throw invalid('amount must be whole rupiah, for example "1250000" or "1250000.00".');
  const refusal = channelRefusal(charge.channel, charge.amount);
  if (refusal)
    throw new GatewayError(
      provider,
      'CHANNEL_LIMIT',
      `${charge.channel} cannot take this amount: ${refusal.code} ${refusal.limit}.`,
      { operation: 'create-charge', gatewayCode: refusal.code },
    );
  const seconds = Math.ceil((charge.expiresAt.getTime() - now.getTime()) / 1000);
  if (!(seconds > 0)) throw invalid('expiresAt must be in the future.');
  return { wholeRupiah: new Decimal(charge.amount).toNumber(), secondsLeft: seconds };
}

export type WireAnswer = { status: number; body: unknown; text: string };

/**
 * One HTTP call to a gateway; a connection failure or time-out is a
 * GatewayError UNAVAILABLE (the gateway may have acted on it).
 */
export async function callGateway(
  provider: GatewayProvider,
  operation: string,
  url: string,
  options: {
    method: 'GET' | 'POST';
    headers: Record<string, string>;
    body?: string;
    dispatcher?: Dispatcher;
    timeoutMs: number;
  },
): Promise<WireAnswer> {
  let status: number;
  let text: string;
  try {
    const response = await request(url, {
      method: options.method,
      headers: options.headers,
      ...(options.body === undefined ? {} : { body: options.body }),
      ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    status = response.statusCode;
    text = await response.body.text();
  } catch (error) {
    throw new GatewayError(
      provider,
      'UNAVAILABLE',
      `No answer from ${provider}: ${(error as Error).message}`,
      { operation },
    );
  }
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = null;
  }
  return { status, body, text };
}

/**
 * A call to a gateway's JSON API as both take it: HTTP Basic auth with the
 * key as user name and an empty password, JSON asked for, and the body, when
 * there is one, sent as JSON, with any `headers` of the call's own.
 */
export function callJsonApi(
  provider: GatewayProvider,
  operation: string,
  url: string,
  options: {
    method: 'GET' | 'POST';
    key: string;
    body?: string | undefined;
    headers?: Record<string, string>;
    dispatcher?: Dispatcher | undefined;
    timeoutMs: number;
  },
): Promise<WireAnswer> {
  return callGateway(provider, operation, url, {
    method: options.method,
    headers: {
      authorization: basicAuthorization(options.key),
      accept: 'application/json',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
    timeoutMs: options.timeoutMs,
  });
}

/**
 * What a gateway's refusal with this HTTP status is: our key refused (401,
 * 403), no such charge (404), a conflict (`conflict`: 409, or what the
 * gateway says is one), the gateway away or limiting us (5xx, 429), else a
 * request it will not take.
 */
export function refusalKind(status: number, conflict = status === 409): GatewayErrorKind {
  if (status === 401 || status === 403) return 'UNAUTHORIZED';
  if (status === 404) return 'NOT_FOUND';
  if (conflict) return 'CONFLICT';
  if (status >= 500 || status === 429) return 'UNAVAILABLE';
  return 'INVALID_REQUEST';
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function stringField(record: Record<string, unknown>, name: string): string | null {
  const value = record[name];
  return typeof value === 'string' && value !== '' ? value : null;
}
