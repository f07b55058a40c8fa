import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ImportResponse } from '../../../contracts/treasury/imports.js';
import type {
  PaymentListResponse,
  PaymentOrderResponse,
} from '../../../contracts/treasury/payments.js';
import { endedImportRest } from '../../../tests/support/treasury-rest.js';
import {
  addMember,
  changeControlsRest,
  createCounterpartyRest,
  createOrganization,
  type RestAnswer,
  signInRest,
  type Tokens,
} from '../../../tests/support/factories.js';
import { createApiAccountRest, nextAccountNumber } from '../../../tests/support/payments.js';
import { TEST_DATE } from '../../../tests/support/system.js';
import { systemSuite } from '../../../tests/support/system-suite.js';
import { countOf } from '../../../tests/support/database.js';
import { latestActivityRest } from '../../../tests/support/activity.js';
import { takenUploadId, uploadCsvToTreasury } from '../../../tests/support/csv-uploads.js';

const suite = systemSuite();
const call = suite.treasury;
const controls = (tokens: Tokens, body: Record<string, boolean>) =>
  changeControlsRest(suite.system, tokens, body);

/** An internal account with an API connection (at BCA unless told), named by its alias. */
const internalAccount = (tokens: Tokens, alias: string, overrides: Record<string, unknown> = {}) =>
  createApiAccountRest(suite.system, tokens, { alias, ...overrides });

type Org = {
  organizationId: string;
  owner: Tokens;
  mandiriNumber: string;
  bcaNumber: string;
  operasional: { id: string; accountNumber: string };
};

/**
 * An organisation with two API accounts of its entity (`Operasional` at BCA,
 * `Cadangan` at Mandiri) and a counterparty `Sinar Abadi` with an account at
 * Mandiri and one at BCA. Aliases are unique per organisation only: another
 * organisation made here holds the same names.
 */
async function organisation(): Promise<Org> {
  const { organizationId, owner } = await createOrganization(suite.system);
  const tokens = await signInRest(suite.system, owner);
  const operasional = await internalAccount(tokens, 'Operasional');
  await internalAccount(tokens, 'Cadangan', { bankCode: '008' });
  const mandiriNumber = nextAccountNumber();
  const bcaNumber = nextAccountNumber();
  await createCounterpartyRest(suite.system, tokens, {
    alias: 'Sinar Abadi',
    taxNumber: '012345678901234',
    bankAccounts: [
      { bankCode: '008', accountNumber: mandiriNumber, accountName: 'PT SINAR ABADI' },
      { bankCode: '014', accountNumber: bcaNumber, accountName: 'PT SINAR ABADI' },
    ],
  });
  return { organizationId, owner: tokens, mandiriNumber, bcaNumber, operasional };
}

async function upload(tokens: Tokens, purpose: 'PAYMENTS' | 'TRANSFERS', content: string) {
  const answer = await uploadCsvToTreasury(
    suite.system,
    tokens,
    purpose,
    `${purpose.toLowerCase()}.csv`,
    content,
  );
  return { status: answer.status, body: (await answer.json()) as RestAnswer & { id: string } };
}

/** Waits until the import has ended, as its watchers see it. */
const ended = (tokens: Tokens, id: string) => endedImportRest(suite.system, tokens, id, 20_000, 25);

async function importFile(
  tokens: Tokens,
  kind: 'PAYMENTS' | 'TRANSFERS',
  content: string,
): Promise<ImportResponse> {
  const uploadId = await takenUploadId(
    uploadCsvToTreasury(suite.system, tokens, kind, `${kind.toLowerCase()}.csv`, content),
  );
  const started = await call<ImportResponse>('POST', '/imports', tokens, { kind, uploadId });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return ended(tokens, started.body.id);
}

/** A file held for a confirmation by one warning, the issue it names: nothing is made until it is confirmed. */
function expectHeldByOneWarning(
  result: ImportResponse,
  warning: Partial<ImportResponse['issues'][number]>,
) {
  expect(result).toMatchObject({ status: 'NEEDS_CONFIRMATION', created: 0, warningCount: 1 });
  expect(result.issues).toEqual([expect.objectContaining({ ...warning, severity: 'warning' })]);
}

const orders = async (tokens: Tokens, kind: 'PAYMENT' | 'TRANSFER') =>
  (
    await call<PaymentListResponse>('GET', `/payment-orders?kind=${kind}&first=100`, tokens)
  ).body.items
    .map((edge) => edge.node)
    .sort((a, b) => a.amount.localeCompare(b.amount));
