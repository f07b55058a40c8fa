import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ReconciliationRuleListResponse,
  ReconciliationRulePreviewResponse,
  ReconciliationRuleResponse,
} from '../../../contracts/treasury/reconciliation-rules.js';
import {
  createCounterpartyRest,
  restCaller,
  type Tokens,
} from '../../../tests/support/factories.js';
import { TEST_DATE } from '../../../tests/support/system.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import {
  createExpectedRest,
  createManualAccountRest,
  enterLineRest,
} from '../../../tests/support/treasury-rest.js';
import { latestActivityRest } from '../../../tests/support/activity.js';
import { rowsOf } from '../../../tests/support/database.js';

let system: TreasuryUnderTest;

const call = restCaller(() => system.treasuryUrl);

const RECONCILER = [
  'reconciliation:read',
  'reconciliation:reconcile',
  'statements:read',
  'expected-transactions:read',
] as const;

const createRule = (tokens: Tokens, body: Record<string, unknown>) =>
  call<ReconciliationRuleResponse>('POST', '/reconciliation-rules', tokens, body);
const updateRule = (tokens: Tokens, id: string, body: Record<string, unknown>) =>
  call<ReconciliationRuleResponse>('PATCH', `/reconciliation-rules/${id}`, tokens, body);
const listRules = async (tokens: Tokens) =>
  (await call<ReconciliationRuleListResponse>('GET', '/reconciliation-rules', tokens)).body;
const reorder = (tokens: Tokens, ruleIds: string[]) =>
  call<ReconciliationRuleListResponse>('PUT', '/reconciliation-rules/order', tokens, { ruleIds });
const preview = (tokens: Tokens, rules: Record<string, unknown>[]) =>
  call<ReconciliationRulePreviewResponse>('POST', '/reconciliation-rules/preview', tokens, {
    rules,
  });
const ruleRows = (organizationId: string) =>
  rowsOf(
    system.service.db,
    sql<{
      name: string;
      priority: number;
    }>`select name, priority from reconciliation_rules where organization_id = ${organizationId} order by priority`,
  );

const bankAccount = (tokens: Tokens) => createManualAccountRest(system, tokens);

/** An incoming statement line entered by hand. */
const line = (
  tokens: Tokens,
  bankAccountId: string,
  amount: string,
  transactionDate = TEST_DATE,
  description = 'TRSF E-BANKING CR 2211/FTSCY/WS95031 PT MAJU JAYA',
) => enterLineRest(system, tokens, { bankAccountId, amount, transactionDate, description });

const expected = (tokens: Tokens, amount: string, overrides: Record<string, unknown> = {}) =>
  createExpectedRest(system, tokens, amount, overrides);

const match = (tokens: Tokens, lineIds: string[], itemIds: string[]) =>
  call('POST', '/reconciliations', tokens, {
    statementTransactionIds: lineIds,
    items: itemIds.map((id) => ({ kind: 'EXPECTED_TRANSACTION', id })),
    partial: true,
  });

beforeAll(async () => {
  system = await startTreasuryForTest();
});

afterAll(() => system?.stop());

