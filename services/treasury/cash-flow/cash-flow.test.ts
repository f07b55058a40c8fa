import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_CATEGORIES } from '../../../contracts/treasury/categories.js';
import type {
  CashFlowResponse,
  CashFlowRuleResponse,
} from '../../../contracts/treasury/cash-flow.js';
import { callRest, type Tokens } from '../../../tests/support/factories.js';
import { TEST_TODAY } from '../../../tests/support/system.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { eventually } from '../../../tests/support/eventually.js';
import { categoriesCheckedBy } from '../../../tests/support/migration-checks.js';
import {
  createSnapSandbox,
  newSandboxPartner,
  type SnapSandbox,
} from '../../snap-sandbox/sandbox.js';
import { sandboxCredentials } from '../../../tests/support/payments.js';
import { rowsOf } from '../../../tests/support/database.js';
import {
  createManualAccountRest,
  createSupplierRest,
  endedImportRest,
  enterLineRest,
} from '../../../tests/support/treasury-rest.js';
import { takenUploadId, uploadCsvToTreasury } from '../../../tests/support/csv-uploads.js';

let system: TreasuryUnderTest;
let sandbox: SnapSandbox;
const partner = newSandboxPartner();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed REST answers
type Json = Record<string, any> & { error?: { code: string; field?: string; message: string } };
const call = (method: string, route: string, tokens: Tokens, body?: unknown) =>
  callRest<Json>(system.treasuryUrl, method, route, tokens, body);

let sequence = 0;
/** A manual account of PT ARUS KAS, at Mandiri in rupiah unless told otherwise; a number of the run's own unless given. */
const bankAccount = (tokens: Tokens, currency = 'IDR', bankCode = '008', accountNumber?: string) =>
  createManualAccountRest(system, tokens, {
    bankCode,
    accountName: 'PT ARUS KAS',
    currency,
    ...(accountNumber === undefined ? {} : { accountNumber }),
  });

async function counterparty(tokens: Tokens, alias: string, accountName: string): Promise<string> {
  sequence += 1;
  return createSupplierRest(system, tokens, {
    legalName: `PT ${alias} ${sequence}`,
    alias,
    accountName,
  });
}

const line = (
  tokens: Tokens,
  bankAccountId: string,
  transactionDate: string,
  description: string,
  direction: 'DEBIT' | 'CREDIT',
  amount: string,
) =>
  enterLineRest(system, tokens, { bankAccountId, transactionDate, description, direction, amount });

const rule = (overrides: Record<string, unknown>) => ({
  name: 'Aturan',
  category: 'OTHER',
  direction: null,
  counterpartyId: null,
  descriptionPattern: null,
  amountMin: null,
  amountMax: null,
  ...overrides,
});
const createRule = async (tokens: Tokens, overrides: Record<string, unknown>) => {
  const made = await call('POST', '/cash-flow-rules', tokens, rule(overrides));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as CashFlowRuleResponse;
};

const categoryOf = async (id: string) =>
  (
    await sql<{
      category: string | null;
      category_source: string | null;
    }>`select category, category_source from statement_transactions where id = ${id}`.execute(
      system.service.db,
    )
  ).rows[0];
const rulesOf = (organizationId: string) =>
  rowsOf(
    system.service.db,
    sql<{
      name: string;
      priority: number;
    }>`select name, priority from cash_flow_rules where organization_id = ${organizationId} order by priority`,
  );

beforeAll(async () => {
  sandbox = await createSnapSandbox({
    seed: 'cash-flow-sync',
    now: () => TEST_TODAY,
    partners: [partner],
    accounts: [
      {
        accountNo: '5270004321',
        name: 'PT ARUS KAS',
        openedOn: '2026-10-01',
        openingBalance: '250000000.00',
      },
    ],
  });
  system = await startTreasuryForTest({ snapBaseUrl: () => sandbox.url });
});

afterAll(async () => {
  await system?.stop();
  await sandbox?.stop();
});

