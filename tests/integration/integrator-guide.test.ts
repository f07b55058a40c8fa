import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { System } from '../../system.js';
import {
  createCounterpartyRest,
  createOrganization,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import {
  curlRequests,
  docExamples,
  runTypeScriptExample,
  type DocExample,
} from '../support/doc-examples.js';
import { eventually } from '../support/eventually.js';
import { signedInClient, type GraphQLClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';
import { TestReceiver } from '../support/webhook-receiver.js';

// Every `sh example` and `ts example` block of the integrator guide, run in order against the worker's
// system as a reader would run it: in an organisation of its own, with $KAS_URL, $KAS_API_KEY (a key
// this file creates, in the Maker role), $KAS_EMAIL and $KAS_PASSWORD (the owner's), a fresh
// $IDEMPOTENCY_KEY, and for the webhooks a receiver on loopback ($KAS_WEBHOOK_URL) with a test webhook
// it got ($KAS_WEBHOOK_SECRET, $WEBHOOK_ID, $WEBHOOK_TIMESTAMP, $WEBHOOK_SIGNATURE, $WEBHOOK_BODY).
// Curl commands are sent with fetch (curl is not on every machine that runs the tests); TypeScript
// examples run in-process. Each must answer without a GraphQL error, or with the error its fence names
// (`expect=CODE`, `status=NNN`).
const GUIDE = path.resolve(import.meta.dirname, '../../docs/integrators.md');
const EXAMPLES = docExamples(readFileSync(GUIDE, 'utf8'));

type Answer = {
  status: number;
  body: { errors?: { message: string; extensions?: { code?: string } }[] } | null;
};

let system: System;
let owner: Credentials;
let apiKey: string;
/** The guide's receiver of webhooks on loopback, and a webhook it received, for the "Webhooks" examples. */
let receiver: TestReceiver;
let received: { secret: string; headers: Record<string, string>; body: string };

beforeAll(async () => {
  system = await workerSystem();
  owner = (await createOrganization(system, 'PT Panduan Integrator')).owner;
  const tokens = await signInRest(system, owner);
  for (let index = 0; index < 3; index += 1) await createCounterpartyRest(system, tokens);
  const admin = await signedInClient(system.url, owner);
  const { roles } = await admin.data<{ roles: { id: string; name: string }[] }>(
    '{ roles { id name } }',
  );
  const { apiKeyCreate } = await admin.data<{ apiKeyCreate: { secret: string } }>(
    'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { secret } }',
    {
      input: {
        name: 'Panduan',
        roleId: roles.find((role) => role.name === 'Maker')!.id,
        expiresInDays: 1,
      },
    },
  );
  apiKey = apiKeyCreate.secret;
  receiver = await TestReceiver.start('record');
  received = await receivedTestWebhook(admin, roles.find((role) => role.name === 'Maker')!.id);
});

afterAll(() => receiver?.stop());

/** A test webhook of an endpoint of the file's own, as its receiver got it, with the endpoint's secret. */
async function receivedTestWebhook(admin: GraphQLClient, roleId: string) {
  const { webhookEndpointCreate } = await admin.data<{
    webhookEndpointCreate: { webhookEndpoint: { id: string }; secret: string };
  }>(
    'mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) { webhookEndpoint { id } secret } }',
    { input: { name: 'Panduan', url: receiver.url, eventTypes: ['PAYMENT_UPDATED'], roleId } },
  );
  await admin.data(
    'mutation ($input: WebhookEndpointInput!) { webhookEndpointTest(input: $input) { webhookDelivery { id } } }',
    { input: { webhookEndpointId: webhookEndpointCreate.webhookEndpoint.id } },
  );
  await eventually(() => receiver.recorded.length === 1, 10_000);
  const [{ headers, body }] = receiver.recorded as [(typeof receiver.recorded)[number]];
  receiver.recorded.length = 0;
  return {
    secret: webhookEndpointCreate.secret,
    headers: Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [
        name,
        String(headers[name]),
      ]),
    ),
    body,
  };
}

