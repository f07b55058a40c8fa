import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database.js';
import { createDatabase, migrate } from '../../kit/database.js';
import { nameSkeleton } from '../../kit/text.js';
import type { TreasuryDatabase } from '../db-types.js';
import { insertDefaultEntity } from '../entities/repository.js';
import type { ImportOutcome } from '../imports/types.js';
import { expectedTransactionsImport } from './import.js';
import { todayIn } from './values.js';

let db: Kysely<TreasuryDatabase>;
const actorId = randomUUID();
const importId = randomUUID();

/** Splits the file into small chunks, as a stored file is streamed. */
const streamOf = (text: string, chunk = 7) =>
  Readable.from(
    Array.from({ length: Math.ceil(text.length / chunk) }, (_, i) =>
      Buffer.from(text.slice(i * chunk, (i + 1) * chunk)),
    ),
  );

class Rollback extends Error {}

/**
 * Runs the processor inside a transaction, as the import runner does; the
 * transaction commits only when `commit` is asked and nothing blocked.
 */
async function runImport(
  organizationId: string,
  text: string,
  { ignoreWarnings = false, commit = true } = {},
): Promise<ImportOutcome & { progress: number[] }> {
  const progress: number[] = [];
  let outcome: ImportOutcome | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      outcome = await expectedTransactionsImport.run({
        trx,
        importId,
        organizationId,
        actorId,
        source: streamOf(text),
        ignoreWarnings,
        bankAccountId: null,
        onProgress: (bytes) => progress.push(bytes),
      });
      const blocked = outcome.errorCount > 0 || (outcome.warningCount > 0 && !ignoreWarnings);
      if (!commit || blocked) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return { ...outcome!, progress };
}

async function newOrganization() {
  const organizationId = randomUUID();
  await db
    .insertInto('counterparties')
    .values([
      {
        organization_id: organizationId,
        legal_name: 'PT Sinar Abadi Logistik',
        alias: 'Sinar Abadi',
        alias_key: nameSkeleton('Sinar Abadi'),
        type: 'COMPANY',
      },
      {
        organization_id: organizationId,
        legal_name: 'PT Kertas Nusantara',
        alias: 'Kertas Nusantara',
        alias_key: nameSkeleton('Kertas Nusantara'),
        type: 'COMPANY',
      },
    ])
    .execute();
  const entityId = (await insertDefaultEntity(db, organizationId, 'Default'))!;
  await db
    .insertInto('bank_accounts')
    .values([
      {
        organization_id: organizationId,
        entity_id: entityId,
        bank_code: '014',
        account_number: '5270012345',
        account_name: 'PT UJI',
        alias: 'BCA Operasional',
        alias_key: nameSkeleton('BCA Operasional'),
        currency: 'IDR',
        connection_type: 'MANUAL',
      },
      {
        organization_id: organizationId,
        entity_id: entityId,
        bank_code: '008',
        account_number: '1370012345678',
        account_name: 'PT UJI',
        alias: 'Mandiri USD',
        alias_key: nameSkeleton('Mandiri USD'),
        currency: 'USD',
        connection_type: 'MANUAL',
      },
    ])
    .execute();
  return organizationId;
}

const stored = (organizationId: string) =>
  db
    .selectFrom('expected_transactions as t')
    .leftJoin('counterparties as c', 'c.id', 't.counterparty_id')
    .leftJoin('bank_accounts as b', 'b.id', 't.bank_account_id')
    .select([
      't.expected_date',
      't.description',
      't.amount',
      't.currency',
      't.direction',
      't.external_id',
      't.internal_description',
      't.reconciliation_data',
      'c.alias as counterparty',
      'b.alias as account',
      't.created_by',
      't.import_id',
      't.reconciliation_status',
    ])
    .where('t.organization_id', '=', organizationId)
    .orderBy('t.expected_date')
    .orderBy('t.description')
    .execute();

