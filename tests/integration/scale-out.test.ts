import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Bff } from '../../bff/server.js';
import { createAccountService } from '../../services/account/server.js';
import { listen } from '../../services/kit/server.js';
import { createApiKey } from '../support/api-keys.js';
import { countOf } from '../support/database.js';
import { eventually } from '../support/eventually.js';
import {
  addMember,
  callRest,
  createOrganization,
  signInRest,
  type Credentials,
  type Tokens,
} from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { payableOrganisation, payeeAccountOf } from '../support/payments.js';
import { startProxy, type Proxy } from '../support/proxy.js';
import type { System } from '../../system.js';
import { createSecondBff, TEST_DATE, workerSystem } from '../support/system.js';
import { overSocket } from '../support/transports.js';
import { TestReceiver } from '../support/webhook-receiver.js';

// Two BFF instances over the worker's services and PostgreSQL, behind HAProxy, as a deployment scales out. A
// request may name the instance it wants (`x-kas-route`); the proxy sends it elsewhere when that one is down.
const RATE_PER_MINUTE = 10;
let system: System;
const instances: Record<'a' | 'b', Bff> = {} as never;
let proxy: Proxy;
let owner: Credentials;
let organizationId: string;
let source: string;
let payee: string;

const CREATE_PAYMENT = `mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } userErrors { code message } } }`;
const PAYMENT_UPDATED = `subscription ($after: String) { paymentUpdated(after: $after) { change eventId cursor payment { id } } }`;

type Answer<T> = {
  instance: string | null;
  status: number;
  body: { data?: T; errors?: { extensions?: Record<string, unknown> }[] };
};

/** One GraphQL request through the proxy, to the instance named when it is up; answers which one served it. */
async function viaProxy<T>(
  route: 'a' | 'b' | null,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<Answer<T>> {
  const response = await fetch(`${proxy.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(route ? { 'x-kas-route': route } : {}),
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return {
    instance: response.headers.get(proxy.instanceHeader),
    status: response.status,
    body: (await response.json()) as Answer<T>['body'],
  };
}

type Heard = { change: string; eventId: string; cursor: string; payment: { id: string } | null };

/** A subscriber's socket through the proxy: the instance it landed on, what it heard, and how it closed. */
function subscriber(route: 'a' | 'b', cookie: string, after: string | null) {
  const heard: Heard[] = [];
  let instance: string | undefined;
  let closed: number | undefined;
  const errors: unknown[] = [];
  const client: Client = createClient({
    url: `${proxy.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, {
          headers: { cookie, origin: proxy.url, 'x-kas-route': route },
        });
        this.once('upgrade', (response) => {
          instance = String(response.headers[proxy.instanceHeader]);
        });
      }
    },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: { closed: (event) => void (closed = (event as { code: number }).code) },
  });
  client.subscribe<{ paymentUpdated: Heard }>(
    { query: PAYMENT_UPDATED, variables: { after } },
    {
      next: (result) => {
        if (result.data) heard.push(result.data.paymentUpdated);
        else errors.push(result.errors);
      },
      error: (error) => errors.push(error),
      complete: () => {},
    },
  );
  return {
    heard,
    errors,
    instance: () => instance,
    closed: () => closed,
    /** Whether it heard `change` of the payment (its global id). */
    has: (paymentId: string, change: string) =>
      heard.some((one) => one.payment?.id === paymentId && one.change === change),
    dispose: () => client.dispose(),
  };
}

async function makePayment(
  route: 'a' | 'b' | null,
  client: GraphQLClient,
  memo: string,
  idempotencyKey = randomUUID(),
) {
  return viaProxy<{ paymentCreate: { payment: { id: string } | null; userErrors: unknown[] } }>(
    route,
    CREATE_PAYMENT,
    {
      input: {
        sourceAccountId: source,
        counterpartyBankAccountId: payee,
        method: 'BI_FAST',
        amount: '7250000',
        paymentDate: TEST_DATE,
        memo,
      },
    },
    { cookie: client.cookieHeader, 'idempotency-key': idempotencyKey },
  );
}

const paymentsWithMemo = (memo: string): Promise<number> =>
  countOf(
    system.treasury.db,
    sql`select count(*) from payment_orders where organization_id = ${organizationId} and memo = ${memo}`,
  );

let browser: GraphQLClient;