describe('categorisation rules', () => {
  it('the database accepts exactly the contract’s categories (migrations/0055-baseline, cash flow rules)', () => {
    expect(
      categoriesCheckedBy(
        new URL('../migrations/0055-baseline.sql', import.meta.url),
        'cash_flow_rules',
      ),
    ).toEqual([...CASH_CATEGORIES]);
  });

  it('a Maker adds rules, tried in the order added; edits, reorders and deletes them; each change is in the activity log', async () => {
    const owner = await system.tokensFor();
    const maker = await system.tokensFor({ organizationId: owner.organizationId, role: 'MAKER' });
    const graha = await counterparty(owner, 'Graha Properti', 'PT GRAHA PROPERTI');
    const rent = await createRule(maker, {
      name: 'Sewa kantor',
      category: 'RENT',
      direction: 'DEBIT',
      counterpartyId: graha,
    });
    expect(rent).toMatchObject({
      priority: 1,
      category: 'RENT',
      direction: 'DEBIT',
      counterparty: { id: graha, alias: 'Graha Properti' },
      descriptionMatch: 'CONTAINS',
      enabled: true,
    });
    const fees = await createRule(maker, {
      name: 'Biaya bank',
      descriptionPattern: 'biaya * txn',
      descriptionMatch: 'WILDCARD',
      amountMax: '25000',
    });
    expect(fees).toMatchObject({
      priority: 2,
      descriptionPattern: 'biaya * txn',
      descriptionMatch: 'WILDCARD',
      amountMin: null,
      amountMax: '25000.00',
    });
    const changed = await call(
      'PUT',
      `/cash-flow-rules/${fees.id}`,
      maker,
      rule({
        name: 'Biaya bank',
        descriptionPattern: 'biaya',
        amountMin: '0',
        amountMax: '30000.5',
        enabled: false,
      }),
    );
    expect(changed.body).toMatchObject({
      priority: 2,
      descriptionPattern: 'biaya',
      descriptionMatch: 'CONTAINS',
      amountMin: '0.00',
      amountMax: '30000.50',
      enabled: false,
    });
    const reordered = await call('PUT', '/cash-flow-rules/order', maker, {
      ruleIds: [fees.id, rent.id],
    });
    expect(
      reordered.body.items.map((item: CashFlowRuleResponse) => [item.name, item.priority]),
    ).toEqual([
      ['Biaya bank', 1],
      ['Sewa kantor', 2],
    ]);
    expect((await call('DELETE', `/cash-flow-rules/${fees.id}`, maker)).status).toBe(204);
    expect(await rulesOf(owner.organizationId)).toEqual([{ name: 'Sewa kantor', priority: 1 }]);
    const log = await sql<{ entity: string; action: string; summary: string }>`
      select entity, action, summary from activity_log where organization_id = ${owner.organizationId} and (entity = 'CASH_FLOW_RULE' or summary like 'Categorisation%') order by occurred_at, id`.execute(
      system.service.db,
    );
    expect(log.rows.map((row) => [row.entity, row.action, row.summary])).toEqual([
      ['CASH_FLOW_RULE', 'CREATED', 'Categorisation rule Sewa kantor created: RENT (priority 1)'],
      ['CASH_FLOW_RULE', 'CREATED', 'Categorisation rule Biaya bank created: OTHER (priority 2)'],
      ['CASH_FLOW_RULE', 'UPDATED', 'Categorisation rule Biaya bank changed'],
      ['ORGANIZATION', 'UPDATED', 'Categorisation rules reordered (2 rules)'],
      ['CASH_FLOW_RULE', 'DELETED', 'Categorisation rule Biaya bank deleted'],
    ]);
  });

  it('a rule goes with its counterparty; the rules after it move up and a new one is tried last', async () => {
    const owner = await system.tokensFor();
    const gone = await counterparty(owner, 'Pemasok Lama', 'PT PEMASOK LAMA');
    await createRule(owner, { name: 'Pertama', descriptionPattern: 'satu' });
    await createRule(owner, { name: 'Pemasok lama', counterpartyId: gone });
    await createRule(owner, { name: 'Ketiga', descriptionPattern: 'tiga' });
    expect((await call('DELETE', `/counterparties/${gone}`, owner)).status).toBe(204);
    const added = await createRule(owner, { name: 'Keempat', descriptionPattern: 'empat' });
    expect(added.priority).toBe(3);
    expect(await rulesOf(owner.organizationId)).toEqual([
      { name: 'Pertama', priority: 1 },
      { name: 'Ketiga', priority: 2 },
      { name: 'Keempat', priority: 3 },
    ]);
  });

  it('bad input is refused naming its field, and nothing is written', async () => {
    const owner = await system.tokensFor();
    const stranger = await system.tokensFor();
    const theirs = await counterparty(stranger, 'Milik Orang Lain', 'PT MILIK ORANG LAIN');
    await createRule(owner, { name: 'Sudah ada', descriptionPattern: 'ada' });
    const refusals = [
      [rule({ name: '  ', descriptionPattern: 'x' }), 'U-TRSY-CF-2', 'name'],
      [rule({ name: 'x'.repeat(81), descriptionPattern: 'x' }), 'U-TRSY-CF-3', 'name'],
      [rule({ name: 'SUDAH ADA', descriptionPattern: 'x' }), 'U-TRSY-CF-4', 'name'],
      [rule({ category: 'HIBURAN', descriptionPattern: 'x' }), 'U-TRSY-CF-5', 'category'],
      [rule({ counterpartyId: theirs }), 'U-TRSY-CF-6', 'counterpartyId'],
      [
        rule({ descriptionPattern: '*?*', descriptionMatch: 'WILDCARD' }),
        'U-TRSY-CF-7',
        'descriptionPattern',
      ],
      [rule({ descriptionPattern: 'x'.repeat(101) }), 'U-TRSY-CF-7', 'descriptionPattern'],
      [rule({ descriptionPattern: 'biaya\u202e' }), 'U-TRSY-CF-7', 'descriptionPattern'],
      [rule({ amountMin: '-5' }), 'U-TRSY-CF-8', 'amountMin'],
      [rule({ amountMax: '12.345' }), 'U-TRSY-CF-8', 'amountMax'],
      [rule({ amountMin: '500', amountMax: '499.99' }), 'U-TRSY-CF-9', 'amountMax'],
      [rule({}), 'U-TRSY-CF-10', undefined],
    ] as const;
    for (const [body, code, field] of refusals) {
      const answer = await call('POST', '/cash-flow-rules', owner, body);
      expect(answer.status, JSON.stringify(body)).not.toBe(201);
      expect(answer.body.error, JSON.stringify(body)).toMatchObject({
        code,
        ...(field ? { field } : {}),
      });
    }
    // A raw regular expression is plain text: it matches only itself.
    const regex = await createRule(owner, { name: 'Regex', descriptionPattern: '(a+)+$' });
    expect(regex.descriptionPattern).toBe('(a+)+$');
    expect((await rulesOf(owner.organizationId)).map((row) => row.name)).toEqual([
      'Sudah ada',
      'Regex',
    ]);
    const stale = await call('PUT', '/cash-flow-rules/order', owner, { ruleIds: [regex.id] });
    expect(stale.body.error).toMatchObject({ code: 'U-TRSY-CF-13' });
    const twice = await call('PUT', '/cash-flow-rules/order', owner, {
      ruleIds: [regex.id, regex.id],
    });
    expect(twice.body.error).toMatchObject({ code: 'U-TRSY-CF-12' });
    expect((await rulesOf(owner.organizationId)).map((row) => row.name)).toEqual([
      'Sudah ada',
      'Regex',
    ]);
  });

  it('another organisation’s rule or line is not found for any use; a member without the permissions is FORBIDDEN', async () => {
    const owner = await system.tokensFor();
    const stranger = await system.tokensFor();
    const mine = await createRule(owner, { name: 'Milik saya', descriptionPattern: 'rahasia' });
    const lineId = await line(
      owner,
      await bankAccount(owner),
      '2026-11-20',
      'SETORAN RAHASIA',
      'CREDIT',
      '1000',
    );
    for (const [method, route, body] of [
      ['PUT', `/cash-flow-rules/${mine.id}`, rule({ name: 'Diambil', descriptionPattern: 'x' })],
      ['DELETE', `/cash-flow-rules/${mine.id}`, undefined],
    ] as const) {
      const answer = await call(method, route, stranger, body);
      expect(answer.status, `${method} ${route}`).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'U-TRSY-CF-1' });
    }
    const correction = await call('PUT', `/cash-flow/lines/${lineId}/category`, stranger, {
      category: 'SALES',
    });
    expect(correction.body.error).toMatchObject({ code: 'U-TRSY-CF-17' });
    expect((await call('GET', '/cash-flow-rules', stranger)).body.items).toEqual([]);
    expect(
      (await call('GET', `/cash-flow/line-categories?ids=${lineId}`, stranger)).body.items,
    ).toEqual([]);
    expect(
      (await call('PUT', '/cash-flow-rules/order', stranger, { ruleIds: [mine.id] })).body.error,
    ).toMatchObject({ code: 'U-TRSY-CF-1', field: 'ruleIds' });
    expect((await call('POST', '/cash-flow-rules/apply', stranger)).body).toMatchObject({
      considered: 0,
      changed: 0,
    });
    expect(await categoryOf(lineId)).toEqual({ category: 'OTHER', category_source: 'RULE' });
    const approver = await system.tokensFor({
      organizationId: owner.organizationId,
      role: 'APPROVER',
    });
    expect((await call('GET', '/cash-flow-rules', approver)).status).toBe(200);
    for (const [method, route, body] of [
      ['POST', '/cash-flow-rules', rule({ name: 'Tidak boleh', descriptionPattern: 'x' })],
      [
        'PUT',
        `/cash-flow-rules/${mine.id}`,
        rule({ name: 'Tidak boleh', descriptionPattern: 'x' }),
      ],
      ['DELETE', `/cash-flow-rules/${mine.id}`, undefined],
      ['PUT', '/cash-flow-rules/order', { ruleIds: [mine.id] }],
      ['POST', '/cash-flow-rules/apply', undefined],
      ['PUT', `/cash-flow/lines/${lineId}/category`, { category: 'SALES' }],
    ] as const) {
      const answer = await call(method, route, approver, body);
      expect(answer.status, `${method} ${route}`).toBe(403);
    }
    const nobody = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['statements:read'],
    });
    for (const route of [
      '/cash-flow-rules',
      '/cash-flow?currency=IDR&from=2026-11-01&to=2026-11-30&granularity=MONTH',
      `/cash-flow/line-categories?ids=${lineId}`,
    ]) {
      expect((await call('GET', route, nobody)).status, route).toBe(403);
    }
    expect(
      (await call('POST', '/cash-flow-rules/preview', nobody, rule({ descriptionPattern: 'x' })))
        .status,
    ).toBe(403);
    const analyst = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['cash-analysis:read'],
    });
    expect(
      (await call('GET', '/cash-flow/lines?currency=IDR&from=2026-11-01&to=2026-11-30', analyst))
        .status,
    ).toBe(403);
    expect(await rulesOf(owner.organizationId)).toEqual([{ name: 'Milik saya', priority: 1 }]);
  });
});

