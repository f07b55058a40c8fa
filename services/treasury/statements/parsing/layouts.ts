import type { NumberStyle } from './amounts.js';
import type { StatementLayout } from './types.js';

/** Where each field of a line sits in a layout's rows, read from its header row. */
export type ColumnMap = {
  /** Columns the header names; longer rows are folded into `freeText` (see `fitRow`). */
  width: number;
  date: number;
  time?: number;
  postingDate?: number;
  description: number[];
  reference?: number;
  /** One amount column, with the direction in `marker` or written after the number. */
  amount?: number;
  marker?: number;
  /** Separate debit and credit columns. */
  debit?: number;
  credit?: number;
  balance?: number;
  /** The balance before the line (BRI), for the opening balance. */
  balanceBefore?: number;
  /** The account number repeated on every line (Mandiri MCM, BRI). */
  account?: number;
  /**
   * The column that absorbs extra cells: KlikBCA writes descriptions without
   * quotes, so a comma inside one splits it.
   */
  freeText?: number;
};

export type LayoutSpec = {
  id: StatementLayout;
  /** Indonesian clearing code of the bank. */
  bankCode: string;
  /** What the export is, in words. */
  label: string;
  numberStyle: NumberStyle;
  /** Lines marked `PEND` in the date column are pending (BCA). */
  hasPendingLines: boolean;
  referenceFrom: 'column' | 'bca-description' | 'bri-description' | 'none';
  detect(header: string[]): ColumnMap | null;
};

