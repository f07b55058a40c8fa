import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { createManualAccountRest, endedImportRest } from '../../../tests/support/treasury-rest.js';
import { callRest, createdRest, type Tokens } from '../../../tests/support/factories.js';
import { eventually } from '../../../tests/support/eventually.js';
import { countOf } from '../../../tests/support/database.js';
import { uploadCsvToTreasury } from '../../../tests/support/csv-uploads.js';

let system: TreasuryUnderTest;
let owner: Tokens;
let viewer: Tokens;
let other: Tokens;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed REST answers
type Json = Record<string, any> & { error?: { code: string; field?: string; message: string } };
type Import = {
  id: string;
  status: string;
  created: number;
  skipped: number;
  errorCount: number;
  warningCount: number;
  issues: { row: number; field: string; severity: string; code: string; message: string }[];
  summary: Record<string, string>;
};

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/statements', name));

const call = (method: string, route: string, tokens: Tokens, body?: unknown) =>
  callRest<Json>(system.treasuryUrl, method, route, tokens, body);

async function upload(
  tokens: Tokens,
  content: Buffer | string,
  fileName = 'mutasi.csv',
  purpose = 'STATEMENT',
) {
  const response = await uploadCsvToTreasury(system, tokens, purpose, fileName, content);
  return { status: response.status, body: (await response.json()) as Json };
}

/** Starts a statement import of the upload into the account: the service's answer (202 and the import's job, or the refusal). */
const startImport = (tokens: Tokens, uploadId: unknown, bankAccountId: string) =>
  call('POST', '/imports', tokens, { kind: 'STATEMENT', uploadId, bankAccountId });

/** Uploads a file, imports it into the account and waits for the background job to finish. */
async function importFile(
  tokens: Tokens,
  bankAccountId: string,
  content: Buffer | string,
): Promise<Import> {
  const uploaded = await upload(tokens, content);
  expect(uploaded.status).toBe(201);
  const started = await startImport(tokens, uploaded.body.id, bankAccountId);
  expect(started.status).toBe(202);
  return waitFor(tokens, started.body.id as string);
}

/** The import once it has ended (it is a job). */
const waitFor = (tokens: Tokens, id: string) =>
  endedImportRest<Import>(system, tokens, id, 10_000, 50);

const account = (tokens: Tokens, bankCode: string, accountNumber: string, currency = 'IDR') =>
  createManualAccountRest(system, tokens, {
    bankCode,
    accountNumber,
    accountName: 'PT SUMBER MAKMUR ABADI',
    currency,
  });

/** A credit entered by hand as the account's first line, so its ending balance is the amount. */
async function openingCredit(
  tokens: Tokens,
  bankAccountId: string,
  transactionDate: string,
  description: string,
  amount: string,
): Promise<void> {
  const entered = await call('POST', '/statement-transactions', tokens, {
    bankAccountId,
    transactionDate,
    description,
    direction: 'CREDIT',
    amount,
    endingBalance: amount,
  });
  expect(entered.status).toBe(201);
}

const lineCount = async (bankAccountId: string) =>
  countOf(
    system.service.db,
    sql`select count(*) from statement_transactions where bank_account_id = ${bankAccountId}`,
  );

beforeAll(async () => {
  system = await startTreasuryForTest();
  owner = await system.tokensFor();
  viewer = await system.tokensFor({ organizationId: owner.organizationId, role: 'APPROVER' });
  other = await system.tokensFor();
});

afterAll(() => system?.stop());

