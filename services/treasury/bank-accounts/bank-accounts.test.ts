import { generateKeyPairSync } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { callRest, createdRest, type Tokens } from '../../../tests/support/factories.js';
import { listen } from '../../kit/server.js';
import { createTreasuryService, type TreasuryService } from '../server.js';

let system: TreasuryUnderTest;
let owner: Tokens;
let other: Tokens;
let maker: Tokens;
const logLines: string[] = [];
let loggedTreasury: TreasuryService;
let loggedTreasuryUrl: string;

type Json = Record<string, unknown> & { error?: { code: string; field?: string; message: string } };

const call = (
  method: string,
  path: string,
  tokens: Tokens,
  body?: unknown,
  baseUrl = system.treasuryUrl,
) => callRest<Json>(baseUrl, method, path, tokens, body);

let sequence = 1_200_000_000;
const manual = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    bankCode: '014',
    accountNumber: String(sequence),
    accountName: 'PT PEMILIK DATA',
    alias: `Operasional ${sequence}`,
    currency: 'IDR',
    connectionType: 'MANUAL',
    ...overrides,
  };
};

/** `POST /bank-accounts` of a manual account (`manual`) with `overrides`, as `tokens`, to the treasury at `baseUrl`. */
const addAccount = (
  tokens: Tokens,
  overrides: Record<string, unknown> = {},
  baseUrl = system.treasuryUrl,
) => call('POST', '/bank-accounts', tokens, manual(overrides), baseUrl);

