import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bff } from '../../bff/server.js';
import type { System } from '../../system.js';
import { eventually } from '../support/eventually.js';
import { createOrganization } from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { createSecondBff, workerSystem } from '../support/system.js';
import { overSocket } from '../support/transports.js';

// Feature flags from a local flags file: the BFF answers GrowthBook's API over it (the flags, their live stream) and
// gates the webhooks mutations by the same flag, per organisation. The file is the test's own, so the flags are served
// by a second BFF over the worker's services (a system of its own would cost a database and three services for one
// setting).
const CLIENT_KEY = 'sdk-flags-test';
const directory = mkdtempSync(path.join(os.tmpdir(), 'kas-flags-'));
const file = path.join(directory, 'flags.json');

let system: System;
let bff: Bff;
let url: string;
let organizationOn: Awaited<ReturnType<typeof createOrganization>>;
let organizationOff: Awaited<ReturnType<typeof createOrganization>>;

/** Webhooks on for one organisation by its id, off for every other: a rule on the `org_id` attribute. */
const webhooksFor = (organizationId: string) => ({
  webhooks: {
    defaultValue: false,
    rules: [{ condition: { org_id: organizationId }, force: true }],
  },
});

/** Replaces the file as a deployment would (write beside it, rename over it). */
function writeFlags(content: unknown): void {
  const next = `${file}.next`;
  writeFileSync(next, typeof content === 'string' ? content : JSON.stringify(content));
  renameSync(next, file);
}

/** The events of a stream as they arrive, read in the background until `stop`. */
async function readStream(streamUrl: string) {
  const controller = new AbortController();
  const response = await fetch(streamUrl, { signal: controller.signal });
  let text = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of response.body! as AsyncIterable<Uint8Array>)
      text += decoder.decode(chunk, { stream: true });
  })().catch(() => undefined);
  return {
    response,
    text: () => text,
    stop: async () => {
      controller.abort();
      await reading;
    },
  };
}

beforeAll(async () => {
  system = await workerSystem();
  [organizationOn, organizationOff] = await Promise.all([
    createOrganization(system, 'PT Bendera Hidup'),
    createOrganization(system, 'PT Bendera Mati'),
  ]);
  writeFlags({ features: webhooksFor(organizationOn.organizationId) });
  bff = await createSecondBff(system, {
    featureFlags: { file, clientKey: CLIENT_KEY },
    environment: 'test',
  });
  url = await bff.listen();
});

afterAll(() => bff?.close());

