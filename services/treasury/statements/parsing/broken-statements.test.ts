import { describe, expect, it } from 'vitest';
import { STATEMENT_ISSUE } from './error-codes.js';
import { parseChunks, parseFixture, readFixture } from './statement-fixtures.js';
import type { ParseStatementOptions, RowIssue } from './types.js';

/** The issues without the `value` and `expected` they carry for translated messages (checked on their own below). */
const withoutValues = (issues: readonly RowIssue[]) =>
  issues.map(({ value: _value, expected: _expected, ...issue }) => issue);

/** A file whose reading shows one issue, and what else the test looks at. */
type OneIssueCase = {
  title: string;
  fixture: string;
  options?: Omit<ParseStatementOptions, 'onLine'>;
  issue: Omit<RowIssue, 'value' | 'expected'>;
  /** The rows of the lines handed over. */
  rows?: number[];
  lineCount?: number;
  errorCount?: number;
  layout?: null;
};

const readsOneIssue = async ({
  fixture,
  options,
  issue,
  rows,
  lineCount,
  errorCount,
  layout,
}: OneIssueCase) => {
  const parsed = await parseFixture(fixture, options);

  expect(withoutValues(parsed.issues)).toEqual([issue]);
  if (rows) expect(parsed.lines.map((line) => line.row)).toEqual(rows);
  if (lineCount !== undefined) expect(parsed.lineCount).toBe(lineCount);
  if (errorCount !== undefined) expect(parsed.errorCount).toBe(errorCount);
  if (layout !== undefined) expect(parsed.layout).toBe(layout);
};

