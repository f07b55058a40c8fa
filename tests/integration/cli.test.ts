import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSystem, type System } from '../../system.js';
import { runCli } from '../support/cli.js';
import { createTestDatabase } from '../support/database.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { authHeaders, createOrganization, signInRest } from '../support/factories.js';
import { createKeyring, keyIdOf } from '../../services/kit/keyring.js';

let databaseUrl: string;
let system: System;

async function cli(...args: string[]) {
  return cliWith({}, ...args);
}

function cliWith(env: Record<string, string>, ...args: string[]) {
  return runCli(databaseUrl, args, env);
}

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  system = await startSystem({
    databaseUrl,
    port: 0,
    logger: pino({ level: 'silent' }),
    bff: { host: '127.0.0.1' },
  });
});

afterAll(() => system?.stop());

describe('npm run cli -- org:create', () => {
  it('creates an organisation and its owner, prints their ids, and the owner can sign in', async () => {
    const result = await cli(
      'org:create',
      '--name',
      'PT Baru Berdiri',
      '--owner-email',
      'pendiri@baru.co.id',
      '--owner-password',
      'Pendiri123',
    );
    expect(result.code).toBe(0);
    const printed = JSON.parse(result.stdout) as {
      organization: { id: string; name: string; username: string };
      owner: { id: string; email: string };
    };
    expect(printed.organization).toMatchObject({
      name: 'PT Baru Berdiri',
      username: 'pt-baru-berdiri',
    });
    expect(printed.organization.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(printed.owner).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'pendiri@baru.co.id',
    });
    const browser = new GraphQLClient(system.url);
    await browser.signIn('pendiri@baru.co.id', 'Pendiri123');
    const viewer = await browser.request<{
      viewer: { organization: { name: string }; role: { name: string } };
    }>('{ viewer { organization { name } role { name } } }');
    expect(viewer.data?.viewer).toEqual({
      organization: { name: 'PT Baru Berdiri' },
      role: { name: 'owner' },
    });
  }, 60_000);

  it('refuses a weak password with the rule, exit code 2, and creates nothing', async () => {
    const result = await cli(
      'org:create',
      '--name',
      'PT Lemah',
      '--owner-email',
      'lemah@lemah.co.id',
      '--owner-password',
      'lemah',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'U-ACC-PW-1: Password must be at least 8 characters, with at least one capital letter and one number.',
    );
    const found = await system.account.db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', 'PT Lemah')
      .execute();
    expect(found).toEqual([]);
  }, 60_000);

  it('names a missing option', async () => {
    const result = await cli('org:create', '--name', 'PT Tanpa Pemilik');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--owner-email is required.');
  }, 60_000);
});

describe('npm run cli -- credentials:rotate', () => {
  it('seals every stored credential again under the new key; the old key no longer opens them', async () => {
    const { owner } = await createOrganization(system);
    const tokens = await signInRest(system, owner);
    const created = await fetch(`${system.treasuryUrl}/bank-accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(tokens) },
      body: JSON.stringify({
        bankCode: '008',
        accountNumber: '1370012345678',
        accountName: 'PT ROTASI KUNCI',
        alias: 'Mandiri MCM',
        currency: 'IDR',
        connectionType: 'AUTOMATED',
        automatedType: 'MANDIRI_MCM',
        credentials: { companyId: 'ROTASI', userId: 'operator1', password: 'KataSandiBank1' },
      }),
    });
    expect(created.status).toBe(201);
    const oldKey = (
      await system.treasury.db
        .selectFrom('service_secrets')
        .select('value')
        .where('name', '=', 'credentials-key')
        .executeTakeFirstOrThrow()
    ).value;
    const newKey = randomBytes(32).toString('base64');

    const refused = await cliWith({ TREASURY_CREDENTIALS_KEY: '' }, 'credentials:rotate');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('TREASURY_CREDENTIALS_KEY');

    const result = await cliWith(
      { TREASURY_CREDENTIALS_KEY: newKey, TREASURY_CREDENTIALS_PREVIOUS_KEYS: oldKey },
      'credentials:rotate',
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      keyId: keyIdOf(Buffer.from(newKey, 'base64')),
      resealed: 1,
      total: 1,
    });

    const sealed = (
      await system.treasury.db
        .selectFrom('bank_accounts')
        .select('credentials_sealed')
        .where('alias', '=', 'Mandiri MCM')
        .executeTakeFirstOrThrow()
    ).credentials_sealed!;
    expect(JSON.parse(createKeyring(Buffer.from(newKey, 'base64')).open(sealed))).toEqual({
      companyId: 'ROTASI',
      userId: 'operator1',
      password: 'KataSandiBank1',
    });
    expect(() => createKeyring(Buffer.from(oldKey, 'base64')).open(sealed)).toThrow();
    const again = await cliWith(
      { TREASURY_CREDENTIALS_KEY: newKey, TREASURY_CREDENTIALS_PREVIOUS_KEYS: oldKey },
      'credentials:rotate',
    );
    expect(JSON.parse(again.stdout)).toMatchObject({ resealed: 0, total: 1 });
  }, 60_000);
});