const orderCount = async (organizationId: string) =>
  countOf(
    suite.system.treasury.db,
    sql`select count(*) from payment_orders where organization_id = ${organizationId}`,
  );

const PAYMENTS_HEADER =
  'source_account,counterparty_alias,beneficiary_bank_code,beneficiary_account_number,method,amount,currency,payment_date,memo,notes,repeat_unit,repeat_every,repeat_until';
const TRANSFERS_HEADER =
  'source_account,destination_account,method,amount,currency,payment_date,memo,notes,repeat_unit,repeat_every,repeat_until';
const [year, month, day] = TEST_DATE.split('-');
const dayFirst = `${day}/${month}/${year}`;
const template = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, `../../../web/public/templates/${name}`), 'utf8');

describe('importing payments and transfers from CSV', () => {
  it('a file of payments makes orders that need approval, each judged as a single create: method, fee, beneficiary, recurrence', async () => {
    const org = await organisation();
    const file = [
      PAYMENTS_HEADER,
      // The source by alias (any case), BI-FAST written as people write it, a date day first.
      `operasional,Sinar Abadi,008,${org.mandiriNumber},BI-FAST,15000000.00,IDR,${dayFirst},INV/2026/11/0042,Sewa gudang,,,`,
      // The source by its account number; a counterparty account at the same bank is Same Bank, free; monthly until the spring.
      `${org.operasional.accountNumber},sinar abadi,14,${org.bcaNumber},,2500000.50,,${TEST_DATE},,,MONTHS,1,2027-03-31`,
    ].join('\n');
    const result = await importFile(org.owner, 'PAYMENTS', file);
    expect(result, JSON.stringify(result.issues)).toMatchObject({
      status: 'COMPLETED',
      rowsRead: 2,
      created: 2,
      errorCount: 0,
      warningCount: 0,
      issues: [],
    });
    expect(result.summary).toMatchObject({
      ordersCount: '2',
      totalIDR: '17500000.50',
      feesIDR: '2500.00',
      firstDate: TEST_DATE,
      lastDate: TEST_DATE,
    });
    const made = await orders(org.owner, 'PAYMENT');
    expect(made).toHaveLength(2);
    expect(made[0]).toMatchObject({
      status: 'NEEDS_APPROVAL',
      method: 'BI_FAST',
      amount: '15000000.00',
      fee: '2500.00',
      paymentDate: TEST_DATE,
      memo: 'INV/2026/11/0042',
      notes: 'Sewa gudang',
      beneficiary: {
        bankCode: '008',
        accountNumber: org.mandiriNumber,
        accountName: 'PT SINAR ABADI',
      },
      recurrence: null,
      makerMayApprove: false,
    });
    expect(made[1]).toMatchObject({
      status: 'NEEDS_APPROVAL',
      method: 'SAME_BANK',
      amount: '2500000.50',
      fee: '0.00',
      recurrence: { unit: 'MONTHS', every: 1, until: '2027-03-31' },
    });
    const log = await latestActivityRest(suite.system.treasuryUrl, org.owner, 5);
    expect(log.map((item) => `${item.entity} ${item.action}`)).toEqual(
      expect.arrayContaining(['PAYMENT CREATED', 'IMPORT CREATED']),
    );
    expect(log.find((item) => item.entity === 'IMPORT')?.summary).toBe(
      'Imported 2 payment records from payments.csv',
    );
  });

  it('a file of transfers moves money between the entity’s accounts, by alias or account number', async () => {
    const org = await organisation();
    const file = [
      TRANSFERS_HEADER,
      `Operasional,Cadangan,RTGS,150000000,IDR,${TEST_DATE},Top up,,,,`,
      `Cadangan,${org.operasional.accountNumber},SKN,1000000,IDR,${TEST_DATE},,,,,`,
    ].join('\r\n');
    const result = await importFile(org.owner, 'TRANSFERS', file);
    expect(result, JSON.stringify(result.issues)).toMatchObject({
      status: 'COMPLETED',
      created: 2,
    });
    const made = await orders(org.owner, 'TRANSFER');
    expect(
      made.map((order) => [order.kind, order.status, order.method, order.amount, order.fee]),
    ).toEqual([
      ['TRANSFER', 'NEEDS_APPROVAL', 'SKN', '1000000.00', '2900.00'],
      ['TRANSFER', 'NEEDS_APPROVAL', 'RTGS', '150000000.00', '25000.00'],
    ]);
    expect(await orders(org.owner, 'PAYMENT')).toEqual([]);
  });

  it('the downloadable templates import as they are once their names exist', async () => {
    const org = await organisation();
    await internalAccount(org.owner, 'BCA Operasional');
    await internalAccount(org.owner, 'Mandiri Payroll', { bankCode: '008' });
    await createCounterpartyRest(suite.system, org.owner, {
      alias: 'Kertas Nusantara',
      taxNumber: '012345678901234',
      bankAccounts: [
        { bankCode: '008', accountNumber: '1234567890', accountName: 'PT KERTAS NUSANTARA' },
      ],
    });
    // The templates' dates are after the tests' today.
    const payments = await importFile(org.owner, 'PAYMENTS', template('payments-template.csv'));
    expect(payments, JSON.stringify(payments.issues)).toMatchObject({
      status: 'COMPLETED',
      errorCount: 0,
      created: 2,
    });
    const transfers = await importFile(org.owner, 'TRANSFERS', template('transfers-template.csv'));
    expect(transfers, JSON.stringify(transfers.issues)).toMatchObject({
      status: 'COMPLETED',
      errorCount: 0,
      created: 2,
    });
  });

  it('one broken row blocks the whole file, naming its row and column with the rule’s own code, and nothing is written', async () => {
    const org = await organisation();
    const file = [
      PAYMENTS_HEADER,
      `Operasional,Sinar Abadi,008,${org.mandiriNumber},BI_FAST,1000000,IDR,${TEST_DATE},,,,,`,
      `Operasional,Sinar Abadi,008,${org.mandiriNumber},BI_FAST,2000000,IDR,2026-01-05,,,,,`,
      `Operasional,Sinar Abadi,008,${org.mandiriNumber},BI_FAST,300000000,IDR,${TEST_DATE},,,,,`,
      `Operasional,Sinar Abadi,008,${org.mandiriNumber},CEK,1000,USD,${TEST_DATE},,,,,`,
      `Operasional,Sinar Abadi,008,999999,BI_FAST,,IDR,${TEST_DATE},,,,,`,
    ].join('\n');
    const result = await importFile(org.owner, 'PAYMENTS', file);
    expect(result.status).toBe('BLOCKED');
    expect(result.created).toBe(0);
    expect(
      result.issues.map((issue) => [issue.row, issue.field, issue.code, issue.severity]),
    ).toEqual([
      [3, 'payment_date', 'U-TRSY-TRF-1', 'error'],
      [4, 'amount', 'U-TRSY-TRF-22', 'error'],
      [5, 'method', 'U-TRSY-PI-10', 'error'],
      [5, 'currency', 'U-TRSY-PI-11', 'error'],
      [6, 'beneficiary_account_number', 'U-TRSY-PI-9', 'error'],
      [6, 'amount', 'U-TRSY-PI-4', 'error'],
    ]);
    expect(result.issues[0]!.message).toBe('Row 3: The payment date cannot be in the past.');
    expect(await orderCount(org.organizationId)).toBe(0);

    const missing = await importFile(
      org.owner,
      'PAYMENTS',
      'source_account,amount,payment_date\nOperasional,1000,2026-11-22\n',
    );
    expect(missing.status).toBe('BLOCKED');
    expect(missing.issues.map((issue) => [issue.row, issue.field, issue.code])).toEqual([
      [1, 'counterparty_alias', 'U-TRSY-PI-2'],
      [1, 'beneficiary_bank_code', 'U-TRSY-PI-2'],
      [1, 'beneficiary_account_number', 'U-TRSY-PI-2'],
    ]);
    expect(
      (await importFile(org.owner, 'TRANSFERS', `${TRANSFERS_HEADER}\n`)).issues.map(
        (issue) => issue.code,
      ),
    ).toEqual(['U-TRSY-PI-3']);
  });

  it('names what only a file can get wrong: a number two accounts share, an unknown repeat unit, a value too long, too many rows', async () => {
    const org = await organisation();
    // The same number at another bank: only its alias tells them apart.
    await internalAccount(org.owner, 'Operasional Mandiri', {
      bankCode: '008',
      accountNumber: org.operasional.accountNumber,
    });
    const file = [
      TRANSFERS_HEADER,
      `${org.operasional.accountNumber},Cadangan,BI_FAST,1000,IDR,${TEST_DATE},,,,,`,
      `Operasional,Cadangan,BI_FAST,1000,IDR,${TEST_DATE},,,FORTNIGHTS,1,`,
      `Operasional,Cadangan,BI_FAST,1000,IDR,${TEST_DATE},${'m'.repeat(501)},,,,`,
      `Operasional,Cadangan,BI_FAST,1000,IDR,${TEST_DATE},,,DAYS,400,`,
    ].join('\n');
    const result = await importFile(org.owner, 'TRANSFERS', file);
    expect(
      result.issues.map((issue) => [issue.row, issue.field, issue.code, issue.expected ?? null]),
    ).toEqual([
      [2, 'source_account', 'U-TRSY-PI-7', null],
      [3, 'repeat_unit', 'U-TRSY-PI-12', null],
      [4, 'memo', 'U-TRSY-PI-5', '500'],
      [5, 'repeat_every', 'U-TRSY-TRF-34', null],
    ]);
    const rows = Array.from(
      { length: 5_001 },
      () => `Nowhere,Cadangan,BI_FAST,1000,IDR,${TEST_DATE},,,,,`,
    );
    const large = await importFile(org.owner, 'TRANSFERS', [TRANSFERS_HEADER, ...rows].join('\n'));
    expect(large).toMatchObject({ status: 'BLOCKED', rowsRead: 5_000, created: 0 });
    expect(large.issues[0]).toMatchObject({
      row: 0,
      field: 'file',
      code: 'U-TRSY-PI-15',
      expected: '5000',
    });
    expect(large.issues).toHaveLength(1_000);
    expect(await orderCount(org.organizationId)).toBe(0);
  });

  it('another organisation’s aliases and account numbers are not found', async () => {
    const org = await organisation();
    const stranger = await organisation();
    // Names only the stranger holds.
    await internalAccount(stranger.owner, 'Rekening Asing');
    await createCounterpartyRest(suite.system, stranger.owner, {
      alias: 'Rekanan Asing',
      taxNumber: '012345678901234',
    });
    const payments = await importFile(
      org.owner,
      'PAYMENTS',
      [
        PAYMENTS_HEADER,
        `Rekening Asing,Sinar Abadi,008,${org.mandiriNumber},BI_FAST,1000,IDR,${TEST_DATE},,,,,`,
        `${stranger.operasional.accountNumber},Rekanan Asing,014,123,BI_FAST,1000,IDR,${TEST_DATE},,,,,`,
        // The same alias in both organisations: the stranger's account number is not this one's counterparty's.
        `Operasional,Sinar Abadi,008,${stranger.mandiriNumber},BI_FAST,1000,IDR,${TEST_DATE},,,,,`,
      ].join('\n'),
    );
    expect(payments.issues.map((issue) => [issue.row, issue.field, issue.code])).toEqual([
      [2, 'source_account', 'U-TRSY-PI-6'],
      [3, 'source_account', 'U-TRSY-PI-6'],
      [3, 'counterparty_alias', 'U-TRSY-PI-8'],
      [4, 'beneficiary_account_number', 'U-TRSY-PI-9'],
    ]);
    const transfers = await importFile(
      org.owner,
      'TRANSFERS',
      `${TRANSFERS_HEADER}\nOperasional,${stranger.operasional.accountNumber},,1000,IDR,${TEST_DATE},,,,,\n`,
    );
    expect(transfers.issues.map((issue) => [issue.row, issue.field, issue.code])).toEqual([
      [2, 'destination_account', 'U-TRSY-PI-6'],
    ]);
    expect(await orderCount(org.organizationId)).toBe(0);
    expect(await orderCount(stranger.organizationId)).toBe(0);
    // Nor is an import of another organisation seen.
    expect((await call('GET', `/imports/${transfers.id}`, stranger.owner)).status).toBe(404);
  });

  it('the same order twice in the file, or one that exists, waits for a confirmation; confirmed, it is made', async () => {
    const org = await organisation();
    const row = `Operasional,Sinar Abadi,008,${org.mandiriNumber},BI_FAST,1000000,IDR,${TEST_DATE},,,,,`;
    const twice = await importFile(org.owner, 'PAYMENTS', [PAYMENTS_HEADER, row, row].join('\n'));
    expectHeldByOneWarning(twice, { row: 3, field: 'amount', code: 'U-TRSY-PI-13', expected: '2' });
    expect(await orderCount(org.organizationId)).toBe(0);
    expect((await call('POST', `/imports/${twice.id}/confirm`, org.owner)).status).toBe(202);
    expect(await ended(org.owner, twice.id)).toMatchObject({ status: 'COMPLETED', created: 2 });
    expect(await orderCount(org.organizationId)).toBe(2);

    const again = await importFile(org.owner, 'PAYMENTS', [PAYMENTS_HEADER, row].join('\n'));
    expect(again).toMatchObject({ status: 'NEEDS_CONFIRMATION', created: 0 });
    expect(again.issues.map((issue) => [issue.row, issue.code])).toEqual([[2, 'U-TRSY-PI-14']]);
    expect(await orderCount(org.organizationId)).toBe(2);
  });

  it('when rows together take the source account below its available balance, the row that tips it waits for a confirmation saying what lacks; under the refusal control it blocks the file and nothing is made', async () => {
    const org = await organisation();
    expect(
      (
        await call('POST', `/bank-accounts/${org.operasional.id}/balances`, org.owner, {
          available: '5000000.00',
        })
      ).status,
    ).toBe(201);
    const row = (amount: string) =>
      `Operasional,Sinar Abadi,008,${org.mandiriNumber},BI_FAST,${amount},IDR,${TEST_DATE},,,,,`;
    // 3,000,000 + 2,500 fits; the next 2,000,000 + 2,500 finds 1,997,500 left: 5,000 short.
    const file = [PAYMENTS_HEADER, row('3000000'), row('2000000')].join('\n');
    const warned = await importFile(org.owner, 'PAYMENTS', file);
    expectHeldByOneWarning(warned, {
      row: 3,
      field: 'amount',
      code: 'U-TRSY-PI-16',
      value: '5000.00',
      expected: '1997500.00',
      message:
        'Row 3: this takes the source account 5000.00 below its available balance of 1997500.00 (with the file’s rows before it).',
    });
    expect(await orderCount(org.organizationId)).toBe(0);
    // An uploader who may not read the accounts is told of the shortfall, not of the balance.
    const member = await signInRest(
      suite.system,
      await addMember(suite.system, org.organizationId, ['payments:create', 'payments:read']),
    );
    const unnamed = await importFile(member, 'PAYMENTS', file);
    expect(
      unnamed.issues.map((issue) => [
        issue.row,
        issue.code,
        issue.severity,
        issue.value ?? null,
        issue.message,
      ]),
    ).toEqual([
      [
        3,
        'U-TRSY-PI-17',
        'warning',
        null,
        'Row 3: this takes the source account below its available balance (with the file’s rows before it).',
      ],
    ]);

    expect((await controls(org.owner, { balanceShortfallRefused: true })).status).toBe(200);
    const refused = await importFile(org.owner, 'PAYMENTS', file);
    expect(refused).toMatchObject({ status: 'BLOCKED', created: 0 });
    expect(
      refused.issues.map((issue) => [issue.row, issue.field, issue.code, issue.severity]),
    ).toEqual([[3, 'amount', 'U-TRSY-PI-16', 'error']]);
    expect(await orderCount(org.organizationId)).toBe(0);
    // Three imports, each in an import process of its own: past the default 30 s on a busy two-core machine.
  }, 90_000);

  it('the company controls that switch a kind off refuse its upload and its start', async () => {
    const org = await organisation();
    const file = `${TRANSFERS_HEADER}\nOperasional,Cadangan,BI_FAST,1000,IDR,${TEST_DATE},,,,,\n`;
    const early = await upload(org.owner, 'TRANSFERS', file);
    expect(early.status).toBe(201);
    expect((await controls(org.owner, { transfersActive: false })).status).toBe(200);
    expect((await upload(org.owner, 'TRANSFERS', file)).body.error).toMatchObject({
      code: 'U-TRSY-TRF-17',
    });
    const refused = await call('POST', '/imports', org.owner, {
      kind: 'TRANSFERS',
      uploadId: early.body.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'U-TRSY-TRF-17' });
    // Payments stay on.
    expect((await upload(org.owner, 'PAYMENTS', `${PAYMENTS_HEADER}\n`)).status).toBe(201);
    await controls(org.owner, { paymentsActive: false, transfersActive: true });
    expect((await upload(org.owner, 'PAYMENTS', `${PAYMENTS_HEADER}\n`)).body.error).toMatchObject({
      code: 'U-TRSY-TRF-9',
    });
    expect((await importFile(org.owner, 'TRANSFERS', file)).status).toBe('COMPLETED');
    // A file held for a confirmation is refused it while its kind is off.
    const held = await importFile(
      org.owner,
      'TRANSFERS',
      `${TRANSFERS_HEADER}\nOperasional,Cadangan,BI_FAST,5000,IDR,${TEST_DATE},,,,,\nOperasional,Cadangan,BI_FAST,5000,IDR,${TEST_DATE},,,,,\n`,
    );
    expect(held.status).toBe('NEEDS_CONFIRMATION');
    await controls(org.owner, { transfersActive: false });
    expect((await call('POST', `/imports/${held.id}/confirm`, org.owner)).body.error).toMatchObject(
      { code: 'U-TRSY-TRF-17' },
    );
    expect((await call<ImportResponse>('GET', `/imports/${held.id}`, org.owner)).body.status).toBe(
      'NEEDS_CONFIRMATION',
    );
  });

  it('the maker may approve the orders they import only while the company’s self-approval control is on', async () => {
    const org = await organisation();
    const row = (amount: string) =>
      `${TRANSFERS_HEADER}\nOperasional,Cadangan,BI_FAST,${amount},IDR,${TEST_DATE},,,,,\n`;
    await controls(org.owner, { selfApprovalAllowed: true });
    expect((await importFile(org.owner, 'TRANSFERS', row('1000'))).status).toBe('COMPLETED');
    await controls(org.owner, { selfApprovalAllowed: false });
    expect((await importFile(org.owner, 'TRANSFERS', row('2000'))).status).toBe('COMPLETED');
    const made = await orders(org.owner, 'TRANSFER');
    expect(
      made.map((order: PaymentOrderResponse) => [order.amount, order.makerMayApprove]),
    ).toEqual([
      ['1000.00', true],
      ['2000.00', false],
    ]);
  });

  it('needs payments:create or transfers:create to upload and start, and the read permission to see it', async () => {
    const org = await organisation();
    const reader = await signInRest(
      suite.system,
      await addMember(suite.system, org.organizationId, [
        'payments:read',
        'transfers:read',
        'transfers:create',
      ]),
    );
    const denied = await upload(reader, 'PAYMENTS', `${PAYMENTS_HEADER}\n`);
    expect(denied.status).toBe(403);
    const ownerUpload = await upload(
      org.owner,
      'PAYMENTS',
      `${PAYMENTS_HEADER}\nOperasional,Sinar Abadi,008,${org.mandiriNumber},BI_FAST,1000,IDR,${TEST_DATE},,,,,\n`,
    );
    expect(
      (await call('POST', '/imports', reader, { kind: 'PAYMENTS', uploadId: ownerUpload.body.id }))
        .status,
    ).toBe(403);
    const started = await call<ImportResponse>('POST', '/imports', org.owner, {
      kind: 'PAYMENTS',
      uploadId: ownerUpload.body.id,
    });
    expect((await ended(reader, started.body.id)).status).toBe('COMPLETED');
    const stranger = await signInRest(
      suite.system,
      await addMember(suite.system, org.organizationId, ['counterparties:read']),
    );
    expect((await call('GET', `/imports/${started.body.id}`, stranger)).status).toBe(403);
    // Transfers are theirs to import.
    expect((await upload(reader, 'TRANSFERS', `${TRANSFERS_HEADER}\n`)).status).toBe(201);
  });

  it('twenty parallel starts of one upload make one import', async () => {
    const org = await organisation();
    const uploaded = await upload(
      org.owner,
      'TRANSFERS',
      `${TRANSFERS_HEADER}\nOperasional,Cadangan,BI_FAST,1000,IDR,${TEST_DATE},,,,,\n`,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<ImportResponse>('POST', '/imports', org.owner, {
          kind: 'TRANSFERS',
          uploadId: uploaded.body.id,
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 202);
    expect(accepted).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status === 409).map((answer) => answer.body.error?.code),
    ).toEqual(Array.from({ length: 19 }, () => 'U-TRSY-IM-7'));
    expect(await ended(org.owner, accepted[0]!.body.id)).toMatchObject({
      status: 'COMPLETED',
      created: 1,
    });
    const imports = await sql<{
      count: string;
    }>`select count(*) from imports where upload_id = ${uploaded.body.id}`.execute(
      suite.system.treasury.db,
    );
    expect(imports.rows[0]!.count).toBe('1');
    expect(await orderCount(org.organizationId)).toBe(1);
  });
});
