import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, type Tokens } from '../../../tests/support/factories.js';
import { importProviderReport } from '../../../tests/support/payment-reports.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { createManualAccountRest } from '../../../tests/support/treasury-rest.js';
import { openPaymentSettlementItems } from './repository/settlements.js';
import { takenUploadId, uploadCsvToTreasury } from '../../../tests/support/csv-uploads.js';

type Json = Record<string, unknown> & { error?: { code: string; field?: string; message: string } };
type Page = { items: { node: Record<string, unknown> }[]; totalCount: number };

let system: TreasuryUnderTest;
let owner: Tokens;
let maker: Tokens;
let other: Tokens;
let bankAccountId: string;

const call = (method: string, route: string, tokens: Tokens, body?: unknown) =>
  callRest<Json>(system.treasuryUrl, method, route, tokens, body);
const report = () =>
  readFileSync(
    path.join(
      import.meta.dirname,
      '../../../tests/fixtures/payment-providers/xendit-detailed-transactions.csv',
    ),
    'utf8',
  );
const xendit = { secretKey: 'xnd_production_rahasia_0123456789', webhookToken: 'tok-webhook-9876' };

const account = (tokens: Tokens, currency = 'IDR') =>
  createManualAccountRest(system, tokens, { accountName: 'PT SUMBER MAKMUR ABADI', currency });

/** The activity log's entries matching a condition, oldest first. */
async function activity(condition: ReturnType<typeof sql>) {
  const { rows } = await sql<{
    action: string;
    summary: string;
  }>`select action, summary from activity_log where ${condition} order by occurred_at, id`.execute(
    system.service.db,
  );
  return rows;
}

async function provider(tokens: Tokens, body: Record<string, unknown>) {
  return call('POST', '/payment-providers', tokens, body);
}

/** `POST /payment-providers` of a Xendit provider named `name`, with its credentials, paid out to `bankAccountId` unless told. */
const xenditProvider = (tokens: Tokens, name: string, payoutAccountId = bankAccountId) =>
  provider(tokens, {
    provider: 'XENDIT',
    name,
    bankAccountId: payoutAccountId,
    credentials: xendit,
  });

/** The id of a new Xendit provider of the owner's named `name`. */
const xenditProviderId = async (name: string) =>
  (await xenditProvider(owner, name)).body.id as string;

/** The owner's payment records that `query` (a `/payment-records` query string) finds. */
const recordsFound = async (query: string) =>
  (await call('GET', `/payment-records?${query}`, owner)).body as unknown as Page;

/** The order ids of a page of payment records, sorted. */
const orderIds = (page: Page) => page.items.map((item) => item.node.orderId).sort();

/** The report imported as a member imports it, once the import has finished. */
const importReport = (tokens: Tokens, paymentProviderId: string, content: string) =>
  importProviderReport(system, tokens, paymentProviderId, content);

beforeAll(async () => {
  system = await startTreasuryForTest();
  owner = await system.tokensFor();
  maker = await system.tokensFor({ organizationId: owner.organizationId, role: 'MAKER' });
  other = await system.tokensFor();
  bankAccountId = await account(owner);
});

afterAll(() => system?.stop());

