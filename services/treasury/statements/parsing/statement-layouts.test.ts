import { describe, expect, it } from 'vitest';
import { STATEMENT_ISSUE } from './error-codes.js';
import { NO_HEADER } from './parse-statement.js';
import { lineAt, parseFixture } from './statement-fixtures.js';
import type {
  ParsedLine,
  ParseStatementOptions,
  RowIssue,
  StatementHeader,
  StatementLayout,
} from './types.js';

/** The issues without the `value` and `expected` they carry for translated messages (checked on their own below). */
const withoutValues = (issues: readonly RowIssue[]) =>
  issues.map(({ value: _value, expected: _expected, ...issue }) => issue);

/** A header stated above the table of an export for an IDR account of a month of 2026. */
const header = (
  fields: Pick<
    StatementHeader,
    'accountNumber' | 'accountName' | 'openingBalance' | 'closingBalance'
  > &
    Partial<StatementHeader>,
): StatementHeader => ({
  currency: 'IDR',
  periodFrom: '2026-10-01',
  periodTo: '2026-10-31',
  ...fields,
});

/** A line as `onLine` receives it: booked, without time, posting date, reference or balance unless given. */
const line = (
  fields: Pick<ParsedLine, 'row' | 'transactionDate' | 'description' | 'direction' | 'amount'> &
    Partial<ParsedLine>,
): ParsedLine => ({
  transactionTime: null,
  postingDate: null,
  reference: null,
  endingBalance: null,
  pending: false,
  ...fields,
});

/** The rows from `first` to `last`. */
const rows = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => first + index);

/** One bank's export and what the parser reads from it. */
type LayoutCase = {
  /** The export, as a person would name it. */
  export: string;
  /** What reading it shows. */
  story: string;
  fixture: string;
  options?: Omit<ParseStatementOptions, 'onLine'>;
  layout: StatementLayout;
  bankCode: string;
  header: StatementHeader;
  /** The rows the lines start on, pending ones included. */
  rows: number[];
  issues?: Omit<RowIssue, 'value' | 'expected'>[];
  /** One line, every field of it. */
  whole?: ParsedLine;
  /** Other lines, by row, on the fields named. */
  spots: [row: number, fields: Partial<ParsedLine>][];
  /** The first and last booked date, then the opening and closing balance. */
  summary: [
    firstDate: string | null,
    lastDate: string | null,
    openingBalance: string | null,
    closingBalance: string | null,
  ];
};

