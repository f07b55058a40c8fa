import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { promisify } from 'node:util';
import { WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCounterparty,
  listCounterparties,
  sampleInput,
  type Connection,
  type Run,
} from '../../examples/typed-client/client.js';
import { verifyWebhook, type KasWebhook } from '../../examples/typed-client/webhooks.js';
import type { System } from '../../system.js';
import { createCounterpartyRest, createOrganization, signInRest } from '../support/factories.js';
import { eventually } from '../support/eventually.js';
import { signedInClient, type GraphQLClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';
import { createApiKey } from '../support/api-keys.js';
import { signedWebhook } from '../support/webhook-receiver.js';

// examples/typed-client is what an integrator would write: typed documents from the client preset,
// an API key, pages followed by their cursor, a create under an Idempotency-Key. It runs here against
// the worker's system, in an organisation of its own with a key this file creates.
let system: System;
let connection: Connection;
let admin: GraphQLClient;
const stopped: (() => void)[] = [];
let suffix = 30_000_000 + Math.floor(Math.random() * 60_000_000);
const nextSuffix = () => String((suffix += 1));

beforeAll(async () => {
  system = await workerSystem();
  const { owner } = await createOrganization(system, 'PT Contoh Integrator');
  const tokens = await signInRest(system, owner);
  for (let index = 0; index < 5; index += 1) await createCounterpartyRest(system, tokens);
  admin = await signedInClient(system.url, owner);
  const apiKey = await createApiKey(admin, 'Maker', {
    name: 'Contoh integrator',
    expiresInDays: 1,
  });
  connection = { url: system.url, apiKey };
});

describe('the typed client example', () => {
  it('lists every counterparty two at a time by following endCursor, each page with its cost from the key’s bucket', async () => {
    const listing = await listCounterparties(connection, 2);
    expect(listing.totalCount).toBe(5);
    expect(new Set(listing.counterparties.map((counterparty) => counterparty.id)).size).toBe(5);
    expect(listing.costs).toHaveLength(3);
    expect(listing.costs[0]).toMatchObject({
      requestedQueryCost: listing.costs[0]!.actualQueryCost,
      throttleStatus: { maximumAvailable: 200_000, restoreRate: 10_000 },
    });
    expect(listing.costs[0]!.requestedQueryCost).toBeGreaterThan(0);
  });

  it('creates once under an Idempotency-Key: the retry answers the same counterparty and makes no second one', async () => {
    const before = (await listCounterparties(connection)).totalCount;
    const input = sampleInput(nextSuffix());
    const key = randomUUID();
    const first = await createCounterparty(connection, input, key);
    const retry = await createCounterparty(connection, input, key);
    expect(retry.counterparty).toEqual(first.counterparty);
    expect(first.counterparty.legalName).toBe(input.legalName);
    expect((await listCounterparties(connection)).totalCount).toBe(before + 1);
  });

  it('runs as its README says, printing what it listed, created and retried', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'examples/typed-client/client.ts'],
      { env: { ...process.env, KAS_URL: connection.url, KAS_API_KEY: connection.apiKey } },
    );
    const story = JSON.parse(stdout) as Run;
    expect(story.retried).toEqual(story.created);
    expect(story.created.legalName).toMatch(/^PT Contoh Integrasi /);
    expect(story.pages).toBe(1);
    expect(story.lastCost?.throttleStatus.maximumAvailable).toBe(200_000);
  });
});

afterAll(() => stopped.forEach((stop) => stop()));

const SECRET = `whsec_${Buffer.from('a secret of thirty-two bytes, ok').toString('base64')}`;
const BODY = JSON.stringify({
  type: 'payment.updated',
  timestamp: new Date().toISOString(),
  data: { id: 'UGF5bWVudDox', organizationId: 'T3JnYW5pemF0aW9uOjE', change: 'SENT' },
});

