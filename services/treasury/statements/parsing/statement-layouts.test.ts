import { describe, expect, it } from 'vitest';
import { STATEMENT_ISSUE } from './error-codes.js';
import { lineAt, parseFixture } from './statement-fixtures.js';
import type { RowIssue } from './types.js';

/** The issues without the `value` and `expected` they carry for translated messages (checked on their own below). */
const withoutValues = (issues: readonly RowIssue[]) => issues.map(({ value: _value, expected: _expected, ...issue }) => issue);

const NO_HEADER = { accountNumber: null, currency: null, periodFrom: null, periodTo: null, openingBalance: null, closingBalance: null, accountName: null };

describe('a KlikBCA Individual export (English)', () => {
  it('is read as BCA personal: account rows above the table fill the header, the totals below it are not lines', async () => {
    const parsed = await parseFixture('bca-personal.csv', { expectedBank: '014', expectedAccountNumber: '0183456721', expectedCurrency: 'IDR' });

    expect(parsed.layout).toBe('BCA_PERSONAL');
    expect(parsed.bankCode).toBe('014');
    expect(withoutValues(parsed.issues)).toEqual([]);
    expect(parsed.header).toEqual({
      accountNumber: '0183456721',
      accountName: 'BUDI SANTOSO',
      currency: 'IDR',
      periodFrom: null,
      periodTo: null,
      openingBalance: '12450000.00',
      closingBalance: '27686969.86',
    });
    expect(parsed.lineCount).toBe(17);
    expect(parsed.lines.map((line) => line.row)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22]);
    expect(parsed.lines.some((line) => /balance|credit|debet/i.test(line.description))).toBe(false);
    expect([parsed.firstDate, parsed.lastDate, parsed.openingBalance, parsed.closingBalance]).toEqual(['2026-10-01', '2026-10-31', '12450000.00', '27686969.86']);
  });

  it("reads the salary credit with its 'DD/MM/YYYY date, DB/CR column and the transfer reference in the description", async () => {
    const parsed = await parseFixture('bca-personal.csv');

    expect(lineAt(parsed, 6)).toEqual({
      row: 6,
      transactionDate: '2026-10-01',
      transactionTime: null,
      postingDate: null,
      description: 'TRSF E-BANKING CR 0110/FTSCY/WS95221 15750000.00GAJI OKT 2026 PT SUMBER MAKMUR',
      reference: '0110/FTSCY/WS95221',
      direction: 'CREDIT',
      amount: '15750000.00',
      endingBalance: '28200000.00',
      pending: false,
    });
    expect(lineAt(parsed, 11)).toMatchObject({ description: 'KARTU DEBIT INDOMARET CIKINI', direction: 'DEBIT', amount: '186500.00', endingBalance: '24723000.00' });
    expect(lineAt(parsed, 20)).toMatchObject({ transactionDate: '2026-10-31', description: 'BUNGA', direction: 'CREDIT', amount: '8712.33' });
    expect(lineAt(parsed, 21)).toMatchObject({ description: 'PAJAK BUNGA', direction: 'DEBIT', amount: '1742.47', endingBalance: '27701969.86' });
  });

  it('keeps a description that KlikBCA wrote unquoted with a comma in it as one description', async () => {
    const parsed = await parseFixture('bca-personal.csv');

    expect(lineAt(parsed, 14)).toMatchObject({
      description: 'TRSF E-BANKING DB 1510/FTSCY/WS95051 1250000.00CICILAN MOTOR, OKT ADIRA FINANCE',
      direction: 'DEBIT',
      amount: '1250000.00',
      endingBalance: '22923000.00',
    });
  });
});