describe('a statement with a broken row', () => {
  it.each<OneIssueCase>([
    {
      title:
        'a date that is not in the calendar is an error on its row, and the line is not handed over',
      fixture: 'bca-personal-bad-date.csv',
      issue: {
        row: 8,
        field: 'date',
        severity: 'error',
        code: STATEMENT_ISSUE.invalidDate,
        message: 'Row 8: the date "31/09/2026" is not a valid date.',
      },
      errorCount: 1,
      rows: [6, 7, 9, 10, 11],
    },
    {
      title: 'an amount that is not a number is an error on its row naming the value',
      fixture: 'bca-business-bad-amount.csv',
      issue: {
        row: 12,
        field: 'amount',
        severity: 'error',
        code: STATEMENT_ISSUE.invalidAmount,
        message: 'Row 12: the amount "12,5x" is not a number.',
      },
      lineCount: 5,
    },
    {
      title: 'a line without DB or CR is a type error',
      fixture: 'bca-personal-missing-dbcr.csv',
      issue: {
        row: 9,
        field: 'type',
        severity: 'error',
        code: STATEMENT_ISSUE.invalidType,
        message: 'Row 9: the type "" is not debit or credit.',
      },
    },
    {
      title:
        'an ending balance that is not a number is an error, and the next line is not checked against it',
      fixture: 'bni-daily-bad-balance.csv',
      issue: {
        row: 10,
        field: 'endingBalance',
        severity: 'error',
        code: STATEMENT_ISSUE.invalidBalance,
        message: 'Row 10: the ending balance "36.OOO.OOO,00" is not a number.',
      },
      rows: [8, 9, 11, 12],
    },
    {
      title: 'an empty description is an error',
      fixture: 'mandiri-mcm-empty-description.csv',
      issue: {
        row: 5,
        field: 'description',
        severity: 'error',
        code: STATEMENT_ISSUE.emptyDescription,
        message: 'Row 5: the description is empty.',
      },
    },
    {
      title: 'a posting time before the transaction time is an error',
      fixture: 'bri-posting-before-transaction.csv',
      issue: {
        row: 4,
        field: 'postingTime',
        severity: 'error',
        code: STATEMENT_ISSUE.postingBeforeTransaction,
        message:
          'Row 4: the posting date 2026-10-02 23:44:44 is before the transaction date 2026-10-03 23:44:44.',
      },
    },
    {
      title:
        'a missing line shows as a balance gap: a warning on the next line, so the import can still go ahead',
      fixture: 'bri-balance-gap.csv',
      issue: {
        row: 5,
        field: 'balanceContinuity',
        severity: 'warning',
        code: STATEMENT_ISSUE.balanceGap,
        message:
          'Row 5: the ending balance 28,609,850.00 does not follow from the previous balance and the amount (expected 25,505,000.00).',
      },
      errorCount: 0,
      lineCount: 5,
    },
  ])('$title', readsOneIssue);
  it('every kind of row error on one line is reported, each naming its field', async () => {
    const text = [
      'Tgl Trans,Uraian,Debet,Kredit,Saldo',
      '02-Nop-26,"TRF DARI PT MITRA UNGGAS","0,00","18.250.000,00","53.250.000,00"',
      '31-Nop-26,"","1.0x0,00","0,00","abc"',
    ].join('\n');

    const parsed = await parseChunks([text]);

    expect(parsed.issues.map(({ row, field, code }) => ({ row, field, code }))).toEqual([
      { row: 3, field: 'date', code: STATEMENT_ISSUE.invalidDate },
      { row: 3, field: 'amount', code: STATEMENT_ISSUE.invalidAmount },
      { row: 3, field: 'endingBalance', code: STATEMENT_ISSUE.invalidBalance },
      { row: 3, field: 'description', code: STATEMENT_ISSUE.emptyDescription },
    ]);
  });

  it('a line with both a debit and a credit is a type error', async () => {
    const text = [
      'Tgl Trans,Uraian,Debet,Kredit,Saldo',
      '02-Nop-26,"TRF","1.000,00","2.000,00","1.000,00"',
    ].join('\n');

    const parsed = await parseChunks([text]);

    expect(withoutValues(parsed.issues)).toEqual([
      {
        row: 2,
        field: 'type',
        severity: 'error',
        code: STATEMENT_ISSUE.invalidType,
        message: 'Row 2: the type "1.000,00 / 2.000,00" is not debit or credit.',
      },
    ]);
  });

  it('a line with neither a debit nor a credit is skipped with a warning', async () => {
    const text = [
      'Tgl Trans,Uraian,Debet,Kredit,Saldo',
      '02-Nop-26,"CEK SALDO","0,00","0,00","1.000,00"',
    ].join('\n');

    const parsed = await parseChunks([text]);

    expect(withoutValues(parsed.issues)).toEqual([
      {
        row: 2,
        field: 'amount',
        severity: 'warning',
        code: STATEMENT_ISSUE.zeroAmount,
        message: 'Row 2: the line has no amount and was skipped.',
      },
    ]);
    expect(parsed.lineCount).toBe(0);
  });
});

describe('a file that is not a statement', () => {
  it.each<OneIssueCase>([
    {
      title: 'an empty file is refused as empty',
      fixture: 'empty.csv',
      issue: {
        row: 0,
        field: 'layout',
        severity: 'error',
        code: STATEMENT_ISSUE.emptyFile,
        message: 'The file contains no statement lines.',
      },
      layout: null,
    },
    {
      title: 'a PDF e-statement saved with a .csv name is refused as not CSV',
      fixture: 'not-a-csv.csv',
      issue: {
        row: 1,
        field: 'layout',
        severity: 'error',
        code: STATEMENT_ISSUE.csvParseFailure,
        message: 'Row 1: the file cannot be read as CSV (it is a PDF document).',
      },
    },
    {
      title: 'a CSV of another bank is refused as unsupported',
      fixture: 'unknown-layout.csv',
      issue: {
        row: 0,
        field: 'layout',
        severity: 'error',
        code: STATEMENT_ISSUE.unsupportedLayout,
        message:
          'The file does not match a supported bank statement export (BCA, Mandiri, BNI or BRI internet-banking CSV).',
      },
    },
    {
      title:
        'a download cut off inside a quoted value is a CSV error on that row, after the lines before it were read',
      fixture: 'bca-business-truncated.csv',
      issue: {
        row: 13,
        field: 'layout',
        severity: 'error',
        code: STATEMENT_ISSUE.csvParseFailure,
        message: 'Row 13: the file cannot be read as CSV (a quoted value is never closed).',
      },
      rows: [8, 9, 10, 11, 12],
    },
    {
      title: 'a file over the limit is refused once the limit is passed',
      fixture: 'bca-personal.csv',
      options: { maxBytes: 1024 },
      issue: {
        row: 0,
        field: 'layout',
        severity: 'error',
        code: STATEMENT_ISSUE.fileTooLarge,
        message: 'The file is larger than 1,024 bytes.',
      },
    },
  ])('$title', readsOneIssue);
  it('a header and no lines is empty', async () => {
    const parsed = await parseChunks(['Tgl Trans,Uraian,Debet,Kredit,Saldo\r\n']);

    expect(parsed.layout).toBe('BNI_DAILY');
    expect(parsed.issues.map((issue) => issue.code)).toEqual([STATEMENT_ISSUE.emptyFile]);
  });

  it('the limit is 25 MB by default', async () => {
    const parsed = await parseChunks([Buffer.alloc(25 * 1024 * 1024 + 1, 'a')]);

    expect(withoutValues(parsed.issues)).toEqual([
      {
        row: 0,
        field: 'layout',
        severity: 'error',
        code: STATEMENT_ISSUE.fileTooLarge,
        message: 'The file is larger than 25 MB.',
      },
    ]);
  });
});

