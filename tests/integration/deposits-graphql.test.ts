import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_MATURITY_JOB } from '../../services/treasury/deposits/service.js';
import type { System } from '../../system.js';
import { eventually } from '../support/eventually.js';
import { addMember, addMemberInBuiltInRole, createOrganization } from '../support/factories.js';
import { signedInClient, type GraphQLClient } from '../support/graphql-client.js';
import { workedExamplePlacement } from '../support/deposits.js';
import { workerSystem } from '../support/system.js';

let system: System;
let owner: GraphQLClient;
let organizationId: string;

type UserErrors = { field: string | null; code: string; message: string }[];
type Money = { amount: string; currency: string };
type Interest = { from: string; to: string; days: number; gross: Money; tax: Money; net: Money };
type Deposit = {
  id: string;
  alias: string;
  bank: { code: string; name: string };
  amount: Money;
  principal: Money;
  issuedDate: string;
  periodStart: string;
  tenor: number;
  tenorType: string;
  term: string;
  autoRenewal: boolean;
  maturityDate: string;
  interestRate: string;
  status: string;
  renewals: number;
  editable: boolean;
  accruedInterest: Interest;
  interestAtMaturity: Interest;
  periods: {
    number: number;
    outcome: string;
    rolledOver: Money;
    paidOut: Money;
    interest: Interest;
  }[];
  closure: { reason: string; closedOn: string; by: { email: string } | null } | null;
};

const MONEY = 'amount currency';
const INTEREST = `from to days gross { ${MONEY} } tax { ${MONEY} } net { ${MONEY} }`;
const DEPOSIT = `id alias bank { code name } amount { ${MONEY} } principal { ${MONEY} } issuedDate periodStart tenor tenorType term autoRenewal maturityDate interestRate status renewals editable
  accruedInterest { ${INTEREST} } interestAtMaturity { ${INTEREST} } periods { number outcome rolledOver { ${MONEY} } paidOut { ${MONEY} } interest { ${INTEREST} } } closure { reason closedOn by { email } }`;
const CREATE = `mutation ($input: DepositCreateInput!) { depositCreate(input: $input) { deposit { ${DEPOSIT} } depositEdge { cursor } userErrors { field code message } } }`;
const UPDATE = `mutation ($input: DepositUpdateInput!) { depositUpdate(input: $input) { deposit { ${DEPOSIT} } userErrors { field code message } } }`;
const CLOSE = `mutation ($input: DepositCloseInput!) { depositClose(input: $input) { deposit { ${DEPOSIT} } userErrors { field code message } } }`;
type Payload = {
  deposit: Deposit | null;
  depositEdge?: { cursor: string } | null;
  userErrors: UserErrors;
};

/** The worked example (tests/support/deposits.ts): IDR 1,000,000,000.00 on 15 Nov 2026 for 1 month at 4.25%. */
const placement = (overrides: Record<string, unknown> = {}) =>
  workedExamplePlacement('Deposito BCA 1 bulan', overrides);
const create = async (client: GraphQLClient, input: Record<string, unknown>) =>
  (await client.data<{ depositCreate: Payload }>(CREATE, { input })).depositCreate;

beforeAll(async () => {
  system = await workerSystem();
  const made = await createOrganization(system, 'PT Deposito Tertib');
  organizationId = made.organizationId;
  owner = await signedInClient(system.url, made.owner);
});

afterAll(() => system?.stop());

