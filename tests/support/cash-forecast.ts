import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CashCategory } from '../../contracts/treasury/categories.js';
import type { TreasuryDatabase } from '../../services/treasury/db-types.js';
import { addDays } from '../../services/treasury/cash-forecast/periods.js';
import { callRest, counterpartyInput, manualAccountInput, type Tokens } from './factories.js';

/** A statement line of an account as a bank import and a categorisation leave it. */
export type LineInput = {
  accountId: string;
  date: string;
  direction: 'DEBIT' | 'CREDIT';
  amount: string;
  description: string;
  category: CashCategory | null;
};

/** Writes statement lines as a bank import and a categorisation would leave them; answers their ids. */
export async function insertStatementLines(
  db: Kysely<TreasuryDatabase>,
  organizationId: string,
  rows: LineInput[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const made = await db
    .insertInto('statement_transactions')
    .values(
      rows.map((row) => ({
        organization_id: organizationId,
        bank_account_id: row.accountId,
        transaction_date: row.date,
        description: row.description,
        direction: row.direction,
        amount: row.amount,
        source: 'MANUAL' as const,
        fingerprint: randomUUID(),
        category: row.category,
        category_source: row.category ? ('MANUAL' as const) : null,
      })),
    )
    .returning('id')
    .execute();
  return made.map((row) => row.id);
}

/** Every day from `from` to `to`, one sale of Rp1,000,000 by QRIS. */
export function dailySales(accountId: string, from: string, to: string): LineInput[] {
  const rows: LineInput[] = [];
  for (let date = from, n = 1; date <= to; date = addDays(date, 1), n += 1)
    rows.push({
      accountId,
      date,
      direction: 'CREDIT',
      amount: '1000000.00',
      description: `QRIS ${70_000 + n} PEMBAYARAN`,
      category: 'SALES',
    });
  return rows;
}

/** The days the office rent of Rp15,000,000 is paid: the 1st of August to November 2026. */
export const RENT_DAYS = ['2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'];
export const rentLines = (accountId: string): LineInput[] =>
  RENT_DAYS.map((date, index) => ({
    accountId,
    date,
    direction: 'DEBIT',
    amount: '15000000.00',
    description: `SEWA KANTOR ${['AGU', 'SEP', 'OKT', 'NOV'][index]} 2026`,
    category: 'RENT',
  }));

export type WorkedExample = {
  operations: string;
  payroll: string;
  billId: string;
  transferId: string;
};

/**
 * The cash forecast's worked example (services/treasury/cash-forecast/cash-forecast.test.ts computes its
 * figures by hand), as of Sunday 22 November 2026, through the treasury's REST API where it has one:
 * - balances: BCA Operasional Rp100,000,000 and Mandiri Payroll Rp20,000,000;
 * - history on BCA: a Rp1,000,000 sale every day from 1 August to 21 November 2026, and the office rent of
 *   Rp15,000,000 on the 1st of August to November (statement lines as an import and a categorisation leave them);
 * - known: a customer's Rp5,000,000 expected on 25 November, a supplier's Rp3,000,000 expected on 10 November
 *   and still open, the landlord's approved Rp15,500,000 bill due 1 December, and a Rp10,000,000 transfer from
 *   BCA to Mandiri scheduled for 27 November with a Rp2,500 fee (as the payments module leaves it once approved).
 */
export async function seedWorkedExample(
  system: { treasuryUrl: string; db: Kysely<TreasuryDatabase> },
  tokens: Tokens,
  makerId: string,
  /** Another member who approves the bills: nobody approves a bill they created. */
  approver: Tokens,
): Promise<WorkedExample> {
  const rest = async <T>(method: string, path: string, body?: unknown) => {
    const answer = await callRest<T>(system.treasuryUrl, method, path, tokens, body);
    if (answer.status >= 300)
      throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  const account = async (balance: string, overrides: Record<string, unknown>) => {
    const created = await rest<{ id: string }>(
      'POST',
      '/bank-accounts',
      manualAccountInput(overrides),
    );
    await rest('POST', `/bank-accounts/${created.id}/balances`, {
      available: balance,
      asOf: '2026-11-22T08:00:00+07:00',
    });
    return created.id;
  };
  const organizationId = tokens.organizationId;
  const operations = await account('100000000.00', { alias: 'BCA Operasional' });
  const payroll = await account('20000000.00', { bankCode: '008', alias: 'Mandiri Payroll' });
  await insertStatementLines(system.db, organizationId, [
    ...dailySales(operations, '2026-08-01', '2026-11-21'),
    ...rentLines(operations),
  ]);
  const customer = (
    await rest<{ node: { id: string } }>(
      'POST',
      '/counterparties',
      counterpartyInput({ alias: 'Toko Pelanggan' }),
    )
  ).node.id;
  const supplier = (
    await rest<{ node: { id: string } }>(
      'POST',
      '/counterparties',
      counterpartyInput({ alias: 'CV Kemasan' }),
    )
  ).node.id;
  const landlord = (
    await rest<{ node: { id: string } }>(
      'POST',
      '/counterparties',
      counterpartyInput({ alias: 'Graha Properti' }),
    )
  ).node.id;
  await rest('POST', '/expected-transactions', {
    date: '2026-11-25',
    counterpartyId: customer,
    description: 'Pelunasan INV-0925',
    amount: '5000000.00',
    direction: 'CREDIT',
  });
  await rest('POST', '/expected-transactions', {
    date: '2026-11-10',
    counterpartyId: supplier,
    description: 'Kemasan Oktober',
    amount: '3000000.00',
    direction: 'DEBIT',
  });
  const bill = await rest<{ node: { id: string } }>('POST', '/bills', {
    date: '2026-11-20',
    dueDate: '2026-12-01',
    category: 'RENT',
    counterpartyId: landlord,
    amount: '15500000.00',
    number: 'INV/GP/12',
  });
  await rest('POST', `/bills/${bill.node.id}/submit`);
  const approved = await callRest(
    system.treasuryUrl,
    'POST',
    `/bills/${bill.node.id}/approve`,
    approver,
  );
  if (approved.status >= 300)
    throw new Error(`approving the bill: ${JSON.stringify(approved.body)}`);
  const transfer = await insertScheduledTransfer(system.db, {
    organizationId,
    from: operations,
    to: payroll,
    date: '2026-11-27',
    amount: '10000000.00',
    fee: '2500.00',
    makerId,
  });
  return { operations, payroll, billId: bill.node.id, transferId: transfer };
}

/** A scheduled transfer between two of the organisation's accounts at BCA and Mandiri, written as the payments module leaves it once approved; answers its id. */
export async function insertScheduledTransfer(
  db: Kysely<TreasuryDatabase>,
  transfer: {
    organizationId: string;
    from: string;
    to: string;
    date: string;
    amount: string;
    fee: string;
    /** Who made it (anyone, unless given). */
    makerId?: string;
  },
): Promise<string> {
  const made = await db
    .insertInto('payment_orders')
    .values({
      organization_id: transfer.organizationId,
      kind: 'TRANSFER',
      source_account_id: transfer.from,
      destination_account_id: transfer.to,
      beneficiary_bank_code: '008',
      beneficiary_account_number: '1230000000',
      beneficiary_account_name: 'PT PEMILIK DATA',
      method: 'BI_FAST',
      currency: 'IDR',
      amount: transfer.amount,
      fee: transfer.fee,
      payment_date: transfer.date,
      status: 'SCHEDULED',
      maker_id: transfer.makerId ?? randomUUID(),
      maker_may_approve: true,
      approvals_required: 1,
      approver_roles: [],
      approval_rule_id: null,
      memo: null,
      notes: null,
      counterparty_id: null,
      counterparty_bank_account_id: null,
      rejected_by: null,
      rejection_reason: null,
      rejected_at: null,
      cancelled_by: null,
      cancellation_reason: null,
      cancelled_at: null,
      failure_reason: null,
      archived_at: null,
      recurrence_unit: null,
      recurrence_every: null,
      recurrence_until: null,
      series_id: null,
      series_start: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return made.id;
}