describe('payment providers', () => {
  it('configures Xendit with its credentials sealed at rest and never answered', async () => {
    const created = await xenditProvider(owner, 'Xendit Toko Online');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      provider: 'XENDIT',
      name: 'Xendit Toko Online',
      bankAccountId,
      hasCredentials: true,
      importable: true,
    });
    expect(JSON.stringify(created.body)).not.toContain('rahasia');
    const stored = await system.service.db
      .selectFrom('payment_providers')
      .select('credentials_sealed')
      .where('id', '=', created.body.id as string)
      .executeTakeFirstOrThrow();
    expect(stored.credentials_sealed).not.toContain('xnd_production');
    const listed = await call('GET', '/payment-providers', owner);
    expect((listed.body as unknown as Page).items.map((item) => item.node.name)).toContain(
      'Xendit Toko Online',
    );
    expect(JSON.stringify(listed.body)).not.toContain('tok-webhook');
  });

  it('refuses an unknown provider, a missing credential, a credential it does not take, another organisation’s account and a name in use', async () => {
    expect(
      (
        await provider(owner, {
          provider: 'PAYPAL',
          name: 'PayPal',
          bankAccountId,
          credentials: {},
        })
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-PP-3', field: 'provider' });
    expect(
      (
        await provider(owner, {
          provider: 'MIDTRANS',
          name: 'Midtrans',
          bankAccountId,
          credentials: { merchantId: 'G491053497', serverKey: 'SB-Mid-server-1' },
        })
      ).body.error,
    ).toMatchObject({
      code: 'U-TRSY-PP-4',
      field: 'credentials.clientKey',
    });
    expect(
      (
        await provider(owner, {
          provider: 'OY',
          name: 'OY!',
          bankAccountId,
          credentials: { username: 'toko', apiKey: 'k', pin: '1234' },
        })
      ).body.error,
    ).toMatchObject({
      code: 'U-TRSY-PP-16',
      field: 'credentials.pin',
    });
    const theirAccount = await account(other);
    expect(
      (
        await provider(owner, {
          provider: 'DOKU',
          name: 'DOKU',
          bankAccountId: theirAccount,
          credentials: { clientId: 'BRN-1', secretKey: 'SK-1' },
        })
      ).body.error,
    ).toMatchObject({
      code: 'U-TRSY-PP-5',
      field: 'bankAccountId',
    });
    const again = await xenditProvider(owner, 'xendit toko online');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'U-TRSY-PP-2', field: 'name' });
  });

  it('lets a maker read providers but not configure one', async () => {
    expect((await call('GET', '/payment-providers', maker)).status).toBe(200);
    const refused = await provider(maker, {
      provider: 'FASPAY',
      name: 'Faspay',
      bankAccountId,
      credentials: { merchantId: '31932', userId: 'bot31932', password: 'p@ss' },
    });
    expect(refused.status).toBe(403);
  });

  it('renames a provider and replaces its credentials, keeping them when none are given, each change in the activity log', async () => {
    const created = await provider(owner, {
      provider: 'DANA',
      name: 'DANA Bisnis',
      bankAccountId,
      credentials: { partnerId: '2024', clientSecret: 's1', privateKey: 'k1' },
    });
    const id = created.body.id as string;
    const before = await system.service.db
      .selectFrom('payment_providers')
      .select('credentials_sealed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const renamed = await call('PATCH', `/payment-providers/${id}`, owner, { name: 'DANA Gerai' });
    expect(renamed.body).toMatchObject({ name: 'DANA Gerai', hasCredentials: true });
    const kept = await system.service.db
      .selectFrom('payment_providers')
      .select('credentials_sealed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(kept.credentials_sealed).toBe(before.credentials_sealed);
    const replaced = await call('PATCH', `/payment-providers/${id}`, owner, {
      credentials: { partnerId: '2024', clientSecret: 's2', privateKey: 'k2' },
    });
    expect(replaced.status).toBe(200);
    const after = await system.service.db
      .selectFrom('payment_providers')
      .select('credentials_sealed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.credentials_sealed).not.toBe(before.credentials_sealed);
    const log = await activity(sql`entity_id = ${id}`);
    expect(log).toEqual([
      { action: 'CREATED', summary: 'Payment provider DANA Bisnis (DANA) created' },
      { action: 'UPDATED', summary: 'Payment provider DANA Gerai changed' },
      { action: 'UPDATED', summary: 'Payment provider DANA Gerai changed' },
    ]);
  });

  it('answers another organisation’s provider as not found, and changes nothing of it', async () => {
    const theirs = await xenditProvider(other, 'Milik Mereka', await account(other));
    const id = theirs.body.id as string;
    expect((await call('GET', `/payment-providers/${id}`, owner)).body.error).toMatchObject({
      code: 'U-TRSY-PP-1',
    });
    expect(
      (await call('PATCH', `/payment-providers/${id}`, owner, { name: 'Diambil' })).status,
    ).toBe(404);
    expect((await call('DELETE', `/payment-providers/${id}`, owner)).status).toBe(404);
    expect((await call('GET', `/payment-providers/${id}`, other)).body.name).toBe('Milik Mereka');
  });
});

describe('importing a Xendit Detailed Transactions Report', () => {
  let providerId: string;

  beforeAll(async () => {
    providerId = await xenditProviderId('Xendit Gerai');
  });

  it('brings in every transaction, the payments as records with their fees, and groups the settled ones into their day’s settlement', async () => {
    const done = await importReport(owner, providerId, report());
    expect(done).toMatchObject({
      status: 'COMPLETED',
      rowsRead: 5,
      created: 5,
      skipped: 0,
      errorCount: 0,
    });
    expect((done.summary as Record<string, string>).grossTotalIDR).toBe('3570000.00');

    const records = await recordsFound(`paymentProviderId=${providerId}`);
    expect(records.totalCount).toBe(5);
    const byOrder = new Map(records.items.map((item) => [item.node.orderId, item.node]));
    expect(byOrder.get('INV-2026-0501')).toMatchObject({
      method: 'VIRTUAL_ACCOUNT',
      channel: 'BCA',
      customer: 'Sinar Abadi Logistik',
      status: 'SUCCESS',
      grossAmount: '1500000.00',
      fees: '4440.00',
      netAmount: '1495560.00',
      settledAmount: '1495560.00',
      settlementStatus: 'SETTLED',
      reconciliationStatus: 'UNRECONCILED',
    });
    expect(byOrder.get('POS-88412')).toMatchObject({
      method: 'QRIS',
      fees: '1942.50',
      netAmount: '248057.50',
      settlementStatus: 'SETTLED',
    });
    expect(byOrder.get('ORD-77120')).toMatchObject({
      method: 'EWALLET',
      settledAmount: '0.00',
      settlementStatus: 'PENDING',
      settlementId: null,
    });
    expect(byOrder.get('ORD-77121')).toMatchObject({
      method: 'CARD',
      status: 'FAILED',
      paidAt: '2026-05-04T12:00:00.000Z',
    });
    expect(byOrder.get('ORD-77125')).toMatchObject({ status: 'VOIDED' });

    const settled = await recordsFound(`settlementStatus=SETTLED&paymentProviderId=${providerId}`);
    expect(orderIds(settled)).toEqual(['INV-2026-0501', 'POS-88412']);
    const onDay = await recordsFound(
      `dateFrom=2026-05-04&dateTo=2026-05-04&paymentProviderId=${providerId}`,
    );
    expect(orderIds(onDay)).toEqual(['ORD-77120', 'ORD-77121', 'ORD-77125']);

    const failed = (
      await call(
        'GET',
        `/payment-transactions?status=FAILED&paymentProviderId=${providerId}`,
        owner,
      )
    ).body as unknown as Page;
    expect(failed.items.map((item) => [item.node.providerReference, item.node.type])).toEqual([
      ['txn_9f8e7d6c5b4a3021', 'PAYMENT'],
    ]);

    const settlements = (
      await call('GET', `/payment-settlements?paymentProviderId=${providerId}`, owner)
    ).body as unknown as Page;
    expect(settlements.items.map((item) => item.node)).toEqual([
      expect.objectContaining({
        date: '2026-05-04',
        reference: null,
        amount: '1743617.50',
        reconciledAmount: '0.00',
        reconciliationStatus: 'UNRECONCILED',
        recordCount: 2,
        bankAccountId,
      }),
    ]);

    const items = (
      await openPaymentSettlementItems(system.service.db, owner.organizationId)
    ).filter((item) => item.id === settlements.items[0]!.node.id);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'PAYMENT_SETTLEMENT',
        bankAccountId,
        direction: 'CREDIT',
        currency: 'IDR',
        open: 174361750n,
        date: '2026-05-04',
        references: ['Xendit', 'INV-2026-0501', 'POS-88412'],
      }),
    ]);

    const log = await activity(
      sql`entity = 'PAYMENT_RECORD' and organization_id = ${owner.organizationId}`,
    );
    expect(log.map((row) => row.summary)).toContain(
      'Payment INV-2026-0501 of IDR 1500000.00 imported from Xendit',
    );
  });

  it('skips what an earlier import brought in, and settles a payment that was pending then', async () => {
    const later = report().replace(
      'Pending,,2026-05-06T03:00:00.000Z',
      'Settled,2026-05-06T03:00:00.000Z,2026-05-06T03:00:00.000Z',
    );
    const done = await importReport(owner, providerId, later);
    expect(done).toMatchObject({ status: 'COMPLETED', created: 0, skipped: 5 });
    const records = await recordsFound('search=ORD-77120');
    expect(records.items[0]!.node).toMatchObject({
      settlementStatus: 'SETTLED',
      settledAmount: '491675.00',
    });
    const settlements = (
      await call(
        'GET',
        `/payment-settlements?paymentProviderId=${providerId}&dateFrom=2026-05-06`,
        owner,
      )
    ).body as unknown as Page;
    expect(settlements.items.map((item) => [item.node.date, item.node.amount])).toEqual([
      ['2026-05-06', '491675.00'],
    ]);
  });

  it('pages the settlements newest date first, each page after the cursor of the last, and refuses a cursor of another order', async () => {
    const list = `/payment-settlements?paymentProviderId=${providerId}&first=1`;
    type SettlementPage = Page & {
      items: { cursor: string }[];
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string };
    };
    const first = (await call('GET', list, owner)).body as unknown as SettlementPage;
    expect(first.items.map((item) => item.node.date)).toEqual(['2026-05-06']);
    expect(first).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: true, hasPreviousPage: false },
    });
    const second = (await call('GET', `${list}&after=${first.pageInfo.endCursor}`, owner))
      .body as unknown as SettlementPage;
    expect(second.items.map((item) => item.node.date)).toEqual(['2026-05-04']);
    expect(second).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
    const instant = Buffer.from(
      JSON.stringify(['2026-05-06T00:00:00.000000Z', first.items[0]!.node.id]),
    ).toString('base64url');
    const refused = await call('GET', `${list}&after=${instant}`, owner);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'U-TRSY-PP-8', field: 'after' });
  });

  it('blocks a file whose net amount is not the amount less its fees, naming the row, and writes nothing', async () => {
    const fresh = await xenditProviderId('Xendit Cabang');
    const broken = report().replace('1495560,INV-2026-0501', '1495000,INV-2026-0501');
    const done = await importReport(owner, fresh, broken);
    expect(done).toMatchObject({ status: 'BLOCKED', errorCount: 1, created: 0 });
    expect(done.issues).toEqual([
      expect.objectContaining({
        row: 2,
        field: 'Net Amount',
        code: 'U-TRSY-PP-25',
        value: '1495000.00',
        expected: '1495560.00',
      }),
    ]);
    expect((await recordsFound(`paymentProviderId=${fresh}`)).totalCount).toBe(0);
  });

  it('refuses to import for a provider whose report layout is not documented', async () => {
    const midtrans = (
      await provider(owner, {
        provider: 'MIDTRANS',
        name: 'Midtrans Toko',
        bankAccountId,
        credentials: { merchantId: 'G4910', serverKey: 's', clientKey: 'c' },
      })
    ).body;
    expect(midtrans.importable).toBe(false);
    const uploadId = await takenUploadId(
      uploadCsvToTreasury(
        system,
        owner,
        'PAYMENT_REPORT',
        'midtrans.csv',
        'Order ID,Amount\nA-1,1000\n',
      ),
    );
    const started = await call('POST', '/imports', owner, {
      kind: 'PAYMENT_REPORT',
      uploadId,
      paymentProviderId: midtrans.id,
    });
    expect(started.status).toBe(400);
    expect(started.body.error).toMatchObject({ code: 'U-TRSY-PP-10', field: 'paymentProviderId' });
  });

  it('keeps a provider whose settlements reconciliation has matched, and deletes one whose settlements are open with its records', async () => {
    const [settlement] = await system.service.db
      .selectFrom('payment_settlements')
      .select('id')
      .where('payment_provider_id', '=', providerId)
      .orderBy('settlement_date')
      .execute();
    await system.service.db
      .updateTable('payment_settlements')
      .set({ reconciled_amount: '1000.00' })
      .where('id', '=', settlement!.id)
      .execute();
    const refused = await call('DELETE', `/payment-providers/${providerId}`, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'U-TRSY-PP-7' });
    const matched = await recordsFound(
      `reconciliationStatus=PARTIAL&paymentProviderId=${providerId}`,
    );
    expect(orderIds(matched)).toEqual(['INV-2026-0501', 'POS-88412']);

    await system.service.db
      .updateTable('payment_settlements')
      .set({ reconciled_amount: '0' })
      .where('id', '=', settlement!.id)
      .execute();
    expect((await call('DELETE', `/payment-providers/${providerId}`, owner)).status).toBe(204);
    expect((await recordsFound(`paymentProviderId=${providerId}`)).totalCount).toBe(0);
    const [entry] = await activity(sql`entity_id = ${providerId} and action = 'DELETED'`);
    expect(entry!.summary).toBe('Payment provider Xendit Gerai deleted with its 5 payment records');
  });
});

