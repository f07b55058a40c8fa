import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createClient } from 'graphql-ws';
import { Webhook } from 'standardwebhooks';
import WebSocket from 'ws';

/**
 * `node --import tsx scripts/webhooks-listen.ts --url <kas> --key <api key> --forward-to <local url> [--events a,b]`:
 * a receiver under development gets the organisation's webhook events without a public address, as Stripe's
 * `stripe listen --forward-to` does. It subscribes to `webhookEvents` over the GraphQL WebSocket with the API
 * key (which reads only what its role may, as an endpoint's role does), signs each event as Kas signs a webhook
 * (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`) with a secret of its own that it
 * prints at start, POSTs it to the local address, and prints one line per event with the local answer's status.
 */
export type ListenOptions = {
  url: string;
  key: string;
  forwardTo: string;
  /** Public event types (`payment.updated`); all when empty. */
  events: readonly string[];
  /** Where the lines go (stdout unless told). */
  print?: (line: string) => void;
};

const SUBSCRIPTION = `subscription ($eventTypes: [WebhookEventType!]) {
  webhookEvents(eventTypes: $eventTypes) { webhookId type payload }
}`;

/** `payment.updated` → `PAYMENT_UPDATED`, the schema's enum of a wire name. */
const enumOf = (type: string) => type.replace(/\./g, '_').toUpperCase();

/** A signing secret as Kas gives an endpoint: `whsec_` and 24 random bytes in base64. */
export const newListenSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** Starts listening; answers a function that stops it. */
export function listen(options: ListenOptions, secret = newListenSecret()): () => Promise<void> {
  const print = options.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  const signer = new Webhook(secret);
  const client = createClient({
    url: `${options.url.replace(/^http/, 'ws').replace(/\/$/, '')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${options.key}` },
    retryAttempts: Infinity,
    on: {
      connected: () => print(`Ready! Your webhook signing secret is ${secret} (^C to quit)`),
    },
  });
  const forward = async (event: { webhookId: string; type: string; payload: string }) => {
    const at = new Date();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Kas-Webhooks-Listen/1.0',
      'webhook-id': event.webhookId,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': signer.sign(event.webhookId, at, event.payload),
    };
    const answer = await fetch(options.forwardTo, {
      method: 'POST',
      headers,
      body: event.payload,
    }).then(
      (response) => String(response.status),
      (error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    print(
      `${at.toISOString()}  --> ${event.type} [${event.webhookId}]  <-- [${answer}] POST ${options.forwardTo}`,
    );
  };
  const unsubscribe = client.subscribe<{
    webhookEvents: { webhookId: string; type: string; payload: string };
  }>(
    {
      query: SUBSCRIPTION,
      variables: { eventTypes: options.events.length ? options.events.map(enumOf) : null },
    },
    {
      next: (result) => {
        if (result.errors) print(`error: ${result.errors.map((e) => e.message).join('; ')}`);
        if (result.data) void forward(result.data.webhookEvents);
      },
      error: (error) =>
        print(
          `error: ${Array.isArray(error) ? error.map((e: { message: string }) => e.message).join('; ') : String((error as { reason?: unknown }).reason ?? error)}`,
        ),
      complete: () => print('The subscription ended.'),
    },
  );
  return async () => {
    unsubscribe();
    await client.dispose();
  };
}

/** The command line: its options read, listening until interrupted. */
function main(): void {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      key: { type: 'string' },
      'forward-to': { type: 'string' },
      events: { type: 'string' },
    },
  });
  const key = values.key ?? process.env.KAS_API_KEY;
  if (!values.url || !key || !values['forward-to']) {
    process.stderr.write(
      'Usage: webhooks-listen --url <kas url> --key <api key> --forward-to <local url> [--events payment.updated,...]\n',
    );
    process.exit(2);
  }
  const stop = listen({
    url: values.url,
    key,
    forwardTo: values['forward-to'],
    events: values.events ? values.events.split(',').map((type) => type.trim()) : [],
  });
  process.on('SIGINT', () => void stop().then(() => process.exit(0)));
  process.on('SIGTERM', () => void stop().then(() => process.exit(0)));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
