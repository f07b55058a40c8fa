import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  DepositEdge,
  DepositListResponse,
  DepositResponse,
} from '../../../contracts/treasury/deposits.js';
import { eventually } from '../../../tests/support/eventually.js';
import { callRest, type Tokens } from '../../../tests/support/factories.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { depositsMaturingBetween } from './repository.js';
import { DEPOSIT_MATURITY_JOB, DepositService } from './service.js';
import { countOf, rowsOf } from '../../../tests/support/database.js';
import {
  WORKED_EXAMPLE_AT_MATURITY,
  WORKED_EXAMPLE_ON_1_DECEMBER,
  WORKED_EXAMPLE_ON_30_NOVEMBER,
  workedExamplePlacement,
} from '../../../tests/support/deposits.js';

/**
 * The treasury's clock for this file: each test sets the day it acts on
 * (10:00 in Jakarta), since accrual and maturity follow "today".
 */
let clock = new Date('2026-12-01T10:00:00+07:00');
const setToday = (date: string) => {
  clock = new Date(`${date}T10:00:00+07:00`);
};
let system: TreasuryUnderTest;

type Json = Record<string, unknown> & { error?: { code: string; field?: string; message: string } };
const call = <T = Json>(method: string, path: string, tokens: Tokens, body?: unknown) =>
  callRest<T & Json>(system.treasuryUrl, method, path, tokens, body);

let sequence = 0;
/** The worked example (tests/support/deposits.ts), a new alias each. */
const placement = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return workedExamplePlacement(`Deposito BCA ${sequence}`, overrides);
};
const create = (tokens: Tokens, body: Record<string, unknown>) =>
  call<DepositEdge>('POST', '/deposits', tokens, body);
const get = (tokens: Tokens, id: string) => call<DepositResponse>('GET', `/deposits/${id}`, tokens);
const depositsOf = async (organizationId: string) =>
  countOf(
    system.service.db,
    sql`select count(*) from deposits where organization_id = ${organizationId}`,
  );
const activityOf = (id: string) =>
  rowsOf(
    system.service.db,
    sql<{
      action: string;
      actor_id: string | null;
      summary: string;
    }>`select action, actor_id, summary from activity_log where entity = 'DEPOSIT' and entity_id = ${id} order by occurred_at, id`,
  );
/** What the daily crontab queues, with the instant it settles as of (tests turn the schedule off). */
const queueMaturity = (instant: string) =>
  system.service.jobs.add(DEPOSIT_MATURITY_JOB, { now: instant });
/** A second maturity runner on the same database, as another treasury instance would be. */
const anotherWorker = () =>
  new DepositService(system.service.db, pino({ level: 'silent' }), () => clock);

beforeAll(async () => {
  system = await startTreasuryForTest({ now: () => clock });
});

beforeEach(() => setToday('2026-12-01'));

afterAll(() => system?.stop());