describe('a statement for another bank, account or currency than the one chosen', () => {
  it.each<OneIssueCase>([
    {
      title:
        'a BRI export for an account at BCA is refused on its header row, before any line is read',
      fixture: 'bri.csv',
      options: { expectedBank: '014' },
      issue: {
        row: 1,
        field: 'layout',
        severity: 'error',
        code: STATEMENT_ISSUE.wrongBank,
        message:
          'Row 1: this is a Bank Rakyat Indonesia (BRI) statement, but the chosen bank account is at Bank Central Asia (BCA).',
      },
      lineCount: 0,
    },
    {
      title:
        "another account's statement at another bank is refused naming the file's account number and the chosen one, not the banks",
      fixture: 'bca-business.csv',
      options: { expectedBank: '008', expectedAccountNumber: '1370098765432' },
      issue: {
        row: 3,
        field: 'layout',
        severity: 'error',
        code: STATEMENT_ISSUE.wrongAccount,
        message:
          'Row 3: the statement is for account 0351234567, but the chosen bank account is 1370098765432.',
      },
      lineCount: 0,
    },
    {
      title: "another account's statement is refused on the row that names the account",
      fixture: 'bca-business-other-account.csv',
      options: { expectedBank: '014', expectedAccountNumber: '0351234567' },
      issue: {
        row: 3,
        field: 'layout',
        severity: 'error',
        code: STATEMENT_ISSUE.wrongAccount,
        message:
          'Row 3: the statement is for account 0359988776, but the chosen bank account is 0351234567.',
      },
      lineCount: 0,
    },
    {
      title: 'an IDR statement for a USD account is refused on the currency row',
      fixture: 'bca-personal.csv',
      options: { expectedCurrency: 'USD' },
      issue: {
        row: 3,
        field: 'layout',
        severity: 'error',
        code: STATEMENT_ISSUE.wrongCurrency,
        message: 'Row 3: the statement currency is IDR, but the chosen bank account is in USD.',
      },
    },
  ])('$title', readsOneIssue);

  it('where the account is on every line (Mandiri MCM), it is refused on the first line', async () => {
    const parsed = await parseFixture('mandiri-mcm.csv', {
      expectedAccountNumber: '1370099999999',
    });

    expect(parsed.issues.map(({ row, field, code }) => ({ row, field, code }))).toEqual([
      { row: 2, field: 'layout', code: STATEMENT_ISSUE.wrongAccount },
    ]);
    expect(parsed.lineCount).toBe(0);
  });

  it('an account number written with dashes or leading zeros dropped is the same account', async () => {
    const dashed = await parseFixture('bri.csv', { expectedAccountNumber: '0341-01-000123-30-9' });
    const unpadded = await parseFixture('bca-personal.csv', { expectedAccountNumber: '183456721' });

    expect([dashed.errorCount, unpadded.errorCount]).toEqual([0, 0]);
  });

  it('a line of another account inside an MCM file is an error on that line', async () => {
    const file = (await readFixture('mandiri-mcm.csv'))
      .toString('utf8')
      .replace('1370012345678,05/10/26', '1370098765432,05/10/26');

    const parsed = await parseChunks([file], { expectedAccountNumber: '1370012345678' });

    expect(
      parsed.issues.map(({ row, field, code, message }) => ({ row, field, code, message })),
    ).toEqual([
      {
        row: 5,
        field: 'layout',
        code: STATEMENT_ISSUE.wrongAccount,
        message:
          'Row 5: the statement is for account 1370098765432, but the chosen bank account is 1370012345678.',
      },
    ]);
    expect(parsed.lineCount).toBe(11);
  });
});