describe('a KlikBCA Individual export (Indonesian)', () => {
  it("takes the year of 'DD/MM dates from the period and reads quoted amounts with thousands separators", async () => {
    const parsed = await parseFixture('bca-personal-id.csv');

    expect(parsed.layout).toBe('BCA_PERSONAL');
    expect(parsed.header).toEqual({
      accountNumber: '0987654321',
      accountName: 'RINA KARTIKA',
      currency: 'IDR',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      openingBalance: '5250000.00',
      closingBalance: '11173316.70',
    });
    expect(lineAt(parsed, 8)).toMatchObject({
      transactionDate: '2026-10-01',
      description: 'KR OTOMATIS LLG-ANTAR BANK CV BERKAH TANI GAJI OKT',
      direction: 'CREDIT',
      amount: '8500000.00',
      endingBalance: '13750000.00',
    });
    expect(lineAt(parsed, 9)).toMatchObject({ transactionDate: '2026-10-02', reference: '0210/FTSCY/WS95051', direction: 'DEBIT', amount: '1750000.00', endingBalance: '12000000.00' });
    expect(lineAt(parsed, 16)).toMatchObject({ description: 'PAJAK BUNGA', amount: '429.17', endingBalance: '11239316.70' });
  });

  it('hands the PEND line over as pending, dated at the end of the period, with a warning and outside the booked dates', async () => {
    const parsed = await parseFixture('bca-personal-id.csv');

    expect(parsed.lineCount).toBe(11);
    expect(parsed.pendingCount).toBe(1);
    expect(lineAt(parsed, 18)).toMatchObject({
      transactionDate: '2026-10-31',
      description: 'TRANSAKSI DEBIT TGL: 31/10 QRIS 93600014 KOPI KENANGAN',
      direction: 'DEBIT',
      amount: '56000.00',
      endingBalance: '11173316.70',
      pending: true,
    });
    expect(parsed.lines.filter((line) => line.pending).map((line) => line.row)).toEqual([18]);
    expect(withoutValues(parsed.issues)).toEqual([
      { row: 18, field: 'date', severity: 'warning', code: STATEMENT_ISSUE.pendingLine, message: 'Row 18: the line is pending at the bank and may still change.' },
    ]);
    expect(parsed.errorCount).toBe(0);
    expect([parsed.firstDate, parsed.lastDate]).toEqual(['2026-10-01', '2026-10-31']);
  });
});

describe('a KlikBCA Bisnis export', () => {
  it('reads the quoted header rows, DB/CR written after the amount, and the quoted summary rows', async () => {
    const parsed = await parseFixture('bca-business.csv', { expectedBank: '014', expectedAccountNumber: '0351234567', expectedCurrency: 'IDR' });

    expect(parsed.layout).toBe('BCA_BUSINESS');
    expect(withoutValues(parsed.issues)).toEqual([]);
    expect(parsed.header).toEqual({
      accountNumber: '0351234567',
      accountName: 'PT SUMBER MAKMUR ABADI',
      currency: 'IDR',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      openingBalance: '150000000.00',
      closingBalance: '93271394.89',
    });
    expect(parsed.lineCount).toBe(14);
    expect(parsed.lines.at(-1)!.row).toBe(21);
    expect(lineAt(parsed, 9)).toEqual({
      row: 9,
      transactionDate: '2026-10-02',
      transactionTime: null,
      postingDate: null,
      description: 'KR OTOMATIS MID : 885000123456 SUMBER MAKMUR QR : 1,250,000.00 DDR : 8,750.00',
      reference: null,
      direction: 'CREDIT',
      amount: '1241250.00',
      endingBalance: '196241250.00',
      pending: false,
    });
    expect(lineAt(parsed, 15)).toMatchObject({
      description: 'TRSF E-BANKING DB 2510/FTSCY/WS95051 PAYROLL GAJI OKT 2026 45 KARYAWAN',
      reference: '2510/FTSCY/WS95051',
      direction: 'DEBIT',
      amount: '96750000.00',
      endingBalance: '94328760.00',
    });
    expect(lineAt(parsed, 12)).toMatchObject({ description: 'SETORAN TUNAI', direction: 'CREDIT', amount: '5000000.00' });
  });
});

