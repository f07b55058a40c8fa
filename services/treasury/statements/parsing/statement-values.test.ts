import { describe, expect, it } from 'vitest';
import { parseAmount } from './amounts.js';
import { businessToday, parseStatementDate, parseStatementTime, yearResolver } from './dates.js';
import { STATEMENT_ERROR_CODES, STATEMENT_ISSUE, formatStatementMessage } from './error-codes.js';
import { parseChunks } from './statement-fixtures.js';

describe('amounts as banks write them', () => {
  it.each([
    ['1,234,567.89', 'en', { value: '1234567.89', negative: false, marker: null }],
    ['1.234.567,89', 'id', { value: '1234567.89', negative: false, marker: null }],
    ['1.234.567,89', 'en', { value: '1234567.89', negative: false, marker: null }],
    ['12345.00', 'en', { value: '12345.00', negative: false, marker: null }],
    ['.00', 'en', { value: '0.00', negative: false, marker: null }],
    ['1,234', 'en', { value: '1234.00', negative: false, marker: null }],
    ['1.234', 'id', { value: '1234.00', negative: false, marker: null }],
    ['1.234.567', 'id', { value: '1234567.00', negative: false, marker: null }],
    ['3,528,964.00 CR', 'en', { value: '3528964.00', negative: false, marker: 'CREDIT' }],
    ['287,490.00 DB', 'en', { value: '287490.00', negative: false, marker: 'DEBIT' }],
    ['1.500.000,00 D', 'id', { value: '1500000.00', negative: false, marker: 'DEBIT' }],
    ['1.500.000,00 K', 'id', { value: '1500000.00', negative: false, marker: 'CREDIT' }],
    ['-1,500.50', 'en', { value: '1500.50', negative: true, marker: null }],
    ['(1,500.50)', 'en', { value: '1500.50', negative: true, marker: null }],
    ['1,500.50-', 'en', { value: '1500.50', negative: true, marker: null }],
    ['Rp 1.500.000,00', 'id', { value: '1500000.00', negative: false, marker: null }],
    ["'0001500.5", 'en', { value: '1500.50', negative: false, marker: null }],
  ] as const)('%s (%s) is %o', (text, style, expected) => {
    expect(parseAmount(text, style)).toEqual(expected);
  });

  it.each([
    ['12,5x'],
    [''],
    ['abc'],
    ['1.234'],
    ['1,23,456.00'],
    ['12.345.67'],
    ['1.5.0'],
    ['1,000.001'],
    ['DB'],
    ['9999999999999999999.00'],
  ])('%s is not an amount', (text) => {
    expect(parseAmount(text, 'en')).toBeNull();
  });

  it('keeps every cent of amounts a float would round', () => {
    expect(parseAmount('9,007,199,254,740,993.99', 'en')).toEqual({
      value: '9007199254740993.99',
      negative: false,
      marker: null,
    });
  });
});

