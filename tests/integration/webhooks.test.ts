import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../examples/typed-client/webhooks.js';
import { fromGlobalId, toGlobalId } from '../../bff/global-id.js';
import { WebhookDispatcher } from '../../services/account/webhooks/dispatcher.js';
import { testPayload } from '../../services/account/webhooks/events.js';
import { pruneDeliveryLog } from '../../services/account/webhooks/repository.js';
import { FeedClient, feedTokens } from '../../services/account/webhooks/feed-client.js';
import { loadSigningKeys } from '../../services/account/signing-keys.js';
import {
  addMember,
  addMemberInBuiltInRole,
  callRest,
  createCounterpartyRest,
  createOrganization,
  manualAccountInput,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import { eventually } from '../support/eventually.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { createBankAccount } from '../support/payments.js';
import { issuedInvoice, invoiceWritersIn } from '../support/sales-invoices.js';
import { TEST_DATE } from '../support/system.js';
import { systemSuite } from '../support/system-suite.js';
import { send, TRANSPORTS } from '../support/transports.js';
import { signedWebhook, TestReceiver } from '../support/webhook-receiver.js';
import { takenUploadId, uploadCsvThroughBff } from '../support/csv-uploads.js';

// Webhooks end to end: the treasury's events read from its feed by the account service's dispatcher, delivered by
// the job runner to real HTTP receivers on loopback that misbehave as the tests tell them. A system of the file's
// own: its retries come a second apart (15 of them), an attempt waits one second for an answer, and a rotated
// secret signs beside the new one for four seconds, so that the tests see every step in seconds. Its dispatcher
// reads the feeds when a service notifies an event and never by the clock (a poll every ten minutes): every
// delivery below comes from a notification.
const SCHEDULE = Array.from({ length: 15 }, () => 1);
const suite = systemSuite(
  {},
  {
    webhooks: {
      retrySchedule: SCHEDULE,
      timeoutMs: 1_000,
      secretOverlapSeconds: 4,
      pollMs: 600_000,
    },
  },
);

type Attempt = { number: number; responseStatus: number | null; error: string | null };
type Delivery = {
  id: string;
  webhookId: string;
  eventType: string;
  status: string;
  attemptCount: number;
  payload: string;
  attempts: Attempt[];
};

const CREATE = `mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) {
  webhookEndpoint { id url enabled eventTypes } secret userErrors { field code message } } }`;
const DELIVERIES = `query ($id: ID!, $status: WebhookDeliveryStatus) { webhookDeliveries(webhookEndpointId: $id, first: 100, status: $status) {
  totalCount edges { node { id webhookId eventType status attemptCount payload attempts { number responseStatus error } } } } }`;

/** Who makes payments: an organisation's owner, paying from its account to its counterparty's. */
type Payer = { client: GraphQLClient; source: string; payee: string };

let owner: GraphQLClient;
let organization: string;
let ownerCredentials: Credentials;
let payer: Payer;
let roleId: string;
const receivers: TestReceiver[] = [];

/** A receiver of the test's own, stopped after the file. */
async function receiver(mode: Parameters<typeof TestReceiver.start>[0]) {
  const started = await TestReceiver.start(mode);
  receivers.push(started);
  return started;
}

/** Makes an endpoint as the owner; answers its id and signing secret. */
async function createEndpoint(
  url: string,
  eventTypes = ['PAYMENT_UPDATED'],
  name = `Penerima ${Math.random().toString(36).slice(2, 8)}`,
) {
  const made = await owner.data<{
    webhookEndpointCreate: {
      webhookEndpoint: { id: string } | null;
      secret: string | null;
      userErrors: { code: string }[];
    };
  }>(CREATE, { input: { name, url, eventTypes, roleId } });
  expect(made.webhookEndpointCreate.userErrors).toEqual([]);
  return {
    id: made.webhookEndpointCreate.webhookEndpoint!.id,
    secret: made.webhookEndpointCreate.secret!,
  };
}

/** Makes `count` payments at once, by the file's organisation unless told; answers their global ids. */
async function payments(count: number, by = payer): Promise<string[]> {
  const made = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      by.client.data<{ paymentCreate: { payment: { id: string } | null; userErrors: unknown[] } }>(
        'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } userErrors { code message } } }',
        {
          input: {
            sourceAccountId: by.source,
            counterpartyBankAccountId: by.payee,
            method: 'BI_FAST',
            amount: '1500000',
            paymentDate: TEST_DATE,
            memo: `INV/2026/11/${String(index + 1).padStart(4, '0')}`,
          },
        },
      ),
    ),
  );
  return made.map((answer) => {
    expect(answer.paymentCreate.userErrors).toEqual([]);
    return answer.paymentCreate.payment!.id;
  });
}

async function deliveries(
  endpointId: string,
  status?: string,
  client = owner,
): Promise<Delivery[]> {
  const { webhookDeliveries } = await client.data<{
    webhookDeliveries: { edges: { node: Delivery }[] };
  }>(DELIVERIES, { id: endpointId, status });
  return webhookDeliveries.edges.map((edge) => edge.node);
}

/** Waits until every one of `count` deliveries of the endpoint has an attempt that failed the way `failed` tells. */
async function eachAttemptedWith(
  endpointId: string,
  count: number,
  failed: (attempt: Attempt) => boolean,
) {
  await eventually(
    async () => {
      const list = await deliveries(endpointId);
      return list.length === count && list.every((delivery) => delivery.attempts.some(failed));
    },
    20_000,
    100,
  );
}

/** A webhook signed with `secret`, `offsetSeconds` from now. */
const sign = (secret: string, id: string, body: string, offsetSeconds = 0) =>
  signedWebhook(secret, body, new Date(Date.now() + offsetSeconds * 1000), id);

async function replay(deliveryId: string, client = owner) {
  const answer = await client.data<{
    webhookDeliveryReplay: { webhookDelivery: { status: string } | null; userErrors: unknown[] };
  }>(
    'mutation ($input: WebhookDeliveryReplayInput!) { webhookDeliveryReplay(input: $input) { webhookDelivery { status } userErrors { code message } } }',
    { input: { webhookDeliveryId: deliveryId } },
  );
  expect(answer.webhookDeliveryReplay.userErrors).toEqual([]);
  return answer.webhookDeliveryReplay.webhookDelivery!;
}

/** A new organisation named `name` that pays from its account `accountNumber` to a counterparty's `payeeNumber`. */
async function payingOrganization(name: string, accountNumber: string, payeeNumber: string) {
  const { system } = suite;
  const org = await createOrganization(system, name);
  const client = await signedInClient(system.url, org.owner);
  const tokens = await signInRest(system, org.owner);
  const source = await createBankAccount(client, {
    accountNumber,
    accountName: name.toUpperCase(),
    alias: 'BCA Operasional',
  });
  const counterparty = await createCounterpartyRest(system, tokens, {
    legalName: 'PT Penerima Kabar',
    taxNumber: '012345678901234',
    bankAccounts: [{ bankCode: '008', accountNumber: payeeNumber, accountName: 'PT PENERIMA' }],
  });
  const { id: payee } = await system.treasury.db
    .selectFrom('counterparty_bank_accounts')
    .select('id')
    .where('counterparty_id', '=', counterparty.id)
    .executeTakeFirstOrThrow();
  return { ...org, payer: { client, source, payee } };
}

beforeAll(async () => {
  const org = await payingOrganization('PT Kabar Cepat', '6170990001', '6170990002');
  organization = org.organizationId;
  ownerCredentials = org.owner;
  owner = org.payer.client;
  payer = org.payer;
  const role = await owner.data<{ roleCreate: { role: { id: string } } }>(
    'mutation { roleCreate(input: { name: "Penerima webhook", permissions: ["payments:read", "transfers:read", "reconciliation:read", "statements:read", "invoices:read"] }) { role { id } } }',
  );
  roleId = role.roleCreate.role.id;
});