describe('the typed client example’s webhook receiver', () => {
  it('takes a webhook signed with its secret and refuses a forged, an altered and a stale one', () => {
    const genuine = signedWebhook(SECRET, BODY);
    expect(verifyWebhook(SECRET, genuine.body, genuine.headers).data.change).toBe('SENT');
    const other = `whsec_${Buffer.from('another secret, thirty-two bytes').toString('base64')}`;
    const forged = signedWebhook(other, BODY);
    expect(() => verifyWebhook(SECRET, forged.body, forged.headers)).toThrow(
      WebhookVerificationError,
    );
    expect(() => verifyWebhook(SECRET, BODY.replace('SENT', 'FAILED'), genuine.headers)).toThrow(
      'No matching signature found',
    );
    const stale = signedWebhook(SECRET, BODY, new Date(Date.now() - 6 * 60_000));
    expect(() => verifyWebhook(SECRET, stale.body, stale.headers)).toThrow(
      'Message timestamp too old',
    );
    // During a rotation Kas signs with both secrets: either one verifies.
    const both = signedWebhook(SECRET, BODY);
    both.headers['webhook-signature'] += ` ${forged.headers['webhook-signature']}`;
    expect(verifyWebhook(SECRET, both.body, both.headers).type).toBe('payment.updated');
  });

  it('runs as its README says: Kas’s test webhook is printed once, its replay known by its webhook-id, and a forgery answered 401', async () => {
    const port = await freePort();
    const { roles } = await admin.data<{ roles: { id: string; name: string }[] }>(
      '{ roles { id name } }',
    );
    const made = await admin.data<{
      webhookEndpointCreate: { webhookEndpoint: { id: string }; secret: string };
    }>(
      'mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) { webhookEndpoint { id } secret } }',
      {
        input: {
          name: 'Contoh penerima',
          url: `http://127.0.0.1:${port}/kas`,
          eventTypes: ['PAYMENT_UPDATED'],
          roleId: roles.find((role) => role.name === 'Maker')!.id,
        },
      },
    );
    const { webhookEndpoint, secret } = made.webhookEndpointCreate;
    const printed: (KasWebhook & { webhookId: string })[] = [];
    const receiver = spawn(
      process.execPath,
      ['--import', 'tsx', 'examples/typed-client/webhooks.ts'],
      {
        env: { ...process.env, KAS_WEBHOOK_SECRET: secret, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    stopped.push(() => receiver.kill());
    let buffered = '';
    receiver.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) if (line) printed.push(JSON.parse(line) as never);
    });
    await eventually(
      async () => (await fetch(`http://127.0.0.1:${port}/kas`).catch(() => null)) !== null,
      20_000,
      100,
    );

    const sent = await admin.data<{ webhookEndpointTest: { webhookDelivery: { id: string } } }>(
      'mutation ($input: WebhookEndpointInput!) { webhookEndpointTest(input: $input) { webhookDelivery { id } } }',
      { input: { webhookEndpointId: webhookEndpoint.id } },
    );
    const deliveryId = sent.webhookEndpointTest.webhookDelivery.id;
    const attemptsOf = async () =>
      (
        await admin.data<{
          node: { status: string; attempts: { responseStatus: number; responseBody: string }[] };
        }>(
          'query ($id: ID!) { node(id: $id) { ... on WebhookDelivery { status attempts { responseStatus responseBody } } } }',
          { id: deliveryId },
        )
      ).node;
    await eventually(async () => (await attemptsOf()).status === 'DELIVERED', 20_000, 100);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatchObject({
      type: 'webhook.test',
      data: { id: webhookEndpoint.id, change: null },
    });

    await admin.data(
      'mutation ($input: WebhookDeliveryReplayInput!) { webhookDeliveryReplay(input: $input) { webhookDelivery { id } } }',
      { input: { webhookDeliveryId: deliveryId } },
    );
    await eventually(async () => (await attemptsOf()).attempts.length === 2, 20_000, 100);
    expect(
      (await attemptsOf()).attempts.map((attempt) => [
        attempt.responseStatus,
        attempt.responseBody,
      ]),
    ).toEqual([
      [200, 'already handled'],
      [200, 'handled'],
    ]);
    expect(printed).toHaveLength(1);

    const forged = signedWebhook(
      `whsec_${Buffer.from('not the endpoint secret, 32 byte').toString('base64')}`,
      BODY,
    );
    const refused = await fetch(`http://127.0.0.1:${port}/kas`, {
      method: 'POST',
      headers: forged.headers,
      body: forged.body,
    });
    expect(refused.status).toBe(401);
    expect(printed).toHaveLength(1);
  });
});

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