describe('a Mandiri MCM export', () => {
  it('reads the account from every line, both description columns, the reference and the value date; it has no balances', async () => {
    const parsed = await parseFixture('mandiri-mcm.csv', { expectedBank: '008', expectedAccountNumber: '1370012345678' });

    expect(parsed.layout).toBe('MANDIRI_MCM');
    expect(parsed.bankCode).toBe('008');
    expect(withoutValues(parsed.issues)).toEqual([]);
    expect(parsed.header).toEqual({ ...NO_HEADER, accountNumber: '1370012345678' });
    expect(parsed.lineCount).toBe(12);
    expect(lineAt(parsed, 2)).toEqual({
      row: 2,
      transactionDate: '2026-10-01',
      transactionTime: null,
      postingDate: '2026-10-01',
      description: 'DR 1240009876543 KR 1370012345678 INV-2026-0912/PT MITRA UNGGAS/JKT',
      reference: null,
      direction: 'CREDIT',
      amount: '45000000.00',
      endingBalance: null,
      pending: false,
    });
    expect(lineAt(parsed, 4)).toMatchObject({
      description: 'MCM InhouseTrf DARI DOMPET ANAK BANGSA Transfer Fee 4021533983470679 G075070944 0310 WLST1e621e894f708e',
      reference: 'WLST1e621e894f708e',
      direction: 'CREDIT',
      amount: '41300.00',
    });
    expect(lineAt(parsed, 7)).toMatchObject({ transactionDate: '2026-10-10', postingDate: '2026-10-12', reference: 'SKN261010000456', direction: 'DEBIT', amount: '12750000.00' });
    expect(lineAt(parsed, 10)).toMatchObject({ description: 'DR 0060003911777 KR 1370012345678 71831136319/SUSHIMAS HARAPAN/BKS', amount: '453684.00' });
    expect([parsed.openingBalance, parsed.closingBalance]).toEqual([null, null]);
  });
});

describe("a Mandiri spreadsheet export saved as CSV in Indonesian (';', 1.234.567,89)", () => {
  it('is detected through its semicolons and BOM, with Indonesian month names and numbers', async () => {
    const parsed = await parseFixture('mandiri-sheet.csv', { expectedBank: '008', expectedAccountNumber: '1560007654321', expectedCurrency: 'IDR' });

    expect(parsed.layout).toBe('MANDIRI_SHEET');
    expect(withoutValues(parsed.issues)).toEqual([]);
    expect(parsed.header).toEqual({
      accountNumber: '1560007654321',
      accountName: 'PT SUMBER MAKMUR ABADI',
      currency: 'IDR',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      openingBalance: '80000000.00',
      closingBalance: '59340725.22',
    });
    expect(parsed.lineCount).toBe(11);
    expect(lineAt(parsed, 8)).toMatchObject({
      transactionDate: '2026-10-01',
      postingDate: '2026-10-01',
      reference: '2610010012345',
      direction: 'CREDIT',
      amount: '22500000.00',
      endingBalance: '102500000.00',
    });
    expect(lineAt(parsed, 9)).toMatchObject({ transactionDate: '2026-10-04', postingDate: '2026-10-05', direction: 'DEBIT', amount: '10000000.00', endingBalance: '92500000.00' });
    expect(lineAt(parsed, 10)).toMatchObject({ description: 'BIAYA TRANSFER ONLINE', amount: '6500.00', endingBalance: '92493500.00' });
    expect(lineAt(parsed, 17)).toMatchObject({ description: 'BUNGA', reference: null, direction: 'CREDIT', amount: '48312.77', endingBalance: '59350387.77' });
  });
});