afterAll(async () => {
  await Promise.all(receivers.map((each) => each.stop()));
});

// The next three wait on the clock (the retry schedule, a secret's overlap) far more than they work, so they run at
// once: the third in an organisation of its own, whose endpoint the first's payments cannot reach, and the second's
// endpoint for an event none of them makes.
describe.concurrent('a receiver that fails, times out and answers 500 before it recovers', () => {
  it('gets every event exactly once by webhook-id, each signature verifying, and a replay is known by its id', async () => {
    const target = await receiver('refuse');
    const endpoint = await createEndpoint(target.url);
    target.secret = endpoint.secret;
    const made = await payments(5);

    await eachAttemptedWith(endpoint.id, 5, (attempt) => attempt.error === 'CONNECTION_REFUSED');
    await target.setMode('close');
    await eachAttemptedWith(endpoint.id, 5, (attempt) => attempt.error === 'CONNECTION_FAILED');
    await target.setMode('hang');
    await eachAttemptedWith(endpoint.id, 5, (attempt) => attempt.error === 'TIMEOUT');
    await target.setMode('fail');
    await eachAttemptedWith(endpoint.id, 5, (attempt) => attempt.responseStatus === 500);
    await target.setMode('receive');
    await eventually(
      async () =>
        (await deliveries(endpoint.id)).every((delivery) => delivery.status === 'DELIVERED'),
      20_000,
      100,
    );

    const handled = target.handled;
    expect(handled.map((each) => each.webhook.data.id).sort()).toEqual([...made].sort());
    expect(new Set(handled.map((each) => each.webhookId)).size).toBe(5);
    expect(handled.every((each) => each.webhook.type === 'payment.updated')).toBe(true);
    expect(handled.every((each) => each.webhook.data.change === 'CREATED')).toBe(true);
    const list = await deliveries(endpoint.id);
    for (const delivery of list) {
      expect(delivery.attempts[0]).toMatchObject({ responseStatus: 200, error: null });
      expect(delivery.attemptCount).toBeGreaterThanOrEqual(5);
      // Closed, timed out and answered 500 at least once each before the answer that took it.
      expect(target.attemptsById.get(delivery.webhookId)).toBeGreaterThanOrEqual(4);
    }

    // A replay carries the same webhook-id: the receiver knows it and handles nothing twice.
    const again = list[0]!;
    const posted = target.attemptsById.get(again.webhookId)!;
    expect((await replay(again.id)).status).toBe('PENDING');
    await eventually(
      async () => {
        const now = (await deliveries(endpoint.id)).find((each) => each.id === again.id)!;
        return now.status === 'DELIVERED' && now.attemptCount === again.attemptCount + 1;
      },
      20_000,
      100,
    );
    expect(target.attemptsById.get(again.webhookId)).toBe(posted + 1);
    expect(target.handled).toHaveLength(5);

    // A forgery (another secret, or the body changed under a genuine signature) and a stale webhook are refused.
    const genuine = sign(endpoint.secret, again.webhookId, again.payload);
    const other = `whsec_${Buffer.from('not the endpoint secret, 32 byte').toString('base64')}`;
    const forged = sign(other, again.webhookId, again.payload);
    const altered = { ...genuine, body: again.payload.replace('CREATED', 'SENT') };
    const stale = sign(endpoint.secret, again.webhookId, again.payload, -6 * 60);
    for (const refused of [forged, altered, stale]) {
      const answer = await fetch(target.url, {
        method: 'POST',
        headers: refused.headers,
        body: refused.body,
      });
      expect(answer.status).toBe(401);
    }
    expect(() => verifyWebhook(endpoint.secret, stale.body, stale.headers)).toThrow(
      'Message timestamp too old',
    );
    expect(verifyWebhook(endpoint.secret, genuine.body, genuine.headers).data.id).toBe(
      JSON.parse(again.payload).data.id,
    );
    expect(target.handled).toHaveLength(5);
  }, 60_000);
});

describe.concurrent('a rotated secret', () => {
  it('signs beside the new one until the overlap ends: both verify within it, only the new one after', async () => {
    const target = await receiver('record');
    // Only the test webhooks below reach it, not the payments made beside it.
    const endpoint = await createEndpoint(target.url, ['TRANSFER_UPDATED']);
    const rotated = await owner.data<{
      webhookEndpointRotateSecret: {
        webhookEndpoint: { previousSecretExpiresAt: string | null };
        secret: string;
      };
    }>(
      'mutation ($input: WebhookEndpointInput!) { webhookEndpointRotateSecret(input: $input) { webhookEndpoint { previousSecretExpiresAt } secret } }',
      { input: { webhookEndpointId: endpoint.id } },
    );
    const { secret, webhookEndpoint } = rotated.webhookEndpointRotateSecret;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(secret).not.toBe(endpoint.secret);
    expect(webhookEndpoint.previousSecretExpiresAt).not.toBeNull();

    await sendTest(endpoint.id);
    await eventually(() => target.recorded.length === 1, 10_000);
    const during = target.recorded[0]!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyWebhook(secret, during.body, during.headers).type).toBe('webhook.test');
    expect(verifyWebhook(endpoint.secret, during.body, during.headers).type).toBe('webhook.test');

    await eventually(
      async () => (await endpointNow(endpoint.id)).previousSecretExpiresAt === null,
      10_000,
      100,
    );
    await sendTest(endpoint.id);
    await eventually(() => target.recorded.length === 2, 10_000);
    const after = target.recorded[1]!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifyWebhook(secret, after.body, after.headers).type).toBe('webhook.test');
    expect(() => verifyWebhook(endpoint.secret, after.body, after.headers)).toThrow(
      'No matching signature found',
    );
  });
});

describe.concurrent('an endpoint whose deliveries fail for their whole schedule', () => {
  it('is disabled once, its creator gets one mail in their language, the log says so, and once enabled a replay gets through', async () => {
    const { system } = suite;
    const own = await payingOrganization('PT Gudang Gagal', '6170990011', '6170990012');
    const target = await receiver('refuse');
    const { member, manager, endpoint, secret } = await managersEndpoint(own, target.url);
    target.secret = secret;
    await payments(3, own.payer);

    await eventually(
      async () => (await endpointNow(endpoint.id, own.payer.client)).enabled === false,
      40_000,
      200,
    );
    expect((await endpointNow(endpoint.id, own.payer.client)).disabledReason).toBe('FAILING');
    await eventually(
      async () =>
        (await deliveries(endpoint.id, undefined, own.payer.client)).every(
          (each) => each.status === 'FAILED',
        ),
      20_000,
      200,
    );
    const mails = async () =>
      system.account.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text_body'])
        .where('to_address', '=', member.email)
        .execute();
    await eventually(async () => (await mails()).length === 1, 10_000, 100);
    const [mail] = await mails();
    expect(mail!.subject).toBe('Endpoint webhook “ERP gudang” dinonaktifkan');
    expect(mail!.text_body).toContain(`Setiap webhook ke ${target.url} gagal`);
    expect(mail!.text_body).toContain(
      `/management/webhooks/${Buffer.from(endpoint.id, 'base64url').toString().split(':')[1]}`,
    );

    const failed = await deliveries(endpoint.id, 'FAILED', own.payer.client);
    expect(failed).toHaveLength(3);
    expect(failed.some((each) => each.attempts.length === SCHEDULE.length + 1)).toBe(true);
    expect(
      failed.every((each) =>
        each.attempts.every((attempt) => attempt.error === 'CONNECTION_REFUSED'),
      ),
    ).toBe(true);
    const log = await own.payer.client.data<{
      activityLog: {
        edges: { node: { entityId: string; summary: string; actor: { id: string } | null } }[];
      };
    }>(
      '{ activityLog(first: 100, entity: "WEBHOOK_ENDPOINT") { edges { node { entityId summary actor { id } } } } }',
    );
    const serviceId = Buffer.from(endpoint.id, 'base64url').toString().split(':')[1];
    expect(
      log.activityLog.edges
        .filter((edge) => edge.node.entityId === serviceId)
        .map((edge) => [edge.node.summary, edge.node.actor === null]),
    ).toEqual([
      [
        'Webhook endpoint ERP gudang disabled after its deliveries failed for their whole schedule',
        true,
      ],
      [`Webhook endpoint ERP gudang created for ${target.url}`, false],
    ]);
    expect(await mails()).toHaveLength(1);

    await target.setMode('receive');
    const refused = await manager.data<{
      webhookDeliveryReplay: { userErrors: { code: string }[] };
    }>(
      'mutation ($input: WebhookDeliveryReplayInput!) { webhookDeliveryReplay(input: $input) { userErrors { code } } }',
      { input: { webhookDeliveryId: failed[0]!.id } },
    );
    expect(refused.webhookDeliveryReplay.userErrors).toEqual([{ code: 'U-ACC-WH-16' }]);
    const enabled = await manager.data<{ webhookEndpointEnable: { webhookEndpoint: EndpointNow } }>(
      'mutation ($input: WebhookEndpointInput!) { webhookEndpointEnable(input: $input) { webhookEndpoint { enabled disabledReason previousSecretExpiresAt url } } }',
      { input: { webhookEndpointId: endpoint.id } },
    );
    expect(enabled.webhookEndpointEnable.webhookEndpoint).toMatchObject({
      enabled: true,
      disabledReason: null,
    });
    await replay(failed[0]!.id, own.payer.client);
    await eventually(async () => target.handled.length === 1, 10_000, 100);
    expect(target.handled[0]!.webhookId).toBe(failed[0]!.webhookId);
  }, 90_000);
});

