import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCounterpartyRest,
  restCaller,
  type RestAnswer,
  type Tokens,
} from '../../../tests/support/factories.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import {
  createExpectedRest,
  createManualAccountRest,
  enterLineRest,
} from '../../../tests/support/treasury-rest.js';
import { TEST_DATE } from '../../../tests/support/system.js';
import type { ReconciliationResponse } from '../../../contracts/treasury/reconciliations.js';
import { countOf, rowsOf } from '../../../tests/support/database.js';
import { latestActivityRest } from '../../../tests/support/activity.js';

let system: TreasuryUnderTest;
let owner: Tokens;
let reader: Tokens;
let other: Tokens;

type Side = { id: string; reconciliationStatus: string; reconciledAmount: string };

const call = restCaller(() => system.treasuryUrl);

const bankAccount = (tokens: Tokens, overrides: Record<string, unknown> = {}) =>
  createManualAccountRest(system, tokens, overrides);

let lineSequence = 0;
/** A statement line entered by hand, its description numbered. */
const line = (
  tokens: Tokens,
  bankAccountId: string,
  amount: string,
  direction: 'DEBIT' | 'CREDIT' = 'CREDIT',
  transactionDate = TEST_DATE,
) =>
  enterLineRest(system, tokens, {
    bankAccountId,
    transactionDate,
    description: `TRSF E-BANKING CR ${String((lineSequence += 1)).padStart(4, '0')}/FTSCY/WS95031 PT MAJU JAYA`,
    direction,
    amount,
  });

const expected = (tokens: Tokens, amount: string, overrides: Record<string, unknown> = {}) =>
  createExpectedRest(system, tokens, amount, overrides);

const match = (tokens: Tokens, lineIds: string[], itemIds: string[], partial?: boolean) =>
  call<ReconciliationResponse>('POST', '/reconciliations', tokens, {
    statementTransactionIds: lineIds,
    items: itemIds.map((id) => ({ kind: 'EXPECTED_TRANSACTION', id })),
    ...(partial === undefined ? {} : { partial }),
  });