describe("BNI's internet-banking download (Post Date, Value Date, Branch, Journal No., Description, Debit, Credit, Balance)", () => {
  it('is recognised as BNI from its real header, with the post date and time as the line date and the value date as posting date', async () => {
    const parsed = await parseFixture('bni-internet.csv', { expectedBank: '009', expectedAccountNumber: '0234567891', expectedCurrency: 'IDR' });

    expect(parsed.layout).toBe('BNI_INTERNET');
    expect(parsed.bankCode).toBe('009');
    expect(withoutValues(parsed.issues)).toEqual([]);
    // The download has no rows above the table: nothing states the account, so nothing can contradict it.
    expect(parsed.header).toEqual(NO_HEADER);
    expect(parsed.lineCount).toBe(8);
    expect(lineAt(parsed, 2)).toEqual({
      row: 2,
      transactionDate: '2026-10-01',
      transactionTime: '03:51:12',
      postingDate: '2026-10-01',
      description: 'TRANSFER DARI|PT MITRA UNGGAS|INV-2026-0914',
      reference: '100231',
      direction: 'CREDIT',
      amount: '27500000.00',
      endingBalance: '87500000.00',
      pending: false,
    });
    expect(lineAt(parsed, 3)).toMatchObject({ transactionTime: '14:20:05', direction: 'DEBIT', amount: '10000000.00', endingBalance: '77500000.00', reference: '100877' });
    // Saturday night: booked at 23.44.44, value date the Monday.
    expect(lineAt(parsed, 5)).toMatchObject({ transactionDate: '2026-10-03', transactionTime: '23:44:44', postingDate: '2026-10-05', direction: 'DEBIT', amount: '1245000.00' });
    expect(lineAt(parsed, 9)).toMatchObject({ description: 'PAJAK|PAJAK BUNGA|OKT 2026', direction: 'DEBIT', amount: '9662.55', endingBalance: '46191150.22' });
    expect([parsed.firstDate, parsed.lastDate, parsed.openingBalance, parsed.closingBalance]).toEqual(['2026-10-01', '2026-10-31', '60000000.00', '46191150.22']);
  });

  it('is refused for an account of another bank, naming BNI', async () => {
    const parsed = await parseFixture('bni-internet.csv', { expectedBank: '014' });

    expect(parsed.layout).toBe('BNI_INTERNET');
    expect(parsed.issues).toMatchObject([{ row: 1, field: 'layout', severity: 'error', code: STATEMENT_ISSUE.wrongBank }]);
    expect(parsed.lines).toEqual([]);
  });
});

describe('a BNI export with Tgl Trans, Uraian, Debet, Kredit, Saldo', () => {
  it("reads '02-Nop-26' dates, Indonesian numbers, the period 's/d' and the Saldo Awal/Total/Saldo Akhir rows", async () => {
    const parsed = await parseFixture('bni-daily.csv', { expectedBank: '009', expectedAccountNumber: '0234567891', expectedCurrency: 'IDR' });

    expect(parsed.layout).toBe('BNI_DAILY');
    expect(parsed.bankCode).toBe('009');
    expect(withoutValues(parsed.issues)).toEqual([]);
    expect(parsed.header).toEqual({
      accountNumber: '0234567891',
      accountName: 'PT SUMBER MAKMUR ABADI',
      currency: 'IDR',
      periodFrom: '2026-11-01',
      periodTo: '2026-11-21',
      openingBalance: '35000000.00',
      closingBalance: '25712000.00',
    });
    expect(parsed.lineCount).toBe(10);
    expect(lineAt(parsed, 8)).toEqual({
      row: 8,
      transactionDate: '2026-11-02',
      transactionTime: null,
      postingDate: null,
      description: 'TRF DARI PT MITRA UNGGAS INV-2026-1001',
      reference: null,
      direction: 'CREDIT',
      amount: '18250000.00',
      endingBalance: '53250000.00',
      pending: false,
    });
    expect(lineAt(parsed, 14)).toMatchObject({ transactionDate: '2026-11-12', description: 'BIAYA BI-FAST', direction: 'DEBIT', amount: '2500.00', endingBalance: '30887000.00' });
    expect(lineAt(parsed, 17)).toMatchObject({ transactionDate: '2026-11-20', direction: 'DEBIT', amount: '9800000.00', endingBalance: '25712000.00' });
  });
});

