/**
 * Receiving Kas webhooks, as an integrator would: each one is verified with
 * the `standardwebhooks` library (its signature, made with the endpoint's
 * `whsec_…` secret, and its age: older or newer than five minutes is
 * refused), handled once however many times it arrives (Kas delivers at least
 * once: a retry after a lost answer, or a replay, carries the same
 * `webhook-id`), and answered 2xx only once handled. Run it as a receiver:
 *
 *   KAS_WEBHOOK_SECRET=whsec_… PORT=8080 node --import tsx examples/typed-client/webhooks.ts
 *
 * With KAS_URL and KAS_API_KEY also set, it reads the payment each
 * `payment.updated` webhook names, as it is now, through the API.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { execute, type Connection } from './client.js';
import { graphql } from './gql/index.js';

/** A webhook's body: its type, when the change was committed, and the global ids of what it names. */
export type KasWebhook = {
  type: string;
  timestamp: string;
  data: {
    id: string;
    organizationId: string;
    change: string | null;
    statementTransactionIds?: string[];
    expectedTransactionIds?: string[];
    /** The record as the change left it (`number`, `status`, `total`, `outstanding`, `currency`, `updatedAt`…): money as decimal strings. */
    record?: Record<string, string | null>;
  };
};

/** The ids of the webhooks already handled. Keep them where the handling's effects are (a table with a unique key), not in memory. */
export type HandledIds = {
  has(id: string): boolean | Promise<boolean>;
  add(id: string): unknown;
};

/**
 * Verifies a webhook: its `webhook-signature` (one of its space-separated
 * `v1,…` signatures must be the secret's) over `webhook-id`,
 * `webhook-timestamp` and the body exactly as received, and its timestamp
 * within five minutes of now. Throws WebhookVerificationError otherwise.
 */
export function verifyWebhook(
  secret: string,
  body: string,
  headers: Record<string, string | string[] | undefined>,
): KasWebhook {
  const single = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(' ') : (value ?? ''),
    ]),
  );
  return new Webhook(secret).verify(body, single) as KasWebhook;
}

/** The longest body a receiver reads: Kas's webhooks are a few hundred bytes. */
const MAX_BODY = 64 * 1024;

async function bodyOf(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A request handler that receives webhooks: a forged, altered or stale one is
 * answered 401 and not handled; one whose `webhook-id` was handled before is
 * answered 200 and not handled again; any other is handled, then its id is
 * kept, then it is answered 200. When `handle` throws, the answer is 500 and
 * the id is not kept, so Kas's retry handles it again.
 */
export function webhookReceiver(options: {
  secret: string;
  handle: (webhook: KasWebhook, webhookId: string) => Promise<void> | void;
  handled?: HandledIds;
}): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const handled = options.handled ?? new Set<string>();
  return async (request, response) => {
    const answer = (status: number, text: string) => void response.writeHead(status).end(text);
    const body = await bodyOf(request);
    if (request.method !== 'POST' || body === null) return answer(400, 'not a webhook');
    let webhook: KasWebhook;
    try {
      webhook = verifyWebhook(options.secret, body, request.headers);
    } catch (error) {
      // A signature that does not verify, a stale timestamp, a missing header: not from Kas.
      return answer(
        401,
        error instanceof WebhookVerificationError ? error.message : 'not verified',
      );
    }
    const webhookId = String(request.headers['webhook-id']);
    if (await handled.has(webhookId)) return answer(200, 'already handled');
    try {
      await options.handle(webhook, webhookId);
    } catch {
      return answer(500, 'not handled; try again');
    }
    await handled.add(webhookId);
    return answer(200, 'handled');
  };
}

const WebhookPayment = graphql(`
  query WebhookPayment($id: ID!) {
    node(id: $id) {
      ... on Payment {
        id
        status
      }
    }
  }
`);

/** The payment a `payment.updated` webhook names, as it is now: a webhook says what changed, the API says how it stands. */
export async function paymentOf(
  connection: Connection,
  webhook: KasWebhook,
): Promise<{ id: string; status: string } | null> {
  const { data } = await execute(connection, WebhookPayment, { id: webhook.data.id });
  return data.node && 'status' in data.node ? { id: data.node.id, status: data.node.status } : null;
}

/** Starts a receiver on `port` that prints each webhook it handles as a line of JSON. */
export function startReceiver(secret: string, port: number, connection?: Connection): Server {
  const server = createServer(
    webhookReceiver({
      secret,
      handle: async (webhook, webhookId) => {
        const payment =
          connection && webhook.type === 'payment.updated'
            ? await paymentOf(connection, webhook)
            : undefined;
        process.stdout.write(`${JSON.stringify({ webhookId, ...webhook, payment })}\n`);
      },
    }),
  );
  return server.listen(port);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env.KAS_WEBHOOK_SECRET;
  if (!secret) throw new Error('Set KAS_WEBHOOK_SECRET to the endpoint’s signing secret.');
  const { KAS_URL: url, KAS_API_KEY: apiKey } = process.env;
  startReceiver(
    secret,
    Number(process.env.PORT ?? 8080),
    url && apiKey ? { url, apiKey } : undefined,
  );
}