describe('statement import', () => {
  it('imports a BCA personal export, records its closing balance, and skips every line when the same file comes again', async () => {
    const bca = await account(owner, '014', '0183456721');
    const first = await importFile(owner, bca, fixture('bca-personal.csv'));
    expect(first).toMatchObject({ status: 'COMPLETED', errorCount: 0, skipped: 0 });
    expect(first.created).toBeGreaterThan(10);
    expect(first.summary).toMatchObject({
      layout: 'BCA_PERSONAL',
      firstDate: '2026-10-01',
      currency: 'IDR',
    });
    expect(await lineCount(bca)).toBe(first.created);

    const balance = await call('GET', `/bank-accounts/${bca}`, owner);
    expect(balance.body.balance).toMatchObject({
      available: first.summary.closingBalance,
      source: 'MANUAL',
    });

    const list = await call('GET', `/statement-transactions?bankAccountId=${bca}&first=3`, owner);
    expect(list.body.totalCount).toBe(first.created);
    expect(list.body.items[0].node).toMatchObject({
      source: 'IMPORT',
      currency: 'IDR',
      reconciliationStatus: 'UNRECONCILED',
    });
    expect(list.body.items[0].node.transactionDate >= list.body.items[2].node.transactionDate).toBe(
      true,
    );

    const again = await importFile(owner, bca, fixture('bca-personal.csv'));
    expect(again).toMatchObject({ status: 'COMPLETED', created: 0, skipped: first.created });
    expect(await lineCount(bca)).toBe(first.created);
  });

  it('runs imports in processes of their own: when the one running an import dies the import is tried again, and after the last attempt it ends FAILED with nothing written', async () => {
    const bca = await account(owner, '014', '0183456729');
    const uploaded = await upload(
      owner,
      fixture('bca-personal.csv').toString('utf8').replaceAll('0183456721', '0183456729'),
    );
    const started = await startImport(owner, uploaded.body.id, bca);
    const importId = started.body.id as string;
    const killed = new Set<number>();
    let current: Json = started.body;
    // Each process that takes the import is killed as soon as it shows, until the import has ended.
    await eventually(
      async () => {
        for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
          try {
            // The import process is named after its import once it takes it.
            if (
              readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(`import-worker ${importId}`)
            ) {
              process.kill(Number(entry), 'SIGKILL');
              killed.add(Number(entry));
            }
          } catch {
            // gone already
          }
        }
        current = (await call('GET', `/imports/${importId}`, owner)).body;
        return !['QUEUED', 'RUNNING'].includes(current.status as string);
      },
      40_000,
      20,
    );
    expect(killed.size).toBe(3);
    expect(current).toMatchObject({ status: 'FAILED', created: 0 });
    expect(await lineCount(bca)).toBe(0);
  }, 60_000);

  it('blocks a file with a row error, names the row and the field, and writes nothing', async () => {
    const bca = await account(owner, '014', '0183456722');
    const text = fixture('bca-personal.csv')
      .toString('utf8')
      .replaceAll('0183456721', '0183456722');
    const broken = text.replace("'03/10/2026", "'31/09/2026");
    const result = await importFile(owner, bca, broken);
    expect(result.status).toBe('BLOCKED');
    expect(result.errorCount).toBeGreaterThan(0);
    const dateIssue = result.issues.find(
      (issue) => issue.field === 'date' && issue.severity === 'error',
    );
    expect(dateIssue).toMatchObject({ row: 8, code: 'U-TRSY-ST-7' });
    expect(dateIssue!.message).toContain('Row 8');
    expect(await lineCount(bca)).toBe(0);
    expect((await call('GET', `/bank-accounts/${bca}`, owner)).body.balance).toBeNull();
  });

  it('refuses another bank’s export, another account’s export and lines outside the last 3 months', async () => {
    const mandiri = await account(owner, '008', '0183456723');
    const wrongBank = await importFile(owner, mandiri, fixture('bni-internet.csv'));
    expect(wrongBank.status).toBe('BLOCKED');
    expect(wrongBank.issues[0]).toMatchObject({ code: 'U-TRSY-ST-4', severity: 'error' });
    // A file that names its account says which account it is for, whatever its bank.
    const otherBanksAccount = await importFile(owner, mandiri, fixture('bca-personal.csv'));
    expect(otherBanksAccount.status).toBe('BLOCKED');
    expect(otherBanksAccount.issues[0]).toMatchObject({
      code: 'U-TRSY-ST-5',
      severity: 'error',
      value: '0183456721',
      expected: '0183456723',
      message:
        'Row 1: the statement is for account 0183456721, but the chosen bank account is 0183456723.',
    });

    const bca = await account(owner, '014', '0351234568');
    const wrongAccount = await importFile(owner, bca, fixture('bca-business.csv'));
    expect(wrongAccount.issues.map((issue) => issue.code)).toContain('U-TRSY-ST-5');

    const bcaOld = await account(owner, '014', '0183456724');
    const old = fixture('bca-personal.csv')
      .toString('utf8')
      .replaceAll('0183456721', '0183456724')
      .replaceAll('/10/2026', '/07/2026');
    const tooOld = await importFile(owner, bcaOld, old);
    expect(tooOld.status).toBe('BLOCKED');
    expect(tooOld.issues).toEqual([
      expect.objectContaining({
        code: 'U-TRSY-ST-30',
        field: 'date',
        value: '2026-07-01',
        expected: '2026-08-22',
      }),
    ]);
    expect(await lineCount(bcaOld)).toBe(0);
  });
});