describe('a BNI export with Posting Date, Effective Date, Journal and D/C', () => {
  it('takes the effective date as the transaction date, the posting date after it, and the journal as reference', async () => {
    const parsed = await parseFixture('bni-posting.csv', { expectedBank: '009', expectedAccountNumber: '1122334455' });

    expect(parsed.layout).toBe('BNI_POSTING');
    expect(withoutValues(parsed.issues)).toEqual([]);
    expect(parsed.header).toMatchObject({ accountNumber: '1122334455', currency: 'IDR', periodFrom: '2026-10-01', openingBalance: '60000000.00', closingBalance: '52429451.75' });
    expect(parsed.lineCount).toBe(11);
    expect(lineAt(parsed, 8)).toMatchObject({
      transactionDate: '2026-10-01',
      postingDate: '2026-10-01',
      reference: '732151',
      direction: 'CREDIT',
      amount: '27500000.00',
      endingBalance: '87500000.00',
    });
    expect(lineAt(parsed, 11)).toMatchObject({
      transactionDate: '2026-10-03',
      postingDate: '2026-10-05',
      description: 'SETORAN KLIRING CEK BCA CA 0123456',
      reference: '733410',
      direction: 'CREDIT',
      amount: '8400000.00',
      endingBalance: '80897500.00',
    });
    expect(lineAt(parsed, 18)).toMatchObject({ description: 'BIAYA ADM', direction: 'DEBIT', amount: '15000.00', endingBalance: '52429451.75' });
  });
});

describe('a BRI export (NOREK, TGL_TRAN, JAM_TRAN…)', () => {
  it('reads the time from JAM_TRAN, even without its leading zero, and the effective date as posting date', async () => {
    const parsed = await parseFixture('bri.csv', { expectedBank: '002', expectedAccountNumber: '034101000123309' });

    expect(parsed.layout).toBe('BRI');
    expect(parsed.bankCode).toBe('002');
    expect(withoutValues(parsed.issues)).toEqual([]);
    expect(parsed.lineCount).toBe(12);
    expect(lineAt(parsed, 2)).toEqual({
      row: 2,
      transactionDate: '2026-10-01',
      transactionTime: '07:12:45',
      postingDate: '2026-10-01',
      description: 'NBMB PT SUMBER MAKMUR TO PT PAKAN JAYA ESB:NBMB:0001500F:168770158106',
      reference: 'ESB:NBMB:0001500F:168770158106',
      direction: 'DEBIT',
      amount: '7500000.00',
      endingBalance: '17500000.00',
      pending: false,
    });
    expect(lineAt(parsed, 4)).toMatchObject({ transactionDate: '2026-10-03', transactionTime: '23:44:44', postingDate: '2026-10-05', amount: '1245000.00', endingBalance: '35505000.00' });
    expect(lineAt(parsed, 8)).toMatchObject({ transactionTime: '08:00:00', description: 'SETORAN TUNAI TELLER UNIT KEMANG', reference: null, direction: 'CREDIT', amount: '4500000.00' });
    expect(lineAt(parsed, 10)).toMatchObject({ transactionTime: '09:15:30', direction: 'DEBIT', amount: '12300000.00', endingBalance: '18827350.00' });
  });

  it('has no header rows: the account comes from NOREK and the opening balance from the first SALDO_AWAL_MUTASI', async () => {
    const parsed = await parseFixture('bri.csv');

    expect(parsed.header).toEqual({ ...NO_HEADER, accountNumber: '034101000123309' });
    expect([parsed.openingBalance, parsed.closingBalance, parsed.firstDate, parsed.lastDate]).toEqual(['25000000.00', '18832473.29', '2026-10-01', '2026-10-31']);
  });
});