describe('categorising statement transactions', () => {
  it('a statement import: its new lines are categorised by the enabled rules, the first matching by priority winning', async () => {
    const owner = await system.tokensFor();
    const adira = await counterparty(owner, 'Adira', 'ADIRA FINANCE');
    await createRule(owner, {
      name: 'Bunga',
      category: 'INTEREST_INCOME',
      direction: 'CREDIT',
      descriptionPattern: 'bunga',
      descriptionMatch: 'WILDCARD',
    });
    await createRule(owner, { name: 'Pajak', category: 'TAXES', descriptionPattern: 'pajak' });
    await createRule(owner, {
      name: 'Biaya bank',
      category: 'OTHER',
      direction: 'DEBIT',
      descriptionPattern: 'biaya',
      amountMax: '20000',
    });
    await createRule(owner, { name: 'Cicilan', category: 'LOAN_REPAYMENT', counterpartyId: adira });
    await createRule(owner, {
      name: 'Gaji',
      category: 'OTHER_INCOME',
      direction: 'CREDIT',
      descriptionPattern: 'gaji',
    });
    await createRule(owner, {
      name: 'Mati',
      category: 'SALES',
      descriptionPattern: 'setoran',
      enabled: false,
    });
    const bca = await bankAccount(owner, 'IDR', '014', '0183456721');
    const uploadId = await takenUploadId(
      uploadCsvToTreasury(
        system,
        owner,
        'STATEMENT',
        'mutasi.csv',
        readFileSync(
          path.join(import.meta.dirname, '../../../tests/fixtures/statements/bca-personal.csv'),
        ),
      ),
    );
    const started = await call('POST', '/imports', owner, {
      kind: 'STATEMENT',
      uploadId,
      bankAccountId: bca,
    });
    expect(started.status).toBe(202);
    // The import is a job: wait until it has ended, then say how.
    const imported = await endedImportRest(system, owner, started.body.id as string, 20_000, 50);
    expect(imported.status).toBe('COMPLETED');
    const lines = await sql<{
      description: string;
      category: string | null;
      category_source: string | null;
      rule: string | null;
    }>`
      select t.description, t.category, t.category_source, r.name as rule from statement_transactions t left join cash_flow_rules r on r.id = t.category_rule_id
      where t.bank_account_id = ${bca} order by t.transaction_date, t.line_number`.execute(
      system.service.db,
    );
    const categoryOfLine = (start: string) =>
      lines.rows.find((row) => row.description.startsWith(start));
    expect(categoryOfLine('BUNGA')).toMatchObject({
      category: 'INTEREST_INCOME',
      category_source: 'RULE',
      rule: 'Bunga',
    });
    // "PAJAK BUNGA" is not the whole of "bunga": the wildcard leaves it to the next rule.
    expect(categoryOfLine('PAJAK BUNGA')).toMatchObject({ category: 'TAXES', rule: 'Pajak' });
    expect(categoryOfLine('BIAYA ADM')).toMatchObject({ category: 'OTHER', rule: 'Biaya bank' });
    expect(categoryOfLine('BI-FAST DB BIF BIAYA TXN')).toMatchObject({
      category: 'OTHER',
      rule: 'Biaya bank',
    });
    expect(categoryOfLine('TRSF E-BANKING DB 1510')).toMatchObject({
      category: 'LOAN_REPAYMENT',
      rule: 'Cicilan',
    });
    expect(categoryOfLine('TRSF E-BANKING CR 0110')).toMatchObject({
      category: 'OTHER_INCOME',
      rule: 'Gaji',
    });
    // A disabled rule categorises nothing; a line no rule matches has no category, never a silent OTHER.
    expect(categoryOfLine('SETORAN TUNAI')).toMatchObject({
      category: null,
      category_source: null,
    });
    expect(lines.rows.filter((row) => row.category === null)).toHaveLength(lines.rows.length - 6);
  });

  it('lines synced from the bank’s API are categorised as they arrive, in the sync’s transaction', async () => {
    const owner = await system.tokensFor();
    await createRule(owner, { name: 'Semua masuk', category: 'SALES', direction: 'CREDIT' });
    const made = await call('POST', '/bank-accounts', owner, {
      bankCode: '014',
      accountNumber: '5270004321',
      accountName: 'PT ARUS KAS',
      alias: 'API Arus Kas',
      currency: 'IDR',
      connectionType: 'API',
      credentials: sandboxCredentials(partner),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const account = made.body.id as string;
    expect(
      (
        await call('POST', `/bank-accounts/${account}/sync-schedule`, owner, {
          intervalMinutes: 60,
        })
      ).status,
    ).toBe(201);
    // The first sync is a job: wait until it has run, then say how it ended.
    let status: string | null = null;
    await eventually(
      async () => {
        status =
          ((await call('GET', `/bank-accounts/${account}/sync-schedule`, owner)).body.lastStatus as
            string | null) ?? null;
        return status !== null;
      },
      15_000,
      50,
    );
    expect(status).toBe('SUCCEEDED');
    const lines = await sql<{
      direction: string;
      category: string | null;
      category_source: string | null;
    }>`
      select direction, category, category_source from statement_transactions where bank_account_id = ${account}`.execute(
      system.service.db,
    );
    const credits = lines.rows.filter((row) => row.direction === 'CREDIT');
    expect(credits.length).toBeGreaterThan(0);
    expect(credits.every((row) => row.category === 'SALES' && row.category_source === 'RULE')).toBe(
      true,
    );
    expect(
      lines.rows.filter((row) => row.direction === 'DEBIT').every((row) => row.category === null),
    ).toBe(true);
  });

  it('a line entered by hand is categorised at once; a person’s correction is never overwritten by the rules and can be handed back to them', async () => {
    const owner = await system.tokensFor();
    const account = await bankAccount(owner);
    const sales = await createRule(owner, {
      name: 'Penjualan',
      category: 'SALES',
      direction: 'CREDIT',
      descriptionPattern: 'penjualan',
    });
    const id = await line(
      owner,
      account,
      '2026-11-18',
      'PENJUALAN TOKO CIKINI',
      'CREDIT',
      '3250000',
    );
    expect(await categoryOf(id)).toEqual({ category: 'SALES', category_source: 'RULE' });
    const corrected = await call('PUT', `/cash-flow/lines/${id}/category`, owner, {
      category: 'financing',
    });
    expect(corrected.body).toEqual({
      id,
      category: 'FINANCING',
      categorySource: 'MANUAL',
      ruleId: null,
    });
    // Applying the rules and changing them leave the correction as it is.
    expect((await call('POST', '/cash-flow-rules/apply', owner)).body).toEqual({
      considered: 0,
      changed: 0,
      categorised: 0,
      uncategorised: 0,
    });
    await call(
      'PUT',
      `/cash-flow-rules/${sales.id}`,
      owner,
      rule({ name: 'Penjualan', category: 'OTHER_INCOME', descriptionPattern: 'penjualan' }),
    );
    await call('POST', '/cash-flow-rules/apply', owner);
    expect(await categoryOf(id)).toEqual({ category: 'FINANCING', category_source: 'MANUAL' });
    const bad = await call('PUT', `/cash-flow/lines/${id}/category`, owner, {
      category: 'HIBURAN',
    });
    expect(bad.body.error).toMatchObject({ code: 'U-TRSY-CF-5', field: 'category' });
    expect(await categoryOf(id)).toEqual({ category: 'FINANCING', category_source: 'MANUAL' });
    const handedBack = await call('PUT', `/cash-flow/lines/${id}/category`, owner, {
      category: null,
    });
    expect(handedBack.body).toEqual({
      id,
      category: 'OTHER_INCOME',
      categorySource: 'RULE',
      ruleId: sales.id,
    });
    const log = await sql<{
      summary: string;
    }>`select summary from activity_log where entity = 'STATEMENT_TRANSACTION' and entity_id = ${id} and action = 'UPDATED' order by occurred_at, id`.execute(
      system.service.db,
    );
    expect(log.rows.map((row) => row.summary)).toEqual([
      'Statement transaction of IDR 3250000.00 on 2026-11-18 categorised as FINANCING',
      'Statement transaction of IDR 3250000.00 on 2026-11-18 handed back to the categorisation rules',
    ]);
  });

  it('applying the rules to the lines already there counts what changed; a line of a counterparty’s matched item follows that counterparty', async () => {
    const owner = await system.tokensFor();
    const account = await bankAccount(owner);
    const supplier = await counterparty(owner, 'Mitra Logistik', 'PT MITRA LOGISTIK');
    const shipping = await line(
      owner,
      account,
      '2026-11-10',
      'BIFAST 88123 INV 0871',
      'DEBIT',
      '18725000',
    );
    const named = await line(
      owner,
      account,
      '2026-11-11',
      'TRF KE PT MITRA LOGISTIK',
      'DEBIT',
      '500000',
    );
    const other = await line(owner, account, '2026-11-12', 'TARIKAN ATM', 'DEBIT', '1000000');
    const expected = await call('POST', '/expected-transactions', owner, {
      date: '2026-11-10',
      counterpartyId: supplier,
      description: 'Jasa kirim',
      amount: '18725000',
      direction: 'DEBIT',
    });
    expect(expected.status, JSON.stringify(expected.body)).toBe(201);
    const matched = await call('POST', '/reconciliations', owner, {
      statementTransactionIds: [shipping],
      items: [{ kind: 'EXPECTED_TRANSACTION', id: expected.body.node.id }],
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(201);
    await createRule(owner, { name: 'Logistik', category: 'LOGISTICS', counterpartyId: supplier });
    const preview = await call('POST', '/cash-flow-rules/preview', owner, {
      category: 'LOGISTICS',
      direction: null,
      counterpartyId: supplier,
      descriptionPattern: null,
      amountMin: null,
      amountMax: null,
    });
    expect(preview.body).toMatchObject({
      considered: 3,
      truncated: false,
      matching: 2,
      uncategorised: 2,
      corrected: 0,
    });
    expect(preview.body.sample.map((sample: { id: string }) => sample.id).sort()).toEqual(
      [shipping, named].sort(),
    );
    const applied = await call('POST', '/cash-flow-rules/apply', owner);
    expect(applied.body).toEqual({ considered: 3, changed: 2, categorised: 2, uncategorised: 1 });
    expect(await categoryOf(shipping)).toEqual({ category: 'LOGISTICS', category_source: 'RULE' });
    expect(await categoryOf(named)).toEqual({ category: 'LOGISTICS', category_source: 'RULE' });
    expect(await categoryOf(other)).toEqual({ category: null, category_source: null });
    // Again: nothing changes. With the rule deleted, its lines lose the category at the next apply.
    expect((await call('POST', '/cash-flow-rules/apply', owner)).body).toMatchObject({
      changed: 0,
    });
    const [only] = (await call('GET', '/cash-flow-rules', owner)).body
      .items as CashFlowRuleResponse[];
    await call('DELETE', `/cash-flow-rules/${only!.id}`, owner);
    expect(await categoryOf(named)).toEqual({ category: 'LOGISTICS', category_source: 'RULE' });
    expect((await call('POST', '/cash-flow-rules/apply', owner)).body).toEqual({
      considered: 3,
      changed: 2,
      categorised: 0,
      uncategorised: 3,
    });
    expect(await categoryOf(named)).toEqual({ category: null, category_source: null });
  });
});

describe('the cash flow report', () => {
  it('a worked example: inflows and outflows per category and month in one currency, uncategorised as its own row, archived lines and other currencies left out', async () => {
    const owner = await system.tokensFor();
    const [operasional, payroll, dollars] = [
      await bankAccount(owner),
      await bankAccount(owner),
      await bankAccount(owner, 'USD'),
    ];
    await createRule(owner, {
      name: 'Penjualan',
      category: 'SALES',
      direction: 'CREDIT',
      descriptionPattern: 'penjualan',
    });
    await createRule(owner, {
      name: 'Sewa',
      category: 'RENT',
      direction: 'DEBIT',
      descriptionPattern: 'graha properti',
    });
    await createRule(owner, {
      name: 'Gaji',
      category: 'PAYROLL',
      direction: 'DEBIT',
      descriptionPattern: 'gaji',
    });
    await line(owner, operasional, '2026-10-14', 'PENJUALAN TOKO', 'CREDIT', '1000000');
    await line(owner, operasional, '2026-10-15', 'PENJUALAN TOKO', 'CREDIT', '12500000.50');
    await line(owner, operasional, '2026-10-31', 'TRF GRAHA PROPERTI SEWA', 'DEBIT', '45000000');
    await line(owner, operasional, '2026-11-01', 'PENJUALAN TOKO', 'CREDIT', '7250000.25');
    await line(owner, operasional, '2026-11-05', 'BIAYA ADM', 'DEBIT', '2500');
    const deposit = await line(
      owner,
      operasional,
      '2026-11-10',
      'SETORAN TUNAI',
      'CREDIT',
      '300000',
    );
    const archived = await line(
      owner,
      operasional,
      '2026-11-20',
      'TRF GRAHA PROPERTI DENDA',
      'DEBIT',
      '1000000',
    );
    await line(owner, payroll, '2026-11-21', 'GAJI NOV', 'DEBIT', '5000000.75');
    await line(owner, dollars, '2026-11-02', 'PENJUALAN EKSPOR', 'CREDIT', '1000');
    await call('PUT', `/cash-flow/lines/${deposit}/category`, owner, { category: 'OTHER_INCOME' });
    await sql`update statement_transactions set archived_at = now() where id = ${archived}`.execute(
      system.service.db,
    );

    const report = await call(
      'GET',
      '/cash-flow?currency=IDR&from=2026-10-15&to=2026-11-22&granularity=MONTH',
      owner,
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body as CashFlowResponse).toEqual({
      currency: 'IDR',
      from: '2026-10-15',
      to: '2026-11-22',
      granularity: 'MONTH',
      periods: [
        {
          start: '2026-10-15',
          end: '2026-10-31',
          inflow: '12500000.50',
          outflow: '45000000.00',
          net: '-32499999.50',
        },
        {
          start: '2026-11-01',
          end: '2026-11-22',
          inflow: '7550000.25',
          outflow: '5002500.75',
          net: '2547499.50',
        },
      ],
      inflows: [
        {
          category: 'SALES',
          amounts: ['12500000.50', '7250000.25'],
          total: '19750000.75',
          lineCount: 2,
        },
        {
          category: 'OTHER_INCOME',
          amounts: ['0.00', '300000.00'],
          total: '300000.00',
          lineCount: 1,
        },
        { category: null, amounts: ['0.00', '0.00'], total: '0.00', lineCount: 0 },
      ],
      outflows: [
        { category: 'RENT', amounts: ['45000000.00', '0.00'], total: '45000000.00', lineCount: 1 },
        { category: 'PAYROLL', amounts: ['0.00', '5000000.75'], total: '5000000.75', lineCount: 1 },
        { category: null, amounts: ['0.00', '2500.00'], total: '2500.00', lineCount: 1 },
      ],
      totalInflow: '20050000.75',
      totalOutflow: '50002500.75',
      net: '-29952500.00',
    });

    const weekly = await call(
      'GET',
      '/cash-flow?currency=IDR&from=2026-10-26&to=2026-11-08&granularity=WEEK',
      owner,
    );
    expect(weekly.body.periods).toEqual([
      {
        start: '2026-10-26',
        end: '2026-11-01',
        inflow: '7250000.25',
        outflow: '45000000.00',
        net: '-37749999.75',
      },
      {
        start: '2026-11-02',
        end: '2026-11-08',
        inflow: '0.00',
        outflow: '2500.00',
        net: '-2500.00',
      },
    ]);
    const usd = await call(
      'GET',
      '/cash-flow?currency=USD&from=2026-11-01&to=2026-11-30&granularity=MONTH',
      owner,
    );
    expect(usd.body).toMatchObject({
      totalInflow: '1000.00',
      totalOutflow: '0.00',
      inflows: [{ category: 'SALES', amounts: ['1000.00'] }, { category: null }],
    });

    // The lines behind a figure: the uncategorised outflows of November, and the sales of the whole range.
    const uncategorised = await call(
      'GET',
      '/cash-flow/lines?currency=IDR&from=2026-11-01&to=2026-11-22&direction=DEBIT&category=UNCATEGORISED',
      owner,
    );
    expect(uncategorised.body).toMatchObject({
      totalCount: 1,
      total: '2500.00',
      items: [
        {
          node: {
            line: { description: 'BIAYA ADM', amount: '2500.00' },
            category: { category: null },
          },
        },
      ],
    });
    const salesPage = await call(
      'GET',
      '/cash-flow/lines?currency=IDR&from=2026-10-15&to=2026-11-22&category=SALES&first=1',
      owner,
    );
    expect(salesPage.body).toMatchObject({
      totalCount: 2,
      total: '19750000.75',
      pageInfo: { hasNextPage: true },
    });
    expect(salesPage.body.items[0].node.line.transactionDate).toBe('2026-11-01');
    const next = await call(
      'GET',
      `/cash-flow/lines?currency=IDR&from=2026-10-15&to=2026-11-22&category=SALES&first=1&after=${salesPage.body.pageInfo.endCursor as string}`,
      owner,
    );
    expect(
      next.body.items.map(
        (item: { node: { line: { transactionDate: string } } }) => item.node.line.transactionDate,
      ),
    ).toEqual(['2026-10-15']);
    expect(next.body.pageInfo.hasNextPage).toBe(false);
  });

  it('refuses a bad range, too many periods and another currency’s code, naming the field', async () => {
    const owner = await system.tokensFor();
    const ask = (query: string) => call('GET', `/cash-flow?${query}`, owner);
    // Without a range: the last three calendar months up to the organisation's today.
    const byDefault = await ask('currency=IDR&granularity=MONTH');
    expect(byDefault.body).toMatchObject({
      from: '2026-09-01',
      to: '2026-11-22',
      periods: [
        { start: '2026-09-01' },
        { start: '2026-10-01' },
        { start: '2026-11-01', end: '2026-11-22' },
      ],
    });
    expect(
      (await ask('currency=IDR&from=2026-02-30&to=2026-03-31&granularity=MONTH')).body.error,
    ).toMatchObject({ code: 'U-TRSY-CF-14', field: 'from' });
    expect(
      (await ask('currency=IDR&from=2026-03-01&to=kemarin&granularity=MONTH')).body.error,
    ).toMatchObject({ code: 'U-TRSY-CF-14', field: 'to' });
    expect(
      (await ask('currency=IDR&from=2026-04-01&to=2026-03-31&granularity=MONTH')).body.error,
    ).toMatchObject({ code: 'U-TRSY-CF-15', field: 'from' });
    expect(
      (await ask('currency=IDR&from=2021-01-01&to=2026-01-31&granularity=MONTH')).body.error,
    ).toMatchObject({ code: 'U-TRSY-CF-16', field: 'to' });
    expect((await ask('currency=IDR&from=2021-01-01&to=2025-12-31&granularity=MONTH')).status).toBe(
      200,
    );
    expect((await ask('currency=IDR&from=2026-01-01&to=2026-12-31&granularity=WEEK')).status).toBe(
      200,
    );
    expect(
      (await ask('currency=IDR&from=2025-06-01&to=2026-12-31&granularity=WEEK')).body.error,
    ).toMatchObject({ code: 'U-TRSY-CF-16' });
    expect((await ask('currency=EUR&from=2026-01-01&to=2026-01-31&granularity=MONTH')).status).toBe(
      400,
    );
    expect(
      (
        await call(
          'GET',
          '/cash-flow/lines?currency=IDR&from=2026-01-01&to=2026-01-31&category=HIBURAN',
          owner,
        )
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-CF-5', field: 'category' });
    expect(
      (
        await call(
          'GET',
          '/cash-flow/lines?currency=IDR&from=2026-01-01&to=2026-01-31&after=bukan',
          owner,
        )
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-CF-18' });
  });
});