/** The sealed credentials stored for the account `id`. */
const sealedCredentials = async (id: string) =>
  (
    await system.service.db
      .selectFrom('bank_accounts')
      .select('credentials_sealed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).credentials_sealed;

const privateKeyPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const apiCredentials = {
  clientId: 'kas-client-7781',
  clientSecret: 'rahasia-klien-sangat-panjang-0192',
  partnerId: 'KAS7781',
  channelId: '95221',
  privateKey: privateKeyPem,
};

beforeAll(async () => {
  system = await startTreasuryForTest();
  owner = await system.tokensFor();
  maker = await system.tokensFor({ organizationId: owner.organizationId, role: 'MAKER' });
  other = await system.tokensFor();
  // A second treasury service on the same database, logging everything, to check no credential reaches a log line.
  const logger = pino(
    { level: 'trace' },
    new Writable({
      write: (chunk, _encoding, done) => {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  loggedTreasury = await createTreasuryService({
    databaseUrl: system.databaseUrl,
    accountUrl: system.accountUrl,
    logger,
  });
  loggedTreasuryUrl = await listen(loggedTreasury.app, 0);
});

afterAll(async () => {
  await loggedTreasury?.close();
  await system?.stop();
});

describe('internal bank accounts', () => {
  it('adds a manual account to the default entity, made on first use, and lists it', async () => {
    const created = await createdRest<Json>(
      system.treasuryUrl,
      '/bank-accounts',
      owner,
      manual({ alias: 'Kas Operasional', accountNumber: '8830 412 277' }),
    );
    expect(created).toMatchObject({
      bankName: 'Bank Central Asia (BCA)',
      accountNumber: '8830412277',
      alias: 'Kas Operasional',
      currency: 'IDR',
      connectionType: 'MANUAL',
      status: 'NEW',
      hasCredentials: false,
      balance: null,
      entity: { name: 'Default', isDefault: true },
    });
    const listed = await call('GET', '/bank-accounts?search=operasional', owner);
    expect((listed.body.items as { alias: string }[]).map((item) => item.alias)).toContain(
      'Kas Operasional',
    );
  });

  it('refuses a taken alias or number, a currency other than IDR, USD or SGD, an unknown bank and a malformed number, and creates nothing', async () => {
    const first = manual();
    await call('POST', '/bank-accounts', owner, first);
    const cases: [Record<string, unknown>, string, string][] = [
      [manual({ alias: String(first.alias).toUpperCase() }), 'U-TRSY-BA-2', 'alias'],
      [manual({ accountNumber: first.accountNumber }), 'U-TRSY-BA-3', 'accountNumber'],
      [manual({ currency: 'EUR' }), 'U-TRSY-BA-4', 'currency'],
      [manual({ bankCode: '999' }), 'U-TRSY-BA-8', 'bankCode'],
      [manual({ accountNumber: '12-ab' }), 'U-TRSY-BA-9', 'accountNumber'],
    ];
    for (const [body, code, field] of cases) {
      const refused = await call('POST', '/bank-accounts', owner, body);
      expect({ code: refused.body.error?.code, field: refused.body.error?.field }).toEqual({
        code,
        field,
      });
    }
    const count = await system.service.db
      .selectFrom('bank_accounts')
      .select('alias')
      .where('alias', 'ilike', String(first.alias))
      .execute();
    expect(count).toHaveLength(1);
  });

  it('needs the credentials of its connection, checks the private key, and never answers, stores or logs them in the clear', async () => {
    const missing = await addAccount(
      owner,
      { connectionType: 'API', credentials: { ...apiCredentials, clientSecret: '' } },
      loggedTreasuryUrl,
    );
    expect(missing.body.error).toMatchObject({
      code: 'U-TRSY-BA-6',
      field: 'credentials.clientSecret',
    });
    const badKey = await addAccount(owner, {
      connectionType: 'API',
      credentials: {
        ...apiCredentials,
        privateKey: '-----BEGIN PRIVATE KEY-----\nbukan-kunci\n-----END PRIVATE KEY-----',
      },
    });
    expect(badKey.body.error).toMatchObject({
      code: 'U-TRSY-BA-5',
      field: 'credentials.privateKey',
    });
    const crawlerWithoutPortal = await addAccount(owner, {
      connectionType: 'AUTOMATED',
      credentials: { userId: 'u', password: 'p' },
    });
    expect(crawlerWithoutPortal.body.error).toMatchObject({
      code: 'U-TRSY-BA-10',
      field: 'automatedType',
    });

    const created = await addAccount(
      owner,
      { connectionType: 'API', credentials: apiCredentials },
      loggedTreasuryUrl,
    );
    expect(created.status).toBe(201);
    expect(created.body.hasCredentials).toBe(true);
    const everything = JSON.stringify([
      created.body,
      (await call('GET', `/bank-accounts/${String(created.body.id)}`, owner)).body,
      (await call('GET', '/bank-accounts', owner)).body,
      missing.body,
      badKey.body,
    ]);
    for (const secret of [
      apiCredentials.clientSecret,
      'BEGIN PRIVATE KEY',
      apiCredentials.clientId,
    ])
      expect(everything).not.toContain(secret);
    const stored = await sealedCredentials(String(created.body.id));
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(apiCredentials.clientSecret);
    // The logging service did log these requests, and no secret in them.
    expect(logLines.join('')).toContain('/bank-accounts');
    for (const secret of [apiCredentials.clientSecret, 'PRIVATE KEY', apiCredentials.clientId])
      expect(logLines.join('')).not.toContain(secret);
  });

  it('changes alias, entity and connection; new credentials replace the old, and going manual drops them', async () => {
    const created = await addAccount(owner, {
      bankCode: '014',
      connectionType: 'AUTOMATED',
      automatedType: 'KLIKBCA_BISNIS',
      credentials: { companyId: 'PTPEMILIK', userId: 'budi01', password: 'Rahasia123' },
    });
    const id = String(created.body.id);
    const entity = await call('POST', '/entities', owner, {
      name: 'PT Pemilik Data Cabang Surabaya',
    });
    const moved = await call('PATCH', `/bank-accounts/${id}`, owner, {
      alias: 'BCA Surabaya',
      entityId: entity.body.id,
      status: 'ACTIVE',
    });
    expect(moved.body).toMatchObject({
      alias: 'BCA Surabaya',
      status: 'ACTIVE',
      entity: { name: 'PT Pemilik Data Cabang Surabaya' },
      hasCredentials: true,
    });
    const before = await sealedCredentials(id);
    await call('PATCH', `/bank-accounts/${id}`, owner, {
      credentials: { companyId: 'PTPEMILIK', userId: 'budi01', password: 'Baru2026!' },
    });
    const after = await sealedCredentials(id);
    expect(after).not.toBe(before);
    const manualAgain = await call('PATCH', `/bank-accounts/${id}`, owner, {
      connectionType: 'MANUAL',
    });
    expect(manualAgain.body).toMatchObject({
      connectionType: 'MANUAL',
      automatedType: null,
      hasCredentials: false,
    });
  });

  it('records balances by hand and totals them per currency on the balances page', async () => {
    const rupiah = await addAccount(other, { alias: 'Rupiah', currency: 'IDR' });
    const dollars = await addAccount(other, { alias: 'Dolar', currency: 'USD' });
    await call('POST', `/bank-accounts/${String(rupiah.body.id)}/balances`, other, {
      available: '1500000000.50',
      ledger: '1500250000.00',
    });
    await call('POST', `/bank-accounts/${String(dollars.body.id)}/balances`, other, {
      available: '12500.75',
    });
    const second = await addAccount(other, { alias: 'Rupiah 2', currency: 'IDR' });
    const recorded = await call(
      'POST',
      `/bank-accounts/${String(second.body.id)}/balances`,
      other,
      { available: '0.49' },
    );
    expect(recorded.body.balance).toMatchObject({
      available: '0.49',
      ledger: null,
      currency: 'IDR',
      source: 'MANUAL',
    });
    const balances = await call('GET', '/balances', other);
    expect(balances.body.totals).toEqual([
      expect.objectContaining({ currency: 'IDR', available: '1500000000.99', accounts: 2 }),
      expect.objectContaining({ currency: 'USD', available: '12500.75', accounts: 1 }),
    ]);
    const bad = await call('POST', `/bank-accounts/${String(second.body.id)}/balances`, other, {
      available: '12.345',
    });
    expect(bad.body.error).toMatchObject({ code: 'U-TRSY-BA-11', field: 'available' });
  });

  it('lets a Maker read accounts and balances but not change them; another organisation’s account is not found', async () => {
    const created = await addAccount(owner);
    const id = String(created.body.id);
    expect((await call('GET', `/bank-accounts/${id}`, maker)).status).toBe(200);
    expect((await call('GET', '/balances', maker)).status).toBe(200);
    expect((await call('PATCH', `/bank-accounts/${id}`, maker, { alias: 'Diambil' })).status).toBe(
      403,
    );
    for (const request of [
      call('GET', `/bank-accounts/${id}`, other),
      call('PATCH', `/bank-accounts/${id}`, other, { alias: 'Diambil' }),
      call('DELETE', `/bank-accounts/${id}`, other),
    ]) {
      const answer = await request;
      expect({ status: answer.status, code: answer.body.error?.code }).toEqual({
        status: 404,
        code: 'U-TRSY-BA-1',
      });
    }
  });
});

describe('entities', () => {
  it('are named uniquely; the default cannot be renamed or deleted; one holding accounts cannot be deleted', async () => {
    const list = await call('GET', '/entities', owner);
    const byName = (name: string) =>
      (list.body.items as { id: string; name: string; isDefault: boolean }[]).find(
        (item) => item.name === name,
      )!;
    const defaultEntity = byName('Default');
    expect(defaultEntity.isDefault).toBe(true);
    expect(
      (await call('PUT', `/entities/${defaultEntity.id}`, owner, { name: 'Pusat' })).body.error
        ?.code,
    ).toBe('U-TRSY-EN-2');
    expect((await call('DELETE', `/entities/${defaultEntity.id}`, owner)).body.error?.code).toBe(
      'U-TRSY-EN-2',
    );
    const branch = await call('POST', '/entities', owner, { name: 'Cabang Medan' });
    expect(
      (await call('POST', '/entities', owner, { name: 'cabang medan' })).body.error,
    ).toMatchObject({ code: 'U-TRSY-EN-1', field: 'name' });
    await addAccount(owner, { entityId: branch.body.id });
    expect(
      (await call('DELETE', `/entities/${String(branch.body.id)}`, owner)).body.error?.code,
    ).toBe('U-TRSY-EN-3');
    const empty = await call('POST', '/entities', owner, { name: 'Cabang Kosong' });
    expect((await call('DELETE', `/entities/${String(empty.body.id)}`, owner)).status).toBe(204);
    const foreign = await addAccount(other, { entityId: branch.body.id });
    expect(foreign.body.error).toMatchObject({ code: 'U-TRSY-EN-4', field: 'entityId' });
  });
});