describe('the flags endpoint over the local flags file', () => {
  it("answers the file's flags in GrowthBook's shape with SSE support, and 404 for another key", async () => {
    const response = await fetch(`${url}/api/features/${CLIENT_KEY}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-sse-support')).toBe('enabled');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      features: webhooksFor(organizationOn.organizationId),
      experiments: [],
      dateUpdated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await fetch(`${url}/api/features/sdk-other`)).status).toBe(404);
    expect((await fetch(`${url}/sub/sdk-other`)).status).toBe(404);
  });

  it('streams a features event each time the file changes', async () => {
    const stream = await readStream(`${url}/sub/${CLIENT_KEY}`);
    try {
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await eventually(() => stream.text().includes(': connected'));
      const changed = {
        features: { ...webhooksFor(organizationOn.organizationId), beta: { defaultValue: 'x' } },
      };
      writeFlags(changed);
      await eventually(() => stream.text().includes('event: features'), 5_000);
      const data = /event: features\ndata: (.*)\n\n/.exec(stream.text())![1]!;
      expect(JSON.parse(data).features).toEqual(changed.features);

      // A malformed file is refused (bff/feature-flags.test.ts): the next good one is streamed as ever.
      writeFlags('{ "features": { "webhooks": ');
      const before = stream.text();
      const afterwards = { features: webhooksFor(organizationOn.organizationId) };
      writeFlags(afterwards);
      await eventually(() => stream.text().length > before.length, 5_000);
      expect(stream.text().slice(before.length)).toContain(JSON.stringify(afterwards.features));
    } finally {
      await stream.stop();
    }
  });

  it('tells the web where to fetch flags and its environment', async () => {
    const response = await fetch(`${url}/app-settings.json`);
    expect(await response.json()).toMatchObject({
      environment: 'test',
      featureFlags: { host: null, clientKey: CLIENT_KEY },
    });
  });
});

describe('the webhooks flag in the BFF', () => {
  const DELETE = `mutation ($input: WebhookEndpointInput!) { webhookEndpointDelete(input: $input) {
    deletedWebhookEndpointId userErrors { code field } } }`;
  const input = { webhookEndpointId: 'V2ViaG9va0VuZHBvaW50Om5vbmU' };

  it("lets an organisation the flag is on for change its webhooks, and refuses another's, by its organisation id", async () => {
    const on = await signedInClient(url, organizationOn.owner);
    const allowed = await on.request(DELETE, { input });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data).toEqual({
      webhookEndpointDelete: {
        deletedWebhookEndpointId: null,
        userErrors: [expect.objectContaining({ field: 'webhookEndpointId' })],
      },
    });

    const off = await signedInClient(url, organizationOff.owner);
    const refused = await off.request(DELETE, { input });
    expect(refused.errors).toEqual([
      expect.objectContaining({
        message: 'Webhooks are not available to this organisation.',
        extensions: expect.objectContaining({ code: 'FORBIDDEN', feature: 'webhooks' }),
      }),
    ]);
    // Reading what exists stays open.
    const read = await off.request('{ webhookEndpoints { id } }');
    expect(read.errors).toBeUndefined();
  });
});

describe('a rule by origin in the BFF', () => {
  // A flags file of its own with a rule by origin, served by a BFF that knows one more page origin of the deployment
  // and sits behind a trusted proxy (which names the site asked in X-Forwarded-Host): two settings of its own.
  const BETA = 'https://beta.kas.example';
  const DELETE = `mutation ($input: WebhookEndpointInput!) { webhookEndpointDelete(input: $input) {
    deletedWebhookEndpointId userErrors { code field } } }`;
  const input = { webhookEndpointId: 'V2ViaG9va0VuZHBvaW50Om5vbmU' };
  const byOrigin = path.join(mkdtempSync(path.join(os.tmpdir(), 'kas-flags-')), 'flags.json');
  let beta: Bff;
  let betaUrl: string;

  beforeAll(async () => {
    writeFileSync(
      byOrigin,
      JSON.stringify({
        features: {
          webhooks: { defaultValue: false, rules: [{ condition: { origin: BETA }, force: true }] },
        },
      }),
    );
    beta = await createSecondBff(system, {
      featureFlags: { file: byOrigin, clientKey: CLIENT_KEY },
      environment: 'test',
      trustProxy: true,
      allowedOrigins: [BETA],
    });
    betaUrl = await beta.listen();
  });

  afterAll(() => beta?.close());

  const codeOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
    answer.errors?.[0]?.extensions?.code ?? 'none';

  it('when a request sends that Origin header, the rule is not met, over HTTP and the WebSocket alike', async () => {
    const member = await signedInClient(betaUrl, organizationOff.owner);
    const overHttp = await member.request(DELETE, { input }, { origin: BETA });
    expect(codeOf(overHttp)).toBe('FORBIDDEN');
    expect(overHttp.errors?.[0]?.extensions?.feature).toBe('webhooks');
    const overSocketAnswer = await overSocket(
      betaUrl,
      DELETE,
      { input },
      { cookie: member.cookieHeader, headers: { origin: BETA } },
    );
    expect(codeOf(overSocketAnswer)).toBe('FORBIDDEN');
  });

  it('when the request was addressed to that page origin of the deployment, the rule is met, over HTTP and the WebSocket alike', async () => {
    const member = await signedInClient(betaUrl, organizationOff.owner);
    const addressed = { 'x-forwarded-host': 'beta.kas.example', 'x-forwarded-proto': 'https' };
    const overHttp = await member.request(DELETE, { input }, addressed);
    expect(codeOf(overHttp)).toBe('none');
    expect(overHttp.data).toEqual({
      webhookEndpointDelete: {
        deletedWebhookEndpointId: null,
        userErrors: [expect.objectContaining({ field: 'webhookEndpointId' })],
      },
    });
    const overSocketAnswer = await overSocket(
      betaUrl,
      DELETE,
      { input },
      { cookie: member.cookieHeader, headers: { ...addressed, origin: BETA } },
    );
    expect(codeOf(overSocketAnswer)).toBe('none');
    // Addressed to a site the deployment does not list: the rule is not met, whatever the Origin header says.
    const unlisted = await member.request(
      DELETE,
      { input },
      { 'x-forwarded-host': 'beta.kas.example.attacker.example', origin: BETA },
    );
    expect(codeOf(unlisted)).toBe('FORBIDDEN');
  });
});