const HEADER =
  'date,counterparty_alias,description,amount,currency,direction,internal_description,external_id,bank_account_alias';
const year = Number(todayIn('Asia/Jakarta').slice(0, 4));
const soon = `${year}-12-01`;

beforeAll(async () => {
  db = createDatabase<TreasuryDatabase>({ url: await createTestDatabase(), schema: 'treasury' });
  await migrate(
    db as Kysely<unknown>,
    'treasury',
    path.resolve(import.meta.dirname, '../migrations'),
  );
});

afterAll(() => db?.destroy());

describe('importing expected transactions from CSV', () => {
  it('imports the downloadable template as it is, additional data included', async () => {
    const organizationId = await newOrganization();
    const template = readFileSync(
      path.resolve(
        import.meta.dirname,
        '../../../web/public/templates/expected-transactions-template.csv',
      ),
      'utf8',
    );
    // The template's dates are examples; keep them within a year of today so no warning asks for attention.
    const text = template.replace(/^2026-/gm, `${year}-`);
    const outcome = await runImport(organizationId, text);
    expect(outcome).toMatchObject({
      errorCount: 0,
      warningCount: 0,
      rowsRead: 3,
      created: 3,
      skipped: 0,
      issues: [],
    });
    const rows = await stored(organizationId);
    expect(
      rows.map((row) => [
        row.counterparty,
        row.description,
        row.amount,
        row.direction,
        row.external_id,
      ]),
    ).toEqual([
      [null, 'Pelunasan faktur INV/SA/2026/1187', '15750000.00', 'CREDIT', 'ERP-AR-2026-1187'],
      [null, 'Pembelian kertas A4 80gsm 200 rim', '8250000.00', 'DEBIT', 'ERP-AP-2026-0341'],
      [null, 'Pembayaran sewa kantor Januari 2027', '32000000.00', 'DEBIT', 'ERP-AP-2026-0365'],
    ]);
    expect(rows[0]!.reconciliation_data).toEqual([
      { key: 'invoice_number', value: 'INV/SA/2026/1187' },
      { key: 'virtual_account', value: '8808123456789012' },
    ]);
    expect(rows[1]!.reconciliation_data).toEqual([
      { key: 'invoice_number', value: 'PO/KN/2026/341' },
    ]);
    expect(
      rows.every(
        (row) =>
          row.created_by === actorId &&
          row.import_id === importId &&
          row.reconciliation_status === 'UNRECONCILED',
      ),
    ).toBe(true);
    expect(outcome.summary).toEqual({
      incomingCount: '1',
      outgoingCount: '2',
      firstDate: `${year}-12-05`,
      lastDate: `${year}-12-28`,
      incomingTotalIDR: '15750000.00',
      outgoingTotalIDR: '40250000.00',
    });
    expect(outcome.progress.at(-1)).toBe(Buffer.byteLength(text));
    const activity = await db
      .selectFrom('activity_log' as never)
      .select(['action' as never, 'actor_id' as never])
      .where('organization_id' as never, '=', organizationId as never)
      .execute();
    expect(activity).toEqual(
      Array.from({ length: 3 }, () => ({ action: 'CREATED', actor_id: actorId })),
    );
  });

  it('reads amounts, dates, directions and aliases as people write them, and a semicolon file', async () => {
    const organizationId = await newOrganization();
    // Aliases are found by the key they are unique by (their skeleton): case, doubled spaces and a spreadsheet's no-break space do not matter.
    const comma = [
      'Date,Counterparty Alias,Description,Amount,Direction,Bank-Account-Alias',
      `${soon},SINAR  ABADI,Termin 1,"1.500.000,00",Incoming,`,
      `${soon},,Termin 2,"1,500,000.50",Outgoing,bca operasional`,
      `05/12/${year},,Termin 3,1500000,Masuk,`,
      `${soon},,Kurs USD,"12,500.75",keluar,Mandiri\u00a0USD`,
      `${soon},,Rupiah,Rp 2.000,CREDIT,`,
      ',,,,,',
    ].join('\r\n');
    const outcome = await runImport(organizationId, comma);
    expect(outcome.issues).toEqual([]);
    expect(outcome.created).toBe(5);
    const rows = await stored(organizationId);
    expect(
      rows.map((row) => [
        row.description,
        row.expected_date,
        row.amount,
        row.currency,
        row.direction,
        row.counterparty,
        row.account,
      ]),
    ).toEqual([
      ['Kurs USD', soon, '12500.75', 'USD', 'DEBIT', null, 'Mandiri USD'],
      ['Rupiah', soon, '2000.00', 'IDR', 'CREDIT', null, null],
      ['Termin 1', soon, '1500000.00', 'IDR', 'CREDIT', 'Sinar Abadi', null],
      ['Termin 2', soon, '1500000.50', 'IDR', 'DEBIT', null, 'BCA Operasional'],
      ['Termin 3', `${year}-12-05`, '1500000.00', 'IDR', 'CREDIT', null, null],
    ]);

    const other = await newOrganization();
    const semicolon = [
      'date;description;amount;currency;direction',
      `${soon};Setoran tunai;1.250.000,25;IDR;CREDIT`,
      `${soon};"Biaya; admin";6.500;IDR;DEBIT`,
    ].join('\n');
    const second = await runImport(other, semicolon);
    expect(second.issues).toEqual([]);
    expect((await stored(other)).map((row) => [row.description, row.amount])).toEqual([
      ['Biaya; admin', '6500.00'],
      ['Setoran tunai', '1250000.25'],
    ]);
  });

  it('when the file mixes CRLF, LF and lone CR line ends, every row is imported and errors name the right line', async () => {
    const organizationId = await newOrganization();
    const rows = [
      'date,description,amount,currency,direction',
      `${soon},Termin 1,1000,IDR,CREDIT`,
      `${soon},Termin 2,2000,IDR,CREDIT`,
      `${soon},Termin 3,3000,IDR,DEBIT`,
      `${soon},Termin 4,4000,IDR,DEBIT`,
    ];
    const mixed = `${rows[0]}\r\n${rows[1]}\n${rows[2]}\r\n${rows[3]}\r${rows[4]}\n`;
    const outcome = await runImport(organizationId, mixed);
    expect(outcome.issues).toEqual([]);
    expect(outcome.created).toBe(4);
    expect((await stored(organizationId)).map((row) => [row.description, row.amount])).toEqual([
      ['Termin 1', '1000.00'],
      ['Termin 2', '2000.00'],
      ['Termin 3', '3000.00'],
      ['Termin 4', '4000.00'],
    ]);

    const broken = await runImport(
      await newOrganization(),
      `${rows[0]}\r\n${rows[1]}\n${soon},Termin 2,dua ribu,IDR,CREDIT\r\n${rows[3]}\n`,
    );
    expect(broken.issues.map((issue) => [issue.row, issue.field])).toEqual([[3, 'amount']]);
    expect(broken.created).toBe(0);
  });

  it('reports every row error by file line and field, and writes nothing', async () => {
    const organizationId = await newOrganization();
    await db
      .insertInto('expected_transactions')
      .values({
        organization_id: organizationId,
        expected_date: soon,
        description: 'Sudah ada',
        amount: '1.00',
        direction: 'DEBIT',
        external_id: 'ERP-LAMA-1',
      })
      .execute();
    const text = [
      HEADER,
      `${soon},Sinar Abadi,Baris baik,1000.00,IDR,CREDIT,,ERP-1,`,
      `2026-02-30,,Tanggal salah,1000.00,IDR,CREDIT,,,`,
      `${soon},Tidak Dikenal,Alias salah,1000.00,IDR,CREDIT,,,`,
      `${soon},,Jumlah salah,"1.234,567",IDR,CREDIT,,,`,
      `${soon},,Jumlah nol,0,IDR,CREDIT,,,`,
      `${soon},,Mata uang salah,1000.00,EUR,CREDIT,,,`,
      `${soon},,Arah salah,1000.00,IDR,SAMPING,,,`,
      `${soon},,,1000.00,IDR,DEBIT,,,`,
      `${soon},,Akun lain mata uang,1000.00,IDR,DEBIT,,,Mandiri USD`,
      `${soon},,Akun tidak dikenal,1000.00,IDR,DEBIT,,,BRI Lama`,
      `${soon},,Id eksternal dipakai,1000.00,IDR,DEBIT,,ERP-LAMA-1,`,
      `${soon},,Id eksternal berulang,2000.00,IDR,DEBIT,,ERP-1,`,
    ].join('\n');
    const outcome = await runImport(organizationId, text);
    expect(
      outcome.issues.map((issue) => [issue.row, issue.field, issue.code, issue.severity]),
    ).toEqual([
      [3, 'date', 'U-TRSY-ET-20', 'error'],
      [4, 'counterparty_alias', 'U-TRSY-ET-5', 'error'],
      [5, 'amount', 'U-TRSY-ET-21', 'error'],
      [6, 'amount', 'U-TRSY-ET-21', 'error'],
      [7, 'currency', 'U-TRSY-ET-22', 'error'],
      [8, 'direction', 'U-TRSY-ET-23', 'error'],
      [9, 'description', 'U-TRSY-ET-19', 'error'],
      [10, 'currency', 'U-TRSY-ET-26', 'error'],
      [11, 'bank_account_alias', 'U-TRSY-ET-5', 'error'],
      [12, 'external_id', 'U-TRSY-ET-24', 'error'],
      [13, 'external_id', 'U-TRSY-ET-25', 'error'],
    ]);
    expect(outcome.issues.find((issue) => issue.row === 3)).toMatchObject({
      value: '2026-02-30',
      message: 'Row 3: the date "2026-02-30" is not a valid date (use YYYY-MM-DD or DD/MM/YYYY).',
    });
    expect(outcome.issues.find((issue) => issue.row === 13)).toMatchObject({
      value: 'ERP-1',
      expected: '2',
      message: 'Row 13: the external id "ERP-1" also appears on row 2.',
    });
    expect(outcome.issues.find((issue) => issue.row === 10)).toMatchObject({
      value: 'IDR',
      expected: 'USD',
    });
    expect(outcome.issues.find((issue) => issue.row === 9)).toMatchObject({
      expected: 'description',
      message: 'Row 9: the description column is empty.',
    });
    expect(outcome).toMatchObject({ errorCount: 11, warningCount: 0, rowsRead: 12, created: 0 });
    expect((await stored(organizationId)).map((row) => row.description)).toEqual(['Sudah ada']);
  });
});