describe('keeping matching rules', () => {
  it('an organisation without rules runs on the default; a rule created with a name alone takes the default values and is logged', async () => {
    const owner = await system.tokensFor();
    expect(await listRules(owner)).toEqual({ items: [], usesDefault: true });
    const created = await createRule(owner, { name: '  Exact amount  ' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Exact amount',
      priority: 1,
      amountToleranceAbsolute: '0.00',
      amountToleranceRelative: '0.00000',
      allowTransferFees: true,
      daysBefore: 7,
      daysAfter: 10,
      requireAmount: false,
      requireCounterparty: false,
      requireReference: false,
      proposeAt: '0.3000',
      autoConfirmAt: null,
      enabled: true,
    });
    const second = await createRule(owner, {
      name: 'Within 1%',
      amountToleranceRelative: '0.01',
      amountToleranceAbsolute: '2500',
      daysBefore: 3,
      daysAfter: 5,
    });
    expect(second.body).toMatchObject({
      priority: 2,
      amountToleranceRelative: '0.01000',
      amountToleranceAbsolute: '2500.00',
      daysBefore: 3,
      daysAfter: 5,
    });
    expect((await listRules(owner)).usesDefault).toBe(false);
    const log = await latestActivityRest(system.treasuryUrl, owner, 1);
    expect(log[0]).toMatchObject({
      action: 'CREATED',
      entity: 'RECONCILIATION_RULE',
      entityId: second.body.id,
      summary: 'Matching rule Within 1% created (priority 2)',
    });
  });

  it('each bad value is refused with its own error naming its field, and nothing is written', async () => {
    const owner = await system.tokensFor();
    await createRule(owner, { name: 'Taken' });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'U-TRSY-RR-2', 'name'],
      [{ name: 'x'.repeat(81) }, 'U-TRSY-RR-3', 'name'],
      [{ name: 'TAKEN' }, 'U-TRSY-RR-4', 'name'],
      [{ name: 'A', amountToleranceAbsolute: '-1' }, 'U-TRSY-RR-5', 'amountToleranceAbsolute'],
      [
        { name: 'A', amountToleranceAbsolute: '100000000.01' },
        'U-TRSY-RR-5',
        'amountToleranceAbsolute',
      ],
      [{ name: 'A', amountToleranceAbsolute: '1.234' }, 'U-TRSY-RR-5', 'amountToleranceAbsolute'],
      [{ name: 'A', amountToleranceRelative: '0.2' }, 'U-TRSY-RR-6', 'amountToleranceRelative'],
      [{ name: 'A', amountToleranceRelative: '1e-3' }, 'U-TRSY-RR-6', 'amountToleranceRelative'],
      [{ name: 'A', daysBefore: 61 }, 'U-TRSY-RR-7', 'daysBefore'],
      [{ name: 'A', daysAfter: -1 }, 'U-TRSY-RR-7', 'daysAfter'],
      [{ name: 'A', proposeAt: '1.5' }, 'U-TRSY-RR-8', 'proposeAt'],
      [{ name: 'A', autoConfirmAt: '0.5' }, 'U-TRSY-RR-9', 'autoConfirmAt'],
      [{ name: 'A', autoConfirmAt: '0.85', proposeAt: '0.9' }, 'U-TRSY-RR-10', 'autoConfirmAt'],
    ];
    for (const [body, code, field] of refusals) {
      const answer = await createRule(owner, body);
      expect(answer.body.error, JSON.stringify(body)).toMatchObject({ code, field });
    }
    expect(await ruleRows(owner.organizationId)).toEqual([{ name: 'Taken', priority: 1 }]);
  });

  it('a change keeps what it leaves out; a bad change names its field and leaves the rule as it was', async () => {
    const owner = await system.tokensFor();
    const { body: rule } = await createRule(owner, {
      name: 'Tolerant',
      amountToleranceAbsolute: '6500.00',
    });
    const changed = await updateRule(owner, rule.id, { daysAfter: 3, requireCounterparty: true });
    expect(changed.body).toMatchObject({
      name: 'Tolerant',
      amountToleranceAbsolute: '6500.00',
      daysAfter: 3,
      requireCounterparty: true,
      priority: 1,
    });
    expect(
      (await updateRule(owner, rule.id, { proposeAt: '0.95', autoConfirmAt: '0.9' })).body.error,
    ).toMatchObject({ code: 'U-TRSY-RR-10', field: 'autoConfirmAt' });
    expect((await listRules(owner)).items[0]).toMatchObject({
      proposeAt: '0.3000',
      autoConfirmAt: null,
      daysAfter: 3,
    });
    const log = await latestActivityRest(system.treasuryUrl, owner, 1);
    expect(log[0]).toMatchObject({
      summary: 'Matching rule Tolerant changed',
      changes: [
        { field: 'daysAfter', before: '10', after: '3' },
        { field: 'requireCounterparty', before: 'false', after: 'true' },
      ],
    });
  });

  it('another organisation’s rule is not found, to change, delete or reorder', async () => {
    const owner = await system.tokensFor();
    const stranger = await system.tokensFor();
    const { body: rule } = await createRule(owner, { name: 'Mine' });
    await createRule(stranger, { name: 'Theirs' });
    expect((await updateRule(stranger, rule.id, { name: 'Taken over' })).body.error?.code).toBe(
      'U-TRSY-RR-1',
    );
    expect(
      (await call('DELETE', `/reconciliation-rules/${rule.id}`, stranger)).body.error?.code,
    ).toBe('U-TRSY-RR-1');
    expect((await reorder(stranger, [rule.id])).body.error).toMatchObject({
      code: 'U-TRSY-RR-1',
      field: 'ruleIds',
    });
    expect((await listRules(stranger)).items.map((item) => item.name)).toEqual(['Theirs']);
    expect((await listRules(owner)).items).toMatchObject([
      { id: rule.id, name: 'Mine', priority: 1 },
    ]);
  });

  it('deleting a rule moves those after it up', async () => {
    const owner = await system.tokensFor();
    const ids = [];
    for (const name of ['First', 'Second', 'Third'])
      ids.push((await createRule(owner, { name })).body.id);
    expect((await call('DELETE', `/reconciliation-rules/${ids[1]}`, owner)).status).toBe(204);
    expect(await ruleRows(owner.organizationId)).toEqual([
      { name: 'First', priority: 1 },
      { name: 'Third', priority: 2 },
    ]);
  });
});

