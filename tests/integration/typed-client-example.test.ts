import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCounterparty,
  listCounterparties,
  sampleInput,
  type Connection,
  type Run,
} from '../../examples/typed-client/client.js';
import type { System } from '../../system.js';
import { createCounterpartyRest, createOrganization, signInRest } from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';

// examples/typed-client is what an integrator would write: typed documents from the client preset,
// an API key, pages followed by their cursor, a create under an Idempotency-Key. It runs here against
// the worker's system, in an organisation of its own with a key this file creates.
let system: System;
let connection: Connection;
let suffix = 30_000_000 + Math.floor(Math.random() * 60_000_000);
const nextSuffix = () => String((suffix += 1));

beforeAll(async () => {
  system = await workerSystem();
  const { owner } = await createOrganization(system, 'PT Contoh Integrator');
  const tokens = await signInRest(system, owner);
  for (let index = 0; index < 5; index += 1) await createCounterpartyRest(system, tokens);
  const admin = await signedInClient(system.url, owner);
  const { roles } = await admin.data<{ roles: { id: string; name: string }[] }>(
    '{ roles { id name } }',
  );
  const created = await admin.data<{ apiKeyCreate: { secret: string } }>(
    'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { secret } }',
    {
      input: {
        name: 'Contoh integrator',
        roleId: roles.find((role) => role.name === 'Maker')!.id,
        expiresInDays: 1,
      },
    },
  );
  connection = { url: system.url, apiKey: created.apiKeyCreate.secret };
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