/** A statement line's or an expected transaction's reconciliation, read from its table. */
const stateIn =
  (table: 'statement_transactions' | 'expected_transactions') =>
  async (id: string): Promise<Side> => {
    const row = await system.service.db
      .selectFrom(table)
      .select(['id', 'reconciliation_status', 'reconciled_amount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      reconciliationStatus: row.reconciliation_status,
      reconciledAmount: row.reconciled_amount,
    };
  };
const lineState = stateIn('statement_transactions');
const invoiceState = stateIn('expected_transactions');

/** The matching engine's run over the organisation's lines (one account's, where given). */
const runEngine = (tokens: Tokens, bankAccountId?: string) =>
  call<{
    proposed: number;
    confirmed: number;
    lines: number;
    items: number;
    milliseconds: { read: number; match: number; confirm: number; total: number };
  }>('POST', '/reconciliations/runs', tokens, bankAccountId ? { bankAccountId } : {});

/** An invoice of PT Maju Jaya Sentosa (a new counterparty) expected to be paid: its reference is in its reconciliation data. */
const invoice = async (tokens: Tokens, amount: string, reference: string) => {
  const { id: counterpartyId } = await createCounterpartyRest(system, tokens, {
    legalName: 'PT Maju Jaya Sentosa',
    alias: 'Maju Jaya',
  });
  return expected(tokens, amount, {
    counterpartyId,
    reconciliationData: [{ key: 'invoice', value: reference }],
  });
};

/** A new organisation with a manual account and a rule that confirms the engine's proposals of 90% confidence and more by itself. */
async function confidentOrganisation(): Promise<{ org: Tokens; account: string }> {
  const org = await system.tokensFor();
  const account = await bankAccount(org);
  expect(
    (
      await call('POST', '/reconciliation-rules', org, {
        name: 'Confident',
        autoConfirmAt: '0.9',
      })
    ).status,
  ).toBe(201);
  return { org, account };
}

async function itemState(id: string): Promise<Side> {
  const found = await call<Side>('GET', `/expected-transactions/${id}`, owner);
  return {
    id,
    reconciliationStatus: found.body.reconciliationStatus,
    reconciledAmount: found.body.reconciledAmount,
  };
}

const allocationCount = async () =>
  countOf(system.service.db, sql`select count(*) from reconciliation_allocations`);

beforeAll(async () => {
  system = await startTreasuryForTest();
  owner = await system.tokensFor();
  reader = await system.tokensFor({
    organizationId: owner.organizationId,
    permissions: ['reconciliation:read', 'statements:read', 'expected-transactions:read'],
  });
  other = await system.tokensFor();
});

afterAll(() => system?.stop());

describe('matching by hand', () => {
  it('one line with one item of the same amount: a Full Match, both reconciled, in the activity log', async () => {
    const account = await bankAccount(owner);
    const lineId = await line(owner, account, '15750000.00');
    const itemId = await expected(owner, '15750000.00', { bankAccountId: account });
    const made = await match(owner, [lineId], [itemId]);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      kind: 'MANUAL',
      result: 'FULL_MATCH',
      currency: 'IDR',
      amount: '15750000.00',
      bankAccountId: account,
      direction: 'CREDIT',
      allocations: [
        {
          statementTransactionId: lineId,
          item: { kind: 'EXPECTED_TRANSACTION', id: itemId },
          amount: '15750000.00',
        },
      ],
    });
    expect(await lineState(lineId)).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '15750000.00',
    });
    expect(await itemState(itemId)).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '15750000.00',
    });
    const log = await latestActivityRest(system.treasuryUrl, owner, 5);
    expect(log[0], JSON.stringify(log[0])).toMatchObject({
      action: 'RECONCILED',
      entity: 'RECONCILIATION',
      entityId: made.body.id,
      summary: 'Matched IDR 15750000.00: 1 statement transaction with 1 item',
      changes: [
        {
          field: 'allocation',
          before: null,
          after: expect.stringMatching(
            /^statement transaction of 2026-11-22 "TRSF E-BANKING CR \d{4}\/FTSCY\/WS95031 PT MAJU JAYA" with expected transaction of 2026-11-22 "Pelunasan faktur": IDR 15750000\.00$/,
          ),
        },
      ],
    });
  });

  it('one line paying several items, and several lines (instalments) paying one item', async () => {
    const account = await bankAccount(owner);
    const oneLine = await line(owner, account, '150000.00');
    const [first, second] = [await expected(owner, '100000.00'), await expected(owner, '50000.00')];
    const many = await match(owner, [oneLine], [first, second]);
    expect(many.body).toMatchObject({ result: 'FULL_MATCH', amount: '150000.00' });
    expect(many.body.allocations.map((allocation) => allocation.amount).sort()).toEqual([
      '100000.00',
      '50000.00',
    ]);

    const instalments = [
      await line(owner, account, '60000.00', 'CREDIT', '2026-11-01'),
      await line(owner, account, '40000.00'),
    ];
    const invoice = await expected(owner, '100000.00');
    const paid = await match(owner, instalments, [invoice]);
    expect(paid.body).toMatchObject({ result: 'FULL_MATCH', amount: '100000.00' });
    expect(await itemState(invoice)).toMatchObject({ reconciliationStatus: 'RECONCILED' });
  });

  it('an amount mismatch is refused until accepted as a partial match, which allocates the smaller total', async () => {
    const account = await bankAccount(owner);
    const lineId = await line(owner, account, '1000000.00');
    const itemId = await expected(owner, '1200000.00');
    const before = await allocationCount();
    const below = await match(owner, [lineId], [itemId]);
    expect({ status: below.status, code: below.body.error?.code }).toEqual({
      status: 400,
      code: 'U-TRSY-RC-4',
    });
    const above = await match(owner, [await line(owner, account, '2000000.00')], [itemId]);
    expect(above.body.error?.code).toBe('U-TRSY-RC-3');
    expect(await allocationCount()).toBe(before);

    const partial = await match(owner, [lineId], [itemId], true);
    expect(partial.body).toMatchObject({ result: 'PARTIAL_MATCH', amount: '1000000.00' });
    expect(await lineState(lineId)).toMatchObject({ reconciliationStatus: 'RECONCILED' });
    expect(await itemState(itemId)).toMatchObject({
      reconciliationStatus: 'PARTIAL',
      reconciledAmount: '1000000.00',
    });
  });

  it('removing one of two matches on a line removes that allocation only', async () => {
    const account = await bankAccount(owner);
    const lineId = await line(owner, account, '100000.00');
    const [first, second] = [await expected(owner, '60000.00'), await expected(owner, '40000.00')];
    const firstMatch = await match(owner, [lineId], [first], true);
    expect(firstMatch.body.result).toBe('PARTIAL_MATCH');
    expect(await lineState(lineId)).toMatchObject({
      reconciliationStatus: 'PARTIAL',
      reconciledAmount: '60000.00',
    });
    const secondMatch = await match(owner, [lineId], [second]);
    expect(secondMatch.status).toBe(201);
    expect(await lineState(lineId)).toMatchObject({ reconciliationStatus: 'RECONCILED' });

    const removed = await call('DELETE', `/reconciliations/${firstMatch.body.id}`, owner);
    expect(removed.status).toBe(204);
    expect(await lineState(lineId)).toMatchObject({
      reconciliationStatus: 'PARTIAL',
      reconciledAmount: '40000.00',
    });
    expect(await itemState(first)).toMatchObject({
      reconciliationStatus: 'UNRECONCILED',
      reconciledAmount: '0.00',
    });
    expect(await itemState(second)).toMatchObject({ reconciliationStatus: 'RECONCILED' });
    const left = await call<{ items: ReconciliationResponse[] }>(
      'GET',
      `/reconciliations?statementTransactionIds=${lineId}`,
      owner,
    );
    expect(left.body.items.map((item) => item.id)).toEqual([secondMatch.body.id]);
    const log = await latestActivityRest(system.treasuryUrl, owner, 1);
    expect(log[0]).toMatchObject({
      action: 'REMOVE_RECONCILIATION',
      summary: 'Match of IDR 60000.00 removed: 1 statement transaction and 1 item unreconciled',
    });
    expect(
      (await call('DELETE', `/reconciliations/${firstMatch.body.id}`, owner)).body.error?.code,
    ).toBe('U-TRSY-RC-12');
  });
});

