import Decimal from 'decimal.js';
import {
  addDays,
  StatementBooks,
  type StatementLine,
} from '../services/snap-sandbox/statement-generator.js';

const HEADER = [
  'ID',
  'NOREK',
  'TGL_TRAN',
  'TGL_EFEKTIF',
  'JAM_TRAN',
  'SEQ',
  'DESK_TRAN',
  'SALDO_AWAL_MUTASI',
  'MUTASI_DEBET',
  'MUTASI_KREDIT',
  'SALDO_AKHIR_MUTASI',
  'GLSIGN',
  'TRUSER',
  'KODE_TRAN',
  'KODE_TRAN_TELLER',
  'TRREMK',
  'TLBDS1',
  'TLBDS2',
  'REMARK_CUSTOM',
];

const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;
/** BRI writes amounts plainly, with ".00" for nothing. */
const amount = (value: Decimal) => (value.isZero() ? '.00' : value.toFixed(2));

export type BriStatementInput = {
  accountNo: string;
  name: string;
  openingBalance: string;
  /** The business date the file is exported on; its lines run up to the day before. */
  today: string;
  /** How many days of lines. */
  days: number;
  seed?: string;
};

/**
 * A BRI (QLola) mutation export for the demo's manual account, as the bank
 * writes it: one quoted row per line with the balance before and after, so
 * the import pipeline can check every line against the next. The lines come
 * from the sandbox's books, so they read like a real business account.
 */
export function briStatementCsv(input: BriStatementInput): { csv: string; lines: StatementLine[] } {
  const books = new StatementBooks(input.seed ?? 'kas-demo-bri');
  const openedOn = addDays(input.today, -input.days);
  books.open({
    accountNo: input.accountNo,
    name: input.name,
    currency: 'IDR',
    openingBalance: input.openingBalance,
    openedOn,
    profile: 'business',
    holdAmount: '0.00',
    partnerId: null,
  });
  const lines = books.lines(input.accountNo, openedOn, addDays(input.today, -1));
  let before = new Decimal(input.openingBalance);
  const rows = lines.map((line, index) => {
    const debit = line.direction === 'DEBIT' ? line.amount : new Decimal(0);
    const credit = line.direction === 'CREDIT' ? line.amount : new Decimal(0);
    const row = [
      String(2300 + index + 1),
      input.accountNo,
      `${line.date} ${line.time}`,
      `${line.postingDate} ${line.postingDate === line.date ? line.time : '00:00:00'}`,
      String(Number(line.time.replaceAll(':', ''))),
      String(100000 + line.sequence),
      `${line.remark} ${line.referenceNo}`,
      amount(before),
      amount(debit),
      amount(credit),
      amount(line.endingBalance),
      line.direction === 'DEBIT' ? 'Db' : 'Cr',
      '8888079',
      '4',
      '6670',
      line.remark.slice(0, 40),
      line.referenceNo,
      '',
      '',
    ];
    before = line.endingBalance;
    return row.map(quoted).join(',');
  });
  return { csv: [HEADER.join(','), ...rows].join('\r\n') + '\r\n', lines };
}