describe('importing expected transactions from CSV: warnings, broken files and large files', () => {
  it('warns of far dates and of the same date, amount and counterparty as an existing expected transaction or an earlier row; imports only when told to ignore warnings', async () => {
    const organizationId = await newOrganization();
    const sinar = await db
      .selectFrom('counterparties')
      .select('id')
      .where('organization_id', '=', organizationId)
      .where('alias', '=', 'Sinar Abadi')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('expected_transactions')
      .values({
        organization_id: organizationId,
        expected_date: soon,
        counterparty_id: sinar.id,
        description: 'Sudah ada',
        amount: '2500000.00',
        direction: 'CREDIT',
      })
      .execute();
    const text = [
      'date,counterparty_alias,description,amount,direction',
      `${year + 3}-01-15,,Jauh di depan,100000,CREDIT`,
      `${soon},Sinar Abadi,Kembar dengan yang ada,2.500.000,CREDIT`,
      `${soon},Kertas Nusantara,Pertama,750000,DEBIT`,
      `${soon},Kertas Nusantara,Kedua,750000.00,DEBIT`,
      `${soon},Sinar Abadi,Beda jumlah,2500001,CREDIT`,
    ].join('\n');
    const blocked = await runImport(organizationId, text);
    expect(
      blocked.issues.map((issue) => [
        issue.row,
        issue.field,
        issue.code,
        issue.severity,
        issue.expected ?? null,
      ]),
    ).toEqual([
      [2, 'date', 'U-TRSY-ET-29', 'warning', null],
      [3, 'amount', 'U-TRSY-ET-30', 'warning', null],
      [5, 'amount', 'U-TRSY-ET-31', 'warning', '4'],
    ]);
    expect(blocked).toMatchObject({ errorCount: 0, warningCount: 3, created: 0 });
    expect(await stored(organizationId)).toHaveLength(1);

    const imported = await runImport(organizationId, text, { ignoreWarnings: true });
    expect(imported).toMatchObject({ errorCount: 0, warningCount: 3, created: 5 });
    expect(await stored(organizationId)).toHaveLength(6);
  });

  it('names a missing column, a broken CSV line, an empty file and bad additional data columns', async () => {
    const organizationId = await newOrganization();
    const missing = await runImport(
      organizationId,
      'tanggal,description,amount\n2026-12-01,Sesuatu,1000\n',
    );
    expect(
      missing.issues.map((issue) => [issue.row, issue.field, issue.code, issue.value]),
    ).toEqual([
      [1, 'date', 'U-TRSY-ET-17', 'date'],
      [1, 'direction', 'U-TRSY-ET-17', 'direction'],
    ]);
    expect(missing.rowsRead).toBe(0);

    const broken = await runImport(
      organizationId,
      `date,description,amount,direction\n${soon},Baik,1000,DEBIT\n${soon},"Kutip tak ditutup,1000,DEBIT\n`,
    );
    expect(broken.issues).toHaveLength(1);
    expect(broken.issues[0]).toMatchObject({
      field: 'file',
      code: 'U-TRSY-ET-3',
      severity: 'error',
    });
    expect(broken.issues[0]!.row).toBeGreaterThanOrEqual(3);
    expect(broken.created).toBe(0);

    for (const empty of ['', 'date,description,amount,direction\n', '\n\n']) {
      const outcome = await runImport(organizationId, empty);
      expect(outcome.issues.map((issue) => [issue.row, issue.code])).toEqual([[0, 'U-TRSY-ET-18']]);
    }

    const badData = await runImport(
      organizationId,
      `date,description,amount,direction,data.VA,data.va,data.\n${soon},Baik,1000,DEBIT,1,2,3\n`,
    );
    expect(badData.issues.map((issue) => [issue.row, issue.code, issue.value])).toEqual([
      [1, 'U-TRSY-ET-27', '"data.va" appears twice'],
      [1, 'U-TRSY-ET-27', 'column 7 has no key after "data."'],
    ]);
    expect(await stored(organizationId)).toEqual([]);
  });

  it('checks a large file in batches: an external id repeated far apart is found, and every row is written once', async () => {
    const organizationId = await newOrganization();
    const lines = Array.from(
      { length: 1200 },
      (_, i) => `${soon},Baris ${i + 1},${1000 + i},DEBIT,ERP-${i + 1}`,
    );
    const clean = await runImport(
      organizationId,
      ['date,description,amount,direction,external_id', ...lines].join('\n'),
      { commit: false },
    );
    expect(clean).toMatchObject({ errorCount: 0, rowsRead: 1200, created: 1200 });

    lines[1100] = `${soon},Baris ulang,99,DEBIT,ERP-3`;
    const repeated = await runImport(
      organizationId,
      ['date,description,amount,direction,external_id', ...lines].join('\n'),
    );
    expect(repeated.issues.map((issue) => [issue.row, issue.code, issue.expected])).toEqual([
      [1102, 'U-TRSY-ET-25', '4'],
    ]);
    expect(await stored(organizationId)).toEqual([]);
  });
});