describe('what a match may not do, and matches racing each other', () => {
  it('refuses what a match cannot join, with the spec’s errors, and writes nothing', async () => {
    const account = await bankAccount(owner);
    const elsewhere = await bankAccount(owner);
    const subsidiary = await call<{ id: string }>('POST', '/entities', owner, {
      name: `PT Anak Usaha ${crypto.randomUUID().slice(0, 8)}`,
    });
    const otherEntity = await bankAccount(owner, { entityId: subsidiary.body.id });
    const usd = await bankAccount(owner, { currency: 'USD' });
    const credit = await line(owner, account, '500.00');
    const secondCredit = await line(owner, account, '500.00');
    const debit = await line(owner, account, '500.00', 'DEBIT');
    const item = await expected(owner, '500.00');
    const secondItem = await expected(owner, '500.00');
    const before = await allocationCount();
    const refusals: [string, Promise<{ status: number; body: RestAnswer }>][] = [
      ['U-TRSY-RC-13', match(owner, [], [item])],
      ['U-TRSY-RC-5', match(owner, [credit, credit], [item])],
      ['U-TRSY-RC-6', match(owner, [credit, secondCredit], [item, secondItem])],
      [
        'U-TRSY-RC-14',
        match(
          owner,
          [credit],
          Array.from({ length: 9 }, () => crypto.randomUUID()),
        ),
      ],
      ['U-TRSY-RC-2', match(owner, [debit], [item])],
      ['U-TRSY-RC-7', match(owner, [credit, await line(owner, elsewhere, '500.00')], [item])],
      [
        'U-TRSY-RC-7',
        match(owner, [credit], [await expected(owner, '500.00', { bankAccountId: otherEntity })]),
      ],
      ['U-TRSY-RC-15', match(owner, [await line(owner, usd, '500.00')], [item])],
      ['U-TRSY-RC-16', match(owner, [crypto.randomUUID()], [item])],
      ['U-TRSY-RC-17', match(owner, [credit], [crypto.randomUUID()])],
    ];
    for (const [code, answer] of refusals) {
      const { body } = await answer;
      expect(body.error?.code, `${code}: ${JSON.stringify(body)}`).toBe(code);
    }
    expect(await allocationCount()).toBe(before);

    // An item expected on another account of the same entity matches.
    expect(
      (
        await match(
          owner,
          [secondCredit],
          [await expected(owner, '500.00', { bankAccountId: elsewhere })],
        )
      ).status,
    ).toBe(201);
    expect((await match(owner, [credit], [item])).status).toBe(201);
    expect((await match(owner, [credit], [secondItem])).body.error?.code).toBe('U-TRSY-RC-1');
  });

  it('another organisation’s lines, items and matches are not found; a reader may look but not match or remove', async () => {
    const account = await bankAccount(owner);
    const lineId = await line(owner, account, '700.00');
    const itemId = await expected(owner, '700.00');
    const theirAccount = await bankAccount(other);
    const theirLine = await line(other, theirAccount, '700.00');
    const theirItem = await expected(other, '700.00');
    expect((await match(owner, [theirLine], [itemId])).body.error?.code).toBe('U-TRSY-RC-16');
    expect((await match(owner, [lineId], [theirItem])).body.error?.code).toBe('U-TRSY-RC-17');

    const denied = await match(reader, [lineId], [itemId]);
    expect({ status: denied.status, code: denied.body.error?.code }).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    const made = await match(owner, [lineId], [itemId]);
    expect((await call('GET', `/reconciliations/${made.body.id}`, reader)).status).toBe(200);
    expect(
      (await call('DELETE', `/reconciliations/${made.body.id}`, reader)).body.error?.code,
    ).toBe('FORBIDDEN');
    expect((await call('GET', `/reconciliations/${made.body.id}`, other)).body.error?.code).toBe(
      'U-TRSY-RC-12',
    );
    expect((await call('DELETE', `/reconciliations/${made.body.id}`, other)).body.error?.code).toBe(
      'U-TRSY-RC-12',
    );
    expect(await lineState(lineId)).toMatchObject({ reconciliationStatus: 'RECONCILED' });
  });

  it('twenty reviewers matching the same line with twenty items at once: one wins, the others are told it is reconciled', async () => {
    const account = await bankAccount(owner);
    const lineId = await line(owner, account, '2500000.00');
    const items = await Promise.all(
      Array.from({ length: 20 }, () => expected(owner, '2500000.00')),
    );
    const answers = await Promise.all(items.map((itemId) => match(owner, [lineId], [itemId])));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status !== 201).map((answer) => answer.body.error?.code),
    ).toEqual(Array(19).fill('U-TRSY-RC-1'));
    expect(await lineState(lineId)).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '2500000.00',
    });
    const reconciledItems = await Promise.all(items.map(itemState));
    expect(
      reconciledItems.filter((item) => item.reconciliationStatus === 'RECONCILED'),
    ).toHaveLength(1);
  });

  it('the database refuses an allocation beyond a side’s amount, and a change to an allocation, whatever the code does', async () => {
    const account = await bankAccount(owner);
    const lineId = await line(owner, account, '100.00');
    const itemId = await expected(owner, '100.00');
    const made = await match(owner, [lineId], [itemId]);
    const db = system.service.db;
    const { id: reconciliationId } = made.body;
    const another = await expected(owner, '100.00');
    await expect(
      db
        .insertInto('reconciliation_allocations')
        .values({
          organization_id: owner.organizationId,
          reconciliation_id: reconciliationId,
          statement_transaction_id: lineId,
          expected_transaction_id: another,
          amount: '0.01',
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      sql`update reconciliation_allocations set amount = 1 where reconciliation_id = ${reconciliationId}`.execute(
        db,
      ),
    ).rejects.toThrow(/not updated/);
    await expect(
      sql`update statement_transactions set reconciliation_status = 'UNRECONCILED' where id = ${lineId}`.execute(
        db,
      ),
    ).rejects.toThrow(/can only be updated to DEFAULT/);
    expect(await lineState(lineId)).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '100.00',
    });
  });
});