describe('reconciling a settlement with the bank credit that pays it', () => {
  let providerId: string;

  beforeAll(async () => {
    providerId = await xenditProviderId('Xendit Rekonsiliasi');
    expect(await importReport(owner, providerId, report())).toMatchObject({ status: 'COMPLETED' });
  });

  it('the bank credit of a settlement is proposed for it and reconciled with it, records and all', async () => {
    const settlement = (
      (await call('GET', `/payment-settlements?paymentProviderId=${providerId}`, owner))
        .body as unknown as Page
    ).items[0]!.node as { id: string };
    // The report's May is further back than a statement transaction may be entered by hand: the settlement moves to last week.
    await sql`update payment_settlements set settlement_date = '2026-11-20' where id = ${settlement.id}`.execute(
      system.service.db,
    );
    const line = await call('POST', '/statement-transactions', owner, {
      bankAccountId,
      transactionDate: '2026-11-21',
      description: 'TRF MASUK XENDIT SETTLEMENT 20112026',
      direction: 'CREDIT',
      amount: '1743617.50',
    });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    expect((await call('POST', '/reconciliations/runs', owner, {})).status).toBe(200);
    const proposals = (
      await call(
        'GET',
        `/reconciliation-proposals?statementTransactionId=${line.body.id as string}`,
        owner,
      )
    ).body as unknown as {
      items: { node: { id: string; items: unknown[] } }[];
    };
    expect(proposals.items[0]!.node.items).toEqual([
      { kind: 'PAYMENT_SETTLEMENT', id: settlement.id },
    ]);
    expect(
      (await call('POST', `/reconciliation-proposals/${proposals.items[0]!.node.id}/accept`, owner))
        .status,
    ).toBe(201);
    const after = (await call('GET', `/payment-settlements?paymentProviderId=${providerId}`, owner))
      .body as unknown as Page;
    expect(after.items[0]!.node).toMatchObject({
      reconciledAmount: '1743617.50',
      reconciliationStatus: 'RECONCILED',
    });
    // Another organisation's settlement is not found to match with.
    const theirs = await call('POST', '/reconciliations', other, {
      statementTransactionIds: [line.body.id],
      items: [{ kind: 'PAYMENT_SETTLEMENT', id: settlement.id }],
    });
    expect(theirs.status).toBe(404);
  });
});