describe('statement import: warnings and gaps', () => {
  it('holds a file with only warnings until the user imports it anyway', async () => {
    const bri = await account(owner, '002', '034101000123309');
    const held = await importFile(owner, bri, fixture('bri-balance-gap.csv'));
    expect(held.status).toBe('NEEDS_CONFIRMATION');
    expect(held.errorCount).toBe(0);
    expect(held.issues.every((issue) => issue.severity === 'warning')).toBe(true);
    expect(await lineCount(bri)).toBe(0);

    expect((await call('POST', `/imports/${held.id}/confirm`, viewer)).status).toBe(403);
    const confirmed = await call('POST', `/imports/${held.id}/confirm`, owner);
    expect(confirmed.status).toBe(202);
    const done = await waitFor(owner, held.id);
    expect(done.status).toBe('COMPLETED');
    expect(await lineCount(bri)).toBe(done.created);
    expect((await call('POST', `/imports/${held.id}/confirm`, owner)).body.error?.code).toBe(
      'U-TRSY-IM-5',
    );
  });

  it('reports a gap since the last statement transaction when the balances do not meet', async () => {
    const bni = await account(owner, '009', '0234567891');
    await openingCredit(owner, bni, '2026-10-20', 'SETORAN AWAL', '1000000.00');
    const result = await importFile(owner, bni, fixture('bni-daily.csv'));
    expect(result.status).toBe('NEEDS_CONFIRMATION');
    expect(result.issues).toContainEqual(
      expect.objectContaining({
        code: 'U-TRSY-ST-33',
        severity: 'warning',
        field: 'balanceContinuity',
        row: 0,
      }),
    );
  });
});

