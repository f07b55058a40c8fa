import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRest, manualAccountInput, type Tokens } from '../../../../tests/support/factories.js';
import { TEST_DATE } from '../../../../tests/support/system.js';
import {
  startTreasuryForTest,
  type TreasuryUnderTest,
} from '../../../../tests/support/treasury.js';

/**
 * Matches racing for one item through the registered sources: the item is
 * locked by its source before anything is allocated, and the database's
 * guards (migrations/0055-baseline, reconciliation) refuse more than its amount, so twenty
 * matches sent at the same moment allocate exactly the item's amount.
 */

let system: TreasuryUnderTest;
let owner: Tokens;

const call = <T>(method: string, path: string, body?: unknown) =>
  callRest<T & { error?: { code: string } }>(system.treasuryUrl, method, path, owner, body);

beforeAll(async () => {
  system = await startTreasuryForTest();
  owner = await system.tokensFor();
}, 120_000);

afterAll(() => system?.stop());

describe('allocations against one item', () => {
  it('when twenty lines of 100.00 are matched at once to an expected 1,000.00, ten are allocated and the item holds exactly 1,000.00', async () => {
    const account = await call<{ id: string }>('POST', '/bank-accounts', manualAccountInput());
    const lines = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const entered = await call<{ id: string }>('POST', '/statement-transactions', {
          bankAccountId: account.body.id,
          transactionDate: TEST_DATE,
          description: `SETORAN CICILAN ${index}`,
          direction: 'CREDIT',
          amount: '100.00',
        });
        return entered.body.id;
      }),
    );
    const item = await call<{ node: { id: string } }>('POST', '/expected-transactions', {
      date: TEST_DATE,
      description: 'Faktur cicilan',
      amount: '1000.00',
      direction: 'CREDIT',
      bankAccountId: account.body.id,
    });

    const answers = await Promise.all(
      lines.map((line) =>
        call('POST', '/reconciliations', {
          statementTransactionIds: [line],
          items: [{ kind: 'EXPECTED_TRANSACTION', id: item.body.node.id }],
          partial: true,
        }),
      ),
    );

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(10);
    const refusals = answers.filter((answer) => answer.status !== 201);
    expect(refusals).toHaveLength(10);
    for (const refusal of refusals) expect(refusal.body.error?.code).toBe('U-TRSY-RC-1');
    const held = await system.service.db
      .selectFrom('expected_transactions')
      .select(['reconciled_amount', 'reconciliation_status'])
      .where('id', '=', item.body.node.id)
      .executeTakeFirstOrThrow();
    expect(held).toEqual({ reconciled_amount: '1000.00', reconciliation_status: 'RECONCILED' });
    const allocated = await system.service.db
      .selectFrom('reconciliation_allocations')
      .select((eb) => eb.fn.sum<string>('amount').as('total'))
      .where('expected_transaction_id', '=', item.body.node.id)
      .executeTakeFirstOrThrow();
    expect(allocated.total).toBe('1000.00');
  }, 120_000);
});