/** A header cell compared without case, dots, colons, quotes or extra spaces: `Val. Date` is `val date`. */
export function headerKey(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .replace(/^'/, '')
    .toLowerCase()
    .replace(/[.:"]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function finder(header: string[]) {
  return (...names: string[]): number | undefined => {
    const index = header.findIndex((cell) => names.includes(cell));
    return index < 0 ? undefined : index;
  };
}

function lastNonEmpty(header: string[]): number {
  let last = header.length;
  while (last > 0 && header[last - 1] === '') last -= 1;
  return last;
}

/** Fields a layout finds by the name of their column, each with the names its header cell may have. */
type ColumnNames = { [Field in Exclude<keyof ColumnMap, 'width' | 'freeText'>]?: string[] };

/**
 * A `detect` for an export whose columns are found by name wherever they
 * stand in the header row: the row is this layout's header only when every
 * `required` field's column is there; `optional` fields are taken when their
 * column is. The description is one column.
 */
function columnsNamed(
  required: ColumnNames & { date: string[]; description: string[] },
  optional: ColumnNames = {},
): LayoutSpec['detect'] {
  return (h) => {
    const find = finder(h);
    const found: Record<string, number | undefined> = {};
    for (const [field, names] of Object.entries(required)) {
      found[field] = find(...names);
      if (found[field] === undefined) return null;
    }
    for (const [field, names] of Object.entries(optional)) found[field] = find(...names);
    const { description, ...columns } = found;
    return { width: lastNonEmpty(h), ...columns, description: [description!] } as ColumnMap;
  };
}

const BCA_PERSONAL: LayoutSpec = {
  id: 'BCA_PERSONAL',
  bankCode: '014',
  label: 'BCA (KlikBCA Individual)',
  numberStyle: 'en',
  hasPendingLines: true,
  referenceFrom: 'bca-description',
  // `Date,Description,Branch,Amount,,Balance` (or its Indonesian twin): the
  // unnamed fifth column holds DB or CR. Public readers of real exports:
  // kankburhan/go-bankset banks/bca/personal.go (the English file with its
  // `Account No.,=,'…` rows and `'DD/MM` dates) and
  // ThePrime-Sushimas/suryamas backend/src/modules/reconciliation/bank-statement-import/test-samples/sample_bca_personal.csv.
  // The Indonesian header (`Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo`)
  // is described by a public Dart reader whose repository the search index
  // does not name; no public CSV sample of it was found.
  detect: (h) =>
    ['date', 'tanggal transaksi', 'tanggal'].includes(h[0]!) &&
    ['description', 'keterangan'].includes(h[1]!) &&
    ['branch', 'cabang'].includes(h[2]!) &&
    ['amount', 'jumlah'].includes(h[3]!) &&
    h[4] === '' &&
    ['balance', 'saldo'].includes(h[5]!)
      ? { width: 6, date: 0, description: [1], amount: 3, marker: 4, balance: 5, freeText: 1 }
      : null,
};

const BCA_BUSINESS: LayoutSpec = {
  id: 'BCA_BUSINESS',
  bankCode: '014',
  label: 'BCA (KlikBCA Bisnis)',
  numberStyle: 'en',
  hasPendingLines: true,
  referenceFrom: 'bca-description',
  // `"Tanggal Transaksi","Keterangan","Cabang","Jumlah"[,"Saldo"]`; the amount
  // carries DB or CR, and some exports leave the balance column unnamed.
  // Public readers of real exports: kankburhan/go-bankset banks/bca/bisnis.go
  // (every cell quoted, `"No. rekening : …"` rows, `"3,528,964.00 CR"`) and
  // astonsistem/simpra-prime-vue docs/IMPORT_BANK_PILIHAN.md (BCA columns).
  detect: (h) =>
    h[0] === 'tanggal transaksi' &&
    h[1] === 'keterangan' &&
    h[2] === 'cabang' &&
    h[3] === 'jumlah' &&
    (lastNonEmpty(h) === 4 || (h[4] === 'saldo' && lastNonEmpty(h) === 5))
      ? { width: 5, date: 0, description: [1], amount: 3, balance: 4, freeText: 1 }
      : null,
};

const MANDIRI_MCM: LayoutSpec = {
  id: 'MANDIRI_MCM',
  bankCode: '008',
  label: 'Mandiri (MCM)',
  numberStyle: 'en',
  hasPendingLines: false,
  referenceFrom: 'column',
  // `Account No,Date,Val. Date,Transaction Code,Description,Description,Reference No.,Debit,Credit`,
  // `DD/MM/YY` dates, `".00"` for no amount: ThePrime-Sushimas/suryamas
  // backend/src/modules/reconciliation/bank-statement-import/test-samples/sample_mandiri_cv.csv.
  detect: (h) => {
    const find = finder(h);
    const account = find('account no');
    const date = find('date');
    const valueDate = find('val date', 'value date');
    const debit = find('debit');
    const credit = find('credit');
    const description = h.flatMap((cell, index) => (cell === 'description' ? [index] : []));
    if (
      account === undefined ||
      date === undefined ||
      valueDate === undefined ||
      debit === undefined ||
      credit === undefined ||
      !description.length
    )
      return null;
    if (find('transaction code') === undefined) return null;
    return {
      width: lastNonEmpty(h),
      account,
      date,
      postingDate: valueDate,
      description,
      reference: find('reference no'),
      debit,
      credit,
    };
  },
};

const MANDIRI_SHEET: LayoutSpec = {
  id: 'MANDIRI_SHEET',
  bankCode: '008',
  label: 'Mandiri (spreadsheet export)',
  numberStyle: 'id',
  hasPendingLines: false,
  referenceFrom: 'column',
  // `Tgl., Tgl. Val., Rincian Transaksi, No. Referensi, Debit, Kredit, Saldo`
  // (then `Branch Code`): astonsistem/simpra-prime-vue
  // docs/IMPORT_BANK_PILIHAN.md maps these columns of Mandiri's spreadsheet.
  // It shows no date format and no rows around the table: those are guessed
  // (tests/fixtures/statements/README.md).
  detect: columnsNamed(
    {
      date: ['tgl'],
      description: ['rincian transaksi'],
      debit: ['debit', 'debet'],
      credit: ['kredit'],
    },
    { postingDate: ['tgl val'], reference: ['no referensi'], balance: ['saldo'] },
  ),
};

/**
 * BNI's internet-banking download, the file BNI customers actually get:
 * `Post Date,Value Date,Branch,Journal No.,Description,Debit,Credit,Balance`
 * from the first line, the post date with its time (`DD/MM/YY HH.MM.SS`), the
 * value date without (`DD/MM/YY`), English numbers, a description of
 * `|`-separated parts that starts with the transaction type. Public importers
 * of real files agree on it: jankowskikrzysztof/indonezja import_bank.php
 * (header, `DD/MM/YY`, the `|` description with the type first, `1,234.00`
 * amounts) and a public JavaScript importer (`parseBNI`, date
 * `DD/MM/YY HH.MM.SS`; the search index does not name its repository).
 *
 * The post date and time are when the bank booked the line, so they are the
 * line's date and time (booking order within a day is by that time); the
 * value date, which can fall on the next business day, is its posting date.
 */
const BNI_INTERNET: LayoutSpec = {
  id: 'BNI_INTERNET',
  bankCode: '009',
  label: 'BNI (internet banking: Post Date, Value Date, Journal No.…)',
  numberStyle: 'en',
  hasPendingLines: false,
  referenceFrom: 'column',
  detect: columnsNamed(
    {
      date: ['post date'],
      postingDate: ['value date'],
      description: ['description'],
      debit: ['debit'],
      credit: ['credit'],
      reference: ['journal no', 'journal'],
    },
    { balance: ['balance'] },
  ),
};

const BNI_DAILY: LayoutSpec = {
  id: 'BNI_DAILY',
  bankCode: '009',
  label: 'BNI (Tgl Trans, Uraian, Debet, Kredit, Saldo)',
  numberStyle: 'id',
  hasPendingLines: false,
  referenceFrom: 'none',
  // The columns of BNI's printed statement (rekening koran) as
  // Adi-Sumardi/doc-scan-ai backend/bank_adapters/bni_v1.py reads them from
  // the PDF. No public source shows a CSV download with this header: the
  // dates, numbers and rows around the table of our fixture are guessed.
  detect: columnsNamed(
    { date: ['tgl trans'], description: ['uraian'], debit: ['debet', 'debit'], credit: ['kredit'] },
    { balance: ['saldo'] },
  ),
};

const BNI_POSTING: LayoutSpec = {
  id: 'BNI_POSTING',
  bankCode: '009',
  label: 'BNI (Posting Date, Effective Date, Journal…)',
  numberStyle: 'en',
  hasPendingLines: false,
  referenceFrom: 'column',
  // The effective date is when the transaction counts; the posting date (with
  // its time) is when the bank booked it. The columns of BNI's printed
  // statement as Adi-Sumardi/doc-scan-ai backend/bank_adapters/bni_v2.py reads
  // them from the PDF (`Journal No.`, `Amount` and `Db/Cr` also appear in
  // astonsistem/simpra-prime-vue docs/IMPORT_BANK_PILIHAN.md). No public source
  // shows a CSV download with this header; its formats here are guessed.
  detect: columnsNamed(
    {
      date: ['effective date'],
      postingDate: ['posting date'],
      description: ['transaction description'],
      amount: ['amount'],
      marker: ['db/cr', 'd/c', 'dk'],
    },
    { reference: ['journal', 'journal no'], balance: ['balance'] },
  ),
};

const BRI: LayoutSpec = {
  id: 'BRI',
  bankCode: '002',
  label: 'BRI (NOREK, TGL_TRAN, JAM_TRAN…)',
  numberStyle: 'en',
  hasPendingLines: false,
  referenceFrom: 'bri-description',
  // TGL_TRAN is when the transaction happened (JAM_TRAN its time); after the
  // cut-off BRI books it on the next business day, TGL_EFEKTIF. The columns
  // (`ID,NOREK,TGL_TRAN,TGL_EFEKTIF,JAM_TRAN,SEQ,DESK_TRAN,SALDO_AWAL_MUTASI,
  // MUTASI_DEBET,MUTASI_KREDIT,SALDO_AKHIR_MUTASI,…`): astonsistem/simpra-prime-vue
  // docs/IMPORT_BANK_PILIHAN.md, and public BRI importers reading
  // `YYYY-MM-DD HH:MM:SS` TGL_TRAN and `.00` amounts.
  detect: columnsNamed(
    {
      date: ['tgl_tran'],
      description: ['desk_tran'],
      debit: ['mutasi_debet'],
      credit: ['mutasi_kredit'],
    },
    {
      account: ['norek'],
      time: ['jam_tran'],
      postingDate: ['tgl_efektif'],
      balance: ['saldo_akhir_mutasi'],
      balanceBefore: ['saldo_awal_mutasi'],
    },
  ),
};

/** Every supported export, tried in this order on each row until one matches. */
export const LAYOUT_SPECS: readonly LayoutSpec[] = [
  BCA_PERSONAL,
  BCA_BUSINESS,
  MANDIRI_MCM,
  MANDIRI_SHEET,
  BNI_INTERNET,
  BNI_DAILY,
  BNI_POSTING,
  BRI,
];

/** Each layout's bank (clearing code) and what it is. */
export const STATEMENT_LAYOUTS: Readonly<
  Record<StatementLayout, { bankCode: string; label: string }>
> = Object.fromEntries(
  LAYOUT_SPECS.map((spec) => [spec.id, { bankCode: spec.bankCode, label: spec.label }]),
) as Record<StatementLayout, { bankCode: string; label: string }>;

/** The layout whose header this row is, with its column map; null when it is none. */
export function detectLayout(cells: string[]): { spec: LayoutSpec; columns: ColumnMap } | null {
  const header = cells.map(headerKey);
  if (header.filter((cell) => cell !== '').length < 4) return null;
  for (const spec of LAYOUT_SPECS) {
    const columns = spec.detect(header);
    if (columns) return { spec, columns };
  }
  return null;
}

/**
 * A row fitted to its layout's width: empty cells past the width dropped, and
 * any extra cells folded back into the free-text column they were split from.
 */
export function fitRow(cells: string[], columns: ColumnMap): string[] {
  let end = cells.length;
  while (end > columns.width && cells[end - 1]!.trim() === '') end -= 1;
  if (end <= columns.width || columns.freeText === undefined)
    return end === cells.length ? cells : cells.slice(0, end);
  const extra = end - columns.width;
  const at = columns.freeText;
  return [
    ...cells.slice(0, at),
    cells.slice(at, at + extra + 1).join(','),
    ...cells.slice(at + extra + 1, end),
  ];
}