const LAYOUTS: LayoutCase[] = [
  {
    export: 'a KlikBCA Individual export (English)',
    story:
      "account rows above the table fill the header; the salary credit has its 'DD/MM/YYYY date, DB/CR column and the transfer reference in the description",
    fixture: 'bca-personal.csv',
    options: { expectedBank: '014', expectedAccountNumber: '0183456721', expectedCurrency: 'IDR' },
    layout: 'BCA_PERSONAL',
    bankCode: '014',
    header: header({
      accountNumber: '0183456721',
      accountName: 'BUDI SANTOSO',
      periodFrom: null,
      periodTo: null,
      openingBalance: '12450000.00',
      closingBalance: '27686969.86',
    }),
    rows: rows(6, 22),
    whole: line({
      row: 6,
      transactionDate: '2026-10-01',
      description: 'TRSF E-BANKING CR 0110/FTSCY/WS95221 15750000.00GAJI OKT 2026 PT SUMBER MAKMUR',
      reference: '0110/FTSCY/WS95221',
      direction: 'CREDIT',
      amount: '15750000.00',
      endingBalance: '28200000.00',
    }),
    spots: [
      [
        11,
        {
          description: 'KARTU DEBIT INDOMARET CIKINI',
          direction: 'DEBIT',
          amount: '186500.00',
          endingBalance: '24723000.00',
        },
      ],
      [
        20,
        {
          transactionDate: '2026-10-31',
          description: 'BUNGA',
          direction: 'CREDIT',
          amount: '8712.33',
        },
      ],
      [
        21,
        {
          description: 'PAJAK BUNGA',
          direction: 'DEBIT',
          amount: '1742.47',
          endingBalance: '27701969.86',
        },
      ],
    ],
    summary: ['2026-10-01', '2026-10-31', '12450000.00', '27686969.86'],
  },
  {
    export: 'a KlikBCA Individual export (Indonesian)',
    story:
      "takes the year of 'DD/MM dates from the period and reads quoted amounts with thousands separators",
    fixture: 'bca-personal-id.csv',
    layout: 'BCA_PERSONAL',
    bankCode: '014',
    header: header({
      accountNumber: '0987654321',
      accountName: 'RINA KARTIKA',
      openingBalance: '5250000.00',
      closingBalance: '11173316.70',
    }),
    rows: rows(8, 18),
    issues: [
      {
        row: 18,
        field: 'date',
        severity: 'warning',
        code: STATEMENT_ISSUE.pendingLine,
        message: 'Row 18: the line is pending at the bank and may still change.',
      },
    ],
    whole: line({
      row: 8,
      transactionDate: '2026-10-01',
      description: 'KR OTOMATIS LLG-ANTAR BANK CV BERKAH TANI GAJI OKT',
      direction: 'CREDIT',
      amount: '8500000.00',
      endingBalance: '13750000.00',
    }),
    spots: [
      [
        9,
        {
          transactionDate: '2026-10-02',
          reference: '0210/FTSCY/WS95051',
          direction: 'DEBIT',
          amount: '1750000.00',
          endingBalance: '12000000.00',
        },
      ],
      [16, { description: 'PAJAK BUNGA', amount: '429.17', endingBalance: '11239316.70' }],
    ],
    summary: ['2026-10-01', '2026-10-31', '5250000.00', '11173316.70'],
  },
  {
    export: 'a KlikBCA Bisnis export',
    story:
      'reads the quoted header rows, DB/CR written after the amount, and the quoted summary rows',
    fixture: 'bca-business.csv',
    options: { expectedBank: '014', expectedAccountNumber: '0351234567', expectedCurrency: 'IDR' },
    layout: 'BCA_BUSINESS',
    bankCode: '014',
    header: header({
      accountNumber: '0351234567',
      accountName: 'PT SUMBER MAKMUR ABADI',
      openingBalance: '150000000.00',
      closingBalance: '93271394.89',
    }),
    rows: rows(8, 21),
    whole: line({
      row: 9,
      transactionDate: '2026-10-02',
      description: 'KR OTOMATIS MID : 885000123456 SUMBER MAKMUR QR : 1,250,000.00 DDR : 8,750.00',
      direction: 'CREDIT',
      amount: '1241250.00',
      endingBalance: '196241250.00',
    }),
    spots: [
      [
        15,
        {
          description: 'TRSF E-BANKING DB 2510/FTSCY/WS95051 PAYROLL GAJI OKT 2026 45 KARYAWAN',
          reference: '2510/FTSCY/WS95051',
          direction: 'DEBIT',
          amount: '96750000.00',
          endingBalance: '94328760.00',
        },
      ],
      [12, { description: 'SETORAN TUNAI', direction: 'CREDIT', amount: '5000000.00' }],
    ],
    summary: ['2026-10-01', '2026-10-31', '150000000.00', '93271394.89'],
  },
  {
    export: 'a Mandiri MCM export',
    story:
      'reads the account from every line, both description columns, the reference and the value date; it has no balances',
    fixture: 'mandiri-mcm.csv',
    options: { expectedBank: '008', expectedAccountNumber: '1370012345678' },
    layout: 'MANDIRI_MCM',
    bankCode: '008',
    header: { ...NO_HEADER, accountNumber: '1370012345678' },
    rows: rows(2, 13),
    whole: line({
      row: 2,
      transactionDate: '2026-10-01',
      postingDate: '2026-10-01',
      description: 'DR 1240009876543 KR 1370012345678 INV-2026-0912/PT MITRA UNGGAS/JKT',
      direction: 'CREDIT',
      amount: '45000000.00',
    }),
    spots: [
      [
        4,
        {
          description:
            'MCM InhouseTrf DARI DOMPET ANAK BANGSA Transfer Fee 4021533983470679 G075070944 0310 WLST1e621e894f708e',
          reference: 'WLST1e621e894f708e',
          direction: 'CREDIT',
          amount: '41300.00',
        },
      ],
      [
        7,
        {
          transactionDate: '2026-10-10',
          postingDate: '2026-10-12',
          reference: 'SKN261010000456',
          direction: 'DEBIT',
          amount: '12750000.00',
        },
      ],
      [
        10,
        {
          description: 'DR 0060003911777 KR 1370012345678 71831136319/SUSHIMAS HARAPAN/BKS',
          amount: '453684.00',
        },
      ],
    ],
    summary: ['2026-10-01', '2026-10-31', null, null],
  },
  {
    export: "a Mandiri spreadsheet export saved as CSV in Indonesian (';', 1.234.567,89)",
    story: 'is detected through its semicolons and BOM, with Indonesian month names and numbers',
    fixture: 'mandiri-sheet.csv',
    options: {
      expectedBank: '008',
      expectedAccountNumber: '1560007654321',
      expectedCurrency: 'IDR',
    },
    layout: 'MANDIRI_SHEET',
    bankCode: '008',
    header: header({
      accountNumber: '1560007654321',
      accountName: 'PT SUMBER MAKMUR ABADI',
      openingBalance: '80000000.00',
      closingBalance: '59340725.22',
    }),
    rows: rows(8, 18),
    spots: [
      [
        8,
        {
          transactionDate: '2026-10-01',
          postingDate: '2026-10-01',
          reference: '2610010012345',
          direction: 'CREDIT',
          amount: '22500000.00',
          endingBalance: '102500000.00',
        },
      ],
      [
        9,
        {
          transactionDate: '2026-10-04',
          postingDate: '2026-10-05',
          direction: 'DEBIT',
          amount: '10000000.00',
          endingBalance: '92500000.00',
        },
      ],
      [
        10,
        { description: 'BIAYA TRANSFER ONLINE', amount: '6500.00', endingBalance: '92493500.00' },
      ],
      [
        17,
        {
          description: 'BUNGA',
          reference: null,
          direction: 'CREDIT',
          amount: '48312.77',
          endingBalance: '59350387.77',
        },
      ],
    ],
    summary: ['2026-10-01', '2026-10-31', '80000000.00', '59340725.22'],
  },
  {
    export:
      "BNI's internet-banking download (Post Date, Value Date, Branch, Journal No., Description, Debit, Credit, Balance)",
    // The download has no rows above the table: nothing states the account, so nothing can contradict it.
    story:
      'is recognised as BNI from its real header, with the post date and time as the line date and the value date as posting date',
    fixture: 'bni-internet.csv',
    options: { expectedBank: '009', expectedAccountNumber: '0234567891', expectedCurrency: 'IDR' },
    layout: 'BNI_INTERNET',
    bankCode: '009',
    header: NO_HEADER,
    rows: rows(2, 9),
    whole: line({
      row: 2,
      transactionDate: '2026-10-01',
      transactionTime: '03:51:12',
      postingDate: '2026-10-01',
      description: 'TRANSFER DARI|PT MITRA UNGGAS|INV-2026-0914',
      reference: '100231',
      direction: 'CREDIT',
      amount: '27500000.00',
      endingBalance: '87500000.00',
    }),
    spots: [
      [
        3,
        {
          transactionTime: '14:20:05',
          direction: 'DEBIT',
          amount: '10000000.00',
          endingBalance: '77500000.00',
          reference: '100877',
        },
      ],
      // Saturday night: booked at 23.44.44, value date the Monday.
      [
        5,
        {
          transactionDate: '2026-10-03',
          transactionTime: '23:44:44',
          postingDate: '2026-10-05',
          direction: 'DEBIT',
          amount: '1245000.00',
        },
      ],
      [
        9,
        {
          description: 'PAJAK|PAJAK BUNGA|OKT 2026',
          direction: 'DEBIT',
          amount: '9662.55',
          endingBalance: '46191150.22',
        },
      ],
    ],
    summary: ['2026-10-01', '2026-10-31', '60000000.00', '46191150.22'],
  },
  {
    export: 'a BNI export with Tgl Trans, Uraian, Debet, Kredit, Saldo',
    story:
      "reads '02-Nop-26' dates, Indonesian numbers, the period 's/d' and the Saldo Awal/Total/Saldo Akhir rows",
    fixture: 'bni-daily.csv',
    options: { expectedBank: '009', expectedAccountNumber: '0234567891', expectedCurrency: 'IDR' },
    layout: 'BNI_DAILY',
    bankCode: '009',
    header: header({
      accountNumber: '0234567891',
      accountName: 'PT SUMBER MAKMUR ABADI',
      periodFrom: '2026-11-01',
      periodTo: '2026-11-21',
      openingBalance: '35000000.00',
      closingBalance: '25712000.00',
    }),
    rows: rows(8, 17),
    whole: line({
      row: 8,
      transactionDate: '2026-11-02',
      description: 'TRF DARI PT MITRA UNGGAS INV-2026-1001',
      direction: 'CREDIT',
      amount: '18250000.00',
      endingBalance: '53250000.00',
    }),
    spots: [
      [
        14,
        {
          transactionDate: '2026-11-12',
          description: 'BIAYA BI-FAST',
          direction: 'DEBIT',
          amount: '2500.00',
          endingBalance: '30887000.00',
        },
      ],
      [
        17,
        {
          transactionDate: '2026-11-20',
          direction: 'DEBIT',
          amount: '9800000.00',
          endingBalance: '25712000.00',
        },
      ],
    ],
    summary: ['2026-11-02', '2026-11-20', '35000000.00', '25712000.00'],
  },
  {
    export: 'a BNI export with Posting Date, Effective Date, Journal and D/C',
    story:
      'takes the effective date as the transaction date, the posting date after it, and the journal as reference',
    fixture: 'bni-posting.csv',
    options: { expectedBank: '009', expectedAccountNumber: '1122334455' },
    layout: 'BNI_POSTING',
    bankCode: '009',
    header: header({
      accountNumber: '1122334455',
      accountName: 'PT SUMBER MAKMUR ABADI',
      openingBalance: '60000000.00',
      closingBalance: '52429451.75',
    }),
    rows: rows(8, 18),
    spots: [
      [
        8,
        {
          transactionDate: '2026-10-01',
          postingDate: '2026-10-01',
          reference: '732151',
          direction: 'CREDIT',
          amount: '27500000.00',
          endingBalance: '87500000.00',
        },
      ],
      [
        11,
        {
          transactionDate: '2026-10-03',
          postingDate: '2026-10-05',
          description: 'SETORAN KLIRING CEK BCA CA 0123456',
          reference: '733410',
          direction: 'CREDIT',
          amount: '8400000.00',
          endingBalance: '80897500.00',
        },
      ],
      [
        18,
        {
          description: 'BIAYA ADM',
          direction: 'DEBIT',
          amount: '15000.00',
          endingBalance: '52429451.75',
        },
      ],
    ],
    summary: ['2026-10-01', '2026-10-31', '60000000.00', '52429451.75'],
  },
  {
    export: 'a BRI export (NOREK, TGL_TRAN, JAM_TRAN…)',
    // No header rows: the account comes from NOREK and the opening balance from the first SALDO_AWAL_MUTASI.
    story:
      'reads the time from JAM_TRAN, even without its leading zero, and the effective date as posting date',
    fixture: 'bri.csv',
    options: { expectedBank: '002', expectedAccountNumber: '034101000123309' },
    layout: 'BRI',
    bankCode: '002',
    header: { ...NO_HEADER, accountNumber: '034101000123309' },
    rows: rows(2, 13),
    whole: line({
      row: 2,
      transactionDate: '2026-10-01',
      transactionTime: '07:12:45',
      postingDate: '2026-10-01',
      description: 'NBMB PT SUMBER MAKMUR TO PT PAKAN JAYA ESB:NBMB:0001500F:168770158106',
      reference: 'ESB:NBMB:0001500F:168770158106',
      direction: 'DEBIT',
      amount: '7500000.00',
      endingBalance: '17500000.00',
    }),
    spots: [
      [
        4,
        {
          transactionDate: '2026-10-03',
          transactionTime: '23:44:44',
          postingDate: '2026-10-05',
          amount: '1245000.00',
          endingBalance: '35505000.00',
        },
      ],
      [
        8,
        {
          transactionTime: '08:00:00',
          description: 'SETORAN TUNAI TELLER UNIT KEMANG',
          reference: null,
          direction: 'CREDIT',
          amount: '4500000.00',
        },
      ],
      [
        10,
        {
          transactionTime: '09:15:30',
          direction: 'DEBIT',
          amount: '12300000.00',
          endingBalance: '18827350.00',
        },
      ],
    ],
    summary: ['2026-10-01', '2026-10-31', '25000000.00', '18832473.29'],
  },
];

