import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { callRest, manualAccountInput, type Tokens } from '../../../tests/support/factories.js';
import { sandboxCredentials } from '../../../tests/support/payments.js';
import { TEST_TODAY } from '../../../tests/support/system.js';
import { eventually } from '../../../tests/support/eventually.js';
import {
  createSnapSandbox,
  newSandboxPartner,
  type SnapSandbox,
} from '../../snap-sandbox/sandbox.js';
import { countOf } from '../../../tests/support/database.js';

let sandbox: SnapSandbox;
let system: TreasuryUnderTest;
let owner: Tokens;
let other: Tokens;
const partner = newSandboxPartner();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed REST answers
type Json = Record<string, any>;

const call = (method: string, route: string, tokens: Tokens, body?: unknown) =>
  callRest<Json>(system.treasuryUrl, method, route, tokens, body);

async function apiAccount(
  tokens: Tokens,
  accountNumber: string,
  credentials: Record<string, string> = {},
): Promise<string> {
  const created = await call('POST', '/bank-accounts', tokens, {
    bankCode: '014',
    accountNumber,
    accountName: 'PT SINKRON DATA',
    alias: `API ${accountNumber}`,
    currency: 'IDR',
    connectionType: 'API',
    credentials: { ...sandboxCredentials(partner), ...credentials },
  });
  expect(created.status).toBe(201);
  return created.body.id as string;
}

/** The account's sync schedule once a run after `after` has ended (the run is a job). */
async function settled(tokens: Tokens, bankAccountId: string, after: string | null): Promise<Json> {
  let schedule: Json = {};
  await eventually(
    async () => {
      schedule = (await call('GET', `/bank-accounts/${bankAccountId}/sync-schedule`, tokens)).body;
      return Boolean(schedule.lastRunAt) && schedule.lastRunAt !== after;
    },
    15_000,
    50,
  );
  return schedule;
}

const apiLines = async (bankAccountId: string) =>
  countOf(
    system.service.db,
    sql`select count(*) from statement_transactions where bank_account_id = ${bankAccountId} and source = 'API'`,
  );

beforeAll(async () => {
  sandbox = await createSnapSandbox({
    seed: 'sync-stories',
    now: () => TEST_TODAY,
    partners: [partner],
    accounts: [
      {
        accountNo: '5270001234',
        name: 'PT SINKRON DATA',
        openedOn: '2026-06-01',
        openingBalance: '500000000.00',
      },
      {
        accountNo: '5270009999',
        name: 'PT SINKRON DATA',
        openedOn: '2026-06-01',
        openingBalance: '90000000.00',
      },
    ],
  });
  system = await startTreasuryForTest({ snapBaseUrl: () => sandbox.url });
  owner = await system.tokensFor();
  other = await system.tokensFor();
});

afterAll(async () => {
  await system?.stop();
  await sandbox?.stop();
});

describe('scheduled statement sync over SNAP', () => {
  it('reads the balance and the last 3 months of lines from the bank, and a second run adds nothing twice', async () => {
    const account = await apiAccount(owner, '5270001234');
    const scheduled = await call('POST', `/bank-accounts/${account}/sync-schedule`, owner, {
      intervalMinutes: 60,
    });
    expect(scheduled.status).toBe(201);
    const first = await settled(owner, account, null);
    expect(first).toMatchObject({
      lastStatus: 'SUCCEEDED',
      lastError: null,
      syncedThrough: '2026-11-22',
      intervalMinutes: 60,
    });
    const lines = await apiLines(account);
    expect(lines).toBeGreaterThan(50);

    const balance = (await call('GET', `/bank-accounts/${account}`, owner)).body.balance;
    expect(balance).toMatchObject({ source: 'API', currency: 'IDR' });
    const oldest = await sql<{
      min: string;
    }>`select min(transaction_date)::text as min from statement_transactions where bank_account_id = ${account}`.execute(
      system.service.db,
    );
    expect(oldest.rows[0]!.min >= '2026-08-22').toBe(true);
    // The bank's running balance agrees with the lines: the newest line ends where the ledger stands.
    const newest = await call(
      'GET',
      `/statement-transactions?bankAccountId=${account}&first=1`,
      owner,
    );
    expect(newest.body.items[0].node.source).toBe('API');

    expect((await call('POST', `/bank-accounts/${account}/sync-schedule/run`, owner)).status).toBe(
      202,
    );
    await settled(owner, account, first.lastRunAt as string);
    expect(await apiLines(account)).toBe(lines);
  });

  it('refuses a second schedule for an account, a schedule for a manual account and another organisation’s account', async () => {
    const account = await apiAccount(owner, '5270009999');
    expect(
      (
        await call('POST', `/bank-accounts/${account}/sync-schedule`, owner, {
          intervalMinutes: 30,
        })
      ).status,
    ).toBe(201);
    const again = await call('POST', `/bank-accounts/${account}/sync-schedule`, owner, {
      intervalMinutes: 15,
    });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'U-TRSY-BA-13' } } });
    const tooOften = await call('POST', `/bank-accounts/${account}/sync-schedule`, owner, {
      intervalMinutes: 5,
    });
    expect(tooOften.body.error).toMatchObject({ code: 'U-TRSY-BA-16', field: 'intervalMinutes' });

    const manual = await call(
      'POST',
      '/bank-accounts',
      owner,
      manualAccountInput({
        accountNumber: '5270008888',
        accountName: 'PT SINKRON DATA',
        alias: 'Manual',
      }),
    );
    expect(
      (
        await call('POST', `/bank-accounts/${manual.body.id}/sync-schedule`, owner, {
          intervalMinutes: 60,
        })
      ).body.error?.code,
    ).toBe('U-TRSY-BA-14');
    expect(
      (
        await call('POST', `/bank-accounts/${account}/sync-schedule`, other, {
          intervalMinutes: 60,
        })
      ).body.error?.code,
    ).toBe('U-TRSY-BA-1');
    expect((await call('GET', `/bank-accounts/${account}/sync-schedule`, other)).status).toBe(404);

    expect((await call('DELETE', `/bank-accounts/${account}/sync-schedule`, owner)).status).toBe(
      204,
    );
    expect(
      (await call('DELETE', `/bank-accounts/${account}/sync-schedule`, owner)).body.error?.code,
    ).toBe('U-TRSY-BA-15');
  });

  it('records a refused sync on the schedule without the secret, and queues due schedules on the minute', async () => {
    const account = await apiAccount(owner, '5270007777', {
      clientSecret: 'rahasia-yang-salah-sekali',
    });
    expect(
      (
        await call('POST', `/bank-accounts/${account}/sync-schedule`, owner, {
          intervalMinutes: 15,
        })
      ).status,
    ).toBe(201);
    const failed = await settled(owner, account, null);
    expect(failed.lastStatus).toBe('FAILED');
    expect(failed.lastError).toMatch(/UNAUTHORIZED|NOT_FOUND/);
    expect(JSON.stringify(failed)).not.toContain('rahasia-yang-salah-sekali');

    await sql`update statement_sync_schedules set next_run_at = now() - interval '1 minute' where bank_account_id = ${account}`.execute(
      system.service.db,
    );
    expect(await system.service.syncDue()).toBe(1);
    await settled(owner, account, failed.lastRunAt as string);
    const next = await call('GET', `/bank-accounts/${account}/sync-schedule`, owner);
    expect(new Date(next.body.nextRunAt as string).getTime()).toBeGreaterThan(
      Date.now() + 10 * 60_000,
    );
  });
});