describe('dates as banks write them', () => {
  it.each([
    ["'05/10/2026", '2026-10-05', null],
    ['05/10/26', '2026-10-05', null],
    ['05-10-2026', '2026-10-05', null],
    ['2026-10-05', '2026-10-05', null],
    ['2026-07-10 23:44:44', '2026-07-10', '23:44:44'],
    ['01/10/2026 08:15:23', '2026-10-01', '08:15:23'],
    ['01 Nov 2026', '2026-11-01', null],
    ['01-Nop-26', '2026-11-01', null],
    ['17 Agustus 2026', '2026-08-17', null],
    ['03 Okt 2026', '2026-10-03', null],
    ['25-Des-26', '2026-12-25', null],
    ['29/02/2028', '2028-02-29', null],
  ])('%s is %s', (text, date, time) => {
    expect(parseStatementDate(text)).toEqual({ date, time });
  });

  it.each([
    ['31/09/2026'],
    ['29/02/2026'],
    ['PEND'],
    ['13/13/2026'],
    ['01 Foo 2026'],
    ['2026-10-05 25:00:00'],
    ['05/10'],
  ])('%s is not a date (without a year to give it)', (text) => {
    expect(parseStatementDate(text)).toBeNull();
  });

  it("a 'DD/MM date takes the year that puts it inside the stated period, across a new year", () => {
    const resolve = yearResolver('2026-12-15', '2027-01-14', '2027-01-20');

    expect(parseStatementDate("'20/12", resolve)).toEqual({ date: '2026-12-20', time: null });
    expect(parseStatementDate("'05/01", resolve)).toEqual({ date: '2027-01-05', time: null });
  });

  it('without a period, a date without a year is the latest one not after the reference date', () => {
    const resolve = yearResolver(null, null, '2027-01-10');

    expect(parseStatementDate('05/01', resolve)).toEqual({ date: '2027-01-05', time: null });
    expect(parseStatementDate('28/12', resolve)).toEqual({ date: '2026-12-28', time: null });
  });

  it("BRI's JAM_TRAN reads with or without its leading zero", () => {
    expect([
      parseStatementTime('234444'),
      parseStatementTime('91530'),
      parseStatementTime('80000'),
      parseStatementTime('09:15'),
      parseStatementTime('246000'),
    ]).toEqual(['23:44:44', '09:15:30', '08:00:00', '09:15:00', null]);
  });

  it('today is the business date in Jakarta, not in UTC', () => {
    expect(businessToday('Asia/Jakarta', new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });
});

describe('a KlikBCA file without a period', () => {
  it("places 'DD/MM dates before the reference date", async () => {
    const text = [
      "Account No.,=,'0183456721",
      'Date,Description,Branch,Amount,,Balance',
      "'28/12,SETORAN TUNAI,'0123,100.00,CR,100.00",
      "'03/01,BIAYA ADM,'0000,10.00,DB,90.00",
    ].join('\n');

    const parsed = await parseChunks([text], { referenceDate: '2027-01-05' });

    expect(parsed.lines.map((line) => line.transactionDate)).toEqual(['2026-12-28', '2027-01-03']);
  });
});

describe('balances that follow one line from the next', () => {
  it('a statement listed newest first chains as well, and its opening balance comes from its last line', async () => {
    const text = [
      'Tgl Trans,Uraian,Debet,Kredit,Saldo',
      '05-Nop-26,"BIAYA ADM","10.000,00","0,00","1.490.000,00"',
      '03-Nop-26,"SETORAN TUNAI","0,00","500.000,00","1.500.000,00"',
      '03-Nop-26,"TARIK TUNAI","100.000,00","0,00","1.000.000,00"',
      '01-Nop-26,"TRF MASUK","0,00","100.000,00","1.100.000,00"',
    ].join('\n');

    const parsed = await parseChunks([text]);

    expect(parsed.issues).toEqual([]);
    expect([
      parsed.openingBalance,
      parsed.closingBalance,
      parsed.firstDate,
      parsed.lastDate,
    ]).toEqual(['1000000.00', '1490000.00', '2026-11-01', '2026-11-05']);
  });

  it('same-day lines in another order than their balances only warn', async () => {
    const text = [
      'Tgl Trans,Uraian,Debet,Kredit,Saldo',
      '01-Nop-26,"TRF MASUK","0,00","100.000,00","1.100.000,00"',
      '02-Nop-26,"BIAYA ADM","10.000,00","0,00","1.190.000,00"',
      '02-Nop-26,"SETORAN TUNAI","0,00","100.000,00","1.200.000,00"',
    ].join('\n');

    const parsed = await parseChunks([text]);

    expect(parsed.issues.map(({ row, severity, code }) => ({ row, severity, code }))).toEqual([
      { row: 3, severity: 'warning', code: STATEMENT_ISSUE.balanceGap },
      { row: 4, severity: 'warning', code: STATEMENT_ISSUE.balanceGap },
    ]);
    expect(parsed.errorCount).toBe(0);
  });

  it('a summary opening balance that does not lead to the first line warns on the first line', async () => {
    const text = [
      'Tgl Trans,Uraian,Debet,Kredit,Saldo',
      '02-Nop-26,"TRF","0,00","100,00","1.100,00"',
      'Saldo Awal,,,,"900,00"',
      'Saldo Akhir,,,,"1.100,00"',
    ].join('\n');

    const parsed = await parseChunks([text]);

    expect(parsed.issues.map(({ row, field, message }) => ({ row, field, message }))).toEqual([
      {
        row: 2,
        field: 'balanceContinuity',
        message:
          'Row 2: the ending balance 1,100.00 does not follow from the previous balance and the amount (expected 1,000.00).',
      },
    ]);
  });
});

describe('the same file in any chunking', () => {
  it('gives the same lines from one-byte chunks, LF line ends and a BOM as from the file', async () => {
    const text = [
      '\uFEFFTgl Trans,Uraian,Debet,Kredit,Saldo',
      '02-Nop-26,"TRF DARI PT MITRA ""MU""\nINV-1001","0,00","100,00","1.100,00"',
      '03-Nop-26,"BIAYA ADM","10,00","0,00","1.090,00"',
    ].join('\n');
    const whole = await parseChunks([text]);
    const bytes = Buffer.from(text);

    const dribbled = await parseChunks(Array.from(bytes, (byte) => Buffer.from([byte])));

    expect(dribbled.lines).toEqual(whole.lines);
    expect(whole.lines.map((line) => [line.row, line.description])).toEqual([
      [2, 'TRF DARI PT MITRA "MU" INV-1001'],
      [4, 'BIAYA ADM'],
    ]);
  });

  it('reports progress in bytes read', async () => {
    const chunks = [
      'Tgl Trans,Uraian,Debet,Kredit,Saldo\n',
      '02-Nop-26,"TRF","0,00","100,00","1.100,00"\n',
    ];
    const seen: number[] = [];

    await parseChunks(chunks, { onProgress: (bytes) => seen.push(bytes) });

    expect(seen).toEqual([36, 36 + Buffer.byteLength(chunks[1]!)]);
  });
});

describe('the code catalogue', () => {
  it("numbers the parser's codes U-TRSY-ST-1 to 17 and the import's 30 to 33 without gaps, each with an English template", () => {
    const codes = Object.keys(STATEMENT_ERROR_CODES);

    expect(codes).toEqual([
      ...Array.from({ length: 17 }, (_, index) => `U-TRSY-ST-${index + 1}`),
      'U-TRSY-ST-30',
      'U-TRSY-ST-31',
      'U-TRSY-ST-32',
      'U-TRSY-ST-33',
    ]);
    expect(new Set(Object.values(STATEMENT_ISSUE)).size).toBe(21);
    expect(formatStatementMessage(STATEMENT_ISSUE.invalidAmount, { row: 14, value: '12,5x' })).toBe(
      'Row 14: the amount "12,5x" is not a number.',
    );
  });
});