/**
 * An endpoint "ERP gudang" for `url`, reading payments only, made by a member of `own` who manages webhooks and
 * reads in Indonesian: answers the member, their client, the endpoint and its secret.
 */
async function managersEndpoint(own: Awaited<ReturnType<typeof payingOrganization>>, url: string) {
  const { system } = suite;
  const member = await addMember(system, own.organizationId, [
    'webhooks:read',
    'webhooks:manage',
    'payments:read',
  ]);
  await system.account.db
    .updateTable('users')
    .set({ language: 'id' })
    .where('id', '=', member.userId)
    .execute();
  const manager = await signedInClient(system.url, member);
  const paymentsRole = await own.payer.client.data<{ roleCreate: { role: { id: string } } }>(
    'mutation { roleCreate(input: { name: "Hanya pembayaran", permissions: ["payments:read"] }) { role { id } } }',
  );
  const made = await manager.data<{
    webhookEndpointCreate: { webhookEndpoint: { id: string }; secret: string };
  }>(CREATE, {
    input: {
      name: 'ERP gudang',
      url,
      eventTypes: ['PAYMENT_UPDATED'],
      roleId: paymentsRole.roleCreate.role.id,
    },
  });
  const { webhookEndpoint: endpoint, secret } = made.webhookEndpointCreate;
  return { member, manager, endpoint, secret };
}

describe('many events and dispatchers at once', () => {
  it('20 payments made at once, with a second dispatcher reading the same feed and the feed read again from its start, make one delivery each, each posted once', async () => {
    const { system } = suite;
    const target = await receiver('receive');
    const endpoint = await createEndpoint(target.url);
    target.secret = endpoint.secret;
    const second = new WebhookDispatcher(
      system.account.db,
      [
        new FeedClient(
          'treasury',
          system.treasuryUrl,
          feedTokens(await loadSigningKeys(system.account.db)),
        ),
      ],
      { databaseUrl: system.databaseUrl, pollMs: 50, logger: pino({ level: 'silent' }) },
    );
    await second.start();
    let made: string[] = [];
    try {
      const first = system.account.webhooks.dispatcher()!;
      made = await Promise.all([
        payments(20),
        ...Array.from({ length: 20 }, async () => {
          first.wake();
          second.wake();
        }),
      ]).then(([ids]) => ids);
      await eventually(async () => target.handled.length === 20, 20_000, 50);
      // Read the whole feed again, as after a crash before the position was kept: nothing is added.
      await system.account.db
        .updateTable('webhook_feed_positions')
        .set({ position: '0.0' })
        .where('source', '=', 'treasury')
        .execute();
      await Promise.all([first.idle(), second.idle()]);
      first.wake();
      second.wake();
      await Promise.all([first.idle(), second.idle()]);
      await eventually(
        async () =>
          (
            await system.account.db
              .selectFrom('webhook_feed_positions')
              .select('position')
              .where('source', '=', 'treasury')
              .executeTakeFirstOrThrow()
          ).position !== '0.0',
      );
    } finally {
      await second.stop();
    }
    const list = await deliveries(endpoint.id);
    expect(list).toHaveLength(20);
    expect(await paymentIdsOf(list)).toEqual(
      list.map((delivery) => JSON.parse(delivery.payload).data.id),
    );
    expect(list.map((delivery) => JSON.parse(delivery.payload).data.id).sort()).toEqual(
      made.sort(),
    );
    expect(new Set(list.map((delivery) => delivery.webhookId)).size).toBe(20);
    expect([...target.attemptsById.values()]).toEqual(Array.from({ length: 20 }, () => 1));
    expect(target.handled).toHaveLength(20);
  });
});

describe('an event notified while an older transaction still runs', () => {
  it('is delivered once that transaction ends, without waiting for the dispatcher’s poll', async () => {
    const { system } = suite;
    const target = await receiver('receive');
    const endpoint = await createEndpoint(target.url);
    target.secret = endpoint.secret;
    // A transaction with an id, older than the payment's: the feed gives nothing newer while it runs.
    const older = new pg.Client({ connectionString: system.databaseUrl });
    await older.connect();
    try {
      await older.query('begin');
      await older.query('select pg_current_xact_id()');
      const [paymentId] = await payments(1);
      await system.account.webhooks.dispatcher()!.idle();
      expect(await deliveries(endpoint.id)).toEqual([]);
      await older.query('commit');
      await eventually(async () => target.handled.length === 1, 20_000, 50);
      expect(await paymentIdsOf(await deliveries(endpoint.id))).toEqual([paymentId]);
    } finally {
      await older.end();
    }
  });
});

describe('what is counted, under requests at once', () => {
  it('25 endpoints made at once in an organisation with none: 20 are made, the others refused as too many', async () => {
    const { system } = suite;
    const other = await createOrganization(system, 'PT Banyak Kait');
    const client = await signedInClient(system.url, other.owner);
    const { roles } = await client.data<{ roles: { id: string; name: string }[] }>(
      '{ roles { id name } }',
    );
    const maker = roles.find((role) => role.name === 'Maker')!.id;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        client.data<{
          webhookEndpointCreate: { webhookEndpoint: unknown; userErrors: { code: string }[] };
        }>(CREATE, {
          input: {
            name: `Kait ${index}`,
            url: `https://erp${index}.example.co.id/kas`,
            eventTypes: ['PAYMENT_UPDATED'],
            roleId: maker,
          },
        }),
      ),
    );
    const made = answers.filter((answer) => answer.webhookEndpointCreate.webhookEndpoint);
    const refused = answers.flatMap((answer) =>
      answer.webhookEndpointCreate.userErrors.map((error) => error.code),
    );
    expect(made).toHaveLength(20);
    expect(refused).toEqual(Array.from({ length: 5 }, () => 'U-ACC-WH-13'));
    const { webhookEndpoints } = await client.data<{ webhookEndpoints: unknown[] }>(
      '{ webhookEndpoints { id } }',
    );
    expect(webhookEndpoints).toHaveLength(20);
  });

  it('a delivery replayed 20 times at once is sent again once: the others are refused while it is under way', async () => {
    const target = await receiver('receive');
    const endpoint = await createEndpoint(target.url);
    target.secret = endpoint.secret;
    await sendTest(endpoint.id);
    await eventually(() => target.handled.length === 1, 10_000, 50);
    await eventually(async () => (await deliveries(endpoint.id))[0]?.status === 'DELIVERED');
    const [delivered] = await deliveries(endpoint.id);
    // The receiver keeps the replayed attempt unanswered until every replay is answered: otherwise,
    // on a slow machine, the first replay's attempt can be DELIVERED before a later replay is read,
    // and a replay then is rightly taken.
    const release = target.hold();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        owner.data<{ webhookDeliveryReplay: { userErrors: { code: string }[] } }>(
          'mutation ($input: WebhookDeliveryReplayInput!) { webhookDeliveryReplay(input: $input) { userErrors { code } } }',
          { input: { webhookDeliveryId: delivered!.id } },
        ),
      ),
    );
    release();
    const codes = answers.map((answer) => answer.webhookDeliveryReplay.userErrors[0]?.code ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(codes.filter((code) => code === 'U-ACC-WH-18')).toHaveLength(19);
    await eventually(
      async () => (await deliveries(endpoint.id))[0]?.attemptCount === 2,
      10_000,
      50,
    );
    await eventually(async () => (await deliveries(endpoint.id))[0]?.status === 'DELIVERED');
    expect(target.attemptsById.get(delivered!.webhookId)).toBe(2);
    expect(target.handled).toHaveLength(1);
  });
});