describe('proposals of the matching engine', () => {
  type Proposal = {
    id: string;
    statementTransactionIds: string[];
    items: { id: string }[];
    confidence: string;
    reasons: { code: string; text: string }[];
    status: string;
    result: string;
  };
  const proposalsOf = async (tokens: Tokens, lineId: string) =>
    (
      await call<{ items: { node: Proposal }[] }>(
        'GET',
        `/reconciliation-proposals?statementTransactionId=${lineId}`,
        tokens,
      )
    ).body.items.map((edge) => edge.node);

  it('proposes with confidence and reasons; a reviewer accepts one and rejects another, each once', async () => {
    const org = await system.tokensFor();
    const account = await bankAccount(org);
    const { id: counterpartyId } = await createCounterpartyRest(system, org, {
      legalName: 'PT Maju Jaya Sentosa',
      alias: 'Maju Jaya',
    });
    const lineId = await line(org, account, '15750000.00');
    const itemId = await expected(org, '15750000.00', {
      counterpartyId,
      date: '2026-11-20',
      reconciliationData: [{ key: 'invoice', value: 'INV/2026/11/0042' }],
    });
    const decoyLine = await line(org, account, '99.00');
    await expected(org, '99.00');
    const ran = await runEngine(org);
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(ran.body).toMatchObject({ lines: 2, items: 2, confirmed: 0 });
    const [proposal] = await proposalsOf(org, lineId);
    expect(proposal).toMatchObject({
      statementTransactionIds: [lineId],
      items: [{ id: itemId }],
      status: 'PENDING',
      result: 'FULL_MATCH',
    });
    expect(proposal!.reasons.map((reason) => reason.text)).toContain('amount equal');
    // The expected item's counterparty (its alias) is named on the line, and the proposal says so.
    expect(proposal!.reasons.find((reason) => reason.code === 'COUNTERPARTY_NAME')).toEqual({
      code: 'COUNTERPARTY_NAME',
      values: { name: 'Maju Jaya' },
      text: 'counterparty Maju Jaya on the line',
    });

    const accepted = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<ReconciliationResponse>(
          'POST',
          `/reconciliation-proposals/${proposal!.id}/accept`,
          org,
        ),
      ),
    );
    expect(accepted.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(
      accepted.filter((answer) => answer.status !== 201).map((answer) => answer.body.error?.code),
    ).toEqual(Array(19).fill('U-TRSY-RC-10'));
    expect(accepted.find((answer) => answer.status === 201)!.body).toMatchObject({
      kind: 'REVIEW',
      result: 'FULL_MATCH',
    });
    expect(await lineState(lineId)).toMatchObject({ reconciliationStatus: 'RECONCILED' });

    const [decoy] = await proposalsOf(org, decoyLine);
    expect((await call('POST', `/reconciliation-proposals/${decoy!.id}/reject`, org)).status).toBe(
      204,
    );
    expect(
      (await call('POST', `/reconciliation-proposals/${decoy!.id}/accept`, org)).body.error?.code,
    ).toBe('U-TRSY-RC-10');
    expect(await lineState(decoyLine)).toMatchObject({ reconciliationStatus: 'UNRECONCILED' });
    expect(
      (await call('POST', `/reconciliation-proposals/${crypto.randomUUID()}/accept`, org)).body
        .error?.code,
    ).toBe('U-TRSY-RC-9');
    expect(
      (await call('POST', `/reconciliation-proposals/${decoy!.id}/reject`, other)).body.error?.code,
    ).toBe('U-TRSY-RC-9');
  });

  it('two proposals competing for one line, accepted at the same instant: one match is made, the other is refused and stays pending', async () => {
    const org = await system.tokensFor();
    const account = await bankAccount(org);
    const lineId = await line(org, account, '500000.00');
    const items = [await expected(org, '500000.00'), await expected(org, '500000.00')];
    // Proposals of two runs that both still stand, as a run replaced by another may leave them while a reviewer works.
    await system.service.db
      .insertInto('reconciliation_proposals')
      .values(
        items.map((itemId) => ({
          organization_id: org.organizationId,
          run_id: crypto.randomUUID(),
          strategy: 'ONE_TO_ONE' as const,
          result: 'FULL_MATCH' as const,
          statement_transaction_ids: [lineId],
          items: JSON.stringify([{ kind: 'EXPECTED_TRANSACTION', id: itemId }]),
          amount: '500000.00',
          confidence: '0.5000',
          reasons: '[]',
          rule_id: 'default',
        })),
      )
      .execute();
    const both = await proposalsOf(org, lineId);
    expect(both).toHaveLength(2);
    const answers = await Promise.all(
      both.map((proposal) => call('POST', `/reconciliation-proposals/${proposal.id}/accept`, org)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error?.code).toBe('U-TRSY-RC-1');
    expect(await proposalsOf(org, lineId)).toHaveLength(1);
    expect(await lineState(lineId)).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '500000.00',
    });
  });

  it('twenty runs at once leave one run’s proposals pending, not twenty', async () => {
    const org = await system.tokensFor();
    const account = await bankAccount(org);
    for (const amount of ['100.00', '200.00', '300.00']) {
      await line(org, account, amount);
      await expected(org, amount);
    }
    const runs = await Promise.all(Array.from({ length: 20 }, () => runEngine(org)));
    expect(runs.every((run) => run.status === 200 && run.body.proposed === 3)).toBe(true);
    expect(
      (
        await call<{ items: unknown[]; totalCount: number }>(
          'GET',
          '/reconciliation-proposals',
          org,
        )
      ).body,
    ).toMatchObject({ items: [{}, {}, {}], totalCount: 3 });
  });

  it('confirms by itself only for a caller holding the auto-reconciliation permission, and only when a rule says so', async () => {
    const org = await system.tokensFor();
    const maker = await system.tokensFor({
      organizationId: org.organizationId,
      permissions: ['reconciliation:read', 'reconciliation:reconcile'],
    });
    const account = await bankAccount(org);
    await line(org, account, '1000.00');
    await expected(org, '1000.00');
    // The default rule confirms nothing by itself.
    const first = await runEngine(org);
    expect(first.body, JSON.stringify(first.body)).toMatchObject({ proposed: 1, confirmed: 0 });
    expect((await runEngine(maker)).body).toMatchObject({ proposed: 1, confirmed: 0 });
    expect((await runEngine(reader)).body.error?.code).toBe('FORBIDDEN');
  });
});