describe('who may change the rules', () => {
  it('reading needs reconciliation:read, changing reconciliation:reconcile', async () => {
    const owner = await system.tokensFor();
    const nobody = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['statements:read'],
    });
    const reader = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['reconciliation:read'],
    });
    expect((await call('GET', '/reconciliation-rules', nobody)).body.error?.code).toBe('FORBIDDEN');
    expect((await preview(nobody, [])).body.error?.code).toBe('FORBIDDEN');
    expect((await createRule(reader, { name: 'Mine' })).body.error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have the reconciliation:reconcile permission.',
    });
    expect(await ruleRows(owner.organizationId)).toEqual([]);
  });

  it('turning self-confirmation on, or changing a rule while one confirms by itself, needs reconciliation:auto-reconcile; turning it off does not', async () => {
    const owner = await system.tokensFor();
    const reconciler = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: RECONCILER,
    });
    const { body: rule } = await createRule(reconciler, { name: 'Careful' });
    expect(rule.autoConfirmAt).toBeNull();
    expect(
      (await createRule(reconciler, { name: 'Eager', autoConfirmAt: '0.95' })).body.error,
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have the reconciliation:auto-reconcile permission.',
    });
    expect(
      (await updateRule(reconciler, rule.id, { autoConfirmAt: '0.95' })).body.error?.code,
    ).toBe('FORBIDDEN');
    expect((await listRules(owner)).items).toMatchObject([
      { name: 'Careful', autoConfirmAt: null },
    ]);

    const confirmed = await updateRule(owner, rule.id, { autoConfirmAt: '0.95' });
    expect(confirmed.body).toMatchObject({ autoConfirmAt: '0.9500' });
    // While it confirms by itself, loosening it is the auto-reconciliation holder's call; a new name is not.
    expect(
      (await updateRule(reconciler, rule.id, { amountToleranceAbsolute: '100000.00' })).body.error
        ?.code,
    ).toBe('FORBIDDEN');
    expect((await updateRule(reconciler, rule.id, { autoConfirmAt: '0.9' })).body.error?.code).toBe(
      'FORBIDDEN',
    );
    expect(
      (await updateRule(reconciler, rule.id, { name: 'Careful and quick' })).body,
    ).toMatchObject({ name: 'Careful and quick', autoConfirmAt: '0.9500' });
    const off = await updateRule(reconciler, rule.id, { autoConfirmAt: null });
    expect(off.body).toMatchObject({ autoConfirmAt: null, amountToleranceAbsolute: '0.00' });
  });
});