describe('statement import: limits and tenancy', () => {
  it('refuses files over 25 MB, files that are not CSV, and keeps nothing of them', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 'a');
    const tooLarge = await uploadCsvToTreasury(system, owner, 'STATEMENT', 'besar.csv', big);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as Json).error?.code).toBe('U-TRSY-IM-1');
    const pdf = await upload(owner, fixture('not-a-csv.csv'));
    expect(pdf).toMatchObject({
      status: 400,
      body: { error: { code: 'U-TRSY-IM-2', field: 'file' } },
    });
    const xlsx = await upload(owner, Buffer.from('PK\u0003\u0004 spreadsheet'), 'mutasi.csv');
    expect(xlsx.body.error?.code).toBe('U-TRSY-IM-2');
    const name = await upload(owner, 'a,b\n1,2\n', 'mutasi.xlsx');
    expect(name.body.error?.code).toBe('U-TRSY-IM-2');
    const empty = await upload(owner, '', 'kosong.csv');
    expect(empty.body.error?.code).toBe('U-TRSY-IM-10');
    const uploads = await sql<{ count: string }>`select count(*) from uploads`.execute(
      system.service.db,
    );
    expect(Number(uploads.rows[0]!.count)).toBeGreaterThan(0);
  });

  it('keeps imports, uploads and lines to their organisation and needs the import permission', async () => {
    const bca = await account(owner, '014', '0183456725');
    const uploaded = await upload(
      owner,
      fixture('bca-personal.csv').toString('utf8').replaceAll('0183456721', '0183456725'),
    );
    expect((await upload(viewer, 'a,b\n', 'x.csv')).status).toBe(403);
    const theirs = await startImport(other, uploaded.body.id, bca);
    expect(theirs).toMatchObject({ status: 404, body: { error: { code: 'U-TRSY-IM-3' } } });
    const started = await startImport(owner, uploaded.body.id, bca);
    const done = await waitFor(owner, started.body.id as string);
    expect(done.status).toBe('COMPLETED');
    expect((await call('GET', `/imports/${done.id}`, other)).status).toBe(404);
    expect(
      (await call('GET', `/statement-transactions?bankAccountId=${bca}`, other)).body.totalCount,
    ).toBe(0);
    const line = (await call('GET', `/statement-transactions?bankAccountId=${bca}&first=1`, owner))
      .body.items[0].node;
    expect((await call('GET', `/statement-transactions/${line.id}`, other)).status).toBe(404);
    expect((await startImport(owner, uploaded.body.id, bca)).body.error?.code).toBe('U-TRSY-IM-7');
    const otherAccount = await account(other, '014', '0183456725');
    const theirUpload = await upload(other, 'a,b\n1,2\n');
    expect((await startImport(other, theirUpload.body.id, bca)).body.error?.code).toBe(
      'U-TRSY-BA-1',
    );
    // The other organisation's own account is there for it, and answers the owner as not found.
    expect((await call('GET', `/bank-accounts/${otherAccount}`, other)).status).toBe(200);
    expect((await call('GET', `/bank-accounts/${otherAccount}`, owner)).status).toBe(404);
  });
});