describe('transfers that arrive less the fee the payer’s bank deducted', () => {
  type Proposal = {
    id: string;
    result: string;
    amount: string;
    fee: string;
    autoRefusal: { code: string } | null;
    reasons: { code: string }[];
  };
  const proposalOf = async (tokens: Tokens, lineId: string) =>
    (
      await call<{ items: { node: Proposal }[] }>(
        'GET',
        `/reconciliation-proposals?statementTransactionId=${lineId}`,
        tokens,
      )
    ).body.items[0]?.node;
  /** What the database holds of a match's allocations. */
  const allocationsOf = (reconciliationId: string) =>
    rowsOf(
      system.service.db,
      sql<{
        amount: string;
        fee: string;
      }>`select amount::text, fee::text from reconciliation_allocations where reconciliation_id = ${reconciliationId}`,
    );

  it('when a reviewer accepts a BI-FAST-deducted proposal, the invoice is settled in full and Rp2,500 is booked as the fee', async () => {
    const org = await system.tokensFor();
    const account = await bankAccount(org);
    const itemId = await invoice(org, '15750000.00', 'INV/2026/11/0042');
    const lineId = await line(org, account, '15747500.00');
    expect((await runEngine(org)).body).toMatchObject({ proposed: 1, confirmed: 0 });
    const proposal = await proposalOf(org, lineId);
    expect(proposal).toMatchObject({
      result: 'FULL_MATCH',
      amount: '15747500.00',
      fee: '2500.00',
      autoRefusal: null,
    });
    expect(proposal!.reasons.map((reason) => reason.code)).toContain('AMOUNT_MINUS_FEE');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<ReconciliationResponse>(
          'POST',
          `/reconciliation-proposals/${proposal!.id}/accept`,
          org,
        ),
      ),
    );
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status !== 201).map((answer) => answer.body.error?.code),
    ).toEqual(Array(19).fill('U-TRSY-RC-10'));
    expect(made[0]!.body).toMatchObject({
      kind: 'REVIEW',
      result: 'FULL_MATCH',
      amount: '15747500.00',
      fee: '2500.00',
      allocations: [{ amount: '15747500.00', fee: '2500.00' }],
    });
    expect(await invoiceState(itemId)).toEqual({
      id: itemId,
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '15750000.00',
    });
    expect(await lineState(lineId)).toEqual({
      id: lineId,
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '15747500.00',
    });
    expect(await allocationsOf(made[0]!.body.id)).toEqual([
      { amount: '15747500.00', fee: '2500.00' },
    ]);

    // Removing the match gives the fee back with the amount.
    expect((await call('DELETE', `/reconciliations/${made[0]!.body.id}`, org)).status).toBe(204);
    expect(await invoiceState(itemId)).toEqual({
      id: itemId,
      reconciliationStatus: 'UNRECONCILED',
      reconciledAmount: '0.00',
    });
  });

  it('when a rule confirms by itself, an SKN-deducted transfer is confirmed in full by the run', async () => {
    const { org, account } = await confidentOrganisation();
    const itemId = await invoice(org, '8000000.00', 'INV/2026/11/0077');
    const lineId = await line(org, account, '7997100.00');
    expect((await runEngine(org)).body).toMatchObject({ proposed: 1, confirmed: 1 });
    expect(await invoiceState(itemId)).toEqual({
      id: itemId,
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '8000000.00',
    });
    const matches = await call<{ items: ReconciliationResponse[] }>(
      'GET',
      `/reconciliations?statementTransactionIds=${lineId}`,
      org,
    );
    expect(matches.body.items).toMatchObject([
      { kind: 'AUTOMATIC', result: 'FULL_MATCH', amount: '7997100.00', fee: '2900.00' },
    ]);
  });

  it('when what is open changed after the proposal, accepting it is refused with the fee it showed, and nothing is written', async () => {
    const org = await system.tokensFor();
    const account = await bankAccount(org);
    const itemId = await invoice(org, '5000000.00', 'INV/2026/11/0101');
    const lineId = await line(org, account, '4993500.00');
    await runEngine(org);
    const proposal = await proposalOf(org, lineId);
    expect(proposal).toMatchObject({ fee: '6500.00' });
    // Meanwhile someone matches part of the line with another item.
    const part = await match(org, [lineId], [await expected(org, '1000.00')], true);
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    const before = await allocationCount();
    const refused = await call('POST', `/reconciliation-proposals/${proposal!.id}/accept`, org);
    expect({ status: refused.status, code: refused.body.error?.code }).toEqual({
      status: 409,
      code: 'U-TRSY-RC-28',
    });
    expect(await allocationCount()).toBe(before);
    expect(await invoiceState(itemId)).toMatchObject({ reconciledAmount: '0.00' });
  });

  it('a shortfall by hand is still refused, and the database refuses a fee that does not settle its item or sits on an outgoing line', async () => {
    const org = await system.tokensFor();
    const account = await bankAccount(org);
    const itemId = await expected(org, '100000.00');
    const lineId = await line(org, account, '97500.00');
    expect((await match(org, [lineId], [itemId])).body.error?.code).toBe('U-TRSY-RC-4');
    const outLine = await line(org, account, '97500.00', 'DEBIT');
    const outItem = await expected(org, '100000.00', { direction: 'DEBIT' });
    const write = (statementId: string, expectedId: string, amount: string, fee: string) =>
      sql`with r as (insert into reconciliations (organization_id, bank_account_id, direction, kind, result)
            select organization_id, bank_account_id, direction, 'MANUAL', 'FULL_MATCH' from statement_transactions where id = ${statementId} returning id)
          insert into reconciliation_allocations (organization_id, reconciliation_id, statement_transaction_id, expected_transaction_id, amount, fee) select ${org.organizationId}::uuid, id, ${statementId}, ${expectedId}, ${amount}, ${fee} from r`.execute(
        system.service.db,
      );
    await expect(write(lineId, itemId, '90000.00', '2500.00')).rejects.toThrow(
      /settles its item in full/,
    );
    await expect(write(outLine, outItem, '97500.00', '2500.00')).rejects.toThrow(
      /settles its item in full/,
    );
    expect(await invoiceState(itemId)).toMatchObject({ reconciledAmount: '0.00' });
  });
});

