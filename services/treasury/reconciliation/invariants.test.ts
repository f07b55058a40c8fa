import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, manualAccountInput, type Tokens } from '../../../tests/support/factories.js';
import { TEST_DATE } from '../../../tests/support/system.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';

/**
 * The allocation invariants of the reconciliation under any sequence of
 * matches (full and partial, one-to-one, one-to-many, many-to-one, refused
 * ones too) and removals, some sent at the same moment: what is allocated to
 * a side is the sum of its allocations and never more than its amount, a line
 * and an item are allocated to each other once, every match keeps its lines
 * on one account, statuses follow the amounts, and every refusal is one of
 * the contract's codes. Proposals join the operations when the matching
 * engine makes them.
 */

let system: TreasuryUnderTest;
let owner: Tokens;
const lines: string[] = [];
const items: string[] = [];
let mainAccount: string;

const call = <T>(method: string, path: string, body?: unknown) =>
  callRest<T & { error?: { code: string } }>(system.treasuryUrl, method, path, owner, body);

// Few amounts, one the sum of the others, so that full matches of each shape happen as well as partial ones.
const AMOUNTS = ['250.00', '400.00', '650.00'];
const LINES = 14;
const ITEMS = 14;

type MatchOp = { kind: 'match'; lines: number[]; items: number[]; partial: boolean };
type RemoveOp = { kind: 'remove'; pick: number };
type Op = MatchOp | RemoveOp | { kind: 'together'; ops: (MatchOp | RemoveOp)[] };

const indices = (size: number, max: number) =>
  fc.uniqueArray(fc.nat({ max: size - 1 }), { minLength: 1, maxLength: max });
const matchOp: fc.Arbitrary<MatchOp> = fc.oneof(
  fc.record({
    kind: fc.constant('match' as const),
    lines: indices(LINES, 1),
    items: indices(ITEMS, 4),
    partial: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('match' as const),
    lines: indices(LINES, 4),
    items: indices(ITEMS, 1),
    partial: fc.boolean(),
  }),
  // Shapes the rules refuse (several with several, an id twice) are sent too.
  fc.record({
    kind: fc.constant('match' as const),
    lines: fc.array(fc.nat({ max: LINES - 1 }), { minLength: 0, maxLength: 3 }),
    items: fc.array(fc.nat({ max: ITEMS - 1 }), { minLength: 0, maxLength: 3 }),
    partial: fc.boolean(),
  }),
);
const removeOp: fc.Arbitrary<RemoveOp> = fc.record({
  kind: fc.constant('remove' as const),
  pick: fc.nat(),
});
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: matchOp },
  { weight: 2, arbitrary: removeOp },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('together' as const),
      ops: fc.array(fc.oneof(matchOp, removeOp), { minLength: 2, maxLength: 6 }),
    }),
  },
);

const KNOWN_REFUSALS = /^U-TRSY-RC-(1|2|3|4|5|6|7|12|13|19)$/;
let operations = 0;
/** What the operations did, so the test shows it exercised matches of each result and removals, not only refusals. */
const done = { FULL_MATCH: 0, PARTIAL_MATCH: 0, removed: 0 };

async function run(step: MatchOp | RemoveOp): Promise<void> {
  operations += 1;
  if (step.kind === 'match') {
    const answer = await call<{ result: 'FULL_MATCH' | 'PARTIAL_MATCH' }>(
      'POST',
      '/reconciliations',
      {
        statementTransactionIds: step.lines.map((index) => lines[index]!),
        items: step.items.map((index) => ({ kind: 'EXPECTED_TRANSACTION', id: items[index]! })),
        partial: step.partial,
      },
    );
    if (answer.status === 201) done[answer.body.result] += 1;
    else expect(answer.body.error?.code ?? `HTTP ${answer.status}`).toMatch(KNOWN_REFUSALS);
    return;
  }
  const existing = await system.service.db
    .selectFrom('reconciliations')
    .select('id')
    .where('organization_id', '=', owner.organizationId)
    .orderBy('id')
    .execute();
  if (existing.length === 0) return;
  const answer = await call(
    'DELETE',
    `/reconciliations/${existing[step.pick % existing.length]!.id}`,
  );
  // Removed here, or by a removal sent at the same moment.
  if (answer.status === 204) done.removed += 1;
  else expect(answer.body.error?.code).toBe('U-TRSY-RC-12');
}