describe('the order of the rules', () => {
  it('a new order gives priorities 1, 2, 3 in that order; a duplicate or a stale list is refused and changes nothing', async () => {
    const owner = await system.tokensFor();
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C']) ids.push((await createRule(owner, { name })).body.id);
    const reordered = await reorder(owner, [ids[2]!, ids[0]!, ids[1]!]);
    expect(reordered.status).toBe(200);
    expect(reordered.body.items.map((rule) => [rule.name, rule.priority])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    expect((await reorder(owner, [ids[0]!, ids[0]!, ids[1]!])).body.error?.code).toBe(
      'U-TRSY-RR-12',
    );
    expect((await reorder(owner, [ids[0]!, ids[1]!])).body.error?.code).toBe('U-TRSY-RR-13');
    expect((await ruleRows(owner.organizationId)).map((row) => row.name)).toEqual(['C', 'A', 'B']);
    const log = await latestActivityRest(system.treasuryUrl, owner, 1);
    expect(log[0]).toMatchObject({
      entity: 'ORGANIZATION',
      summary: 'Matching rules reordered (3 rules)',
      changes: [{ field: 'order', before: 'A, B, C', after: 'C, A, B' }],
    });
  });

  it('twenty reorders at once leave every priority unique and gapless, in one of the orders asked for', async () => {
    const owner = await system.tokensFor();
    const ids: string[] = [];
    for (const name of ['A', 'B', 'C', 'D', 'E'])
      ids.push((await createRule(owner, { name })).body.id);
    const orders = Array.from({ length: 20 }, (_, index) => [
      ...ids.slice(index % 5),
      ...ids.slice(0, index % 5),
    ]);
    const answers = await Promise.all(orders.map((order) => reorder(owner, order)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const rows = await ruleRows(owner.organizationId);
    expect(rows.map((row) => row.priority)).toEqual([1, 2, 3, 4, 5]);
    expect(orders.map((order) => order.join())).toContain(
      (await listRules(owner)).items.map((rule) => rule.id).join(),
    );
  });

  it('twenty-five rules created at once: twenty are kept, with priorities 1 to 20, and the rest are refused', async () => {
    const owner = await system.tokensFor();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, index) => createRule(owner, { name: `Rule ${index}` })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(20);
    expect(
      answers.filter((answer) => answer.status !== 201).map((answer) => answer.body.error?.code),
    ).toEqual(Array(5).fill('U-TRSY-RR-11'));
    expect((await ruleRows(owner.organizationId)).map((row) => row.priority)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });
});

describe('runs use the organisation’s rules', () => {
  const runEngine = (tokens: Tokens) =>
    call<{ proposed: number; confirmed: number }>('POST', '/reconciliations/runs', tokens, {});

  it('enabled rules in priority order; with none enabled, the default rule', async () => {
    const owner = await system.tokensFor();
    const account = await bankAccount(owner);
    await line(owner, account, '1500000.00');
    await expected(owner, '1500000.00');
    expect((await runEngine(owner)).body).toMatchObject({ proposed: 1, confirmed: 0 });
    // A reference the line does not carry is required: nothing is proposed.
    const { body: strict } = await createRule(owner, {
      name: 'Reference only',
      requireReference: true,
    });
    expect((await runEngine(owner)).body).toMatchObject({ proposed: 0 });
    await updateRule(owner, strict.id, { enabled: false });
    expect((await runEngine(owner)).body).toMatchObject({ proposed: 1 });
  });

  it('a rule that confirms by itself makes AUTOMATIC matches for a caller with the auto-reconciliation permission', async () => {
    const owner = await system.tokensFor();
    const account = await bankAccount(owner);
    const { id: counterpartyId } = await createCounterpartyRest(system, owner, {
      legalName: 'PT Maju Jaya Sentosa',
      alias: 'Maju Jaya',
    });
    const lineId = await line(
      owner,
      account,
      '15750000.00',
      TEST_DATE,
      'TRSF E-BANKING CR 2211/FTSCY/WS95031 INV/2026/11/0042 PT MAJU JAYA SENTOSA',
    );
    await expected(owner, '15750000.00', {
      counterpartyId,
      bankAccountId: account,
      reconciliationData: [{ key: 'invoice', value: 'INV/2026/11/0042' }],
    });
    await createRule(owner, { name: 'Sure matches', autoConfirmAt: '0.8' });
    expect((await runEngine(owner)).body).toMatchObject({ proposed: 1, confirmed: 1 });
    const made = await call<{ items: { kind: string }[] }>(
      'GET',
      `/reconciliations?statementTransactionIds=${lineId}`,
      owner,
    );
    expect(made.body.items).toMatchObject([{ kind: 'AUTOMATIC' }]);
  });
});

describe('the preview on the last 90 days', () => {
  it('counts what draft rules would propose and confirm, against the matches that exist, and writes nothing', async () => {
    const owner = await system.tokensFor();
    const account = await bankAccount(owner);
    // Matched by hand the way the engine would: it agrees.
    const agreedLine = await line(owner, account, '2500000.00', TEST_DATE, 'TRSF CR 0001 PT SINAR');
    const agreedItem = await expected(owner, '2500000.00');
    await match(owner, [agreedLine], [agreedItem]);
    // Matched by hand with another amount's item: the engine pairs the line with the equal one instead.
    const contradictedLine = await line(
      owner,
      account,
      '730000.00',
      TEST_DATE,
      'TRSF CR 0002 CV ABADI',
    );
    const equalItem = await expected(owner, '730000.00');
    const otherItem = await expected(owner, '910000.00', { date: '2026-10-01' });
    await match(owner, [contradictedLine], [otherItem]);
    // Not matched yet: a new proposal.
    await line(owner, account, '415000.00', TEST_DATE, 'TRSF CR 0003 TOKO MAKMUR');
    await expected(owner, '415000.00');
    // Outside the 90 days: not considered.
    await system.service.db
      .insertInto('statement_transactions')
      .values({
        organization_id: owner.organizationId,
        bank_account_id: account,
        transaction_date: '2026-08-01',
        description: 'OLD',
        direction: 'CREDIT',
        amount: '415000.00',
        source: 'MANUAL',
        fingerprint: 'old-line',
      })
      .execute();
    const proposalsBefore = (
      await sql<{ count: string }>`select count(*) from reconciliation_proposals`.execute(
        system.service.db,
      )
    ).rows[0]!.count;
    const activityBefore = (await latestActivityRest(system.treasuryUrl, owner, 100)).length;

    const answer = await preview(owner, [{ name: 'Draft', daysBefore: 3, daysAfter: 5 }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      from: '2026-08-25',
      to: TEST_DATE,
      statementTransactions: 3,
      truncated: false,
      proposed: 3,
      wouldConfirm: 0,
      existingMatches: 2,
      agreeing: 1,
      contradicting: 1,
      missed: 1,
      newProposals: 1,
    });
    expect(answer.body.sample).toHaveLength(3);
    expect(answer.body.sample[0]).toMatchObject({
      verdict: 'CONTRADICTS',
      statementTransactions: [
        { id: contradictedLine, amount: '730000.00', description: 'TRSF CR 0002 CV ABADI' },
      ],
      items: [{ id: equalItem, kind: 'EXPECTED_TRANSACTION', amount: '730000.00' }],
      ruleIndex: 0,
      decision: 'REVIEW',
    });
    expect(answer.body.sample[0]!.reasons.map((reason) => reason.text)).toContain('amount equal');

    // The same draft confirming by itself: every proposal above the threshold would.
    const eager = await preview(owner, [{ name: 'Draft', proposeAt: '0.3', autoConfirmAt: '0.8' }]);
    expect(eager.body.wouldConfirm).toBe(
      eager.body.sample.filter((proposal) => proposal.decision === 'CONFIRM').length,
    );
    // A draft that requires a reference none of them has proposes nothing, and misses both matches.
    expect((await preview(owner, [{ requireReference: true }])).body).toMatchObject({
      proposed: 0,
      agreeing: 0,
      missed: 2,
    });
    // No enabled draft: the default rule, as a run would.
    expect((await preview(owner, [{ requireReference: true, enabled: false }])).body).toMatchObject(
      { proposed: 3 },
    );

    expect(
      (
        await sql<{ count: string }>`select count(*) from reconciliation_proposals`.execute(
          system.service.db,
        )
      ).rows[0]!.count,
    ).toBe(proposalsBefore);
    expect(await latestActivityRest(system.treasuryUrl, owner, 100)).toHaveLength(activityBefore);
    expect(await ruleRows(owner.organizationId)).toEqual([]);
  });

  it('a bad draft is refused naming its place in the list', async () => {
    const owner = await system.tokensFor();
    expect((await preview(owner, [{}, { daysAfter: 90 }])).body.error).toMatchObject({
      code: 'U-TRSY-RR-7',
      field: 'rules.1.daysAfter',
    });
    expect(
      (
        await preview(
          owner,
          Array.from({ length: 21 }, () => ({})),
        )
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-RR-14', field: 'rules' });
  });
});