describe('the rules confirming a run’s proposals by themselves', () => {
  /** `count` incoming transfers, each naming its own invoice, and the invoices they pay, written straight into the tables as an import would leave them. */
  async function seedInvoicesPaid(tokens: Tokens, account: string, count: number): Promise<void> {
    await sql`insert into statement_transactions (organization_id, bank_account_id, transaction_date, description, direction, amount, source, line_number, fingerprint)
      select ${tokens.organizationId}::uuid, ${account}::uuid, ${TEST_DATE}::date, 'TRSF E-BANKING CR ' || n || '/FTSCY INV/2026/11/' || lpad(n::text, 5, '0') || ' PT MAJU JAYA',
        'CREDIT', 1000000 + n * 137, 'IMPORT', n, 'seed-' || n
      from generate_series(1, ${count}::int) as n`.execute(system.service.db);
    await sql`insert into expected_transactions (organization_id, expected_date, description, amount, currency, direction, reconciliation_data, bank_account_id)
      select ${tokens.organizationId}::uuid, ${TEST_DATE}::date, 'Faktur PT Maju Jaya', 1000000 + n * 137, 'IDR', 'CREDIT',
        jsonb_build_array(jsonb_build_object('key', 'invoice', 'value', 'INV/2026/11/' || lpad(n::text, 5, '0'))), ${account}::uuid
      from generate_series(1, ${count}::int) as n`.execute(system.service.db);
  }

  it('when 2,000 transfers each pay their invoice, the run confirms all 2,000 in one go (seconds, not the ten one at a time took), each line and invoice reconciled once', async () => {
    const { org, account } = await confidentOrganisation();
    await seedInvoicesPaid(org, account, 2_000);

    const run = await runEngine(org);
    expect(run.body).toMatchObject({ proposed: 2_000, confirmed: 2_000 });
    // How long confirming takes is measured by bench/reconciliation-confirm.ts against its floor, never here.

    const state = await sql<{
      lines: string;
      items: string;
      matches: string;
      accepted: string;
      logged: string;
    }>`select
        (select count(*) from statement_transactions where organization_id = ${org.organizationId} and reconciliation_status = 'RECONCILED' and reconciled_amount = amount) as lines,
        (select count(*) from expected_transactions where organization_id = ${org.organizationId} and reconciliation_status = 'RECONCILED' and reconciled_amount = amount) as items,
        (select count(*) from reconciliations where organization_id = ${org.organizationId} and kind = 'AUTOMATIC' and result = 'FULL_MATCH') as matches,
        (select count(*) from reconciliation_proposals where organization_id = ${org.organizationId} and status = 'ACCEPTED' and reconciliation_id is not null) as accepted,
        (select count(*) from activity_log where organization_id = ${org.organizationId} and entity = 'RECONCILIATION' and action = 'RECONCILED') as logged`.execute(
      system.service.db,
    );
    expect(state.rows[0]).toEqual({
      lines: '2000',
      items: '2000',
      matches: '2000',
      accepted: '2000',
      logged: '2000',
    });
  });

  it('when twenty runs confirm at once, every line and invoice is matched exactly once', async () => {
    const { org, account } = await confidentOrganisation();
    await seedInvoicesPaid(org, account, 30);

    const runs = await Promise.all(Array.from({ length: 20 }, () => runEngine(org)));
    expect(runs.map((run) => run.status)).toEqual(Array(20).fill(200));
    expect(runs.reduce((sum, run) => sum + run.body.confirmed, 0)).toBe(30);
    const state = await sql<{ allocations: string; reconciled: string; pending: string }>`select
        (select count(*) from reconciliation_allocations where organization_id = ${org.organizationId}) as allocations,
        (select count(*) from expected_transactions where organization_id = ${org.organizationId} and reconciled_amount = amount) as reconciled,
        (select count(*) from reconciliation_proposals where organization_id = ${org.organizationId} and status = 'PENDING') as pending`.execute(
      system.service.db,
    );
    expect(state.rows[0]).toEqual({ allocations: '30', reconciled: '30', pending: '0' });
  });
});