describe('deposits through GraphQL', () => {
  it('a deposit is recorded with its maturity date and the interest accrued to today (22 November: 7 days), listed and read as a node', async () => {
    const made = await create(owner, placement());
    expect(made.userErrors).toEqual([]);
    expect(made.deposit).toMatchObject({
      alias: 'Deposito BCA 1 bulan',
      bank: { code: '014', name: 'Bank Central Asia (BCA)' },
      amount: { amount: '1000000000.00', currency: 'IDR' },
      principal: { amount: '1000000000.00', currency: 'IDR' },
      maturityDate: '2026-12-15',
      interestRate: '4.25',
      autoRenewal: true,
      status: 'ACTIVE',
      editable: true,
      // 42,500,000 a year × 7 / 365 = 815,068.493… → 815,068.49; tax 20% = 163,013.698 → 163,013.70; net 652,054.79.
      accruedInterest: {
        from: '2026-11-15',
        to: '2026-11-22',
        days: 7,
        gross: { amount: '815068.49', currency: 'IDR' },
        tax: { amount: '163013.70' },
        net: { amount: '652054.79' },
      },
      interestAtMaturity: {
        days: 30,
        gross: { amount: '3493150.68' },
        tax: { amount: '698630.14' },
        net: { amount: '2794520.54' },
      },
      periods: [],
      closure: null,
    });
    const id = made.deposit!.id;
    const list = await owner.data<{
      deposits: { totalCount: number; edges: { cursor: string; node: { id: string } }[] };
    }>('{ deposits(first: 10) { totalCount edges { cursor node { id } } } }');
    expect(list.deposits.edges[0]).toEqual({ cursor: made.depositEdge!.cursor, node: { id } });
    const node = await owner.data<{ node: { __typename: string; alias: string } }>(
      'query ($id: ID!) { node(id: $id) { __typename ... on Deposit { alias } } }',
      { id },
    );
    expect(node.node).toEqual({ __typename: 'Deposit', alias: 'Deposito BCA 1 bulan' });
    const found = await owner.data<{ deposits: { edges: { node: { id: string } }[] } }>(
      '{ deposits(first: 10, status: ACTIVE, search: "central asia") { edges { node { id } } } }',
    );
    expect(found.deposits.edges.map((edge) => edge.node.id)).toEqual([id]);
  });

  it('the spec’s errors come back as userErrors naming their field, and nothing is written', async () => {
    const before = await system.treasury.db.selectFrom('deposits').select('id').execute();
    expect(
      (await create(owner, placement({ bankCode: '999', alias: 'Bank tak dikenal' }))).userErrors,
    ).toEqual([{ field: 'bankCode', code: 'U-TRSY-DP-3', message: 'Bank not found.' }]);
    expect(
      (await create(owner, placement({ interestRate: '0', alias: 'Bunga nol' }))).userErrors,
    ).toEqual([
      {
        field: 'interestRate',
        code: 'U-TRSY-DP-4',
        message:
          'Enter an interest rate above 0 and at most 100 percent a year, with at most four decimals.',
      },
    ]);
    expect((await create(owner, placement({ alias: 'DEPOSITO BCA 1 BULAN' }))).userErrors).toEqual([
      { field: 'alias', code: 'U-TRSY-DP-6', message: 'Another deposit already has this alias.' },
    ]);
    expect(
      (
        await create(
          owner,
          placement({ alias: 'Terlalu lama', issuedDate: '2026-09-01', tenor: 2 }),
        )
      ).userErrors,
    ).toEqual([
      {
        field: 'issuedDate',
        code: 'U-TRSY-DP-11',
        message:
          'This deposit would already have matured: enter the date its current placement started.',
      },
    ]);
    expect(await system.treasury.db.selectFrom('deposits').select('id').execute()).toEqual(before);
    // Another type's id names no deposit.
    const billId = Buffer.from('Bill:00000000-0000-4000-8000-000000000000').toString('base64url');
    expect(
      (
        await owner.data<{ depositClose: Payload }>(CLOSE, {
          input: { depositId: billId, reason: 'Salah' },
        })
      ).depositClose.userErrors,
    ).toEqual([{ field: 'depositId', code: 'U-TRSY-DP-1', message: 'Deposit not found.' }]);
  });

  it('an active deposit changes its term and rate, then is closed early with a reason; closing again is refused, as not allowed to close', async () => {
    const id = (
      await create(
        owner,
        placement({ alias: 'Deposito Mandiri 3 bulan', bankCode: '008', tenor: 3 }),
      )
    ).deposit!.id;
    const changed = (
      await owner.data<{ depositUpdate: Payload }>(UPDATE, {
        input: {
          depositId: id,
          alias: 'Deposito Mandiri 3 bulan',
          term: 'NO_RENEWAL',
          interestRate: '4.5',
        },
      })
    ).depositUpdate;
    expect(changed.userErrors).toEqual([]);
    expect(changed.deposit).toMatchObject({
      term: 'NO_RENEWAL',
      autoRenewal: false,
      interestRate: '4.5',
      maturityDate: '2027-02-15',
    });
    const blank = (
      await owner.data<{ depositClose: Payload }>(CLOSE, { input: { depositId: id, reason: ' ' } })
    ).depositClose;
    expect(blank.userErrors).toEqual([
      { field: 'reason', code: 'U-TRSY-DP-12', message: 'Give a reason.' },
    ]);
    const closed = (
      await owner.data<{ depositClose: Payload }>(CLOSE, {
        input: { depositId: id, reason: 'Dana untuk pembelian mesin' },
      })
    ).depositClose;
    expect(closed.userErrors).toEqual([]);
    expect(closed.deposit).toMatchObject({
      status: 'CLOSED',
      editable: false,
      closure: {
        reason: 'Dana untuk pembelian mesin',
        closedOn: '2026-11-22',
        by: { email: expect.any(String) },
      },
      // 7 days at 4.5%: 45,000,000 × 7 / 365 = 863,013.70; tax 172,602.74; net 690,410.96.
      accruedInterest: { days: 7, gross: { amount: '863013.70' }, net: { amount: '690410.96' } },
      periods: [
        { number: 1, outcome: 'CLOSED', paidOut: { amount: '1000690410.96', currency: 'IDR' } },
      ],
    });
    const again = (
      await owner.data<{ depositClose: Payload }>(CLOSE, {
        input: { depositId: id, reason: 'Lagi' },
      })
    ).depositClose;
    expect(again).toEqual({
      deposit: null,
      userErrors: [
        {
          field: null,
          code: 'U-TRSY-DP-5',
          message: 'This deposit is not active: it cannot be closed.',
        },
      ],
    });
  });

  it('the maturity job renews a deposit on its maturity date, and a matured one can no longer be processed', async () => {
    const renewing = (await create(owner, placement({ alias: 'Deposito ARO+' }))).deposit!.id;
    const paying = (
      await create(owner, placement({ alias: 'Deposito Non-ARO', term: 'NO_RENEWAL' }))
    ).deposit!.id;
    // What the daily crontab queues at 00:05 on 15 December in Jakarta (tests turn the schedule off).
    await system.treasury.jobs.add(DEPOSIT_MATURITY_JOB, { now: '2026-12-14T17:05:00Z' });
    const read = async (id: string) =>
      (
        await owner.data<{ node: Deposit }>(
          `query ($id: ID!) { node(id: $id) { ... on Deposit { ${DEPOSIT} } } }`,
          { id },
        )
      ).node;
    await eventually(async () => (await read(paying)).status === 'MATURED', 10_000);
    await eventually(async () => (await read(renewing)).renewals === 1, 10_000);
    expect(await read(renewing)).toMatchObject({
      status: 'ACTIVE',
      principal: { amount: '1002794520.54' },
      periodStart: '2026-12-15',
      maturityDate: '2027-01-15',
      periods: [
        {
          number: 1,
          outcome: 'RENEWED',
          rolledOver: { amount: '1002794520.54' },
          paidOut: { amount: '0.00' },
        },
      ],
    });
    const matured = await read(paying);
    expect(matured).toMatchObject({
      status: 'MATURED',
      editable: false,
      periods: [{ outcome: 'MATURED', paidOut: { amount: '1002794520.54' } }],
    });
    const refused = (
      await owner.data<{ depositUpdate: Payload }>(UPDATE, {
        input: { depositId: paying, alias: 'Diubah', term: 'RENEW_PRINCIPAL', interestRate: '4' },
      })
    ).depositUpdate;
    expect(refused.userErrors).toEqual([
      {
        field: null,
        code: 'U-TRSY-DP-2',
        message: 'This deposit has already matured: it can no longer be changed or closed.',
      },
    ]);
  });

  it('reading needs deposits:read and managing deposits:manage (FORBIDDEN otherwise); an Approver reads, a Maker manages', async () => {
    const nobody = await signedInClient(
      system.url,
      await addMember(system, organizationId, ['bills:read']),
    );
    expect(
      (await nobody.request('{ deposits(first: 5) { totalCount } }')).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const reader = await signedInClient(
      system.url,
      await addMember(system, organizationId, ['deposits:read']),
    );
    expect(
      (
        await reader.data<{ deposits: { totalCount: number } }>(
          '{ deposits(first: 5) { totalCount } }',
        )
      ).deposits.totalCount,
    ).toBeGreaterThan(0);
    const refused = await reader.request(CREATE, { input: placement({ alias: 'Tidak boleh' }) });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const approver = await signedInClient(
      system.url,
      await addMemberInBuiltInRole(system, organizationId, 'APPROVER'),
    );
    expect(
      (await approver.request(CREATE, { input: placement({ alias: 'Approver' }) })).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    const maker = await signedInClient(
      system.url,
      await addMemberInBuiltInRole(system, organizationId, 'MAKER'),
    );
    expect((await create(maker, placement({ alias: 'Dari maker' }))).userErrors).toEqual([]);
    // Another organisation sees none of them.
    const stranger = await signedInClient(system.url, (await createOrganization(system)).owner);
    expect(
      (
        await stranger.data<{ deposits: { totalCount: number } }>(
          '{ deposits(first: 5) { totalCount } }',
        )
      ).deposits.totalCount,
    ).toBe(0);
  });
});