describe('every bank export the parser reads', () => {
  for (const expected of LAYOUTS) {
    it(`${expected.export}: ${expected.story}`, async () => {
      const parsed = await parseFixture(expected.fixture, expected.options);

      expect([parsed.layout, parsed.bankCode]).toEqual([expected.layout, expected.bankCode]);
      expect(withoutValues(parsed.issues)).toEqual(expected.issues ?? []);
      expect(parsed.header).toEqual(expected.header);
      expect(parsed.lineCount).toBe(expected.rows.length);
      expect(parsed.lines.map((parsedLine) => parsedLine.row)).toEqual(expected.rows);
      if (expected.whole) expect(lineAt(parsed, expected.whole.row)).toEqual(expected.whole);
      for (const [row, fields] of expected.spots) expect(lineAt(parsed, row)).toMatchObject(fields);
      expect([
        parsed.firstDate,
        parsed.lastDate,
        parsed.openingBalance,
        parsed.closingBalance,
      ]).toEqual(expected.summary);
    });
  }
});

describe('a KlikBCA Individual export (English)', () => {
  it('does not take the totals below the table for lines', async () => {
    const parsed = await parseFixture('bca-personal.csv');

    expect(
      parsed.lines.some((parsedLine) => /balance|credit|debet/i.test(parsedLine.description)),
    ).toBe(false);
  });

  it('keeps a description that KlikBCA wrote unquoted with a comma in it as one description', async () => {
    const parsed = await parseFixture('bca-personal.csv');

    expect(lineAt(parsed, 14)).toMatchObject({
      description:
        'TRSF E-BANKING DB 1510/FTSCY/WS95051 1250000.00CICILAN MOTOR, OKT ADIRA FINANCE',
      direction: 'DEBIT',
      amount: '1250000.00',
      endingBalance: '22923000.00',
    });
  });
});

describe('a KlikBCA Individual export (Indonesian)', () => {
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
    expect(
      parsed.lines.filter((parsedLine) => parsedLine.pending).map((parsedLine) => parsedLine.row),
    ).toEqual([18]);
    expect(withoutValues(parsed.issues)).toEqual([
      {
        row: 18,
        field: 'date',
        severity: 'warning',
        code: STATEMENT_ISSUE.pendingLine,
        message: 'Row 18: the line is pending at the bank and may still change.',
      },
    ]);
    expect(parsed.errorCount).toBe(0);
    expect([parsed.firstDate, parsed.lastDate]).toEqual(['2026-10-01', '2026-10-31']);
  });
});

describe("BNI's internet-banking download", () => {
  it('is refused for an account of another bank, naming BNI', async () => {
    const parsed = await parseFixture('bni-internet.csv', { expectedBank: '014' });

    expect(parsed.layout).toBe('BNI_INTERNET');
    expect(parsed.issues).toMatchObject([
      { row: 1, field: 'layout', severity: 'error', code: STATEMENT_ISSUE.wrongBank },
    ]);
    expect(parsed.lines).toEqual([]);
  });
});