/** The payments the deliveries name, read back through the API by the ids the webhooks carry. */
async function paymentIdsOf(list: Delivery[]): Promise<string[]> {
  const ids = list.map((delivery) => JSON.parse(delivery.payload).data.id as string);
  const { nodes } = await owner.data<{ nodes: ({ id: string; status: string } | null)[] }>(
    'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Payment { id status } } }',
    { ids },
  );
  expect(nodes.every((node) => node?.status === 'NEEDS_APPROVAL')).toBe(true);
  return nodes.map((node) => node!.id);
}

describe('the delivery log', () => {
  const LOG_DAYS = 30;
  it('keeps a finished delivery 30 days: older ones go with their attempts, a pending one stays whatever its age', async () => {
    const target = await receiver('record');
    const { id } = await createEndpoint(target.url);
    await sendTest(id);
    await sendTest(id);
    await eventually(() => target.recorded.length === 2, 10_000);
    // A page of the log costs 5,000 points of the session's bucket: asked every 300 ms, it never runs dry.
    await eventually(async () => (await deliveries(id, 'DELIVERED')).length === 2, 10_000, 300);
    const [recent, old] = await suite.system.account.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('endpoint_id', '=', fromGlobalId(id)!.id)
      .orderBy('created_at')
      .execute();
    const pending = await suite.system.account.db
      .insertInto('webhook_deliveries')
      .values({
        organization_id: organization,
        endpoint_id: fromGlobalId(id)!.id,
        source: 'test',
        event_id: -1,
        event_type: 'webhook.test',
        payload: '{}',
        next_attempt_at: new Date(Date.now() + 86_400_000),
        created_at: new Date(Date.now() - 90 * 86_400_000),
        schedule_started_at: new Date(Date.now() - 90 * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await suite.system.account.db
      .updateTable('webhook_deliveries')
      .set({ delivered_at: new Date(Date.now() - (LOG_DAYS + 1) * 86_400_000) })
      .where('id', '=', old!.id)
      .execute();

    expect(await pruneDeliveryLog(suite.system.account.db, LOG_DAYS)).toBeGreaterThanOrEqual(1);
    const left = await suite.system.account.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('id', 'in', [recent!.id, old!.id, pending.id])
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([recent!.id, pending.id].sort());
    const attempts = await suite.system.account.db
      .selectFrom('webhook_delivery_attempts')
      .select('delivery_id')
      .where('delivery_id', '=', old!.id)
      .execute();
    expect(attempts).toEqual([]);
    await suite.system.account.db
      .deleteFrom('webhook_deliveries')
      .where('id', '=', pending.id)
      .execute();
  });
});

async function sendTest(endpointId: string) {
  const sent = await owner.data<{ webhookEndpointTest: { userErrors: unknown[] } }>(
    'mutation ($input: WebhookEndpointInput!) { webhookEndpointTest(input: $input) { webhookDelivery { id } userErrors { code } } }',
    { input: { webhookEndpointId: endpointId } },
  );
  expect(sent.webhookEndpointTest.userErrors).toEqual([]);
}

type EndpointNow = {
  enabled: boolean;
  disabledReason: string | null;
  previousSecretExpiresAt: string | null;
  url: string;
};

async function endpointNow(id: string, client = owner): Promise<EndpointNow> {
  const { node } = await client.data<{ node: EndpointNow }>(
    'query ($id: ID!) { node(id: $id) { ... on WebhookEndpoint { enabled disabledReason previousSecretExpiresAt url } } }',
    { id },
  );
  return node;
}

describe('addresses that are not public', () => {
  const REFUSED: [url: string, code: string][] = [
    ['http://hooks.example.co.id/kas', 'U-ACC-WH-6'],
    ['https://user:sandi@hooks.example.co.id/kas', 'U-ACC-WH-7'],
    ['ftp://hooks.example.co.id/kas', 'U-ACC-WH-5'],
    ['bukan alamat', 'U-ACC-WH-5'],
    ['https://10.1.2.3/kas', 'U-ACC-WH-8'],
    ['https://0x0a000001/kas', 'U-ACC-WH-8'],
    ['https://192.168.1.20/kas', 'U-ACC-WH-8'],
    ['https://127.0.0.2/kas', 'U-ACC-WH-8'],
    ['https://[::1]/kas', 'U-ACC-WH-8'],
    ['https://169.254.169.254/latest/meta-data', 'U-ACC-WH-8'],
    ['https://100.64.0.7/kas', 'U-ACC-WH-8'],
    ['https://[fd12:3456::1]/kas', 'U-ACC-WH-8'],
    ['https://[::ffff:10.0.0.1]/kas', 'U-ACC-WH-8'],
    ['https://224.0.0.251/kas', 'U-ACC-WH-8'],
    ['https://0.0.0.0/kas', 'U-ACC-WH-8'],
    ['https://intranet/kas', 'U-ACC-WH-8'],
    ['https://printer.local/kas', 'U-ACC-WH-8'],
    ['https://api.localhost/kas', 'U-ACC-WH-8'],
    // Other spellings of the same places: IPv4-compatible IPv6, a trailing dot, a single label.
    ['https://[::127.0.0.1]/kas', 'U-ACC-WH-8'],
    ['https://[::169.254.169.254]/latest/meta-data', 'U-ACC-WH-8'],
    ['https://localhost./kas', 'U-ACC-WH-8'],
    ['https://metadata./kas', 'U-ACC-WH-8'],
  ];

  it('are refused when an endpoint is made or changed, each with its own error, and nothing is written', async () => {
    const before = await endpointCount();
    const kept = await createEndpoint('https://erp.example.co.id/kas/webhooks');
    for (const [url, code] of REFUSED) {
      const made = await owner.data<{
        webhookEndpointCreate: {
          webhookEndpoint: unknown;
          userErrors: { field: string; code: string }[];
        };
      }>(CREATE, { input: { name: 'Tolak', url, eventTypes: ['PAYMENT_UPDATED'], roleId } });
      expect({ url, answer: made.webhookEndpointCreate }).toEqual({
        url,
        answer: {
          webhookEndpoint: null,
          secret: null,
          userErrors: [expect.objectContaining({ field: 'url', code })],
        },
      });
      const changed = await owner.data<{
        webhookEndpointUpdate: { userErrors: { code: string }[] };
      }>(
        'mutation ($input: WebhookEndpointUpdateInput!) { webhookEndpointUpdate(input: $input) { webhookEndpoint { id } userErrors { field code } } }',
        {
          input: {
            webhookEndpointId: kept.id,
            name: 'Tetap',
            url,
            eventTypes: ['PAYMENT_UPDATED'],
            roleId,
          },
        },
      );
      expect(changed.webhookEndpointUpdate.userErrors.map((error) => error.code)).toEqual([code]);
    }
    expect(await endpointCount()).toBe(before + 1);
    expect((await endpointNow(kept.id)).url).toBe('https://erp.example.co.id/kas/webhooks');
    // Deleted, so that no payment of the tests after goes looking for its host.
    const deleted = await owner.data<{
      webhookEndpointDelete: { deletedWebhookEndpointId: string; userErrors: unknown[] };
    }>(
      'mutation ($input: WebhookEndpointInput!) { webhookEndpointDelete(input: $input) { deletedWebhookEndpointId userErrors { code } } }',
      { input: { webhookEndpointId: kept.id } },
    );
    expect(deleted.webhookEndpointDelete).toEqual({
      deletedWebhookEndpointId: kept.id,
      userErrors: [],
    });
    expect(await endpointCount()).toBe(before);
    const message = await owner.data<{
      webhookEndpointCreate: {
        userErrors: { message: string; values: { name: string; value: string }[] }[];
      };
    }>(
      'mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) { userErrors { message values { name value } } } }',
      {
        input: {
          name: 'Meta',
          url: 'https://169.254.169.254/',
          eventTypes: ['PAYMENT_UPDATED'],
          roleId,
        },
      },
    );
    expect(message.webhookEndpointCreate.userErrors[0]).toEqual({
      message:
        'This address is loopback, private or otherwise not on the public internet (169.254.169.254); webhooks go only to public addresses.',
      values: [{ name: 'address', value: '169.254.169.254' }],
    });
  });
});

async function endpointCount(): Promise<number> {
  return (await owner.data<{ webhookEndpoints: unknown[] }>('{ webhookEndpoints { id } }'))
    .webhookEndpoints.length;
}

describe('the endpoint’s role', () => {
  it('is checked when an event is delivered: once it no longer reads payments, a pending delivery ends and no new one is made', async () => {
    const refusing = await receiver('refuse');
    const marker = await receiver('receive');
    const limited = await owner.data<{ roleCreate: { role: { id: string } } }>(
      'mutation { roleCreate(input: { name: "Pembaca pembayaran", permissions: ["payments:read", "transfers:read"] }) { role { id } } }',
    );
    const limitedRoleId = limited.roleCreate.role.id;
    const made = await owner.data<{ webhookEndpointCreate: { webhookEndpoint: { id: string } } }>(
      CREATE,
      {
        input: {
          name: 'Terbatas',
          url: refusing.url,
          eventTypes: ['PAYMENT_UPDATED'],
          roleId: limitedRoleId,
        },
      },
    );
    const endpointId = made.webhookEndpointCreate.webhookEndpoint.id;
    const full = await createEndpoint(marker.url);
    marker.secret = full.secret;

    await payments(1);
    await eachAttemptedWith(endpointId, 1, (attempt) => attempt.error === 'CONNECTION_REFUSED');
    const changed = await owner.data<{ roleUpdate: { userErrors: unknown[] } }>(
      'mutation ($input: RoleUpdateInput!) { roleUpdate(input: $input) { userErrors { code } } }',
      {
        input: {
          roleId: limitedRoleId,
          name: 'Pembaca pembayaran',
          permissions: ['transfers:read'],
        },
      },
    );
    expect(changed.roleUpdate.userErrors).toEqual([]);
    await eventually(
      async () =>
        (await deliveries(endpointId))
          .map((each) => [each.status, each.attempts.length > 0])
          .join() === 'FAILED,true',
      10_000,
      100,
    );
    const [ended] = await owner
      .data<{
        webhookDeliveries: { edges: { node: { failureReason: string } }[] };
      }>(
        'query ($id: ID!) { webhookDeliveries(webhookEndpointId: $id) { edges { node { failureReason } } } }',
        { id: endpointId },
      )
      .then((answer) => answer.webhookDeliveries.edges.map((edge) => edge.node));
    expect(ended).toEqual({ failureReason: 'PERMISSION_REMOVED' });

    const [latest] = await payments(1);
    // The other endpoint hears of the payment from the same read of the feed: by then, this one would have too.
    await eventually(
      () => marker.handled.some((each) => each.webhook.data.id === latest),
      10_000,
      100,
    );
    expect(await deliveries(endpointId)).toHaveLength(1);
  });
});

describe('every kind of event', () => {
  it('a bank credit matched to an invoice and a statement import reach an endpoint named by the ids the API answers', async () => {
    const { system } = suite;
    const target = await receiver('receive');
    const endpoint = await createEndpoint(target.url, [
      'RECONCILIATION_UPDATED',
      'SALES_INVOICE_PAID',
      'IMPORT_FINISHED',
    ]);
    target.secret = endpoint.secret;
    const invoice = await issuedInvoice(await invoiceWritersIn(system, organization), {
      quantity: '1',
      unitPrice: '250000.00',
    });
    const tokens = await signInRest(system, ownerCredentials);
    const account = await callRest<{ id: string }>(
      system.treasuryUrl,
      'POST',
      '/bank-accounts',
      tokens,
      manualAccountInput(),
    );
    const line = await callRest<{ id: string }>(
      system.treasuryUrl,
      'POST',
      '/statement-transactions',
      tokens,
      {
        bankAccountId: account.body.id,
        transactionDate: '2026-11-20',
        description: 'TRSF E-BANKING CR PEMBAYARAN',
        direction: 'CREDIT',
        amount: '250000.00',
      },
    );
    expect(line.status).toBe(201);
    const matched = await callRest<{ id: string }>(
      system.treasuryUrl,
      'POST',
      '/reconciliations',
      tokens,
      {
        statementTransactionIds: [line.body.id],
        items: [{ kind: 'SALES_INVOICE', id: invoice.id }],
      },
    );
    expect(matched.status, JSON.stringify(matched.body)).toBe(201);
    const importId = await importStatement();

    await eventually(() => target.handled.length === 3, 20_000, 100);
    const byType = Object.fromEntries(target.handled.map(({ webhook }) => [webhook.type, webhook]));
    const { nodes } = await owner.data<{ nodes: Record<string, unknown>[] }>(
      `query ($ids: [ID!]!) { nodes(ids: $ids) { __typename id ... on SalesInvoice { invoiceStatus: status } ... on Import { importStatus: status } ... on StatementTransaction { reconciliationStatus } } }`,
      {
        ids: [
          byType['reconciliation.updated']!.data.id,
          byType['sales_invoice.paid']!.data.id,
          byType['import.finished']!.data.id,
          ...byType['reconciliation.updated']!.data.statementTransactionIds!,
        ],
      },
    );
    expect(nodes).toEqual([
      { __typename: 'Reconciliation', id: byType['reconciliation.updated']!.data.id },
      {
        __typename: 'SalesInvoice',
        id: byType['sales_invoice.paid']!.data.id,
        invoiceStatus: 'PAID',
      },
      { __typename: 'Import', id: importId, importStatus: 'COMPLETED' },
      {
        __typename: 'StatementTransaction',
        id: expect.any(String),
        reconciliationStatus: 'RECONCILED',
      },
    ]);
    expect(byType['reconciliation.updated']!.data).toMatchObject({
      change: 'MATCHED',
      expectedTransactionIds: [],
    });
    expect(byType['import.finished']!.data.change).toBe('COMPLETED');
    const { viewer } = await owner.data<{ viewer: { organization: { id: string } } }>(
      '{ viewer { organization { id } } }',
    );
    expect(new Set(target.handled.map(({ webhook }) => webhook.data.organizationId))).toEqual(
      new Set([viewer.organization.id]),
    );
  });
});

/** Imports the BCA statement fixture into an account of its number, as a member does; answers the import's global id. */
async function importStatement(): Promise<string> {
  const account = await createBankAccount(owner, {
    accountNumber: '0183456721',
    accountName: 'BUDI SANTOSO',
    alias: 'BCA Budi',
    connectionType: 'MANUAL',
  });
  const csv = readFileSync(
    path.join(import.meta.dirname, '../fixtures/statements/bca-personal.csv'),
  );
  const uploadId = await takenUploadId(
    uploadCsvThroughBff(suite.system, owner, 'STATEMENT', 'mutasi.csv', csv),
  );
  const started = await owner.data<{ statementImportStart: { import: { id: string } } }>(
    'mutation ($input: StatementImportStartInput!) { statementImportStart(input: $input) { import { id } userErrors { code } } }',
    { input: { uploadId, bankAccountId: account } },
  );
  return started.statementImportStart.import.id;
}

describe('who may', () => {
  it.each(TRANSPORTS)(
    'over %s, a member without the webhooks permissions is FORBIDDEN to read or make endpoints; one who only reads them may read, not manage',
    async (transport) => {
      const { system } = suite;
      const maker = await signedInClient(
        system.url,
        await addMemberInBuiltInRole(system, organization, 'MAKER'),
      );
      const reader = await signedInClient(
        system.url,
        await addMember(system, organization, ['webhooks:read']),
      );
      const input = {
        name: 'Tidak boleh',
        url: 'https://erp.example.co.id/kas',
        eventTypes: ['PAYMENT_UPDATED'],
        roleId,
      };
      const codes = async (client: GraphQLClient, query: string, variables = {}) =>
        (await send(transport, client, query, variables)).errors?.map(
          (error) => error.extensions?.code,
        );
      expect(await codes(maker, '{ webhookEndpoints { id } }')).toEqual(['FORBIDDEN']);
      expect(await codes(maker, '{ webhookEventTypes { name } }')).toEqual(['FORBIDDEN']);
      expect(await codes(maker, CREATE, { input })).toEqual(['FORBIDDEN']);
      expect(await codes(reader, '{ webhookEndpoints { id } }')).toBeUndefined();
      expect(await codes(reader, CREATE, { input })).toEqual(['FORBIDDEN']);
      const [any] = (
        await owner.data<{ webhookEndpoints: { id: string }[] }>('{ webhookEndpoints { id } }')
      ).webhookEndpoints;
      expect(await codes(maker, DELIVERIES, { id: any!.id })).toEqual(['FORBIDDEN']);
      expect(await codes(reader, DELIVERIES, { id: any!.id })).toBeUndefined();
      expect(
        await codes(
          reader,
          'mutation ($input: WebhookEndpointInput!) { webhookEndpointTest(input: $input) { userErrors { code } } }',
          {
            input: { webhookEndpointId: any!.id },
          },
        ),
      ).toEqual(['FORBIDDEN']);
    },
  );

  it('an API key whose role manages webhooks may try a receiver but not make, change or rotate an endpoint', async () => {
    const { system } = suite;
    const target = await receiver('receive');
    const endpoint = await createEndpoint(target.url);
    target.secret = endpoint.secret;
    const role = await owner.data<{ roleCreate: { role: { id: string } } }>(
      'mutation { roleCreate(input: { name: "Integrasi webhook", permissions: ["webhooks:read", "webhooks:manage", "payments:read"] }) { role { id } } }',
    );
    const key = await owner.data<{ apiKeyCreate: { secret: string } }>(
      'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { secret } }',
      { input: { name: 'Webhook ERP', roleId: role.roleCreate.role.id, expiresInDays: 1 } },
    );
    const integrator = new GraphQLClient(system.url);
    const authorization = `Bearer ${key.apiKeyCreate.secret}`;
    for (const transport of TRANSPORTS) {
      const made = await send(
        transport,
        integrator,
        CREATE,
        {
          input: {
            name: 'Dari kunci',
            url: target.url,
            eventTypes: ['PAYMENT_UPDATED'],
            roleId: role.roleCreate.role.id,
          },
        },
        { authorization },
      );
      expect(made.errors?.[0]).toMatchObject({
        message: 'An API key cannot do this; only a signed-in user can.',
        extensions: { code: 'FORBIDDEN' },
      });
      const rotated = await send(
        transport,
        integrator,
        'mutation ($input: WebhookEndpointInput!) { webhookEndpointRotateSecret(input: $input) { secret } }',
        { input: { webhookEndpointId: endpoint.id } },
        { authorization },
      );
      expect(rotated.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const tested = await integrator.request<{ webhookEndpointTest: { userErrors: unknown[] } }>(
      'mutation ($input: WebhookEndpointInput!) { webhookEndpointTest(input: $input) { userErrors { code } } }',
      { input: { webhookEndpointId: endpoint.id } },
      { authorization },
    );
    expect(tested.data?.webhookEndpointTest.userErrors).toEqual([]);
    await eventually(
      () => target.handled.some(({ webhook }) => webhook.type === 'webhook.test'),
      10_000,
      100,
    );
  });
});

describe('the activity log', () => {
  it('tells each change of an endpoint by whom: made, changed, its secret rotated, disabled, enabled and deleted', async () => {
    const endpoint = await createEndpoint(
      'https://erp.example.co.id/kas',
      ['PAYMENT_UPDATED'],
      'ERP pusat',
    );
    const act = (mutation: string) =>
      owner.data(
        `mutation ($input: WebhookEndpointInput!) { ${mutation}(input: $input) { userErrors { code } } }`,
        {
          input: { webhookEndpointId: endpoint.id },
        },
      );
    await act('webhookEndpointDisable');
    const updated = await owner.data<{
      webhookEndpointUpdate: { webhookEndpoint: { eventTypes: string[] } };
    }>(
      'mutation ($input: WebhookEndpointUpdateInput!) { webhookEndpointUpdate(input: $input) { webhookEndpoint { eventTypes } userErrors { code } } }',
      {
        input: {
          webhookEndpointId: endpoint.id,
          name: 'ERP pusat',
          url: 'https://erp.example.co.id/kas/v2',
          eventTypes: ['PAYMENT_UPDATED', 'TRANSFER_UPDATED'],
          roleId,
        },
      },
    );
    expect(updated.webhookEndpointUpdate.webhookEndpoint.eventTypes).toEqual([
      'PAYMENT_UPDATED',
      'TRANSFER_UPDATED',
    ]);
    await act('webhookEndpointRotateSecret');
    await act('webhookEndpointEnable');
    await act('webhookEndpointDelete');
    const serviceId = Buffer.from(endpoint.id, 'base64url').toString().split(':')[1];
    const log = await owner.data<{
      activityLog: {
        edges: {
          node: {
            entityId: string;
            action: string;
            summary: string;
            changes: { field: string; after: string }[];
          };
        }[];
      };
    }>(
      '{ activityLog(first: 100, entity: "WEBHOOK_ENDPOINT") { edges { node { entityId action summary changes { field after } } } } }',
    );
    expect(
      log.activityLog.edges
        .filter((edge) => edge.node.entityId === serviceId)
        .map((edge) => [edge.node.action, edge.node.summary]),
    ).toEqual([
      ['DELETED', 'Webhook endpoint ERP pusat deleted'],
      ['UPDATED', 'Webhook endpoint ERP pusat enabled'],
      ['UPDATED', 'Signing secret of webhook endpoint ERP pusat rotated'],
      ['UPDATED', 'Webhook endpoint ERP pusat changed'],
      ['UPDATED', 'Webhook endpoint ERP pusat disabled'],
      ['CREATED', 'Webhook endpoint ERP pusat created for https://erp.example.co.id/kas'],
    ]);
    const change = log.activityLog.edges.find(
      (edge) => edge.node.summary === 'Webhook endpoint ERP pusat changed',
    )!;
    expect(change.node.changes).toEqual([
      { field: 'url', after: 'https://erp.example.co.id/kas/v2' },
      { field: 'eventTypes', after: 'payment.updated, transfer.updated' },
    ]);
  });
});

const REPLAY_SINCE = `mutation ($input: WebhookEndpointReplaySinceInput!) { webhookEndpointReplaySince(input: $input) {
  queuedCount webhookEndpoint { id } userErrors { field code message } } }`;
const RETRY = `mutation ($input: WebhookDeliveryRetryInput!) { webhookDeliveryRetry(input: $input) {
  webhookDelivery { id webhookId status } userErrors { field code message } } }`;

type ReplayAnswer = {
  webhookEndpoint: { id: string } | null;
  queuedCount: number | null;
  userErrors: { field: string | null; code: string; message: string }[];
};

async function replaySince(
  client: GraphQLClient,
  webhookEndpointId: string,
  since: Date,
  includeDelivered = false,
): Promise<ReplayAnswer> {
  const answer = await client.data<{ webhookEndpointReplaySince: ReplayAnswer }>(REPLAY_SINCE, {
    input: { webhookEndpointId, since: since.toISOString(), includeDelivered },
  });
  return answer.webhookEndpointReplaySince;
}

async function retryNow(client: GraphQLClient, webhookDeliveryId: string) {
  const answer = await client.data<{
    webhookDeliveryRetry: {
      webhookDelivery: { webhookId: string; status: string } | null;
      userErrors: { field: string | null; code: string; message: string }[];
    };
  }>(RETRY, { input: { webhookDeliveryId } });
  return answer.webhookDeliveryRetry;
}

async function switchEndpoint(client: GraphQLClient, id: string, to: 'Enable' | 'Disable') {
  const answer = await client.data<Record<string, { userErrors: unknown[] }>>(
    `mutation ($input: WebhookEndpointInput!) { webhookEndpoint${to}(input: $input) { userErrors { code } } }`,
    { input: { webhookEndpointId: id } },
  );
  expect(answer[`webhookEndpoint${to}`]!.userErrors).toEqual([]);
}

/**
 * An organisation of its own (so no other test's payments reach it) with an endpoint for payments to a receiver
 * that takes every webhook, made and then disabled by a member who manages webhooks; answers the organisation, the
 * member's client, the endpoint and the receiver.
 */
async function offEndpoint(name: string, accountNumber: string, payeeNumber: string) {
  const own = await payingOrganization(name, accountNumber, payeeNumber);
  const target = await receiver('receive');
  const { manager: client, endpoint, secret } = await managersEndpoint(own, target.url);
  target.secret = secret;
  await switchEndpoint(client, endpoint.id, 'Disable');
  return { ...own, client, endpoint, target };
}

/** Waits until the endpoint's log holds `count` deliveries in `status` (a page of it costs points: asked every 300 ms). */
async function logHolds(endpointId: string, status: string, count: number, client: GraphQLClient) {
  await eventually(
    async () => (await deliveries(endpointId, status, client)).length === count,
    20_000,
    300,
  );
  return deliveries(endpointId, status, client);
}

describe('nothing lost while an endpoint is off', () => {
  it('events raised while it is disabled are kept as SKIPPED; "replay since" sends each with the webhook-id it would have had, once', async () => {
    const own = await offEndpoint('PT Kabar Tertunda', '6170990021', '6170990022');
    const before = new Date(Date.now() - 1_000);
    await payments(3, own.payer);
    const skipped = await logHolds(own.endpoint.id, 'SKIPPED', 3, own.client);
    for (const delivery of skipped) {
      expect(delivery).toMatchObject({
        eventType: 'payment.updated',
        attemptCount: 0,
        attempts: [],
      });
      expect(JSON.parse(delivery.payload)).toMatchObject({ type: 'payment.updated' });
    }
    expect(own.target.handled).toEqual([]);

    expect(await replaySince(own.client, own.endpoint.id, before)).toEqual({
      webhookEndpoint: null,
      queuedCount: null,
      userErrors: [
        {
          field: null,
          code: 'U-ACC-WH-19',
          message:
            'This endpoint is disabled, so its deliveries would only be skipped again: enable it, then replay.',
        },
      ],
    });
    await switchEndpoint(own.client, own.endpoint.id, 'Enable');
    const future = await replaySince(own.client, own.endpoint.id, new Date(Date.now() + 3_600_000));
    expect(future.userErrors).toEqual([
      {
        field: 'since',
        code: 'U-ACC-WH-20',
        message: 'Replay since an instant that has passed, not one in the future.',
      },
    ]);
    const old = await replaySince(
      own.client,
      own.endpoint.id,
      new Date(Date.now() - 31 * 86_400_000),
    );
    expect(old.userErrors).toEqual([
      {
        field: 'since',
        code: 'U-ACC-WH-21',
        message: 'The delivery log keeps 30 days: replay since an instant within them.',
      },
    ]);
    expect(await deliveries(own.endpoint.id, 'SKIPPED', own.client)).toHaveLength(3);

    expect(await replaySince(own.client, own.endpoint.id, before)).toEqual({
      webhookEndpoint: { id: own.endpoint.id },
      queuedCount: 3,
      userErrors: [],
    });
    await eventually(() => own.target.handled.length === 3, 10_000, 100);
    expect(own.target.handled.map((each) => each.webhookId).sort()).toEqual(
      skipped.map((each) => each.webhookId).sort(),
    );
    await logHolds(own.endpoint.id, 'DELIVERED', 3, own.client);
    // Nothing is left to replay unless the delivered ones are asked for: then each goes again, known by its id.
    expect((await replaySince(own.client, own.endpoint.id, before)).queuedCount).toBe(0);
    expect((await replaySince(own.client, own.endpoint.id, before, true)).queuedCount).toBe(3);
    await eventually(
      () => skipped.every((each) => own.target.attemptsById.get(each.webhookId) === 2),
      10_000,
      100,
    );
    expect(own.target.handled).toHaveLength(3);
  });

  it('20 replays of the same range at once queue each skipped delivery once more, and each is sent once', async () => {
    const own = await offEndpoint('PT Kabar Serentak', '6170990031', '6170990032');
    const before = new Date(Date.now() - 1_000);
    await payments(4, own.payer);
    const skipped = await logHolds(own.endpoint.id, 'SKIPPED', 4, own.client);
    await switchEndpoint(own.client, own.endpoint.id, 'Enable');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => replaySince(own.client, own.endpoint.id, before)),
    );
    expect(answers.flatMap((answer) => answer.userErrors)).toEqual([]);
    expect(answers.reduce((sum, answer) => sum + answer.queuedCount!, 0)).toBe(4);
    const delivered = await logHolds(own.endpoint.id, 'DELIVERED', 4, own.client);
    expect(delivered.map((each) => each.attemptCount)).toEqual([1, 1, 1, 1]);
    expect(skipped.map((each) => own.target.attemptsById.get(each.webhookId))).toEqual([
      1, 1, 1, 1,
    ]);
  });

  it('a pending delivery is retried now; a delivered, skipped or disabled endpoint’s one is refused with its own message, on GraphQL and REST', async () => {
    const { system } = suite;
    const target = await receiver('receive');
    const endpoint = await createEndpoint(target.url);
    target.secret = endpoint.secret;
    const endpointId = fromGlobalId(endpoint.id)!.id;
    /** A delivery of a test event in `status`, as the log would hold one (a pending one's next attempt a day away). */
    const logged = async (eventId: number, status: 'PENDING' | 'SKIPPED') => {
      const row = await system.account.db
        .insertInto('webhook_deliveries')
        .values({
          organization_id: organization,
          endpoint_id: endpointId,
          source: 'test',
          event_id: eventId,
          event_type: 'webhook.test',
          payload: testPayload(endpointId, organization, new Date()),
          status,
          next_attempt_at: status === 'PENDING' ? new Date(Date.now() + 86_400_000) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return toGlobalId('WebhookDelivery', row.id);
    };
    const pending = await logged(-101, 'PENDING');
    const retried = await retryNow(owner, pending);
    expect(retried.userErrors).toEqual([]);
    expect(retried.webhookDelivery!.status).toBe('PENDING');
    await eventually(() => target.handled.length === 1, 10_000, 100);
    expect(target.handled[0]!.webhookId).toBe(retried.webhookDelivery!.webhookId);
    await eventually(
      async () => (await deliveries(endpoint.id, 'DELIVERED')).length === 1,
      10_000,
      300,
    );

    expect((await retryNow(owner, pending)).userErrors).toEqual([
      {
        field: null,
        code: 'U-ACC-WH-22',
        message: 'This delivery was delivered already; replay it to send it again.',
      },
    ]);
    expect((await retryNow(owner, await logged(-102, 'SKIPPED'))).userErrors).toEqual([
      {
        field: null,
        code: 'U-ACC-WH-23',
        message:
          'Only a delivery waiting for its next attempt can be retried now; replay a failed or skipped one.',
      },
    ]);
    const stranger = await signedInClient(
      system.url,
      (await createOrganization(system, 'PT Tetangga Kait')).owner,
    );
    expect((await retryNow(stranger, pending)).userErrors).toEqual([
      { field: 'webhookDeliveryId', code: 'U-ACC-WH-17', message: 'Webhook delivery not found.' },
    ]);
    expect((await replaySince(stranger, endpoint.id, new Date())).userErrors).toEqual([
      { field: 'webhookEndpointId', code: 'U-ACC-WH-1', message: 'Webhook endpoint not found.' },
    ]);

    // The same over REST, as an integrator calls the account service.
    const tokens = await signInRest(system, ownerCredentials);
    const rest = <Body>(path: string, body?: unknown, as = tokens) =>
      callRest<Body & { error?: { code: string; field?: string } }>(
        system.accountUrl,
        body === undefined && !path.endsWith('/retry') ? 'GET' : 'POST',
        path,
        as,
        body,
      );
    const later = await logged(-103, 'PENDING');
    const laterId = fromGlobalId(later)!.id;
    const listed = await rest<{ items: { node: { id: string; status: string } }[] }>(
      `/webhook-endpoints/${endpointId}/deliveries?status=SKIPPED`,
    );
    expect(listed.body.items.map((edge) => edge.node.status)).toEqual(['SKIPPED']);
    expect(
      (await rest(`/webhook-deliveries/${fromGlobalId(pending)!.id}/retry`)).body.error,
    ).toMatchObject({
      code: 'U-ACC-WH-22',
    });
    const since = { since: new Date(Date.now() + 60_000).toISOString() };
    expect(await rest(`/webhook-endpoints/${endpointId}/replay`, since)).toMatchObject({
      status: 400,
      body: { error: { code: 'U-ACC-WH-20', field: 'since' } },
    });
    const strangerTokens = await signInRest(
      system,
      (await createOrganization(system, 'PT Tetangga Rest')).owner,
    );
    const asStranger = await rest(
      `/webhook-endpoints/${endpointId}/replay`,
      { since: new Date().toISOString() },
      strangerTokens,
    );
    expect(asStranger).toMatchObject({ status: 404, body: { error: { code: 'U-ACC-WH-1' } } });
    expect(
      (await rest(`/webhook-deliveries/${laterId}/retry`, undefined, strangerTokens)).status,
    ).toBe(404);
    const readerTokens = await signInRest(
      system,
      await addMember(system, organization, ['webhooks:read']),
    );
    expect(
      (await rest(`/webhook-deliveries/${laterId}/retry`, undefined, readerTokens)).status,
    ).toBe(403);
    expect(
      (
        await rest(
          `/webhook-endpoints/${endpointId}/replay`,
          { since: new Date().toISOString() },
          readerTokens,
        )
      ).status,
    ).toBe(403);

    await switchEndpoint(owner, endpoint.id, 'Disable');
    expect((await rest(`/webhook-deliveries/${laterId}/retry`)).body.error).toMatchObject({
      code: 'U-ACC-WH-24',
    });
    expect((await retryNow(owner, later)).userErrors.map((error) => error.code)).toEqual([
      'U-ACC-WH-24',
    ]);
  });

  it.each(TRANSPORTS)(
    'over %s, replaying since and retrying now need webhooks:manage: FORBIDDEN without it, answered with it',
    async (transport) => {
      const { system } = suite;
      const reader = await signedInClient(
        system.url,
        await addMember(system, organization, ['webhooks:read']),
      );
      const [any] = (
        await owner.data<{ webhookEndpoints: { id: string }[] }>('{ webhookEndpoints { id } }')
      ).webhookEndpoints;
      const since = new Date().toISOString();
      const codes = async (query: string, variables: Record<string, unknown>) =>
        (await send(transport, reader, query, variables)).errors?.map(
          (error) => error.extensions?.code,
        );
      expect(await codes(REPLAY_SINCE, { input: { webhookEndpointId: any!.id, since } })).toEqual([
        'FORBIDDEN',
      ]);
      expect(
        await codes(RETRY, {
          input: { webhookDeliveryId: toGlobalId('WebhookDelivery', any!.id) },
        }),
      ).toEqual(['FORBIDDEN']);
      expect(await codes(DELIVERIES, { id: any!.id, status: 'SKIPPED' })).toBeUndefined();
      const replayed = await send<{ webhookEndpointReplaySince: ReplayAnswer }>(
        transport,
        owner,
        REPLAY_SINCE,
        { input: { webhookEndpointId: any!.id, since } },
      );
      expect(replayed.errors).toBeUndefined();
      expect(replayed.data?.webhookEndpointReplaySince).toMatchObject({ userErrors: [] });
    },
  );
});

describe('a local receiver under development (webhooks:listen)', () => {
  it('the command hears the organisation’s events with an API key and forwards each to a local address, signed with the secret it prints', async () => {
    const { system } = suite;
    const target = await receiver('receive');
    const role = await owner.data<{ roleCreate: { role: { id: string } } }>(
      'mutation { roleCreate(input: { name: "Pendengar lokal", permissions: ["webhooks:read", "payments:read"] }) { role { id } } }',
    );
    const key = await owner.data<{ apiKeyCreate: { secret: string } }>(
      'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { secret } }',
      { input: { name: 'Pengembangan lokal', roleId: role.roleCreate.role.id, expiresInDays: 1 } },
    );
    const command = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/webhooks-listen.ts',
        '--url',
        system.url,
        '--key',
        key.apiKeyCreate.secret,
        '--forward-to',
        target.url,
        '--events',
        'payment.updated',
      ],
      { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines: string[] = [];
    command.stdout.setEncoding('utf8');
    command.stdout.on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
    try {
      await eventually(() => lines.some((line) => line.startsWith('Ready!')), 30_000, 50);
      target.secret = /(whsec_\S+)/.exec(lines[0]!)![1]!;
      // The subscription may be a moment behind the connection: a payment is made until one is heard.
      await eventually(
        async () => {
          if (target.handled.length > 0) return true;
          await payments(1);
          return false;
        },
        20_000,
        500,
      );
      const [heard] = target.handled;
      expect(heard!.webhook).toMatchObject({
        type: 'payment.updated',
        data: { change: 'CREATED' },
      });
      expect(heard!.webhookId).toMatch(/^msg_treasury_/);
      await eventually(() => lines.some((line) => line.includes('<-- [200]')), 10_000, 50);
      expect(lines.find((line) => line.includes('-->'))).toMatch(
        new RegExp(
          `--> payment\\.updated \\[msg_treasury_\\S+\\]  <-- \\[200\\] POST ${target.url}`,
        ),
      );
    } finally {
      command.kill();
    }
  }, 60_000);

  // A subscription is answered over the WebSocket only (over HTTP it is BAD_REQUEST, whoever asks).
  it('the webhook events’ subscription needs webhooks:read: FORBIDDEN without it', async () => {
    const reader = await signedInClient(
      suite.system.url,
      await addMember(suite.system, organization, ['payments:read']),
    );
    const answer = await send(
      'ws',
      reader,
      'subscription { webhookEvents { webhookId type payload } }',
    );
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
  });
});
