import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { pino } from 'pino';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../tests/support/database.js';
import type { AccessClaims } from './auth.js';
import { createDatabase, migrate } from './database.js';
import { commonErrors, ServiceError } from './errors.js';
import { buildService, listen, type ServiceApp } from './server.js';

// The idempotency of every service's writes, on a small
// service of its own over a real PostgreSQL, with the migration the services use.
let app: ServiceApp;
let url: string;
let db: Kysely<unknown>;
const runs = new Map<string, number>();
const waiting = new Map<string, () => void>();
let secretRuns = 0;
const ORG = randomUUID();
const OTHER_ORG = randomUUID();
const OLD_KEY = 'left-from-last-quarter';

/** A test token is `organisation:user`. */
const token = (org = ORG, sub = 'user-1') => `${org}:${sub}`;

type Gate = { gate: Promise<void>; started: Promise<void>; markStarted: () => void };
const gates = new Map<string, Gate>();

/** Holds the handler of requests named `name` until released; `started` resolves when one is inside. */
function hold(name: string): { started: Promise<void>; release: () => void } {
  let release!: () => void;
  let markStarted!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  gates.set(name, { gate, started, markStarted });
  return { started, release };
}

beforeAll(async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'kas-idempotency-'));
  // The table as the treasury creates it: its baseline's section, up to the next section's heading.
  const baseline = readFileSync(
    path.join(import.meta.dirname, '../treasury/migrations/0055-baseline.sql'),
    'utf8',
  );
  const section = /^-- === Idempotency keys =+$([\s\S]*?)^-- ===/m.exec(baseline)![1]!;
  writeFileSync(path.join(folder, '0001-idempotency-keys.sql'), section);
  db = createDatabase<unknown>({
    url: await createTestDatabase(),
    schema: 'idempotency_test',
    max: 4,
  });
  await migrate(db, 'idempotency_test', folder);
  await sql`insert into idempotency_keys (organization_id, key, method, path, request_hash, status, claim, response_status, response_body, created_at)
            values (${ORG}, ${OLD_KEY}, 'POST', '/things', 'x', 'done', ${randomUUID()}, 201, '{}', now() - interval '91 days')`.execute(
    db,
  );
  app = await buildService({
    title: 'Test service',
    description: 'Idempotent writes',
    logger: pino({ level: 'silent' }),
    verifyToken: async (value) => {
      const [org, sub] = value.split(':');
      if (!org || !sub) throw commonErrors.unauthenticated();
      return { org, sub, role: 'owner', perms: [], mfa: false, sid: 's', exp: 0 } as AccessClaims;
    },
    isReady: async () => true,
    idempotency: {
      db,
      waitMs: 1_500,
      secretAnswerRoutes: ['/secrets'],
      unkeyedRoutes: ['/tokens'],
      onWait: (key) => waiting.get(key)?.(),
    },
    routes: (app) => {
      app.post('/secrets', async (_request, reply) => {
        secretRuns += 1;
        return reply.status(201).send({ secret: randomUUID() });
      });
      app.post('/tokens', async (_request, reply) =>
        reply.status(200).send({ token: randomUUID() }),
      );
      app.post(
        '/things',
        {
          schema: {
            body: Type.Object({
              name: Type.String(),
              fail: Type.Optional(Type.Boolean()),
              refuse: Type.Optional(Type.Boolean()),
            }),
          },
        },
        async (request, reply) => {
          const { name, fail, refuse } = request.body;
          runs.set(name, (runs.get(name) ?? 0) + 1);
          const gate = gates.get(name);
          if (gate) {
            gate.markStarted();
            await gate.gate;
          }
          if (fail && runs.get(name) === 1) throw new Error('the database went away');
          if (refuse) throw new ServiceError(409, 'U-TEST-1', 'That name is taken.', 'name');
          return reply.status(201).send({ id: randomUUID(), name, run: runs.get(name) });
        },
      );
    },
  });
  url = await listen(app, 0, '127.0.0.1');
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