/** A standard WebSocket (`ws`'s) that keeps each result the server sends as an answer, as `fetch` is recorded. */
function recordingSocket(answers: Answer[]) {
  return class extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      this.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { type: string; payload?: unknown };
        if (message.type === 'next')
          answers.push({ status: 200, body: message.payload as Answer['body'] });
        if (message.type === 'error')
          answers.push({ status: 200, body: { errors: message.payload as { message: string }[] } });
      });
    }
  };
}

/** Runs one example, answering every response it got and what it logged. */
async function runExample(example: DocExample): Promise<{ answers: Answer[]; logged: string[] }> {
  const env = {
    KAS_URL: system.url,
    KAS_API_KEY: apiKey,
    KAS_EMAIL: owner.email,
    KAS_PASSWORD: owner.password,
    IDEMPOTENCY_KEY: randomUUID(),
    KAS_WEBHOOK_URL: receiver.url,
    KAS_WEBHOOK_SECRET: received.secret,
    WEBHOOK_ID: received.headers['webhook-id']!,
    WEBHOOK_TIMESTAMP: received.headers['webhook-timestamp']!,
    WEBHOOK_SIGNATURE: received.headers['webhook-signature']!,
    WEBHOOK_BODY: received.body,
  };
  const answers: Answer[] = [];
  const logged: string[] = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const text = await response.clone().text();
    let body: Answer['body'] = null;
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      body = null;
    }
    answers.push({ status: response.status, body });
    return response;
  };
  if (example.language === 'sh') {
    for (const request of curlRequests(example.code, env))
      await (await recording(request.url, request.init)).text();
  } else {
    await runTypeScriptExample(example.code, {
      fetch: recording,
      WebSocket: recordingSocket(answers),
      env,
      log: (...values) => logged.push(values.map((value) => inspect(value)).join(' ')),
    });
  }
  return { answers, logged };
}

describe('the integrator guide’s examples', () => {
  it('are there: every section a reader copies from has at least one', () => {
    expect(new Set(EXAMPLES.map((example) => example.section))).toEqual(
      new Set([
        'API keys',
        'The WebSocket',
        'Errors',
        'userErrors',
        'Pagination',
        'Syncing what changed',
        'Bulk operations',
        'Cost and throttling',
        'Idempotency',
        'Persisted documents',
        'Webhooks',
      ]),
    );
  });

  it('the error table gives every code an example answers, with the status it answers it with', () => {
    // The examples run against the system below; the table is what a reader branches on.
    const rows = new Map(
      [
        ...readFileSync(GUIDE, 'utf8').matchAll(/^\| (`[A-Z_]+`(?:, `[A-Z_]+`)*) \| ([^|]+) \|/gm),
      ].flatMap(([, codes, status]) =>
        codes!.split(', ').map((code) => [code.slice(1, -1), status!] as const),
      ),
    );
    const answered = EXAMPLES.filter((example) => example.expectedCode);
    expect(answered.length).toBeGreaterThan(0);
    for (const example of answered)
      expect(rows.get(example.expectedCode!), example.expectedCode!).toContain(
        String(example.expectedStatus ?? 200),
      );
  });

  it.each(EXAMPLES.map((example, index) => [`${example.section} #${index + 1}`, example] as const))(
    '%s answers as the guide says',
    async (_name, example) => {
      const { answers, logged } = await runExample(example);
      expect(answers.length).toBeGreaterThan(0);
      const codes = answers.flatMap(
        (answer) => answer.body?.errors?.map((error) => error.extensions?.code) ?? [],
      );
      if (example.expectedCode) expect(codes).toContain(example.expectedCode);
      else expect(codes, JSON.stringify(answers.map((answer) => answer.body))).toEqual([]);
      if (example.expectedStatus)
        expect(answers.map((answer) => answer.status)).toContain(example.expectedStatus);
      else expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      if (example.expectedUserError)
        expect(JSON.stringify(answers)).toContain(`"code":"${example.expectedUserError}"`);
      if (example.expectedLog) expect(logged).toContain(example.expectedLog);
    },
  );
});
