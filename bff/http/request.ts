import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest GraphQL request body or WebSocket message. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** How much of a refused body the BFF still reads (and drops) so its 413 reaches the client, instead of a reset. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

const bodyTooLarge = () =>
  Object.assign(new Error(`Request body too large: at most ${MAX_BODY_BYTES / 1024 / 1024} MB.`), {
    status: 413,
  });

/**
 * Reads a request's body, at most MAX_BODY_BYTES. A larger body is refused
 * with 413; its bytes are read and dropped until it ends (or MAX_DRAIN_BYTES),
 * because closing a socket the client is still writing to resets it, and the
 * client would see a broken connection instead of the answer.
 */
export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = Number.isFinite(declared) && declared > MAX_BODY_BYTES;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (refused) {
        if (size > MAX_DRAIN_BYTES) request.destroy();
        return;
      }
      if (size > MAX_BODY_BYTES) {
        refused = true;
        chunks.length = 0;
      } else chunks.push(chunk);
    });
    request.on('end', () =>
      refused ? reject(bodyTooLarge()) : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    request.on('error', reject);
  });
}

/** The end user's address: the socket's, or with TRUST_PROXY the first X-Forwarded-For entry. */
export function clientAddress(request: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded)
    return forwarded.split(',')[0]!.trim();
  return request.socket.remoteAddress?.replace(/^::ffff:/, '');
}

/** The caller's X-Request-Id when it sent one, so its logs and ours line up; a new one otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return (typeof given === 'string' && given) || randomUUID();
}

/** A service's Retry-After (a rate limit's refusal), to pass on with its answer; nothing when it sent none. */
export function retryAfterOf(headers: Record<string, string | string[] | undefined>): {
  'retry-after'?: string;
} {
  const value = headers['retry-after'];
  return typeof value === 'string' && /^\d{1,9}$/.test(value) ? { 'retry-after': value } : {};
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
