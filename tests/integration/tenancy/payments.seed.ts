import { expect } from 'vitest';
import { createCounterpartyRest } from '../../support/factories.js';
import { defineSeed } from './seeds.js';
import { createBankAccount, payeeAccountOf } from '../../support/payments.js';

/** A payment, a transfer and an approval rule, from API-connected accounts of theirs. */
export default defineSeed({
  arguments: {
    itemIds: ['Payment', 'Transfer'],
    ruleId: ['ApprovalRule'],
    ruleIds: ['ApprovalRule'],
  },
  async make({ system, tokens, browser }) {
    const apiAccount = (accountNumber: string) =>
      createBankAccount(browser, {
        accountNumber,
        accountName: 'PT RAHASIA',
        alias: `Rahasia ${accountNumber}`,
      });
    const [source, destination] = [await apiAccount('5270998801'), await apiAccount('5270998802')];
    const payee = await createCounterpartyRest(system, tokens, {
      taxNumber: '012345678901234',
      bankAccounts: [
        { bankCode: '008', accountNumber: '1230009876', accountName: 'PT PENERIMA RAHASIA' },
      ],
    });
    const payeeAccount = await payeeAccountOf(system, payee.id);
    const order = { sourceAccountId: source, amount: '1500000', paymentDate: '2026-11-22' };
    const payment = await browser.data<{ paymentCreate: { payment: { id: string } } }>(
      'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } } }',
      { input: { ...order, counterpartyBankAccountId: payeeAccount, method: 'BI_FAST' } },
    );
    const transfer = await browser.data<{ transferCreate: { transfer: { id: string } } }>(
      'mutation ($input: TransferCreateInput!) { transferCreate(input: $input) { transfer { id } } }',
      { input: { ...order, destinationAccountId: destination } },
    );
    const approvalRule = await browser.data<{ approvalRuleCreate: { rule: { id: string } } }>(
      'mutation { approvalRuleCreate(input: { name: "Rahasia", appliesTo: ALL, minAmount: "0", methods: [], approvalsRequired: 2, approverRoles: [] }) { rule { id } } }',
    );
    return {
      Payment: payment.paymentCreate.payment.id,
      Transfer: transfer.transferCreate.transfer.id,
      ApprovalRule: approvalRule.approvalRuleCreate.rule.id,
    };
  },
  async unchanged(system) {
    const db = system.treasury.db;
    expect(
      await db
        .selectFrom('bank_accounts')
        .select(['alias', 'status'])
        .where('alias', 'like', 'Rahasia 52709988%')
        .orderBy('alias')
        .execute(),
    ).toEqual([
      { alias: 'Rahasia 5270998801', status: 'NEW' },
      { alias: 'Rahasia 5270998802', status: 'NEW' },
    ]);
    expect(
      await db
        .selectFrom('payment_orders')
        .select(['kind', 'status', 'amount', 'archived_at'])
        .orderBy('kind')
        .execute(),
    ).toEqual([
      { kind: 'PAYMENT', status: 'NEEDS_APPROVAL', amount: '1500000.00', archived_at: null },
      { kind: 'TRANSFER', status: 'NEEDS_APPROVAL', amount: '1500000.00', archived_at: null },
    ]);
    expect(await db.selectFrom('payment_approvals').select('approver_id').execute()).toEqual([]);
    expect(
      await db.selectFrom('approval_rules').select(['name', 'approvals_required']).execute(),
    ).toEqual([{ name: 'Rahasia', approvals_required: 2 }]);
  },
});