describe('issues past the cap', () => {
  it('are counted but not kept', async () => {
    const rows = Array.from(
      { length: 30 },
      (_, index) =>
        `'${String(index + 1).padStart(2, '0')}/10/2026,TARIKAN ATM,'0998,abc,DB,1000.00`,
    );
    const text = ['Date,Description,Branch,Amount,,Balance', ...rows].join('\r\n');

    const parsed = await parseChunks([text], { maxIssues: 10 });

    expect(parsed.issues).toHaveLength(10);
    expect(parsed.issues.at(-1)!.row).toBe(11);
    expect([parsed.errorCount, parsed.issuesTruncated]).toEqual([30, true]);
  });
});

describe('an issue’s values', () => {
  it('carries the value found and the value expected, for the message in another language', async () => {
    const parsed = await parseFixture('bca-business-other-account.csv', {
      expectedAccountNumber: '0351234567',
    });
    expect(parsed.issues[0]).toMatchObject({
      code: STATEMENT_ISSUE.wrongAccount,
      value: '0359988776',
      expected: '0351234567',
    });
  });
});

describe('a statement whose lines end differently', () => {
  it('when a BRI export mixes CRLF and LF line ends, every one of its four lines is read, on its own row', async () => {
    const parsed = await parseFixture('bri-mixed-line-ends.csv', {
      expectedBank: '002',
      expectedAccountNumber: '034101000123309',
    });

    expect(parsed.issues).toEqual([]);
    expect(parsed.lineCount).toBe(4);
    expect(
      parsed.lines.map((line) => [line.row, line.transactionDate, line.amount, line.direction]),
    ).toEqual([
      [2, '2026-10-01', '7500000.00', 'DEBIT'],
      [3, '2026-10-02', '19250000.00', 'CREDIT'],
      [4, '2026-10-03', '1245000.00', 'DEBIT'],
      [5, '2026-10-06', '3104850.00', 'CREDIT'],
    ]);
    expect(parsed.closingBalance).toBe('38609850.00');
  });

  it('when the same export ends its lines with a lone CR, or is cut in chunks between a CR and its LF, the same four lines are read', async () => {
    const text = (await readFixture('bri-mixed-line-ends.csv')).toString('utf8');
    const loneCr = await parseChunks([text.replace(/\r?\n/g, '\r')]);
    const splitAtCr = await parseChunks(text.split(/(?<=\r)/));

    expect(loneCr.lines.map((line) => line.row)).toEqual([2, 3, 4, 5]);
    expect(splitAtCr.lines.map((line) => line.row)).toEqual([2, 3, 4, 5]);
    expect(loneCr.issues).toEqual([]);
    expect(splitAtCr.issues).toEqual([]);
  });

  it('when one line of the export is cut short, it is an error on its row naming the columns, never a skipped line', async () => {
    const parsed = await parseFixture('bri-unreadable-line.csv');

    expect(parsed.errorCount).toBe(1);
    expect(parsed.issues.filter((issue) => issue.severity === 'error')).toEqual([
      {
        row: 4,
        field: 'layout',
        severity: 'error',
        code: STATEMENT_ISSUE.unreadableLine,
        message: 'Row 4: the line cannot be read: it has 7 columns, and the layout needs 11.',
        value: '7',
        expected: '11',
      },
    ]);
    expect(parsed.lines.map((line) => line.row)).toEqual([2, 3, 5]);
  });
});
