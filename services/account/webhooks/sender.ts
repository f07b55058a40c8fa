import { Agent, request } from 'undici';
import {
  WEBHOOK_RESPONSE_KEPT,
  type WebhookAttemptError,
} from '../../../contracts/account/webhooks.js';
import { AddressRefusedError, guardedLookup, hostOf, refusedHost } from './address.js';

/** What one POST to a receiver came to: its answer, or how it failed before one came. */
export type SendOutcome = { durationMs: number } & (
  | { status: number; headers: Record<string, string>; body: string }
  | { error: WebhookAttemptError; message: string }
);

/** The most answer headers an attempt keeps, and the longest value of one. */
const HEADERS_KEPT = 50;
const HEADER_VALUE_KEPT = 500;

const TIMEOUT_CODES = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
  // The attempt's own signal (AbortSignal.timeout) is the only one that aborts a request.
  'UND_ERR_ABORTED',
]);

/** How a failed attempt is told in the log: the cause's kind, by its code (undici's and Node's). */
export function attemptErrorOf(error: unknown): { error: WebhookAttemptError; message: string } {
  const found = error as { code?: string; name?: string; message?: string; cause?: unknown };
  const code = found?.code ?? '';
  const message = (found?.message ?? String(error)).slice(0, 500);
  if (error instanceof AddressRefusedError) return { error: 'ADDRESS_REFUSED', message };
  if (TIMEOUT_CODES.has(code) || found?.name === 'TimeoutError')
    return { error: 'TIMEOUT', message: 'No answer within the time allowed.' };
  if (code === 'ECONNREFUSED') return { error: 'CONNECTION_REFUSED', message };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { error: 'DNS', message };
  if (/^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO|DEPTH_ZERO|SELF_SIGNED)/.test(code))
    return { error: 'TLS', message };
  if (found?.cause && found.cause !== error) {
    const cause = attemptErrorOf(found.cause);
    if (cause.error !== 'CONNECTION_FAILED') return cause;
  }
  return { error: 'CONNECTION_FAILED', message };
}

/** The first `WEBHOOK_RESPONSE_KEPT` bytes of an answer's body; the rest is not read. */
async function keptBody(body: AsyncIterable<Buffer>): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= WEBHOOK_RESPONSE_KEPT) break;
  }
  return Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_KEPT).toString('utf8');
}

function keptHeaders(headers: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(
    Object.entries(headers)
      .slice(0, HEADERS_KEPT)
      .map(([name, value]) => [
        name,
        (Array.isArray(value) ? value.join(', ') : (value ?? '')).slice(0, HEADER_VALUE_KEPT),
      ]),
  );
}

/**
 * POSTs webhooks: one undici Agent whose sockets connect only to addresses
 * the guarded lookup judged public (address.ts), no redirect followed (a 3xx
 * is an answer, not a delivery), and the whole exchange bounded by the
 * timeout. The endpoint's host is judged here first (`refusedHost`): no
 * name is looked up for an IP address, and an endpoint saved before a rule
 * was added meets it here.
 */
export class WebhookSender {
  private readonly agent: Agent;

  constructor(
    private readonly options: { timeoutMs: number; allowedPrivateHosts: readonly string[] },
  ) {
    this.agent = new Agent({
      connections: 8,
      connect: { lookup: guardedLookup(options.allowedPrivateHosts), timeout: options.timeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  }

  async send(url: string, headers: Record<string, string>, body: string): Promise<SendOutcome> {
    const started = performance.now();
    const durationMs = () => Math.round(performance.now() - started);
    try {
      const host = hostOf(new URL(url));
      const refused = refusedHost(host, this.options.allowedPrivateHosts);
      if (refused) throw new AddressRefusedError(host, refused);
      const answer = await request(url, {
        method: 'POST',
        headers,
        body,
        dispatcher: this.agent,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      const kept = await keptBody(answer.body);
      return {
        durationMs: durationMs(),
        status: answer.statusCode,
        headers: keptHeaders(answer.headers),
        body: kept,
      };
    } catch (error) {
      return { durationMs: durationMs(), ...attemptErrorOf(error) };
    }
  }

  async close(): Promise<void> {
    await this.agent.close();
  }
}