describe('partial matches the rules confirm by themselves', () => {
  /** An incoming transfer dated today, described as the payer's bank wrote it. */
  const transfer = (tokens: Tokens, bankAccountId: string, amount: string, description: string) =>
    enterLineRest(system, tokens, { bankAccountId, amount, description });
  const matchesOf = async (tokens: Tokens, lineId: string) =>
    (
      await call<{ items: ReconciliationResponse[] }>(
        'GET',
        `/reconciliations?statementTransactionIds=${lineId}`,
        tokens,
      )
    ).body.items;

  it('when a down payment names its invoice, the run confirms it as a partial match, the invoice stays open by the rest, and the settlement later closes it', async () => {
    const { org, account } = await confidentOrganisation();
    const itemId = await invoice(org, '10000000.00', 'INV/2026/11/0142');
    const downPayment = await transfer(
      org,
      account,
      '3000000.00',
      'BI-FAST CR BIF TRANSFER DR 014 PT MAJU JAYA DP INV/2026/11/0142',
    );

    expect((await runEngine(org)).body).toMatchObject({ proposed: 1, confirmed: 1 });
    expect(await matchesOf(org, downPayment)).toMatchObject([
      { kind: 'AUTOMATIC', result: 'PARTIAL_MATCH', amount: '3000000.00', fee: '0.00' },
    ]);
    expect(await lineState(downPayment)).toEqual({
      id: downPayment,
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '3000000.00',
    });
    expect(await invoiceState(itemId)).toEqual({
      id: itemId,
      reconciliationStatus: 'PARTIAL',
      reconciledAmount: '3000000.00',
    });

    const settlement = await transfer(
      org,
      account,
      '7000000.00',
      'BI-FAST CR BIF TRANSFER DR 014 PT MAJU JAYA PELUNASAN INV/2026/11/0142',
    );
    expect((await runEngine(org)).body).toMatchObject({ proposed: 1, confirmed: 1 });
    expect(await matchesOf(org, settlement)).toMatchObject([
      { kind: 'AUTOMATIC', result: 'FULL_MATCH', amount: '7000000.00' },
    ]);
    expect(await invoiceState(itemId)).toEqual({
      id: itemId,
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '10000000.00',
    });
  });

  it('when the payer withholds PPh 23 of 2%, the run allocates what arrived and the invoice stays open by the tax', async () => {
    const { org, account } = await confidentOrganisation();
    const itemId = await invoice(org, '11100000.00', 'INV/2026/11/0143');
    const lineId = await transfer(
      org,
      account,
      '10900000.00',
      'BI-FAST CR BIF TRANSFER DR 014 PT MAJU JAYA INV/2026/11/0143 POT PPH23',
    );

    expect((await runEngine(org)).body).toMatchObject({ proposed: 1, confirmed: 1 });
    expect(await matchesOf(org, lineId)).toMatchObject([
      { kind: 'AUTOMATIC', result: 'PARTIAL_MATCH', amount: '10900000.00', fee: '0.00' },
    ]);
    expect(await invoiceState(itemId)).toEqual({
      id: itemId,
      reconciliationStatus: 'PARTIAL',
      reconciledAmount: '10900000.00',
    });
  });

  it('when a part payment names two invoices of the payer, the run confirms nothing and both stay open', async () => {
    const { org, account } = await confidentOrganisation();
    const { id: counterpartyId } = await createCounterpartyRest(system, org, {
      legalName: 'PT Maju Jaya Sentosa',
      alias: 'Maju Jaya',
    });
    const first = await expected(org, '10000000.00', {
      counterpartyId,
      reconciliationData: [{ key: 'invoice', value: 'INV/2026/11/0144' }],
    });
    const second = await expected(org, '12000000.00', {
      counterpartyId,
      reconciliationData: [{ key: 'invoice', value: 'INV/2026/11/0145' }],
    });
    await transfer(
      org,
      account,
      '3000000.00',
      'BI-FAST CR BIF TRANSFER DR 014 PT MAJU JAYA DP INV/2026/11/0144 INV/2026/11/0145',
    );

    expect((await runEngine(org)).body).toMatchObject({ confirmed: 0 });
    expect(await invoiceState(first)).toMatchObject({
      reconciliationStatus: 'UNRECONCILED',
      reconciledAmount: '0.00',
    });
    expect(await invoiceState(second)).toMatchObject({
      reconciliationStatus: 'UNRECONCILED',
      reconciledAmount: '0.00',
    });
  });
});