describe('a deposit from its placement to its maturity', () => {
  it('is recorded with its maturity date derived and its interest accrued across the month end (the worked example)', async () => {
    const owner = await system.tokensFor();
    const made = await create(owner, placement({ alias: 'Deposito BCA Desember' }));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.node).toMatchObject({
      alias: 'Deposito BCA Desember',
      bank: { code: '014', name: 'Bank Central Asia (BCA)' },
      currency: 'IDR',
      amount: '1000000000.00',
      principal: '1000000000.00',
      issuedDate: '2026-11-15',
      periodStart: '2026-11-15',
      tenor: 1,
      tenorType: 'MONTHS',
      term: 'RENEW_PRINCIPAL_AND_INTEREST',
      autoRenewal: true,
      maturityDate: '2026-12-15',
      interestRate: '4.25',
      status: 'ACTIVE',
      renewals: 0,
      // Today is 1 December: 16 days, 15 to 30 November (tests/support/deposits.ts works them out).
      accruedInterest: WORKED_EXAMPLE_ON_1_DECEMBER,
      interestAtMaturity: WORKED_EXAMPLE_AT_MATURITY,
      periods: [],
      closure: null,
      maturedAt: null,
    });
    const id = made.body.node.id;
    // On the last day of November it had 15 days.
    setToday('2026-11-30');
    expect((await get(owner, id)).body.accruedInterest).toEqual(WORKED_EXAMPLE_ON_30_NOVEMBER);
    expect(await activityOf(id)).toEqual([
      {
        action: 'CREATED',
        actor_id: expect.any(String),
        summary:
          'Deposit Deposito BCA Desember of IDR 1000000000.00 at Bank Central Asia (BCA) recorded, maturing 2026-12-15',
      },
    ]);
  });

  it('the day before maturity the job leaves it; on its maturity date the job renews it with principal and net interest, for the same tenor from the maturity date', async () => {
    const owner = await system.tokensFor();
    const id = (await create(owner, placement())).body.node.id;
    // 23:59 on 14 December in Jakarta is still the day before.
    expect(await anotherWorker().settleDue(new Date('2026-12-14T23:59:00+07:00'))).toEqual({
      renewed: 0,
      matured: 0,
    });
    expect((await get(owner, id)).body).toMatchObject({
      status: 'ACTIVE',
      renewals: 0,
      maturityDate: '2026-12-15',
    });

    // 00:05 on 15 December in Jakarta (17:05 UTC on the 14th): the crontab's run.
    setToday('2026-12-15');
    await queueMaturity('2026-12-14T17:05:00Z');
    await eventually(async () => (await get(owner, id)).body.renewals === 1, 10_000);
    const renewed = (await get(owner, id)).body;
    expect(renewed).toMatchObject({
      status: 'ACTIVE',
      amount: '1000000000.00',
      // 1,000,000,000.00 + net 2,794,520.54.
      principal: '1002794520.54',
      issuedDate: '2026-11-15',
      periodStart: '2026-12-15',
      maturityDate: '2027-01-15',
      renewals: 1,
      accruedInterest: { from: '2026-12-15', to: '2026-12-15', days: 0, gross: '0.00' },
      // 31 days on 1,002,794,520.54 (interest.test.ts): gross 3,619,676.11, tax 723,935.22, net 2,895,740.89.
      interestAtMaturity: {
        from: '2026-12-15',
        to: '2027-01-15',
        days: 31,
        gross: '3619676.11',
        tax: '723935.22',
        net: '2895740.89',
      },
      periods: [
        {
          number: 1,
          principal: '1000000000.00',
          interestRate: '4.25',
          interest: WORKED_EXAMPLE_AT_MATURITY,
          outcome: 'RENEWED',
          rolledOver: '1002794520.54',
          paidOut: '0.00',
        },
      ],
    });
    // Accrued across the new year: 15 Dec to 2 Jan, 18 days on the new principal.
    // gross = 1,002,794,520.54 × 4.25% × 18 / 365 = 767,137,808.213 / 365 = 2,101,747.419… → 2,101,747.42; tax 420,349.48; net 1,681,397.94.
    setToday('2027-01-02');
    expect((await get(owner, id)).body.accruedInterest).toEqual({
      from: '2026-12-15',
      to: '2027-01-02',
      days: 18,
      gross: '2101747.42',
      tax: '420349.48',
      net: '1681397.94',
    });
    expect((await activityOf(id)).at(-1)).toEqual({
      action: 'UPDATED',
      actor_id: null,
      summary: 'Deposit Deposito BCA 2 renewed with IDR 1002794520.54 until 2027-01-15',
    });
  });

  it('renewing the principal only pays the net interest out and keeps the principal', async () => {
    const owner = await system.tokensFor();
    const id = (await create(owner, placement({ term: 'RENEW_PRINCIPAL' }))).body.node.id;
    setToday('2026-12-15');
    expect(await anotherWorker().settleDue(clock)).toMatchObject({ renewed: expect.any(Number) });
    expect((await get(owner, id)).body).toMatchObject({
      principal: '1000000000.00',
      periodStart: '2026-12-15',
      maturityDate: '2027-01-15',
      // 31 days on 1,000,000,000.00: 42,500,000 × 31 / 365 = 3,609,589.04; tax 721,917.81; net 2,887,671.23.
      interestAtMaturity: { days: 31, gross: '3609589.04', tax: '721917.81', net: '2887671.23' },
      periods: [{ outcome: 'RENEWED', rolledOver: '1000000000.00', paidOut: '2794520.54' }],
    });
  });

  it('without renewal it matures: principal and net interest are paid out, and a matured deposit can no longer be changed or closed', async () => {
    const owner = await system.tokensFor();
    const id = (await create(owner, placement({ term: 'NO_RENEWAL', alias: 'Deposito Mandiri' })))
      .body.node.id;
    setToday('2026-12-16');
    await queueMaturity('2026-12-16T03:00:00Z');
    await eventually(async () => (await get(owner, id)).body.status === 'MATURED', 10_000);
    const matured = (await get(owner, id)).body;
    expect(matured).toMatchObject({
      status: 'MATURED',
      autoRenewal: false,
      principal: '1000000000.00',
      maturityDate: '2026-12-15',
      maturedAt: expect.any(String),
      // A matured deposit shows its last period whole.
      accruedInterest: { days: 30, gross: '3493150.68', net: '2794520.54' },
      periods: [{ number: 1, outcome: 'MATURED', rolledOver: '0.00', paidOut: '1002794520.54' }],
    });
    const change = await call('PUT', `/deposits/${id}`, owner, {
      alias: 'Deposito Mandiri Lama',
      term: 'RENEW_PRINCIPAL',
      interestRate: '4.5',
    });
    expect(change.status).toBe(409);
    expect(change.body.error).toMatchObject({
      code: 'U-TRSY-DP-2',
      message: 'This deposit has already matured: it can no longer be changed or closed.',
    });
    expect(
      (await call('POST', `/deposits/${id}/close`, owner, { reason: 'Dicairkan' })).body.error,
    ).toMatchObject({ code: 'U-TRSY-DP-2' });
    expect((await activityOf(id)).map((entry) => entry.summary)).toEqual([
      expect.stringContaining('recorded'),
      'Deposit Deposito Mandiri matured: IDR 1002794520.54 paid out',
    ]);
    // The job running again changes nothing.
    expect(await anotherWorker().settleDue(clock)).toEqual({ renewed: 0, matured: 0 });
  });

  it('a job that ran late settles every period since, keeping the placement’s day at each month end', async () => {
    const owner = await system.tokensFor();
    setToday('2026-11-10');
    // 31 October for 1 month: 30 November (clamped), then 31 December (the placement's day again), then 31 January.
    const id = (
      await create(
        owner,
        placement({
          issuedDate: '2026-10-31',
          term: 'RENEW_PRINCIPAL',
          amount: '250000000',
          interestRate: '5.5',
        }),
      )
    ).body.node.id;
    expect((await get(owner, id)).body.maturityDate).toBe('2026-11-30');
    setToday('2027-01-05');
    expect((await anotherWorker().settleDue(clock)).renewed).toBeGreaterThanOrEqual(2);
    const caught = (await get(owner, id)).body;
    expect(caught).toMatchObject({
      renewals: 2,
      periodStart: '2026-12-31',
      maturityDate: '2027-01-31',
      principal: '250000000.00',
    });
    // 250,000,000 × 5.5% = 13,750,000 a year: 30 days = 1,130,136.99 (net 904,109.59); 31 days = 1,167,808.22 (net 934,246.58).
    expect(
      caught.periods.map((period) => [
        period.interest.from,
        period.interest.to,
        period.interest.days,
        period.interest.gross,
        period.paidOut,
      ]),
    ).toEqual([
      ['2026-10-31', '2026-11-30', 30, '1130136.99', '904109.59'],
      ['2026-11-30', '2026-12-31', 31, '1167808.22', '934246.58'],
    ]);
  });

  it('two workers settling at once renew each period once', async () => {
    const owner = await system.tokensFor();
    const ids = await Promise.all(
      [1, 2, 3].map(async () => (await create(owner, placement())).body.node.id),
    );
    setToday('2026-12-15');
    const runs = await Promise.all([
      anotherWorker().settleDue(clock),
      anotherWorker().settleDue(clock),
      anotherWorker().settleDue(clock),
    ]);
    // Each of the three was renewed by exactly one of the runs (other files' deposits do not mature on this day).
    expect(runs.reduce((sum, run) => sum + run.renewed, 0)).toBeGreaterThanOrEqual(3);
    for (const id of ids) {
      const deposit = (await get(owner, id)).body;
      expect(deposit).toMatchObject({
        renewals: 1,
        principal: '1002794520.54',
        maturityDate: '2027-01-15',
      });
      expect(deposit.periods).toHaveLength(1);
      expect(
        (await activityOf(id)).filter((entry) => entry.summary.includes('renewed')),
      ).toHaveLength(1);
    }
  });
});