describe('booking order: date, time, then the bank sequence', () => {
  const bniLines = fixture('bni-internet.csv').toString('utf8').trimEnd().split('\n');
  /** The BNI download with only the lines on `rows` (its file rows, 2 to 9). */
  const bniRows = (...rows: number[]) =>
    [bniLines[0], ...rows.map((row) => bniLines[row - 1])].join('\n') + '\n';
  const day = async (bankAccountId: string, query = '') =>
    (
      await call(
        'GET',
        `/statement-transactions?bankAccountId=${bankAccountId}&dateFrom=2026-10-01&dateTo=2026-10-01${query}`,
        owner,
      )
    ).body as Json;

  it('lists the lines of one day by time whatever their source (14:20 above 09:00 above 03:51), and pages through them in that order', async () => {
    const bni = await account(owner, '009', '0234567801');
    expect((await importFile(owner, bni, fixture('bni-internet.csv'))).status).toBe('COMPLETED');
    const manual = await call('POST', '/statement-transactions', owner, {
      bankAccountId: bni,
      transactionDate: '2026-10-01',
      transactionTime: '09:00',
      description: 'SETORAN TUNAI KCU KEMANG',
      direction: 'CREDIT',
      amount: '100000',
    });
    expect(manual.status).toBe(201);

    const listed = await day(bni, '&first=100');
    expect(
      listed.items.map((edge: Json) => [edge.node.transactionTime, edge.node.description]),
    ).toEqual([
      // Same second: the fee was booked after its transfer (file row 4 after row 3).
      ['14:20:05', 'BIAYA|BIAYA BI-FAST|0351234567'],
      ['14:20:05', 'TRANSFER KE|BI-FAST 014 0351234567|PT SUMBER MAKMUR ABADI'],
      ['09:00:00', 'SETORAN TUNAI KCU KEMANG'],
      ['03:51:12', 'TRANSFER DARI|PT MITRA UNGGAS|INV-2026-0914'],
    ]);

    const paged: string[] = [];
    let after: string | null = null;
    do {
      const page: Json = await day(bni, `&first=1${after ? `&after=${after}` : ''}`);
      paged.push(...(page.items as Json[]).map((edge) => edge.node.id as string));
      after = page.pageInfo.hasNextPage ? (page.pageInfo.endCursor as string) : null;
    } while (after);
    expect(paged).toEqual(listed.items.map((edge: Json) => edge.node.id));
    // Twenty readers at once page the same way.
    const firstPages = await Promise.all(Array.from({ length: 20 }, () => day(bni, '&first=2')));
    for (const page of firstPages)
      expect(page.items.map((edge: Json) => edge.node.id)).toEqual(paged.slice(0, 2));
  });

  it('checks a new file against the last stored line booked before its first line, even on the same day', async () => {
    const bni = await account(owner, '009', '0234567802');
    await openingCredit(owner, bni, '2026-09-30', 'SALDO AWAL', '60000000');
    // 03:51 and the 14:20:05 transfer (balance 77,500,000).
    expect(await importFile(owner, bni, bniRows(2, 3))).toMatchObject({
      status: 'COMPLETED',
      warningCount: 0,
      created: 2,
    });

    // The fee of 14:20:05 is missing: the last stored line is the transfer of that morning's day, not September's balance.
    const missingFee = await importFile(owner, bni, bniRows(5, 6, 7, 8, 9));
    expect(missingFee.status).toBe('NEEDS_CONFIRMATION');
    expect(missingFee.issues).toEqual([
      expect.objectContaining({
        row: 0,
        field: 'balanceContinuity',
        code: 'U-TRSY-ST-33',
        message: expect.stringContaining(
          'on 2026-10-01: it ends with balance 77500000.00, but this statement opens with 77497500.00',
        ),
      }),
    ]);

    // From the fee on (same second as the transfer), the file follows the stored lines.
    expect(await importFile(owner, bni, bniRows(4, 5, 6, 7, 8, 9))).toMatchObject({
      status: 'COMPLETED',
      warningCount: 0,
      created: 6,
    });
    // A file that starts with lines already stored overlaps them: no gap, nothing new.
    expect(await importFile(owner, bni, bniRows(3, 4, 5, 6, 7, 8, 9))).toMatchObject({
      status: 'COMPLETED',
      warningCount: 0,
      created: 0,
      skipped: 7,
    });
    expect(await lineCount(bni)).toBe(9);
    // Five imports, each in a process of its own.
  }, 120_000);
  it('stores descriptions with the characters COPY escapes (backslash, quotes) as the bank wrote them', async () => {
    const bni = await account(owner, '009', '0234567803');
    const odd = String.raw`TRANSFER DARI|CV A\B "JAYA"|C:\TEMP\N`;
    const file = bniRows(2).replace(
      'TRANSFER DARI|PT MITRA UNGGAS|INV-2026-0914',
      `"${odd.replaceAll('"', '""')}"`,
    );
    expect(await importFile(owner, bni, file)).toMatchObject({ status: 'COMPLETED', created: 1 });
    const stored = await sql<{
      description: string;
      reference: string;
    }>`select description, reference from statement_transactions where bank_account_id = ${bni}`.execute(
      system.service.db,
    );
    expect(stored.rows).toEqual([{ description: odd, reference: '100231' }]);
  });
});