async function post(body: Record<string, unknown>, key: string | undefined, auth = token()) {
  const response = await fetch(`${url}/things`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${auth}`,
      'x-organization-id': auth.split(':')[0]!,
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed'),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe('Idempotency-Key on a service', () => {
  it('runs 20 parallel identical requests with one key once, and all get the same answer', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post({ name: 'parallel' }, key)),
    );
    expect(runs.get('parallel')).toBe(1);
    expect(
      new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body]))).size,
    ).toBe(1);
    expect(answers[0]!.status).toBe(201);
    expect(answers.filter((answer) => answer.replayed === 'true')).toHaveLength(19);
  });

  it('replays the first answer to a retry, with the body fields in any order', async () => {
    const key = randomUUID();
    const first = await post({ name: 'retry', note: 'a' }, key);
    const again = await post({ note: 'a', name: 'retry' }, key);
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(runs.get('retry')).toBe(1);
    // Without a key, every request runs.
    await post({ name: 'retry', note: 'a' }, undefined);
    expect(runs.get('retry')).toBe(2);
  });

  it('refuses the same key with another body, or from another member, and runs nothing', async () => {
    const key = randomUUID();
    await post({ name: 'first' }, key);
    const other = await post({ name: 'second' }, key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      error: {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used with a different request.',
        field: 'Idempotency-Key',
      },
    });
    expect(runs.get('second')).toBeUndefined();
    const colleague = await post({ name: 'first' }, key, token(ORG, 'user-2'));
    expect(colleague.body.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(runs.get('first')).toBe(1);
  });

  it('keeps keys per organisation', async () => {
    const key = randomUUID();
    const ours = await post({ name: 'per-org' }, key);
    const theirs = await post({ name: 'per-org' }, key, token(OTHER_ORG));
    expect(theirs.status).toBe(201);
    expect(theirs.replayed).toBeNull();
    expect(theirs.body.id).not.toBe(ours.body.id);
    expect(runs.get('per-org')).toBe(2);
  });

  it('replays a refusal, and lets a retry run after a server error', async () => {
    const refusedKey = randomUUID();
    const refused = await post({ name: 'taken', refuse: true }, refusedKey);
    expect(refused.status).toBe(409);
    expect(await post({ name: 'taken', refuse: true }, refusedKey)).toEqual({
      ...refused,
      replayed: 'true',
    });
    expect(runs.get('taken')).toBe(1);

    const key = randomUUID();
    expect((await post({ name: 'flaky', fail: true }, key)).status).toBe(500);
    const retried = await post({ name: 'flaky', fail: true }, key);
    expect(retried).toMatchObject({ status: 201, replayed: null, body: { name: 'flaky', run: 2 } });
    expect(await post({ name: 'flaky', fail: true }, key)).toEqual({
      ...retried,
      replayed: 'true',
    });
  });

  it('makes a duplicate wait for the running first request, or answers IN_PROGRESS when it runs too long', async () => {
    const slow = hold('slow');
    const key = randomUUID();
    const first = post({ name: 'slow' }, key);
    await slow.started;
    const duplicateWaits = new Promise<void>((resolve) => waiting.set(key, resolve));
    const second = post({ name: 'slow' }, key);
    await duplicateWaits;
    slow.release();
    const [answer, duplicate] = await Promise.all([first, second]);
    expect(runs.get('slow')).toBe(1);
    expect(duplicate).toEqual({ ...answer, replayed: 'true' });

    const held = hold('long');
    const longKey = randomUUID();
    const long = post({ name: 'long' }, longKey);
    await held.started;
    const impatient = await post({ name: 'long' }, longKey);
    expect(impatient.status).toBe(409);
    expect(impatient.body.error).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_PROGRESS' });
    held.release();
    expect((await long).status).toBe(201);
    expect(runs.get('long')).toBe(1);
  });
});

describe('Idempotency-Key on a service: claims, secrets and bad keys', () => {
  it('takes over a claim left running by a process that died, and only then', async () => {
    const key = randomUUID();
    await post({ name: 'orphan' }, key);
    // As if the process had died while running it: the claim is still running, minutes old.
    await sql`update idempotency_keys set status = 'running', response_status = null, response_body = null, claimed_at = now() - interval '10 minutes' where key = ${key}`.execute(
      db,
    );
    expect((await post({ name: 'someone else' }, key)).status).toBe(422);
    const taken = await post({ name: 'orphan' }, key);
    expect(taken).toMatchObject({ status: 201, replayed: null, body: { run: 2 } });
    expect(await post({ name: 'orphan' }, key)).toEqual({ ...taken, replayed: 'true' });
  });

  it('runs a route whose answer is a secret shown once at most once per key, keeping nothing of the secret or the body', async () => {
    const key = randomUUID();
    const send = (password: string) =>
      fetch(`${url}/secrets`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token()}`,
          'x-organization-id': ORG,
          'idempotency-key': key,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ password }),
      });
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('rahasia-123')));
    const created = answers.filter((response) => response.status === 201);
    expect(created).toHaveLength(1);
    const { secret } = (await created[0]!.json()) as { secret: string };
    expect(secretRuns).toBe(1);
    for (const retry of answers.filter((response) => response.status !== 201)) {
      expect(retry.status).toBe(409);
      expect(((await retry.json()) as { error: { code: string } }).error.code).toMatch(
        /^IDEMPOTENCY_(ANSWER_NOT_KEPT|KEY_IN_PROGRESS)$/,
      );
    }
    const again = await send('rahasia-123');
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: {
        code: 'IDEMPOTENCY_ANSWER_NOT_KEPT',
        message:
          'The request with this Idempotency-Key was already carried out. Its answer held a secret shown only once, so it was not kept.',
        field: 'Idempotency-Key',
      },
    });
    expect(secretRuns).toBe(1);
    const { rows } = await sql<{
      request_hash: string;
      response_body: string | null;
    }>`select request_hash, response_body from idempotency_keys where key = ${key}`.execute(db);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.response_body).toBeNull();
    expect(JSON.stringify(rows)).not.toContain(secret);
    // Told apart without the body: no hash of the password is kept to guess at.
    const withBody = createHash('sha256')
      .update(`["user-1","POST","/secrets",{"password":"rahasia-123"}]`)
      .digest('hex');
    expect(rows[0]!.request_hash).not.toBe(withBody);
  });

  it('ignores the key on a route that only issues a short-lived token', async () => {
    const key = randomUUID();
    const send = async () => {
      const response = await fetch(`${url}/tokens`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token()}`,
          'x-organization-id': ORG,
          'idempotency-key': key,
        },
      });
      return (await response.json()) as { token: string };
    };
    expect((await send()).token).not.toBe((await send()).token);
    const { rows } = await sql`select 1 from idempotency_keys where key = ${key}`.execute(db);
    expect(rows).toEqual([]);
  });

  it('refuses a malformed key, and forgets answers older than 90 days', async () => {
    const bad = await post({ name: 'bad-key' }, 'k'.repeat(1025));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'BAD_REQUEST', field: 'Idempotency-Key' });
    expect(runs.get('bad-key')).toBeUndefined();
    await vi.waitFor(async () => {
      const { rows } = await sql`select 1 from idempotency_keys where key = ${OLD_KEY}`.execute(db);
      expect(rows).toEqual([]);
    });
  });
});