describe('changing and closing', () => {
  it('an active deposit changes its alias, term and current rate; each change is in the log', async () => {
    const owner = await system.tokensFor();
    const id = (await create(owner, placement({ alias: 'Deposito BNI' }))).body.node.id;
    const changed = await call<DepositResponse>('PUT', `/deposits/${id}`, owner, {
      alias: 'Deposito BNI Operasional',
      term: 'NO_RENEWAL',
      interestRate: '4.5000',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      alias: 'Deposito BNI Operasional',
      term: 'NO_RENEWAL',
      autoRenewal: false,
      interestRate: '4.5',
      maturityDate: '2026-12-15',
    });
    const log = await sql<{
      changes: { field: string; before: string; after: string }[];
    }>`select changes from activity_log where entity_id = ${id} and action = 'UPDATED'`.execute(
      system.service.db,
    );
    expect(log.rows[0]!.changes).toEqual([
      { field: 'alias', before: 'Deposito BNI', after: 'Deposito BNI Operasional' },
      { field: 'term', before: 'RENEW_PRINCIPAL_AND_INTEREST', after: 'NO_RENEWAL' },
      { field: 'interestRate', before: '4.25', after: '4.5' },
    ]);
  });

  it('closing early needs a reason, counts the interest to today and pays out; a closed deposit cannot be closed or changed again', async () => {
    const owner = await system.tokensFor();
    const id = (await create(owner, placement({ alias: 'Deposito Darurat' }))).body.node.id;
    const blank = await call('POST', `/deposits/${id}/close`, owner, { reason: '  ' });
    expect(blank.body.error).toMatchObject({ code: 'U-TRSY-DP-12', field: 'reason' });
    const closed = await call<DepositResponse>('POST', `/deposits/${id}/close`, owner, {
      reason: 'Dana dibutuhkan untuk pembelian bahan baku',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'CLOSED',
      closure: {
        reason: 'Dana dibutuhkan untuk pembelian bahan baku',
        closedOn: '2026-12-01',
        by: expect.any(String),
      },
      // Closed on 1 December: the 16 days of the worked example.
      accruedInterest: { to: '2026-12-01', days: 16, gross: '1863013.70', net: '1490410.96' },
      periods: [
        { outcome: 'CLOSED', interest: { days: 16 }, rolledOver: '0.00', paidOut: '1001490410.96' },
      ],
    });
    // Days later it still shows what it earned to the day it was closed.
    setToday('2026-12-10');
    expect((await get(owner, id)).body.accruedInterest).toMatchObject({
      to: '2026-12-01',
      days: 16,
    });
    const again = await call('POST', `/deposits/${id}/close`, owner, { reason: 'Lagi' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'U-TRSY-DP-5',
      message: 'This deposit is not active: it cannot be closed.',
    });
    expect(
      (
        await call('PUT', `/deposits/${id}`, owner, {
          alias: 'X',
          term: 'NO_RENEWAL',
          interestRate: '4',
        })
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-DP-14' });
    // The maturity job leaves a closed deposit alone.
    setToday('2026-12-20');
    await anotherWorker().settleDue(clock);
    expect((await get(owner, id)).body).toMatchObject({
      status: 'CLOSED',
      periods: [{ outcome: 'CLOSED' }],
    });
    expect((await activityOf(id)).at(-1)!.summary).toBe(
      'Deposit Deposito Darurat closed before maturity, IDR 1001490410.96 paid out: Dana dibutuhkan untuk pembelian bahan baku',
    );
  });

  it('on its maturity date, before the job has run, a deposit has matured: closing it is refused as already matured', async () => {
    const owner = await system.tokensFor();
    const id = (await create(owner, placement())).body.node.id;
    setToday('2026-12-15');
    const refused = await call('POST', `/deposits/${id}/close`, owner, { reason: 'Terlambat' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'U-TRSY-DP-2' });
    expect((await get(owner, id)).body.status).toBe('ACTIVE');
  });

  it('twenty closes at once: one closes it, nineteen are told it is not active', async () => {
    const owner = await system.tokensFor();
    const id = (await create(owner, placement())).body.node.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/deposits/${id}/close`, owner, { reason: 'Pencairan' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-TRSY-DP-5')).toHaveLength(19);
    expect((await get(owner, id)).body.periods).toHaveLength(1);
  });
});

describe('bad input', () => {
  it('each rule is refused naming its field, and nothing is written', async () => {
    const owner = await system.tokensFor();
    const refusals = [
      [placement({ bankCode: '999' }), 'U-TRSY-DP-3', 'bankCode'],
      [placement({ alias: '   ' }), 'REQUIRED', 'alias'],
      [placement({ alias: 'Deposito\u202Eku' }), 'INVALID_CHARACTERS', 'alias'],
      [placement({ amount: '0' }), 'U-TRSY-DP-7', 'amount'],
      [placement({ amount: '1000.505' }), 'U-TRSY-DP-7', 'amount'],
      [placement({ issuedDate: '2026-02-30' }), 'U-TRSY-DP-8', 'issuedDate'],
      [placement({ issuedDate: '2026-12-02' }), 'U-TRSY-DP-9', 'issuedDate'],
      [placement({ tenor: 0 }), 'U-TRSY-DP-10', 'tenor'],
      [placement({ tenor: 121 }), 'U-TRSY-DP-10', 'tenor'],
      [placement({ tenor: 3651, tenorType: 'DAYS' }), 'U-TRSY-DP-10', 'tenor'],
      [placement({ interestRate: '0' }), 'U-TRSY-DP-4', 'interestRate'],
      [placement({ interestRate: '100.01' }), 'U-TRSY-DP-4', 'interestRate'],
      [placement({ interestRate: '-4' }), 'U-TRSY-DP-4', 'interestRate'],
      [placement({ interestRate: '4.12345' }), 'U-TRSY-DP-4', 'interestRate'],
      [placement({ interestRate: 'empat' }), 'U-TRSY-DP-4', 'interestRate'],
      // 1 October for 2 months matures on 1 December: today, matured already.
      [placement({ issuedDate: '2026-10-01', tenor: 2 }), 'U-TRSY-DP-11', 'issuedDate'],
      [
        placement({ issuedDate: '2026-11-01', tenor: 30, tenorType: 'DAYS' }),
        'U-TRSY-DP-11',
        'issuedDate',
      ],
    ] as const;
    for (const [body, code, field] of refusals) {
      const answer = await create(owner, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatchObject({ code, field });
    }
    // 100% a year is the highest rate there is, and allowed.
    expect((await create(owner, placement({ interestRate: '100' }))).status).toBe(201);
    expect(await depositsOf(owner.organizationId)).toBe(1);
  });

  it('an alias is unique per organisation whatever its case or look-alike letters; twenty creates of one alias at once make one deposit', async () => {
    const owner = await system.tokensFor();
    const other = await system.tokensFor();
    expect((await create(owner, placement({ alias: 'Deposito Valas' }))).status).toBe(201);
    for (const alias of [
      'deposito valas',
      'Deposito Vаlas' /* Cyrillic а */,
      '  DEPOSITO VALAS ',
    ]) {
      const again = await create(owner, placement({ alias }));
      expect(again.status, alias).toBe(409);
      expect(again.body.error).toMatchObject({
        code: 'U-TRSY-DP-6',
        field: 'alias',
        message: 'Another deposit already has this alias.',
      });
    }
    // Another organisation may use it.
    expect((await create(other, placement({ alias: 'Deposito Valas' }))).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(owner, placement({ alias: 'Deposito Serentak' }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-TRSY-DP-6')).toHaveLength(19);
    // Renaming onto another's alias is refused too.
    const third = (await create(owner, placement({ alias: 'Deposito Ketiga' }))).body.node.id;
    expect(
      (
        await call('PUT', `/deposits/${third}`, owner, {
          alias: 'DEPOSITO VALAS',
          term: 'NO_RENEWAL',
          interestRate: '4',
        })
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-DP-6' });
    expect(await depositsOf(owner.organizationId)).toBe(3);
  });
});

describe('the list', () => {
  it('soonest maturity first, filtered by status and search, a page at a time', async () => {
    const owner = await system.tokensFor();
    const ids = {
      later: (
        await create(
          owner,
          placement({
            alias: 'Mandiri 6 bulan',
            bankCode: '008',
            tenor: 6,
            currency: 'USD',
            amount: '250000',
          }),
        )
      ).body.node.id,
      sooner: (
        await create(
          owner,
          placement({
            alias: 'BCA 14 hari',
            tenor: 14,
            tenorType: 'DAYS',
            issuedDate: '2026-11-25',
          }),
        )
      ).body.node.id,
      closed: (await create(owner, placement({ alias: 'BNI 3 bulan', bankCode: '009', tenor: 3 })))
        .body.node.id,
    };
    await call('POST', `/deposits/${ids.closed}/close`, owner, { reason: 'Dipindah ke bank lain' });
    const list = (query = '') => call<DepositListResponse>('GET', `/deposits${query}`, owner);
    // 25 Nov + 14 days = 9 Dec; 15 Nov + 3 months = 15 Feb; + 6 months = 15 May.
    expect(
      (await list()).body.items.map((edge) => [edge.node.alias, edge.node.maturityDate]),
    ).toEqual([
      ['BCA 14 hari', '2026-12-09'],
      ['BNI 3 bulan', '2027-02-15'],
      ['Mandiri 6 bulan', '2027-05-15'],
    ]);
    expect((await list('?status=CLOSED')).body.items.map((edge) => edge.node.id)).toEqual([
      ids.closed,
    ]);
    expect((await list('?status=ACTIVE')).body.totalCount).toBe(2);
    expect((await list('?search=mandiri')).body.items.map((edge) => edge.node.id)).toEqual([
      ids.later,
    ]);
    // The bank's name, from the catalogue.
    expect((await list('?search=Negara')).body.items.map((edge) => edge.node.id)).toEqual([
      ids.closed,
    ]);
    const first = await list('?first=2');
    expect(first.body).toMatchObject({ totalCount: 3, pageInfo: { hasNextPage: true } });
    const next = await list(`?first=2&after=${first.body.pageInfo.endCursor!}`);
    expect(next.body.items.map((edge) => edge.node.id)).toEqual([ids.later]);
    expect(next.body.pageInfo.hasNextPage).toBe(false);
    expect((await list('?after=bukan-kursor')).body.error).toMatchObject({ code: 'U-TRSY-DP-13' });
  });

  it('the cash forecast reads the active deposits maturing in a window, with their net interest', async () => {
    const owner = await system.tokensFor();
    const other = await system.tokensFor();
    const inside = (await create(owner, placement({ alias: 'Jatuh tempo Desember' }))).body.node.id;
    await create(owner, placement({ alias: 'Jatuh tempo Februari', tenor: 3 }));
    const closed = (await create(owner, placement({ alias: 'Ditutup' }))).body.node.id;
    await call('POST', `/deposits/${closed}/close`, owner, { reason: 'Ditutup' });
    await create(other, placement({ alias: 'Orang lain' }));
    expect(
      await depositsMaturingBetween(
        system.service.db,
        owner.organizationId,
        '2026-12-01',
        '2026-12-31',
      ),
    ).toEqual([
      {
        id: inside,
        alias: 'Jatuh tempo Desember',
        currency: 'IDR',
        maturityDate: '2026-12-15',
        principal: '1000000000.00',
        netInterest: '2794520.54',
        autoRenewal: true,
      },
    ]);
  });

  it('another organisation’s deposit is not found for any use; without deposits:read it is FORBIDDEN, and reading does not allow managing', async () => {
    const owner = await system.tokensFor();
    const stranger = await system.tokensFor();
    const id = (await create(owner, placement())).body.node.id;
    for (const [method, path, body] of [
      ['GET', `/deposits/${id}`, undefined],
      ['PUT', `/deposits/${id}`, { alias: 'Milik kami', term: 'NO_RENEWAL', interestRate: '4' }],
      ['POST', `/deposits/${id}/close`, { reason: 'Bukan deposito kami' }],
    ] as const) {
      const answer = await call(method, path, stranger, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body.error).toMatchObject({
        code: 'U-TRSY-DP-1',
        message: 'Deposit not found.',
      });
    }
    expect(
      (await call<{ items: unknown[] }>('GET', `/deposits/batch?ids=${id}`, stranger)).body.items,
    ).toEqual([]);
    expect((await call<DepositListResponse>('GET', '/deposits', stranger)).body.totalCount).toBe(0);
    expect((await get(owner, id)).body).toMatchObject({
      status: 'ACTIVE',
      alias: expect.stringMatching(/^Deposito BCA/),
    });

    const nobody = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['bills:read'],
    });
    expect((await call('GET', '/deposits', nobody)).status).toBe(403);
    expect((await call('GET', `/deposits/${id}`, nobody)).status).toBe(403);
    const reader = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['deposits:read'],
    });
    expect((await call('GET', `/deposits/${id}`, reader)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/deposits', placement()],
      ['PUT', `/deposits/${id}`, { alias: 'Baru', term: 'NO_RENEWAL', interestRate: '4' }],
      ['POST', `/deposits/${id}/close`, { reason: 'Tidak boleh' }],
    ] as const) {
      const answer = await call(method, path, reader, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error).toMatchObject({ code: 'FORBIDDEN' });
    }
    // A Maker manages deposits (contracts/account/permissions.ts), an Approver only reads them.
    const maker = await system.tokensFor({ organizationId: owner.organizationId, role: 'MAKER' });
    const approver = await system.tokensFor({
      organizationId: owner.organizationId,
      role: 'APPROVER',
    });
    expect((await create(maker, placement())).status).toBe(201);
    expect((await create(approver, placement())).status).toBe(403);
  });
});
