import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSystem, type System } from '../../system.js';
import { countOf } from '../support/database.js';
import { createOrganization } from '../support/factories.js';
import { GraphQLClient, signedInClient, type GraphQLResponse } from '../support/graphql-client.js';
import { TEST_TODAY, startTestSystem } from '../support/system.js';
import { overSocket, TRANSPORTS, type Transport } from '../support/transports.js';

// A create answered UPSTREAM_UNAVAILABLE landed later and
// the integrator's retry made a second record. With an Idempotency-Key (a
// header over HTTP, `extensions.idempotencyKey` over the WebSocket) a retry
// gets the first answer and nothing runs twice.
const UPSTREAM_TIMEOUT_MS = 3_000;
let system: System;
let owner: GraphQLClient;
let ownerOrganizationId: string;
let neighbour: GraphQLClient;
let neighbourOrganizationId: string;

const CREATE = `mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { counterparty { id legalName alias } userErrors { field code message } } }`;
type Created = {
  counterpartyCreate: {
    counterparty: { id: string; legalName: string; alias: string } | null;
    userErrors: { code: string }[];
  };
};

let sequence = 7_700_000_000;
function input(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    legalName: `PT Ulang ${sequence}`,
    alias: `Ulang ${sequence}`,
    type: 'COMPANY',
    bankAccounts: [{ bankCode: '014', accountNumber: String(sequence), accountName: 'PT ULANG' }],
    ...overrides,
  };
}

function create(
  transport: Transport,
  client: GraphQLClient,
  variables: Record<string, unknown>,
  key: string,
): Promise<GraphQLResponse<Created>> {
  if (transport === 'http')
    return client.request<Created>(CREATE, { input: variables }, { 'idempotency-key': key });
  return overSocket<Created>(
    client.url,
    CREATE,
    { input: variables },
    { cookie: client.cookieHeader, extensions: { idempotencyKey: key } },
  );
}

const countByAlias = (organizationId: string, alias: string): Promise<number> =>
  countOf(
    system.treasury.db,
    sql`select count(*) from counterparties where organization_id = ${organizationId} and alias = ${alias}`,
  );

async function signedIn(url: string, credentials: { email: string; password: string }) {
  const client = await signedInClient(url, credentials);
  return client;
}

beforeAll(async () => {
  system = await startTestSystem({ upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS });
  const ours = await createOrganization(system, 'PT Kunci Ulang');
  const theirs = await createOrganization(system, 'PT Kunci Tetangga');
  ownerOrganizationId = ours.organizationId;
  neighbourOrganizationId = theirs.organizationId;
  owner = await signedIn(system.url, ours.owner);
  neighbour = await signedIn(system.url, theirs.owner);
}, 120_000);

afterAll(async () => {
  await system?.stop();
});

describe.each(TRANSPORTS)('Idempotency-Key over %s', (transport) => {
  it('returns the record of a create that timed out and landed later, instead of making a second one', async () => {
    const key = randomUUID();
    const variables = input();
    // The treasury is held up: its table is locked, so the create waits past the BFF's time-out.
    const locker = new pg.Client({ connectionString: system.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table treasury.counterparties in exclusive mode');
      const first = await create(transport, owner, variables, key);
      expect(first.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      // The create is still in the service, waiting for the table.
      await vi.waitFor(async () => {
        const { rows } = await locker.query(
          `select 1 from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'counterparties' and not l.granted`,
        );
        expect(rows.length).toBeGreaterThan(0);
      }, 10_000);
      await locker.query('commit');
    } finally {
      await locker.end();
    }
    await vi.waitFor(
      async () => expect(await countByAlias(ownerOrganizationId, variables.alias)).toBe(1),
      10_000,
    );

    const retry = await create(transport, owner, variables, key);
    expect(retry.errors).toBeUndefined();
    expect(retry.data!.counterpartyCreate.userErrors).toEqual([]);
    expect(retry.data!.counterpartyCreate.counterparty).toMatchObject({
      legalName: variables.legalName,
      alias: variables.alias,
    });
    const again = await create(transport, owner, variables, key);
    // The same answer; its cost extension tells the bucket as it is now, not as it was.
    expect(again.data).toEqual(retry.data);
    expect(again.errors).toEqual(retry.errors);
    expect(await countByAlias(ownerOrganizationId, variables.alias)).toBe(1);
  }, 60_000);

  it('refuses the same key with another input, and changes nothing', async () => {
    const key = randomUUID();
    const variables = input();
    const first = await create(transport, owner, variables, key);
    expect(first.data!.counterpartyCreate.counterparty).not.toBeNull();
    const other = input();
    const refused = await create(transport, owner, other, key);
    expect(refused.data?.counterpartyCreate ?? null).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: 'This Idempotency-Key was already used with a different request.',
      extensions: { code: 'IDEMPOTENCY_KEY_REUSED' },
    });
    expect(await countByAlias(ownerOrganizationId, other.alias)).toBe(0);
  });

  it('runs 20 parallel identical requests with one key once, and every answer names the same record', async () => {
    const key = randomUUID();
    const variables = input();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(transport, owner, variables, key)),
    );
    for (const answer of answers) expect(answer.errors).toBeUndefined();
    const ids = new Set(answers.map((answer) => answer.data!.counterpartyCreate.counterparty?.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toBeTruthy();
    expect(await countByAlias(ownerOrganizationId, variables.alias)).toBe(1);
  }, 60_000);

  it('keeps a key per organisation: the same key elsewhere runs on its own', async () => {
    const key = randomUUID();
    const variables = input();
    const ours = await create(transport, owner, variables, key);
    const theirs = await create(transport, neighbour, variables, key);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data!.counterpartyCreate.counterparty!.id).not.toBe(
      ours.data!.counterpartyCreate.counterparty!.id,
    );
    expect(await countByAlias(ownerOrganizationId, variables.alias)).toBe(1);
    expect(await countByAlias(neighbourOrganizationId, variables.alias)).toBe(1);
  });
});