/** Every invariant, read from the database; an empty list when they all hold. */
async function broken(): Promise<string[]> {
  const db = system.service.db;
  const organizationId = owner.organizationId;
  const status = (table: string) =>
    sql.raw(
      `case when ${table}.archived_at is not null then 'ARCHIVED' when ${table}.reconciled_amount = 0 then 'UNRECONCILED' when ${table}.reconciled_amount < ${table}.amount then 'PARTIAL' else 'RECONCILED' end`,
    );
  const { rows } = await sql<{ problem: string }>`
    select 'line ' || l.id || ' holds ' || l.reconciled_amount || ' against allocations of ' || coalesce(a.total, 0) || ' (amount ' || l.amount || ', ' || l.reconciliation_status || ')' as problem
      from statement_transactions l
      left join (select statement_transaction_id, sum(amount) as total from reconciliation_allocations group by 1) a on a.statement_transaction_id = l.id
     where l.organization_id = ${organizationId}
       and (l.reconciled_amount <> coalesce(a.total, 0) or l.reconciled_amount > l.amount or l.reconciled_amount < 0 or l.reconciliation_status <> ${status('l')})
    union all
    select 'item ' || e.id || ' holds ' || e.reconciled_amount || ' against allocations of ' || coalesce(a.total, 0)
      from expected_transactions e
      left join (select expected_transaction_id, sum(amount) as total from reconciliation_allocations group by 1) a on a.expected_transaction_id = e.id
     where e.organization_id = ${organizationId}
       and (e.reconciled_amount <> coalesce(a.total, 0) or e.reconciled_amount > e.amount or e.reconciled_amount < 0 or e.reconciliation_status <> ${status('e')})
    union all
    select 'pair ' || statement_transaction_id || '/' || expected_transaction_id || ' allocated ' || count(*) || ' times'
      from reconciliation_allocations where organization_id = ${organizationId} group by statement_transaction_id, expected_transaction_id having count(*) > 1
    union all
    select 'match ' || r.id || ' has a line on another account or another organisation'
      from reconciliations r join reconciliation_allocations x on x.reconciliation_id = r.id join statement_transactions l on l.id = x.statement_transaction_id
     where r.organization_id = ${organizationId} and (l.bank_account_id <> r.bank_account_id or l.organization_id <> r.organization_id or x.organization_id <> r.organization_id)
    union all
    select 'match ' || r.id || ' allocates nothing'
      from reconciliations r where r.organization_id = ${organizationId} and not exists (select 1 from reconciliation_allocations x where x.reconciliation_id = r.id)
  `.execute(db);
  return rows.map((row) => row.problem);
}

beforeAll(async () => {
  system = await startTreasuryForTest();
  owner = await system.tokensFor();
  const created = await call<{ id: string }>('POST', '/bank-accounts', manualAccountInput());
  mainAccount = created.body.id;
  const second = await call<{ id: string }>('POST', '/bank-accounts', manualAccountInput());
  for (let index = 0; index < LINES; index += 1) {
    // Most lines on one account, a few on another, one outgoing: the rules must refuse mixing them.
    const account = index % 5 === 4 ? second.body.id : mainAccount;
    const direction = index === LINES - 1 ? 'DEBIT' : 'CREDIT';
    const entered = await call<{ id: string }>('POST', '/statement-transactions', {
      bankAccountId: account,
      transactionDate: TEST_DATE,
      description: `SETORAN ${index}`,
      direction,
      amount: AMOUNTS[index % AMOUNTS.length],
    });
    lines.push(entered.body.id);
  }
  for (let index = 0; index < ITEMS; index += 1) {
    const made = await call<{ node: { id: string } }>('POST', '/expected-transactions', {
      date: TEST_DATE,
      description: `Faktur ${index}`,
      amount: AMOUNTS[(index * 2) % AMOUNTS.length],
      direction: index === ITEMS - 1 ? 'DEBIT' : 'CREDIT',
      ...(index % 4 === 0 ? { bankAccountId: mainAccount } : {}),
    });
    items.push(made.body.node.id);
  }
}, 120_000);

afterAll(() => system?.stop());

describe('reconciliation allocations', () => {
  it('keep every invariant under any sequence of matches and removals, some at the same moment', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 60 }), async (ops) => {
        await sql`delete from reconciliations where organization_id = ${owner.organizationId}`.execute(
          system.service.db,
        );
        for (const step of ops) {
          if (step.kind === 'together') await Promise.all(step.ops.map(run));
          else await run(step);
        }
        expect(await broken()).toEqual([]);
      }),
      { numRuns: 40 },
    );
    // Thousands of operations in all, each followed by the invariants above at the end of its sequence.
    expect(operations).toBeGreaterThan(1000);
    expect(done.FULL_MATCH).toBeGreaterThan(20);
    expect(done.PARTIAL_MATCH).toBeGreaterThan(50);
    expect(done.removed).toBeGreaterThan(50);
  }, 600_000);
});