beforeAll(async () => {
  system = await workerSystem();
  const addresses: Record<string, string> = {};
  for (const name of ['a', 'b'] as const) {
    instances[name] = await createSecondBff(system, {
      eventsDatabaseUrl: system.databaseUrl,
      apiKeyRatePerMinute: RATE_PER_MINUTE,
      shutdownDelayMs: 0,
    });
    addresses[name] = new URL(await instances[name].listen()).host;
  }
  proxy = await startProxy(addresses);
  ({ owner, organizationId } = await createOrganization(system, 'PT Dua Mesin'));
  const payable = await payableOrganisation(system, owner);
  source = payable.accounts.bcaOperations;
  payee = await payeeAccountOf(system, payable.counterparties.sinarJaya.id);
  browser = await signedInClient(proxy.url, owner);
});

const stopped = new Set<string>();
async function stop(name: 'a' | 'b'): Promise<void> {
  if (stopped.has(name)) return;
  stopped.add(name);
  await instances[name].close();
}

afterAll(async () => {
  await proxy?.stop();
  await Promise.all((['a', 'b'] as const).map((name) => instances[name] && stop(name)));
});

describe('two BFF instances behind one proxy', () => {
  it('when a payment is made on B, a subscriber on A hears it', async () => {
    const listener = subscriber('a', browser.cookieHeader, null);
    try {
      await eventually(() => listener.instance() !== undefined, 5_000);
      expect(listener.instance()).toBe('a');
      // The subscription is live once a first event reaches it: made on B, heard on A.
      let made: Answer<{ paymentCreate: { payment: { id: string } | null } }> | undefined;
      await eventually(
        async () => {
          made = await makePayment('b', browser, `DUA/${randomUUID().slice(0, 8)}`);
          const id = made.body.data?.paymentCreate.payment?.id;
          return id !== undefined && (await heardWithin(() => listener.has(id, 'CREATED')));
        },
        10_000,
        0,
      );
      expect(made!.instance).toBe('b');
      expect(listener.errors).toEqual([]);
    } finally {
      await listener.dispose();
    }
  });

  it('when a member’s sign-in fails on A until the lockout, the right password is refused on B as well', async () => {
    const member = await addMember(system, organizationId, ['payments:read']);
    const signIn = (route: 'a' | 'b', password: string) =>
      viaProxy<{ signIn: { userErrors: { code: string }[] } | null }>(
        route,
        'mutation ($input: SignInInput!) { signIn(input: $input) { userErrors { code } } }',
        { input: { email: member.email, password } },
        {},
      );
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await signIn('a', 'bukan-sandinya');
      expect(wrong.instance).toBe('a');
      expect(wrong.body.data?.signIn?.userErrors[0]?.code).toMatch(/^U-ACC-AU-/);
    }
    const correct = await signIn('b', member.password);
    expect(correct.instance).toBe('b');
    // The lockout's refusals: too many attempts (AU-5), or the lock period they started (AU-6).
    expect(correct.body.data?.signIn?.userErrors[0]?.code).toMatch(/^U-ACC-AU-[56]$/);
  });

  it('when 24 requests of one API key arrive at once on both instances, its rate limit admits exactly a minute’s worth', async () => {
    const secret = await createApiKey(browser, 'Approver', { name: 'Dua Mesin' });
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        viaProxy<{ viewer: unknown }>(
          index % 2 === 0 ? 'a' : 'b',
          '{ bankAccounts { id } }',
          {},
          { authorization: `Bearer ${secret}` },
        ),
      ),
    );
    expect(new Set(answers.map((answer) => answer.instance))).toEqual(new Set(['a', 'b']));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(RATE_PER_MINUTE);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(24 - RATE_PER_MINUTE);
    expect(
      refused.every((answer) => answer.body.errors?.[0]?.extensions?.code === 'RATE_LIMITED'),
    ).toBe(true);
  });

  it('when one Idempotency-Key is sent to both instances at once, the payment is made once and both answer it', async () => {
    const memo = `KUNCI/${randomUUID().slice(0, 8)}`;
    const key = randomUUID();
    const [onA, onB] = await Promise.all([
      makePayment('a', browser, memo, key),
      makePayment('b', browser, memo, key),
    ]);
    expect([onA.instance, onB.instance]).toEqual(['a', 'b']);
    const ids = [onA, onB].map((answer) => answer.body.data?.paymentCreate.payment?.id);
    // One ran; the other waited for it and answers the same payment (or is told the key is in use, and retries).
    const made = ids.filter((id) => id !== undefined);
    expect(made.length).toBeGreaterThan(0);
    expect(new Set(made).size).toBe(1);
    expect(await paymentsWithMemo(memo)).toBe(1);
  });

  it('when the session’s cost bucket is spent on A, B throttles it too', async () => {
    const spender = await createOrganization(system, 'PT Ember Biaya');
    const client = await signedInClient(proxy.url, spender.owner);
    await system.account.db
      .updateTable('organizations')
      .set({ session_cost_bucket_size: 1_000, session_cost_restore_rate: 1 })
      .where('id', '=', spender.organizationId)
      .execute();
    const page = '{ counterparties(first: 60) { edges { node { id legalName } } } }';
    const first = await viaProxy('a', page, {}, { cookie: client.cookieHeader });
    expect(first.status).toBe(200);
    const second = await viaProxy('b', page, {}, { cookie: client.cookieHeader });
    expect(second.instance).toBe('b');
    expect(second.status).toBe(429);
    expect(second.body.errors?.[0]?.extensions?.code).toBe('THROTTLED');
  });

  it('when two account-service instances run on one database, each webhook is delivered once', async () => {
    // A second account service on the same database, with its own job runner and dispatcher, as a second machine.
    const second = await createAccountService({
      databaseUrl: system.databaseUrl,
      logger: pino({ level: 'silent' }),
      webhooks: { allowedPrivateHosts: ['127.0.0.1'], pollMs: 100 },
    });
    await listen(second.app, 0);
    await second.webhooks.startDispatch({
      treasury: system.treasuryUrl,
      invoicing: system.invoicingUrl,
    });
    const receiver = await TestReceiver.start('record');
    try {
      const { roles } = await browser.data<{ roles: { id: string; name: string }[] }>(
        '{ roles { id name } }',
      );
      await browser.data(
        'mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) { webhookEndpoint { id } userErrors { code } } }',
        {
          input: {
            name: 'Dua Mesin',
            url: receiver.url,
            eventTypes: ['PAYMENT_UPDATED'],
            roleId: roles.find((role) => role.name === 'Maker')!.id,
          },
        },
      );
      const made = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          makePayment(
            index % 2 === 0 ? 'a' : 'b',
            browser,
            `KAIT/${index}/${randomUUID().slice(0, 6)}`,
          ),
        ),
      );
      const ids = made.map((answer) => answer.body.data!.paymentCreate.payment!.id);
      const created = () =>
        receiver.recorded
          .map((request) => JSON.parse(request.body) as { data: { id: string; change: string } })
          .filter((webhook) => webhook.data.change === 'CREATED' && ids.includes(webhook.data.id));
      await eventually(() => created().length >= ids.length, 20_000, 50);
      expect(new Set(created().map((webhook) => webhook.data.id))).toEqual(new Set(ids));
      expect(created()).toHaveLength(ids.length);
      expect([...receiver.attemptsById.values()].every((attempts) => attempts === 1)).toBe(true);
    } finally {
      await receiver.stop();
      await second.close();
    }
  });

  it('a replay answers only the caller’s organisation’s updates of what its role reads; a cursor that is not one is BAD_USER_INPUT', async () => {
    const made = await makePayment('a', browser, `TENAN/${randomUUID().slice(0, 8)}`);
    expect(made.body.data?.paymentCreate.payment).toBeTruthy();
    const replay = (tokens: Tokens, type: string) =>
      callRest<{ items: { organizationId: string; type: string }[] }>(
        system.treasuryUrl,
        'GET',
        `/organization/events/replay?since=0&types=${type}`,
        tokens,
      );
    const ours = await replay(await signInRest(system, owner), 'payment.updated');
    expect(ours.status).toBe(200);
    expect(ours.body.items.length).toBeGreaterThan(0);
    expect(ours.body.items.every((item) => item.organizationId === organizationId)).toBe(true);
    // Another organisation's owner, from the start of the outbox: none of ours.
    const neighbour = await createOrganization(system, 'PT Tetangga Dua Mesin');
    const theirs = await replay(await signInRest(system, neighbour.owner), 'payment.updated');
    expect(theirs.status).toBe(200);
    expect(theirs.body.items).toEqual([]);
    // A member of ours who may not read payments: none of them either.
    const reader = await addMember(system, organizationId, ['counterparties:read']);
    const withoutPayments = await replay(await signInRest(system, reader), 'payment.updated');
    expect(withoutPayments.status).toBe(200);
    expect(withoutPayments.body.items).toEqual([]);

    const refused = await overSocket<{ paymentUpdated: unknown }>(
      proxy.url,
      PAYMENT_UPDATED,
      { after: 'kemarin' },
      { cookie: browser.cookieHeader },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('an API key’s request bucket is taken by API keys only: a member’s token is FORBIDDEN and takes nothing', async () => {
    const buckets = async () =>
      (
        await system.account.db
          .selectFrom('api_key_request_buckets')
          .select(['api_key_id', 'tokens'])
          .where('organization_id', '=', organizationId)
          .execute()
      ).sort((left, right) => left.api_key_id.localeCompare(right.api_key_id));
    const before = await buckets();
    const answer = await callRest<{ error: { code: string } }>(
      system.accountUrl,
      'POST',
      '/api-cost/requests',
      await signInRest(system, owner),
      { requests: 1, perMinute: 10, overdraw: false },
    );
    expect(answer.status).toBe(403);
    expect(await buckets()).toEqual(before);
  });

  // Last: it stops instance A.
  it('when A stops mid-stream, its subscriber reconnects through the proxy to B and, from its cursor, misses no event; a retried payment is made once', async () => {
    const first = subscriber('a', browser.cookieHeader, null);
    await eventually(() => first.instance() !== undefined, 5_000);
    expect(first.instance()).toBe('a');
    const before = await makePayment('b', browser, `SEBELUM/${randomUUID().slice(0, 8)}`);
    const beforeId = before.body.data!.paymentCreate.payment!.id;
    await eventually(() => first.has(beforeId, 'CREATED'), 5_000);
    const cursor = first.heard.at(-1)!.cursor;

    // A payment sent to A as it stops, and sent again with its key (as a client does when its answer was lost).
    const memo = `RETRY/${randomUUID().slice(0, 8)}`;
    const key = randomUUID();
    // Its answer may be lost with the connection A closes as it stops (the proxy says so: "other side closed").
    const sentToA = makePayment('a', browser, memo, key).catch(() => null);
    const stopping = stop('a');
    const missedOne = await makePayment('b', browser, `TERLEWAT/${randomUUID().slice(0, 8)}`);
    await stopping;
    await eventually(() => first.closed() !== undefined, 5_000);
    expect(first.closed()).toBe(1001);
    const [firstTry, retried] = [await sentToA, await makePayment('a', browser, memo, key)];
    expect(retried.instance).toBe('b');
    const retriedId = retried.body.data!.paymentCreate.payment!.id;
    if (firstTry?.body.data?.paymentCreate.payment)
      expect(firstTry.body.data.paymentCreate.payment.id).toBe(retriedId);
    expect(await paymentsWithMemo(memo)).toBe(1);
    await first.dispose();

    // Back through the proxy, asking for A: B answers, first what happened since the cursor, then live.
    const again = subscriber('a', browser.cookieHeader, cursor);
    try {
      await eventually(() => again.instance() !== undefined, 5_000);
      expect(again.instance()).toBe('b');
      const missedId = missedOne.body.data!.paymentCreate.payment!.id;
      await eventually(
        () => again.has(missedId, 'CREATED') && again.has(retriedId, 'CREATED'),
        5_000,
      );
      const after = await makePayment(null, browser, `SESUDAH/${randomUUID().slice(0, 8)}`);
      expect(after.instance).toBe('b');
      const afterId = after.body.data!.paymentCreate.payment!.id;
      await eventually(() => again.has(afterId, 'CREATED'), 5_000);
      expect(again.errors).toEqual([]);
      // Each event once on this socket; together with what the first heard, every payment's creation.
      const ids = again.heard.map((one) => one.eventId);
      expect(new Set(ids).size).toBe(ids.length);
      const everything = [...first.heard, ...again.heard];
      for (const id of [beforeId, missedId, retriedId, afterId])
        expect(everything.some((one) => one.payment?.id === id && one.change === 'CREATED')).toBe(
          true,
        );
    } finally {
      await again.dispose();
    }
  });
});

/** Whether `check` holds within a second (a live event's way from the commit to the socket). */
async function heardWithin(check: () => boolean): Promise<boolean> {
  try {
    await eventually(check, 1_000);
    return true;
  } catch {
    return false;
  }
}