describe('statement transactions', () => {
  it('enters a line by hand, refuses the same line twice, a future date and a wrong amount', async () => {
    const bca = await account(owner, '014', '0183456726');
    const line = {
      bankAccountId: bca,
      transactionDate: '2026-11-20',
      transactionTime: '09:15',
      description: 'SETORAN TUNAI  CABANG  SUDIRMAN',
      direction: 'CREDIT',
      amount: '2500000',
      endingBalance: '12500000.5',
    };
    const created = await createdRest<Json>(
      system.treasuryUrl,
      '/statement-transactions',
      owner,
      line,
    );
    expect(created).toMatchObject({
      description: 'SETORAN TUNAI CABANG SUDIRMAN',
      amount: '2500000.00',
      endingBalance: '12500000.50',
      transactionTime: '09:15:00',
      source: 'MANUAL',
    });
    expect((await call('POST', '/statement-transactions', owner, line)).body.error?.code).toBe(
      'U-TRSY-ST-34',
    );
    expect(
      (
        await call('POST', '/statement-transactions', owner, {
          ...line,
          transactionDate: '2026-11-23',
        })
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-ST-35', field: 'transactionDate' });
    expect(
      (
        await call('POST', '/statement-transactions', owner, {
          ...line,
          transactionDate: '2026-08-01',
        })
      ).body.error?.code,
    ).toBe('U-TRSY-ST-40');
    expect(
      (await call('POST', '/statement-transactions', owner, { ...line, amount: '0' })).body.error,
    ).toMatchObject({ code: 'U-TRSY-ST-38', field: 'amount' });
    expect(
      (await call('POST', '/statement-transactions', owner, { ...line, amount: '1.005' })).body
        .error?.code,
    ).toBe('U-TRSY-ST-38');
    expect(
      (await call('POST', '/statement-transactions', viewer, { ...line, amount: '7' })).status,
    ).toBe(403);
    expect(
      (await call('POST', '/statement-transactions', other, { ...line, amount: '7' })).body.error
        ?.code,
    ).toBe('U-TRSY-BA-1');
  });

  it('filters by direction, amount range and words, and refuses an amount range the wrong way round', async () => {
    const bca = await account(owner, '014', '0183456727');
    const text = fixture('bca-personal.csv')
      .toString('utf8')
      .replaceAll('0183456721', '0183456727');
    expect((await importFile(owner, bca, text)).status).toBe('COMPLETED');
    const outgoing = await call(
      'GET',
      `/statement-transactions?bankAccountId=${bca}&direction=DEBIT&first=100`,
      owner,
    );
    expect(outgoing.body.items.every((edge: Json) => edge.node.direction === 'DEBIT')).toBe(true);
    const ranged = await call(
      'GET',
      `/statement-transactions?bankAccountId=${bca}&amountMin=100000&amountMax=1000000&first=100`,
      owner,
    );
    expect(ranged.body.items.length).toBeGreaterThan(0);
    for (const edge of ranged.body.items as Json[])
      expect(Number(edge.node.amount) >= 100000 && Number(edge.node.amount) <= 1000000).toBe(true);
    const words = await call(
      'GET',
      `/statement-transactions?bankAccountId=${bca}&search=kopi%20kenangan`,
      owner,
    );
    expect(words.body.items.map((edge: Json) => edge.node.amount)).toEqual(['38000.00']);
    const wrongWay = await call(
      'GET',
      `/statement-transactions?amountMin=500&amountMax=100`,
      owner,
    );
    expect(wrongWay.body.error).toMatchObject({ code: 'U-TRSY-ST-36', field: 'amountMin' });

    const pages: string[] = [];
    let after: string | null = null;
    do {
      const page: { body: Json } = await call(
        'GET',
        `/statement-transactions?bankAccountId=${bca}&first=4${after ? `&after=${after}` : ''}`,
        owner,
      );
      pages.push(...(page.body.items as Json[]).map((edge) => edge.node.id as string));
      after = page.body.pageInfo.hasNextPage ? (page.body.pageInfo.endCursor as string) : null;
    } while (after);
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.length).toBe(
      (await call('GET', `/statement-transactions?bankAccountId=${bca}`, owner)).body.totalCount,
    );
  });
});