describe.each(TRANSPORTS)('a create whose answer is a secret shown once, over %s', (transport) => {
  const API_KEY_CREATE =
    'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { apiKey { id } secret userErrors { code } } }';
  type ApiKeyCreated = {
    apiKeyCreate: {
      apiKey: { id: string } | null;
      secret: string | null;
      userErrors: { code: string }[];
    };
  };

  it('runs 20 parallel requests with one key once: one API key, one secret, and the retries told the answer was not kept', async () => {
    const key = randomUUID();
    const roles = (
      await owner.request<{ roles: { id: string; name: string }[] }>('{ roles { id name } }')
    ).data!.roles;
    const variables = {
      input: {
        name: `Integrasi ${randomUUID().slice(0, 8)}`,
        roleId: roles.find((role) => role.name === 'Approver')!.id,
        expiresInDays: 90,
      },
    };
    const send = () =>
      transport === 'http'
        ? owner.request<ApiKeyCreated>(API_KEY_CREATE, variables, { 'idempotency-key': key })
        : overSocket<ApiKeyCreated>(owner.url, API_KEY_CREATE, variables, {
            cookie: owner.cookieHeader,
            extensions: { idempotencyKey: key },
          });
    const answers = await Promise.all(Array.from({ length: 20 }, send));
    const created = answers.filter((answer) => answer.data?.apiKeyCreate.secret);
    expect(created).toHaveLength(1);
    for (const answer of answers.filter((one) => !one.data?.apiKeyCreate.secret)) {
      expect(answer.errors?.[0]?.extensions?.code).toMatch(
        /^IDEMPOTENCY_(ANSWER_NOT_KEPT|KEY_IN_PROGRESS)$/,
      );
    }
    const retry = await send();
    expect(retry.errors?.[0]).toMatchObject({
      message:
        'The request with this Idempotency-Key was already carried out. Its answer held a secret shown only once, so it was not kept.',
      extensions: { code: 'IDEMPOTENCY_ANSWER_NOT_KEPT' },
    });
    const keys = await system.account.db
      .selectFrom('api_keys')
      .select('id')
      .where('organization_id', '=', ownerOrganizationId)
      .where('name', '=', variables.input.name)
      .execute();
    expect(keys).toHaveLength(1);
    const stored =
      await sql`select response_body from account.idempotency_keys where organization_id = ${ownerOrganizationId}`.execute(
        system.account.db,
      );
    expect(JSON.stringify(stored)).not.toContain(created[0]!.data!.apiKeyCreate.secret!);
  }, 60_000);
});

describe('Idempotency-Key at the edge', () => {
  it('refuses a malformed key as BAD_USER_INPUT naming the header, over both transports, and runs nothing', async () => {
    const variables = input();
    for (const transport of TRANSPORTS) {
      const refused = await create(transport, owner, variables, 'k'.repeat(256));
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.message).toMatch(/Idempotency-Key/);
    }
    expect(await countByAlias(ownerOrganizationId, variables.alias)).toBe(0);
  });

  it('replays after a restart: the answers are kept in PostgreSQL', async () => {
    const key = randomUUID();
    const variables = input();
    const before = await create('http', owner, variables, key);
    expect(before.errors).toBeUndefined();
    await system.stop();
    system = await startSystem({
      databaseUrl: system.databaseUrl,
      port: 0,
      logger: pino({ level: 'silent' }),
      bff: { host: '127.0.0.1', upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS },
      treasury: {
        storageDir: mkdtempSync(path.join(os.tmpdir(), 'kas-files-')),
        now: () => TEST_TODAY,
      },
    });
    const restarted = new GraphQLClient(system.url);
    for (const [name, value] of owner.cookies) restarted.cookies.set(name, value);
    const after = await create('http', restarted, variables, key);
    expect(after.data).toEqual(before.data);
    expect(after.errors).toEqual(before.errors);
    expect(await countByAlias(ownerOrganizationId, variables.alias)).toBe(1);
  }, 120_000);
});
